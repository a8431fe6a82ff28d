// Server-side settings of the web app. Only API_INTERNAL_URL matters here: where server components and the
// /api proxy reach the API. Read lazily at request time (not at build time), so one build runs against any API.
const DEFAULT_API_INTERNAL_URL = 'http://127.0.0.1:4000';

let apiInternalUrl: URL | undefined;

export function parseApiInternalUrl(raw: string | undefined): URL {
  const value = raw === undefined || raw.trim() === '' ? DEFAULT_API_INTERNAL_URL : raw.trim();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`API_INTERNAL_URL must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`API_INTERNAL_URL must use http or https, got "${value}"`);
  }
  return url;
}

export function getApiInternalUrl(): URL {
  apiInternalUrl ??= parseApiInternalUrl(process.env.API_INTERNAL_URL);
  return apiInternalUrl;
}
