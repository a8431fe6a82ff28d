// Server-side settings of the web app, read lazily at request time (not at build time), so one build runs anywhere:
// API_INTERNAL_URL (where server components and the /api proxy reach the API) and PUBLIC_SITE_URL (where the site
// is published: canonical links, hreflang alternates, the sitemap, Open Graph; the API's share links use it too).
const DEFAULT_API_INTERNAL_URL = 'http://127.0.0.1:4000';
const DEFAULT_PUBLIC_SITE_URL = 'http://localhost:3000';

let apiInternalUrl: URL | undefined;
let publicSiteUrl: URL | undefined;

function parseHttpUrl(name: string, raw: string | undefined, fallback: string): URL {
  const value = raw === undefined || raw.trim() === '' ? fallback : raw.trim();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must use http or https, got "${value}"`);
  }
  return url;
}

export function parseApiInternalUrl(raw: string | undefined): URL {
  return parseHttpUrl('API_INTERNAL_URL', raw, DEFAULT_API_INTERNAL_URL);
}

/** The site's origin: links are built from the root, so a path in the setting is dropped. */
export function parsePublicSiteUrl(raw: string | undefined): URL {
  return new URL(parseHttpUrl('PUBLIC_SITE_URL', raw, DEFAULT_PUBLIC_SITE_URL).origin);
}

export function getApiInternalUrl(): URL {
  apiInternalUrl ??= parseApiInternalUrl(process.env.API_INTERNAL_URL);
  return apiInternalUrl;
}

export function getPublicSiteUrl(): URL {
  publicSiteUrl ??= parsePublicSiteUrl(process.env.PUBLIC_SITE_URL);
  return publicSiteUrl;
}

/** REVALIDATE_SECRET: the shared secret of POST /revalidate; unset, the endpoint answers 404. */
export function getRevalidateSecret(): string | undefined {
  const value = process.env.REVALIDATE_SECRET?.trim();
  return value ? value : undefined;
}
