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
