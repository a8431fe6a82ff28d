// The quick search of the header (SPEC.md sections 2 and 9): up to 4 performances (GET /performancegroups) and up to
// 4 venues (GET /theaters) matching the text in the chosen city, asked in parallel for only the fields shown. When the
// city has nothing, the same search in every city is counted, so the popup can say the text is found elsewhere.
import { paginated, ZPerformanceGroup, ZVenueCard } from '@afisha/contracts';
import { browserApi } from '@/lib/browser-api';

export const QUICK_SEARCH_LIMIT = 4;

const ZPerformanceHits = paginated(ZPerformanceGroup.pick({ id: true, slug: true, title: true }));
const ZVenueHits = paginated(ZVenueCard.pick({ id: true, slug: true, type: true, name: true }));

export type QuickSearchResults = {
  performances: { id: number; slug: string; title: string }[];
  venues: { id: number; slug: string; type: 'THEATER' | 'ORGANIZATOR'; name: string }[];
  /** Performances and venues matching in the other cities, counted only when the chosen city has none. */
  elsewhere: number;
};

const ZCount = paginated(ZPerformanceGroup.pick({ id: true }));

export async function quickSearch(
  text: string,
  city: string | undefined,
  locale: string,
): Promise<QuickSearchResults> {
  const params = { search: text, limit: String(QUICK_SEARCH_LIMIT), city };
  const [performances, venues] = await Promise.all([
    browserApi().get('/performancegroups', ZPerformanceHits, {
      locale,
      query: { ...params, query: '{id,slug,title}' },
    }),
    browserApi().get('/theaters', ZVenueHits, { locale, query: { ...params, query: '{id,slug,type,name}' } }),
  ]);
  if (!performances.ok && !venues.ok) throw new Error(`quick search failed: ${performances.reason}`);
  const found = {
    performances: performances.ok ? performances.data.results.slice(0, QUICK_SEARCH_LIMIT) : [],
    venues: venues.ok ? venues.data.results.slice(0, QUICK_SEARCH_LIMIT) : [],
  };
  const nothingHere = found.performances.length === 0 && found.venues.length === 0;
  return { ...found, elsewhere: city && nothingHere ? await countInEveryCity(text, locale) : 0 };
}

async function countInEveryCity(text: string, locale: string): Promise<number> {
  const params = { search: text, limit: '1', query: '{id}' };
  const answers = await Promise.all(
    ['/performancegroups', '/theaters'].map((path) =>
      browserApi().get(path, ZCount, { locale, query: params }),
    ),
  );
  return answers.reduce((total, answer) => total + (answer.ok ? answer.data.count : 0), 0);
}
