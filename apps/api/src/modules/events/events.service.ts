// Owns the rules of /events, /eventdates and /dummyevents: which sessions are listed (upcoming,
// not cancelled, of published performances), each with its performance card, and the calendar.
import type {
  TDummyEventListQuery,
  TEventDatesQuery,
  TEventListQuery,
  TEventWithPerformance,
  TLocale,
  TPerformanceCard,
} from '@afisha/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EventScope } from '../catalogue/catalogue.sql.ts';
import type { PerformanceCardsRepository } from '../catalogue/performance-cards.repository.ts';
import type { Page } from '../performances/performances.service.ts';
import type { EventRow, EventsRepository } from './events.repository.ts';

export type EventsService = {
  list(query: TEventListQuery, locale: TLocale): Promise<Page<TEventWithPerformance>>;
  announced(query: TDummyEventListQuery, locale: TLocale): Promise<Page<TEventWithPerformance>>;
  byId(id: number, locale: TLocale): Promise<TEventWithPerformance>;
  byNombilkn(nombilkn: number, locale: TLocale): Promise<TEventWithPerformance>;
  dates(query: TEventDatesQuery): Promise<string[]>;
};

/** "2030-02" → first and last day of that month. */
export function monthRange(month: string): { dateFrom: string; dateTo: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { dateFrom: `${month}-01`, dateTo: `${month}-${String(lastDay).padStart(2, '0')}` };
}

export function createEventsService(deps: {
  repository: EventsRepository;
  cards: PerformanceCardsRepository;
  clock: Clock;
}): EventsService {
  const { repository, cards, clock } = deps;

  /** Attaches each event's performance card, loaded for the whole page in one query. */
  async function withPerformances(
    rows: readonly EventRow[],
    locale: TLocale,
    now: Date,
  ): Promise<TEventWithPerformance[]> {
    const ids = [...new Set(rows.map((row) => row.performanceId))];
    if (ids.length === 0) return [];
    const { rows: cardRows } = await cards.loadPage(
      { locale, now, performanceIds: ids, includeWithoutEvents: true },
      'closest',
      { limit: ids.length, offset: 0 },
    );
    const byId = new Map<number, TPerformanceCard>(cardRows.map((row) => [row.card.id, row.card]));
    return rows.flatMap((row) => {
      const performance = byId.get(row.performanceId);
      return performance ? [{ ...row.event, performance }] : [];
    });
  }

  async function page(scope: EventScope, locale: TLocale, window: { limit: number; offset: number }) {
    const { count, rows } = await repository.listUpcoming(scope, locale, window);
    return { count, results: await withPerformances(rows, locale, scope.now) };
  }

  async function one(row: EventRow | null, locale: TLocale, now: Date) {
    const [event] = row ? await withPerformances([row], locale, now) : [];
    if (!event) throw new AppError('not_found', 404);
    return event;
  }

  return {
    list(query, locale) {
      return page(
        {
          now: clock.now(),
          citySlug: query.city,
          venueSlug: query.theater,
          performanceSlug: query.performance,
          dateFrom: query.date ?? query.date_from,
          dateTo: query.date ?? query.date_to,
        },
        locale,
        query,
      );
    },

    announced(query, locale) {
      return page({ now: clock.now(), citySlug: query.city, saleStatus: 'announced' }, locale, query);
    },

    async byId(id, locale) {
      const now = clock.now();
      return one(await repository.findById(id, locale, now), locale, now);
    },

    async byNombilkn(nombilkn, locale) {
      const now = clock.now();
      return one(await repository.findByNombilkn(nombilkn, locale, now), locale, now);
    },

    dates(query) {
      return repository.listDates({
        now: clock.now(),
        citySlug: query.city,
        performanceSlug: query.performance,
        ...(query.month ? monthRange(query.month) : {}),
      });
    },
  };
}
