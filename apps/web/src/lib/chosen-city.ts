// The visitor's chosen city as the server sees it: the `city` cookie, which the city chooser writes beside SPEC.md's
// localStorage keys (those stay the browser's record; a cookie is what a request carries). The proxy reads it to
// send a listing address to its city's cached page (city-scope.ts); the header's logo reads the same choice in the
// browser. Plain code without Next or zod, so the proxy, the browser and the tests share it.

// The same value as DEFAULT_CITY_SLUG in packages/contracts (features/city holds them equal in a test). Spelled out
// rather than imported because this module reaches the browser, and the contracts module would bring zod along.
export const DEFAULT_CITY_SLUG = 'moscow';

export const CITY_COOKIE = 'city';
/** The listings' filter value for every city at once (`?city=all`). */
export const ALL_CITIES = 'all';
/** A year: the choice outlives the session, as the localStorage keys do. */
const CITY_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const CITY_SLUG = /^[a-z0-9][a-z0-9_-]{0,99}$/;

/** A well-formed city slug (from the cookie or an address), or nothing: forged and garbled values count as none. */
export function parseCitySlug(value: string | null | undefined): string | undefined {
  return value != null && CITY_SLUG.test(value) ? value : undefined;
}

/** The `Set-Cookie`-style text the browser writes into document.cookie for a choice. */
export function chosenCityCookie(slug: string, secure: boolean): string {
  const attributes = [`path=/`, `max-age=${CITY_COOKIE_MAX_AGE_SECONDS}`, 'samesite=lax'];
  if (secure) attributes.push('secure');
  return [`${CITY_COOKIE}=${encodeURIComponent(slug)}`, ...attributes].join('; ');
}

/** A city's home page: `/` for the default city, `/city/{slug}` for the others (SPEC.md section 2). */
export function cityHomePath(slug: string): string {
  return slug === DEFAULT_CITY_SLUG ? '/' : `/city/${encodeURIComponent(slug)}`;
}

/** The chosen city in a `Cookie` header or document.cookie, when it is a well-formed slug. */
export function cityInCookies(cookies: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name !== CITY_COOKIE) continue;
    try {
      return parseCitySlug(decodeURIComponent(value.join('=')));
    } catch {
      return undefined;
    }
  }
  return undefined;
}
