// Owns the search rules: blank text finds nothing (and a list without search text lists all),
// a city slug must name an active city, readings of the query go to the repository, and each
// found event gets its date line in the visitor's language.
import type {
  TLocale,
  TPerformanceGroup,
  TPerformanceGroupsQuery,
  TSearchQuery,
  TSearchResult,
  TTheatersQuery,
  TVenueCard,
} from '@afisha/contracts';
import { FieldValidationError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { formatDateLine } from './date-line.ts';
import { queryReadings } from './query-variants.ts';
import type { Page, PageRequest, SearchRepository, SearchScope } from './search.repository.ts';

export type SearchService = {
  search(query: TSearchQuery, locale: TLocale): Promise<TSearchResult>;
  performanceGroups(query: TPerformanceGroupsQuery, locale: TLocale): Promise<Page<TPerformanceGroup>>;
  theaters(query: TTheatersQuery, locale: TLocale): Promise<Page<TVenueCard>>;
};

const emptyPage = { count: 0, items: [] };

/** Absent or blank search text means "no search" (the whole list), else the text's readings. */
function optionalReadings(search: string | undefined) {
  return search === undefined || search.trim() === '' ? null : queryReadings(search);
}

export function createSearchService(deps: { repository: SearchRepository; clock: Clock }): SearchService {
  const { repository, clock } = deps;

  async function scope(city: string | undefined, locale: TLocale): Promise<SearchScope> {
    const now = clock.now();
    if (city === undefined) return { cityId: null, locale, now };
    const cityId = await repository.findCityId(city);
    if (cityId === null) {
      throw new FieldValidationError([
        { field: 'city', code: 'does_not_exist', message: 'city.does_not_exist', params: { slug: city } },
      ]);
    }
    return { cityId, locale, now };
  }

  const page = (query: PageRequest): PageRequest => ({ limit: query.limit, offset: query.offset });

  return {
    async search(query, locale) {
      const where = await scope(query.city, locale);
      const readings = queryReadings(query.q);
      if (readings.length === 0) return { events: [], theaters: [] };
      const [events, theaters] = await Promise.all([
        repository.searchEvents(readings, where, query.limit),
        repository.venues(readings, { ...where, type: null }, { limit: query.limit, offset: 0 }),
      ]);
      const year = where.now.getUTCFullYear();
      return {
        events: events.map(({ event, performance }) => ({
          ...event,
          performance,
          date_line: formatDateLine(event, locale, year),
        })),
        theaters: theaters.items,
      };
    },

    async performanceGroups(query, locale) {
      const where = await scope(query.city, locale);
      const readings = optionalReadings(query.search);
      if (readings?.length === 0) return emptyPage;
      return repository.performanceGroups(readings, where, page(query));
    },

    async theaters(query, locale) {
      const where = await scope(query.city, locale);
      const readings = optionalReadings(query.search);
      if (readings?.length === 0) return emptyPage;
      return repository.venues(readings, { ...where, type: query.type ?? null }, page(query));
    },
  };
}
