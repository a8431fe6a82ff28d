// Runs before every request (Next 16's proxy, formerly middleware): /api/* and /media/* are forwarded to the API so
// the browser stays same-origin; the listings go to the cached page of the visitor's chosen city (the `city` cookie);
// every other path goes through next-intl's locale routing (ru without a prefix).
import { type NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { eventsListingTarget } from './features/catalogue/events-route';
import { cityListingTarget } from './features/city/city-scope';
import { routing } from './i18n/routing';
import { apiProxyTarget, isApiProxyPath } from './lib/api-proxy';
import { REVALIDATE_PATH } from './lib/catalogue-cache';
import { CITY_COOKIE, parseCitySlug } from './lib/chosen-city';
import { getApiInternalUrl } from './lib/env';

const handleLocaleRouting = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (isApiProxyPath(pathname)) {
    return NextResponse.rewrite(apiProxyTarget(getApiInternalUrl(), pathname, search));
  }
  // The cache-drop endpoint is not a page: no locale.
  if (pathname === REVALIDATE_PATH) return NextResponse.next();
  const chosenCity = parseCitySlug(request.cookies.get(CITY_COOKIE)?.value);
  // /events keeps its filters in the query string, which Next's page cache ignores: see events-route.ts.
  const listing =
    eventsListingTarget(request.nextUrl, chosenCity) ?? cityListingTarget(request.nextUrl, chosenCity);
  // One address, a page per city: a shared cache in front of the site must key these on the cookie (performance.md).
  if (listing) return NextResponse.rewrite(listing);
  return handleLocaleRouting(request);
}

export const config = {
  // Locale routing skips Next's internals and files (paths with a dot); the API paths always match.
  matcher: ['/api/:path*', '/media/:path*', '/((?!api/|media/|_next/|_vercel/|.*\\..*).*)'],
};
