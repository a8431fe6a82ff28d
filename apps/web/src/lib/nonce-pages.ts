// Owns the list of pages that get the strict Content-Security-Policy (a nonce per response, lib/security-headers.ts):
// exactly the pages Next renders on every request (`ƒ` in `next build`'s route table). Next puts the nonce of the
// request's policy on its scripts only when it renders; a page prerendered or cached (`○`, `●`: the listings, the
// cart, the account's sections) is served as rendered once, without nonces, and a nonce policy would refuse its
// scripts. A page that moves between the two kinds must move in or out of this list: nonce-pages.test.ts compares it
// with the build's manifests and fails until it does.
import { routing } from '@/i18n/routing';

/** App routes under app/[locale], as the build's route table names them without `/[locale]`. */
export const NONCE_PAGES = [
  '/account',
  '/artists',
  '/box-office',
  '/box-office/door',
  '/box-office/orders/[id]',
  '/box-office/sales',
  '/box-office/staff',
  '/certificates',
  '/collections/[slug]',
  '/paymentfail',
  '/paymentresult',
  '/search',
  '/ticket-holders',
  '/tickets/[number]',
  '/waiting-list',
] as const;

/**
 * Areas whose every page is rendered per request (the back office: nothing of it is cached for anybody), listed as
 * one prefix rather than page by page, so the areas' pages can grow without touching this list.
 */
export const NONCE_AREAS = ['/manage'] as const;

const locales: readonly string[] = routing.locales;
const patterns = NONCE_PAGES.map((route) => route.split('/').slice(1));

/**
 * Whether a page address (`/search`, `/en/tickets/12`; the proxy's internal `/ru/search` too) is one of NONCE_PAGES.
 * A `[param]` segment stands for any one segment; anything longer or shorter is another page (the catch-all, cached).
 */
export function isNoncePage(pathname: string): boolean {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  if (segments[0] !== undefined && locales.includes(segments[0])) segments.shift();
  if (NONCE_AREAS.some((area) => segments[0] === area.slice(1))) return true;
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, index) => part === segments[index] || /^\[[^\].]+\]$/.test(part)),
  );
}
