// Where signing in sends the visitor back to: the `next` parameter of /sign-in (`/sign-in?next=/account/orders`),
// set by whatever sent them there (the header's profile icon, the account area for an anonymous visitor, a
// favourite toggle). The value comes from the address bar, so anyone can craft it: only a path of this site is
// accepted, never another origin (`//evil.example`, `/\evil.example`, `https://…`, control characters), and never
// a page of signing in itself (a loop). Paths are kept without their locale prefix; the locale-aware router adds
// the current one.
import { routing } from '@/i18n/routing';

export const RETURN_PARAM = 'next';
/** Where a signed-in visitor goes when nothing (or nothing acceptable) says where they came from. */
export const DEFAULT_RETURN_PATH = '/account/favorites';

const MAX_LENGTH = 2000;
const PROBE_ORIGIN = 'https://return-path.invalid';
// Pages that make no sense to return to after signing in: the sign-in and sign-up pages, the mail landings.
const NO_RETURN = [
  '/sign-in',
  '/sign-up',
  '/reset-password',
  '/account/confirm',
  '/account/confirm-email',
  '/api',
];

function stripLocale(pathname: string): string {
  for (const locale of routing.locales) {
    if (pathname === `/${locale}`) return '/';
    if (pathname.startsWith(`/${locale}/`)) return pathname.slice(locale.length + 1);
  }
  return pathname;
}

/** A safe path of this site (without locale prefix) to go back to, or null. */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  // Only a path: not `//host` or `/\host` (browsers read a backslash as a slash), no scheme, no control characters.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const pathname = stripLocale(url.pathname);
  // Dot segments (`/..//host`) or a stripped prefix (`/en//host`) can rebuild what the first check refused.
  if (pathname.startsWith('//')) return null;
  const blocked = NO_RETURN.some((page) => pathname === page || pathname.startsWith(`${page}/`));
  if (blocked) return null;
  return `${pathname}${url.search}${url.hash}`;
}

/** Where to go after signing in, from the raw `next` value. */
export function returnPathAfterSignIn(raw: string | null | undefined): string {
  return safeReturnPath(raw) ?? DEFAULT_RETURN_PATH;
}

/** The sign-in page that brings the visitor back to `returnTo` (a path of this site) afterwards. */
export function signInPath(returnTo?: string | null): string {
  const path = safeReturnPath(returnTo);
  return path ? `/sign-in?${RETURN_PARAM}=${encodeURIComponent(path)}` : '/sign-in';
}
