// Runs before every request (Next 16's proxy, formerly middleware): /api/* and /media/* are forwarded to the API so
// the browser stays same-origin; every other path goes through next-intl's locale routing (ru without a prefix).
import { type NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { eventsListingTarget } from './features/catalogue/events-route';
import { routing } from './i18n/routing';
import { apiProxyTarget, isApiProxyPath } from './lib/api-proxy';
import { getApiInternalUrl } from './lib/env';

const handleLocaleRouting = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (isApiProxyPath(pathname)) {
    return NextResponse.rewrite(apiProxyTarget(getApiInternalUrl(), pathname, search));
  }
  // /events keeps its filters in the query string, which Next's page cache ignores: see events-route.ts.
  const eventsListing = eventsListingTarget(request.nextUrl);
  if (eventsListing) return NextResponse.rewrite(eventsListing);
  return handleLocaleRouting(request);
}

export const config = {
  // Locale routing skips Next's internals and files (paths with a dot); the API paths always match.
  matcher: ['/api/:path*', '/media/:path*', '/((?!api/|media/|_next/|_vercel/|.*\\..*).*)'],
};
