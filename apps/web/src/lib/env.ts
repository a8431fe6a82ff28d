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

// The browser-side settings of the shell, read per request (not baked into the build) and handed to the client
// components by the locale layout. Unset or unusable values switch the feature off rather than stopping the site.
export type ShellEnv = {
  /** Script URL of the chat widget (loaded only on screens wider than 640 px); unset loads nothing. */
  chatWidgetUrl?: string;
  analytics: {
    /** The host (as window.location.host) where analytics goals are sent; unset sends none. */
    productionHost?: string;
    metricsId?: string;
    tagManagerId?: string;
  };
};

const optional = (raw: string | undefined) => {
  const value = raw?.trim();
  return value ? value : undefined;
};

/** An absolute http(s) URL, or undefined for anything else (a chat script from a typo'd address is no chat). */
export function parseScriptUrl(raw: string | undefined): string | undefined {
  const value = optional(raw);
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Counter and container ids end up in script URLs: only plain identifiers are accepted. */
export function parseAnalyticsId(raw: string | undefined): string | undefined {
  const value = optional(raw);
  return value && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : undefined;
}

export function readShellEnv(env: Record<string, string | undefined> = process.env): ShellEnv {
  return {
    chatWidgetUrl: parseScriptUrl(env.CHAT_WIDGET_URL),
    analytics: {
      productionHost: optional(env.ANALYTICS_PRODUCTION_HOST)?.toLowerCase(),
      metricsId: parseAnalyticsId(env.METRICS_COUNTER_ID),
      tagManagerId: parseAnalyticsId(env.TAG_MANAGER_ID),
    },
  };
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
