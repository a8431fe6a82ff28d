// /robots.txt: everything public may be crawled except the API, personal pages and search results; the sitemap is
// announced on the public site address.
import type { MetadataRoute } from 'next';
import { routing } from '@/i18n/routing';
import { getPublicSiteUrl } from '@/lib/env';

// Built on request: PUBLIC_SITE_URL is the deployment's, not the build machine's.
export const dynamic = 'force-dynamic';

const PRIVATE_PATHS = [
  '/api/',
  '/account',
  '/cart',
  '/search',
  '/sign-in',
  '/sign-up',
  '/paymentresult',
  '/paymentfail',
];

export default function robots(): MetadataRoute.Robots {
  const prefixes = [
    '',
    ...routing.locales.filter((locale) => locale !== routing.defaultLocale).map((locale) => `/${locale}`),
  ];
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        ...new Set(
          PRIVATE_PATHS.flatMap((path) =>
            path === '/api/' ? [path] : prefixes.map((prefix) => `${prefix}${path}`),
          ),
        ),
      ],
    },
    sitemap: new URL('/sitemap.xml', getPublicSiteUrl()).href,
  };
}
