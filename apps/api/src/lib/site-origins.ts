// Owns which addresses of the site a buyer may be sent back to after paying: PUBLIC_SITE_URL's origin, the other
// spellings of loopback when the site is on loopback (`npm start` prints localhost:3000; a visitor may type
// 127.0.0.1:3000, and each has its own cookies), and SITE_ORIGINS. The checkout's request names where it started
// (its Origin header, else its Referer's origin); only an origin of this list is ever used, so a request cannot
// send a buyer to an address of its choosing — and the Host header, which any client writes, is never read.

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** `https://Example.org:443/path` → `https://example.org`; null for what is not an http(s) URL. */
export function originOf(value: string | undefined | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The origins the site answers at, PUBLIC_SITE_URL's first. */
export function siteOriginsOf(publicSiteUrl: string, extra: readonly string[] = []): string[] {
  const origins = new Set<string>();
  const site = originOf(publicSiteUrl);
  if (site) {
    origins.add(site);
    const url = new URL(site);
    if (LOOPBACK_HOSTS.includes(url.hostname)) {
      for (const host of LOOPBACK_HOSTS)
        origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
    }
  }
  for (const each of extra) {
    const origin = originOf(each.trim());
    if (origin) origins.add(origin);
  }
  return [...origins];
}

/** The site origin a request came from, when it is one of `allowed`; else null (the caller uses PUBLIC_SITE_URL). */
export function requestSiteOrigin(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  allowed: readonly string[],
): string | null {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const origin = originOf(first(headers.origin)) ?? originOf(first(headers.referer));
  return origin !== null && allowed.includes(origin) ? origin : null;
}
