// Everything the sitemap lists, read from the API page by page: cities, performances with upcoming sessions,
// venues, artists, collections and CMS pages. Bounded, so a huge catalogue cannot make one sitemap request endless.
import { PAGE_SIZE_MAX, paginated, ZCityList, ZVenueType } from '@afisha/contracts';
import { z } from 'zod';
import { listOf } from '@/lib/api-lists';
import { serverApi } from '@/lib/server-api';

// 50 pages of 100: 5,000 records of each kind, the sitemap protocol's 50,000 URLs with room to spare.
const MAX_PAGES = 50;
const sitemapCache = { revalidate: 3600, tags: ['catalogue', 'content'] };
const LOCALE = 'ru';

const ZSlug = z.object({ slug: z.string() });
const ZVenueRef = z.object({ slug: z.string(), type: ZVenueType });
const ZPagePath = z.object({ path: z.string() });

async function allPages<T extends z.ZodType>(path: string, item: T): Promise<z.output<T>[]> {
  const items: z.output<T>[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result = await serverApi().get(path, paginated(item), {
      locale: LOCALE,
      query: { limit: String(PAGE_SIZE_MAX), offset: String(page * PAGE_SIZE_MAX) },
      cache: sitemapCache,
    });
    if (!result.ok) break;
    items.push(...result.data.results);
    if (result.data.next === null || result.data.results.length === 0) break;
  }
  return items;
}

export async function fetchSitemapRecords() {
  const [cities, performances, venues, artists, collections, pages] = await Promise.all([
    serverApi().get('/cities', ZCityList, { locale: LOCALE, cache: sitemapCache }),
    allPages('/performance', ZSlug),
    allPages('/theaters', ZVenueRef),
    allPages('/artists', ZSlug),
    serverApi().get('/selections', listOf(ZSlug), {
      locale: LOCALE,
      query: { limit: String(PAGE_SIZE_MAX) },
      cache: sitemapCache,
    }),
    allPages('/pages', ZPagePath),
  ]);
  return {
    cities: cities.ok ? cities.data : [],
    performances,
    venues,
    artists,
    collections: collections.ok ? collections.data : [],
    pages,
  };
}
