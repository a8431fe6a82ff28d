// One sitemap entry per page: the Russian (unprefixed) address, with the English, French and German versions and
// x-default as hreflang alternates, all absolute on the public site address.
import type { MetadataRoute } from 'next';
import { languageAlternates } from '@/lib/seo/page-metadata';

export type SitemapEntry = MetadataRoute.Sitemap[number];

export function sitemapEntry(siteUrl: URL, path: string, priority: number): SitemapEntry {
  const absolute = (localPath: string) => new URL(localPath, siteUrl).href;
  const languages = Object.fromEntries(
    Object.entries(languageAlternates(path)).map(([locale, localPath]) => [locale, absolute(localPath)]),
  );
  return { url: absolute(path), changeFrequency: 'daily', priority, alternates: { languages } };
}
