// /sitemap.xml: the home page of every city, the listings, and every performance, venue, artist, collection and
// CMS page, each with its hreflang alternates. The API answers behind it are cached for an hour.
import type { MetadataRoute } from 'next';
import { cityHref } from '@/features/city/city-routes';
import { fetchSitemapRecords } from '@/features/seo/api/sitemap.api';
import { sitemapEntry } from '@/features/seo/sitemap-entries';
import { getPublicSiteUrl } from '@/lib/env';
import { routes } from '@/lib/routes';

// Built on request, never at build time, when neither the API nor the deployment's PUBLIC_SITE_URL is known.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = getPublicSiteUrl();
  const records = await fetchSitemapRecords();
  const listings = [
    routes.events,
    routes.collections,
    routes.artists,
    routes.venues,
    routes.faq,
    routes.certificates,
  ];
  return [
    sitemapEntry(site, routes.home, 1),
    ...records.cities
      .map((city) => cityHref(city.slug))
      .filter((path) => path !== routes.home)
      .map((path) => sitemapEntry(site, path, 0.9)),
    ...listings.map((path) => sitemapEntry(site, path, 0.8)),
    ...records.performances.map((record) => sitemapEntry(site, routes.performance(record.slug), 0.7)),
    ...records.venues.map((record) => sitemapEntry(site, routes.venue(record.type, record.slug), 0.6)),
    ...records.collections.map((record) => sitemapEntry(site, routes.collection(record.slug), 0.6)),
    ...records.artists.map((record) => sitemapEntry(site, routes.artist(record.slug), 0.5)),
    ...records.pages.map((record) => sitemapEntry(site, record.path, 0.4)),
  ];
}
