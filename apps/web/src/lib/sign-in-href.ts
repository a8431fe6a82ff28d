// Where an anonymous visitor is sent when something needs an account (the account area, a favourite heart, the review
// form): /sign-in with the page to come back to. The return path is the locale-less path and query of the current
// page (the sign-in page navigates back with the locale-aware router); the sign-in page validates it, never
// leaving the site.
export const RETURN_PARAM = 'next';

/** A return path for `pathname` (locale-less, as usePathname of i18n/navigation gives it) and its query string. */
export function returnPath(pathname: string, search = ''): string {
  const path = pathname.startsWith('/') && !pathname.startsWith('//') ? pathname : '/';
  const query = search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  return `${path}${query}`;
}

export function signInHref(pathname: string, search = '') {
  return { pathname: '/sign-in', query: { [RETURN_PARAM]: returnPath(pathname, search) } } as const;
}
