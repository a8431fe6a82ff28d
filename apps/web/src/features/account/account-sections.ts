// The sections of the signed-in customer's area (PRODUCT.md "Account", SPEC.md `/account/{section}`), in the order
// of its navigation, and which paths they own. Other pages under /account (the mail links' landings, e.g.
// /account/confirm) are open to anonymous visitors: the area's frame and sign-in gate apply to these sections only.
export const ACCOUNT_SECTIONS = ['notifications', 'favorites', 'orders', 'history', 'profile'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

export const accountPath = (section: AccountSection) => `/account/${section}` as const;

/** Where /account itself leads (the header's icon leads there too when nothing is unread). */
export const DEFAULT_SECTION: AccountSection = 'favorites';

/** The section a locale-less path (`/account/orders`, `/account/orders/`) belongs to, or null. */
export function sectionOf(pathname: string): AccountSection | null {
  const match = /^\/account\/([^/?#]+)\/?$/.exec(pathname);
  const segment = match?.[1];
  return (ACCOUNT_SECTIONS as readonly string[]).includes(segment ?? '') ? (segment as AccountSection) : null;
}
