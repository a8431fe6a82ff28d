// Server-side settings of the web app, read lazily at request time (not at build time), so one build runs anywhere:
// API_INTERNAL_URL (where server components and the /api proxy reach the API; unset, the API's own port on this
// machine, API_PORT) and PUBLIC_SITE_URL (where the site is published: canonical links, hreflang alternates, the
// sitemap, Open Graph; the API's share links use it too; unset, http://localhost on the port the site listens on:
// the PORT that `next start -p $WEB_PORT` sets to it, else WEB_PORT, else 3000).
import { parseHttpUrl, parsePort, readApiInternalUrl } from '../../scripts/api-address.mjs';
import { type PageSecuritySettings, parseExtraSources } from './security-headers';

// Shared with serve.mjs, which reads them before any build (scripts/api-address.mjs).
export { parseApiInternalUrl, readApiInternalUrl } from '../../scripts/api-address.mjs';

const DEFAULT_WEB_PORT = '3000';

let apiInternalUrl: URL | undefined;
let publicSiteUrl: URL | undefined;

/** The site's origin: links are built from the root, so a path in the setting is dropped. */
export function parsePublicSiteUrl(raw: string | undefined, webPort?: string): URL {
  const port = parsePort('WEB_PORT', webPort, DEFAULT_WEB_PORT);
  return new URL(parseHttpUrl('PUBLIC_SITE_URL', raw, `http://localhost:${port}`).origin);
}

type Env = Record<string, string | undefined>;

/**
 * PUBLIC_SITE_URL, else this server on localhost. Its port: PORT, which `next start -p` and `next dev -p` set to the
 * port they listen on (npm start gives them WEB_PORT), else WEB_PORT.
 */
export function readPublicSiteUrl(env: Env): URL {
  return parsePublicSiteUrl(env.PUBLIC_SITE_URL, optional(env.PORT) ?? env.WEB_PORT);
}

export function getApiInternalUrl(): URL {
  apiInternalUrl ??= readApiInternalUrl(process.env);
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

export function readShellEnv(env: Env = process.env): ShellEnv {
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
  publicSiteUrl ??= readPublicSiteUrl(process.env);
  return publicSiteUrl;
}

/** REVALIDATE_SECRET: the shared secret of POST /revalidate; unset, the endpoint answers 404. */
export function getRevalidateSecret(): string | undefined {
  const value = process.env.REVALIDATE_SECRET?.trim();
  return value ? value : undefined;
}

/**
 * INTERNAL_API_SECRET: the secret shared with the API that marks the web server's own calls (server-api.ts); unset,
 * they are limited like one visitor's. Never sent anywhere but API_INTERNAL_URL.
 */
export function getInternalApiSecret(): string | undefined {
  const value = process.env.INTERNAL_API_SECRET?.trim();
  return value ? value : undefined;
}

/** COOKIE_SECURE as the API reads it (true/1/yes/on, false/0/no/off); unset: on in production. */
export function parseCookieSecure(raw: string | undefined, nodeEnv: string | undefined): boolean {
  const value = raw?.trim().toLowerCase();
  if (value && ['true', '1', 'yes', 'on'].includes(value)) return true;
  if (value && ['false', '0', 'no', 'off'].includes(value)) return false;
  return nodeEnv === 'production';
}

/** What the pages' security headers depend on (lib/security-headers.ts): the shell's third parties, HTTPS, the mode. */
export function readPageSecuritySettings(env: Env = process.env): PageSecuritySettings {
  const shell = readShellEnv(env);
  return {
    dev: env.NODE_ENV === 'development',
    secure: parseCookieSecure(env.COOKIE_SECURE, env.NODE_ENV),
    chatWidgetUrl: shell.chatWidgetUrl,
    analytics: { metricsId: shell.analytics.metricsId, tagManagerId: shell.analytics.tagManagerId },
    extraSources: parseExtraSources(env.CSP_EXTRA_SOURCES),
  };
}
