// Owns the addresses of the site's pages that account mails (and checkout) link to: the one place to change when the web app
// moves a page. Every link is absolute (PUBLIC_SITE_URL) and carries the locale prefix of the site's routing
// (Russian has none: `/account/confirm`, `/en/account/confirm`). The web app builds these pages at exactly
// these paths and reads the `token` query parameter.
import type { TLocale } from '@afisha/contracts';

export const SITE_PAGES = {
  /** Landing of the sign-up confirmation link: POSTs the token to /account/registration-confirm. */
  confirmRegistration: '/account/confirm',
  /** Set a new password from the reset link (POST /account/reset-password-confirm); without a token: ask for a link. */
  resetPassword: '/reset-password',
  /** Landing of the e-mail change link: POSTs the token to /account/confirm-email. */
  confirmEmail: '/account/confirm-email',
  signIn: '/sign-in',
  /** The payment result page (`?order=`): it polls /cart/order_status. */
  paymentResult: '/paymentresult',
  /** Where a declined payment returns (`?order=`): why, and paying again while the order lasts. */
  paymentFail: '/paymentfail',
  /** The guest ticket page of an order (`/tickets/{number}?key=`): the tickets mail's "Open the tickets". */
  tickets: '/tickets',
} as const;

export type SiteLinks = {
  confirmRegistration(locale: TLocale, token: string): string;
  resetPassword(locale: TLocale, token: string): string;
  confirmEmail(locale: TLocale, token: string): string;
  signIn(locale: TLocale): string;
  /** The reset page without a token: the form that asks for a link. */
  requestReset(locale: TLocale): string;
  /**
   * Where the buyer sees the outcome of an order (a zero-total one goes there at once); `key`, the order's status
   * key (lib/order-status-key.ts), lets the page read it without the buyer's session.
   */
  paymentResult(locale: TLocale, orderId: number, key?: string): string;
  /** Where the buyer returns from a declined payment. */
  paymentFail(locale: TLocale, orderId: number, key?: string): string;
  /** The guest ticket page of an order, opened with the key of its mail. */
  tickets(locale: TLocale, orderNumber: string, key: string): string;
};

export function createSiteLinks(siteUrl: string): SiteLinks {
  const base = siteUrl.replace(/\/+$/, '');
  const page = (locale: TLocale, path: string, token?: string) => {
    const prefix = locale === 'ru' ? '' : `/${locale}`;
    const query = token === undefined ? '' : `?token=${encodeURIComponent(token)}`;
    return `${base}${prefix}${path}${query}`;
  };
  return {
    confirmRegistration: (locale, token) => page(locale, SITE_PAGES.confirmRegistration, token),
    resetPassword: (locale, token) => page(locale, SITE_PAGES.resetPassword, token),
    confirmEmail: (locale, token) => page(locale, SITE_PAGES.confirmEmail, token),
    signIn: (locale) => page(locale, SITE_PAGES.signIn),
    requestReset: (locale) => page(locale, SITE_PAGES.resetPassword),
    paymentResult: (locale, orderId, key) =>
      `${page(locale, SITE_PAGES.paymentResult)}?order=${orderId}${key ? `&key=${encodeURIComponent(key)}` : ''}`,
    paymentFail: (locale, orderId, key) =>
      `${page(locale, SITE_PAGES.paymentFail)}?order=${orderId}${key ? `&key=${encodeURIComponent(key)}` : ''}`,
    tickets: (locale, orderNumber, key) =>
      `${page(locale, `${SITE_PAGES.tickets}/${encodeURIComponent(orderNumber)}`)}?key=${encodeURIComponent(key)}`,
  };
}
