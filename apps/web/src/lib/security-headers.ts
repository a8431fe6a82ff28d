// Owns the security headers of the site's pages (the API sends its own, apps/api/src/plugins/security-headers.plugin.ts).
// Two kinds: fixed ones for every answer, set by next.config.ts; and those that depend on settings read when the
// server runs (the chat widget's and the analytics' hosts, HTTPS), set on each page by src/proxy.ts.
//
// The Content-Security-Policy comes in two strengths, because Next writes each page's data as inline scripts
// (self.__next_f.push), different on every page, so hashes cannot list them:
// - strict, on the pages Next renders on every request anyway (lib/nonce-pages.ts): a nonce new on every response,
//   which Next reads from the request's policy and puts on each of its scripts; 'strict-dynamic' lets those scripts
//   load the rest (the code chunks, the chat widget, the counters); no other inline script runs.
// - without nonces on the prerendered and cached pages (the listings live on being rendered once a minute and served
//   from the cache, docs/performance.md): a nonce must be new on every response, and cached HTML carries none, so
//   script-src allows 'self' and inline scripts there.
// Both stop scripts, frames, connections and forms to any other host, <object>/<embed>, a <base> that reroutes
// relative addresses, and the site inside anyone's frame (clickjacking).
import { createHash, randomBytes } from 'node:crypto';

/** Settings the policy depends on, read from the environment when the server starts (see readShellEnv). */
export type PageSecuritySettings = {
  /** Development: React needs eval for its debugging aids, and the dev server's reload socket. */
  dev: boolean;
  /** Cookies are Secure (the site is served over HTTPS): HSTS, and plain-http subresources upgraded. */
  secure: boolean;
  chatWidgetUrl?: string;
  analytics: { metricsId?: string; tagManagerId?: string };
  /** CSP_EXTRA_SOURCES: more https origins (a chat widget that loads from several hosts). */
  extraSources: string[];
};

/** The web-metrics counter's hosts (its script, data and the frames of its session replay and click map). */
const METRICS_SOURCES = ['https://mc.yandex.ru', 'https://mc.yandex.com', 'https://yastatic.net'];
/** The tag manager's script and the collection hosts of the analytics it loads. */
const TAG_MANAGER_SOURCES = [
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];

/** Headers for every answer of the site, whatever the settings. */
export const FIXED_SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  // The old browsers' frame-ancestors 'none'.
  { key: 'X-Frame-Options', value: 'DENY' },
  // Other sites learn the site's origin, never a page address (addresses can hold keys: the guest ticket page).
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // The door check scans tickets with this site's camera; nothing else asks for a device.
  {
    key: 'Permissions-Policy',
    value: 'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  },
];

const originOf = (url: string | undefined): string[] => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/** CSP_EXTRA_SOURCES: space- or comma-separated https origins (anything else is left out). */
export function parseExtraSources(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(/[\s,]+/)
    .filter((entry) => /^https:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i.test(entry));
}

/** What makes a page's policy strict: its response's nonce, and the hashes of the shell's own inline scripts, which
 * the layout (shared with the cached pages) renders without one. */
export type StrictScripts = { nonce: string; inlineScriptHashes: string[] };

/** A nonce for one response: 128 random bits, base64 (what CSP and Next's nonce parser accept). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The CSP source of an inline script's exact text: 'sha256-…'. */
export function inlineScriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

export function contentSecurityPolicy(settings: PageSecuritySettings, strict?: StrictScripts): string {
  const chat = originOf(settings.chatWidgetUrl);
  const metrics = settings.analytics.metricsId ? METRICS_SOURCES : [];
  const tagManager = settings.analytics.tagManagerId ? TAG_MANAGER_SOURCES : [];
  const thirdParty = [...chat, ...metrics, ...tagManager, ...settings.extraSources];
  // A chat talks to its host over a WebSocket too.
  const sockets = [...chat, ...settings.extraSources].map((origin) => origin.replace(/^http/, 'ws'));
  const list = (...sources: string[]) => [...new Set(sources)].join(' ');
  const directives = [
    `default-src 'self'`,
    // Strict: browsers that know 'strict-dynamic' (all current ones) ignore 'self' and the hosts and trust only the
    // nonce and the hashes, and what those scripts load; older ones fall back to the hosts. Never 'unsafe-inline'.
    `script-src ${list(
      "'self'",
      ...(strict
        ? [`'nonce-${strict.nonce}'`, "'strict-dynamic'", ...strict.inlineScriptHashes]
        : ["'unsafe-inline'"]),
      ...(settings.dev ? ["'unsafe-eval'"] : []),
      ...thirdParty,
    )}`,
    // Inline style attributes: React's style props, the dialogs' positioning.
    `style-src ${list("'self'", "'unsafe-inline'", ...chat, ...settings.extraSources)}`,
    // Posters come from /media; editors' pages may show pictures from elsewhere; counters send pixels.
    `img-src 'self' data: blob: https:`,
    `font-src ${list("'self'", 'data:', ...chat, ...settings.extraSources)}`,
    `connect-src ${list("'self'", ...(settings.dev ? ['ws:'] : []), ...thirdParty, ...sockets)}`,
    `frame-src ${list("'self'", ...chat, ...metrics, ...settings.extraSources)}`,
    `media-src 'self' blob:`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
    ...(settings.secure ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** The headers src/proxy.ts sets on every page (strict with a nonce on the pages rendered per request). HSTS only
 * over HTTPS (COOKIE_SECURE): a year, this host only. */
export function pageSecurityHeaders(
  settings: PageSecuritySettings,
  strict?: StrictScripts,
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(settings, strict),
    ...(settings.secure ? { 'Strict-Transport-Security': 'max-age=31536000' } : {}),
  };
}
