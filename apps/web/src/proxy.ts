// Runs before every request (Next 16's proxy, formerly middleware): /api/* and /media/* are forwarded to the API so
// the browser stays same-origin (a visitor's are forwarded by scripts/serve.mjs before they get here; these are
// Next's own requests, and everyone's under `next start`; lib/api-proxy.ts); the
// listings go to the cached page of the visitor's chosen city (the `city` cookie); every other path goes through
// next-intl's locale routing (ru without a prefix). Pages get the security headers that depend on runtime settings:
// the pages rendered per request a strict policy with a new nonce (lib/nonce-pages.ts), the others the cached one.
import { NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { apiProxyTarget, isApiProxyPath } from '../scripts/api-forwarder.mjs';
import { EDGE_TOKEN_ENV } from '../scripts/forwarding.mjs';
import { eventsListingTarget } from './features/catalogue/events-route';
import { cityListingTarget } from './features/city/city-scope';
import { COOKIE_NOTICE_HIDE_SCRIPT } from './features/shell/cookie-notice-script';
import { routing } from './i18n/routing';
import { proxiedRequestHeaders } from './lib/api-proxy';
import { REVALIDATE_PATH } from './lib/catalogue-cache';
import { CITY_COOKIE, parseCitySlug } from './lib/chosen-city';
import { getApiInternalUrl, getInternalApiSecret, readPageSecuritySettings } from './lib/env';
import { isNoncePage } from './lib/nonce-pages';
import {
  inlineScriptHash,
  newNonce,
  type PageSecuritySettings,
  pageSecurityHeaders,
} from './lib/security-headers';

const handleLocaleRouting = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (isApiProxyPath(pathname)) {
    const headers = proxiedRequestHeaders(request.headers, {
      edgeToken: process.env[EDGE_TOKEN_ENV],
      internalSecret: getInternalApiSecret(),
    });
    return NextResponse.rewrite(apiProxyTarget(getApiInternalUrl(), pathname, search), {
      request: { headers },
    });
  }
  // The cache-drop endpoint is not a page: no locale.
  if (pathname === REVALIDATE_PATH) return NextResponse.next();
  const chosenCity = parseCitySlug(request.cookies.get(CITY_COOKIE)?.value);
  // /events keeps its filters in the query string, which Next's page cache ignores: see events-route.ts.
  const listing =
    eventsListingTarget(request.nextUrl, chosenCity) ?? cityListingTarget(request.nextUrl, chosenCity);
  // The page that will answer: a listing's rewrite target (artists and search are rendered per request), else the
  // address itself, with or without its locale prefix.
  const target = listing ?? request.nextUrl;
  if (isNoncePage(target.pathname)) return withStrictPolicy(request, listing);
  // One address, a page per city: a shared cache in front of the site must key these on the cookie (performance.md).
  if (listing) return withPageSecurityHeaders(NextResponse.rewrite(listing));
  return withPageSecurityHeaders(handleLocaleRouting(request));
}

// Read once, when the first page is asked for (the environment does not change while the server runs).
let settings: PageSecuritySettings | undefined;
let pageHeaders: Record<string, string> | undefined;

/** The page headers that depend on runtime settings (CSP, HSTS); the fixed ones come from next.config.ts. */
function withPageSecurityHeaders(response: NextResponse): NextResponse {
  settings ??= readPageSecuritySettings();
  pageHeaders ??= pageSecurityHeaders(settings);
  return withHeaders(response, pageHeaders);
}

// The shell's inline scripts that carry no nonce (the layout is shared with the cached pages), allowed by hash.
const SHELL_INLINE_SCRIPTS = [inlineScriptHash(COOKIE_NOTICE_HIDE_SCRIPT)];

/**
 * A page rendered per request: a strict policy with a new nonce, on the answer and on the request Next renders, which
 * is where Next reads the nonce from (its Content-Security-Policy header) to put on each of the page's scripts. (Next
 * 16 also copies a proxy's answer headers onto the request; the request header is the documented way, kept.)
 */
function withStrictPolicy(request: NextRequest, listing: URL | null): NextResponse {
  settings ??= readPageSecuritySettings();
  const headers = pageSecurityHeaders(settings, {
    nonce: newNonce(),
    inlineScriptHashes: SHELL_INLINE_SCRIPTS,
  });
  const forwarded = new Headers(request.headers);
  forwarded.set('Content-Security-Policy', headers['Content-Security-Policy'] ?? '');
  const response = listing
    ? NextResponse.rewrite(listing, { request: { headers: forwarded } })
    : // next-intl passes the request's headers on to the page it routes to.
      handleLocaleRouting(new NextRequest(request, { headers: forwarded }));
  return withHeaders(response, headers);
}

function withHeaders(response: NextResponse, headers: Record<string, string>): NextResponse {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Locale routing skips Next's internals and files (paths with a dot); the API paths always match.
  matcher: ['/api/:path*', '/media/:path*', '/((?!api/|media/|_next/|_vercel/|.*\\..*).*)'],
};
