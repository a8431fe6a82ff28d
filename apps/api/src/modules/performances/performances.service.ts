// Owns the rules of /performance: which filters narrow the listing, what the full performance
// page holds (duration as HH:MM, prices over upcoming events) and the change feed.
import type {
  TLocale,
  TPaginationQuery,
  TPerformanceCard,
  TPerformanceDetail,
  TPerformanceListQuery,
  TPerformanceUpdate,
} from '@afisha/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PerformanceCardsRepository } from '../catalogue/performance-cards.repository.ts';
import type { PerformancePageRow, PerformancesRepository } from './performances.repository.ts';

export type Page<TItem> = { count: number; results: TItem[] };

export type PerformancesService = {
  list(query: TPerformanceListQuery, locale: TLocale): Promise<Page<TPerformanceCard>>;
  detail(slug: string, locale: TLocale): Promise<TPerformanceDetail>;
  updates(since: Date, page: TPaginationQuery, locale: TLocale): Promise<Page<TPerformanceUpdate>>;
};

/** 135 → "02:15"; SPEC.md's duration text is built from this on the site. */
export function formatDuration(minutes: number | null): string | null {
  if (minutes === null) return null;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Empty filter lists (`genres=` or `genres=,`) filter nothing, like an absent parameter. */
const nonEmpty = (values: string[] | undefined) => (values && values.length > 0 ? values : undefined);

/**
 * The full performance page of a performance read (`page`): its card with prices over its upcoming public events,
 * and its own texts, genres, tags, cast and venue. `preview`: the back office's preview of a performance not on the
 * site (manage/performances/performance-preview.ts), whatever its publication.
 */
export async function performanceDetailOf(
  cards: PerformanceCardsRepository,
  page: PerformancePageRow,
  options: { locale: TLocale; now: Date; preview?: boolean },
): Promise<TPerformanceDetail> {
  const { rows } = await cards.loadPage(
    {
      locale: options.locale,
      now: options.now,
      performanceIds: [page.id],
      includeWithoutEvents: true,
      ...(options.preview ? { preview: true } : {}),
    },
    'closest',
    { limit: 1, offset: 0 },
  );
  const [row] = rows;
  if (!row) throw new AppError('not_found', 404);
  return {
    ...row.card,
    short_description: page.shortDescription,
    description: page.description,
    duration: formatDuration(page.durationMinutes),
    is_premiere: page.isPremiere,
    rating_count: page.ratingCount,
    max_price: row.maxPrice,
    genres: page.genres,
    tags: page.tags,
    artists: page.artists,
    venue: page.venue,
    images: { poster: page.poster, original: page.originalImage },
    performance_group: page.groupSlug,
  };
}

export function createPerformancesService(deps: {
  cards: PerformanceCardsRepository;
  repository: PerformancesRepository;
  clock: Clock;
}): PerformancesService {
  const { cards, repository, clock } = deps;
  return {
    async list(query, locale) {
      const { count, rows } = await cards.loadPage(
        {
          locale,
          now: clock.now(),
          citySlug: query.city,
          venueSlug: query.theater,
          dateFrom: query.date_from,
          dateTo: query.date_to,
          weekends: query.weekends,
          genreSlugs: nonEmpty(query.genres),
          tagSlugs: nonEmpty(query.tags),
          categorySlug: query.category,
        },
        query.ordering,
        query,
      );
      return { count, results: rows.map((row) => row.card) };
    },

    async detail(slug, locale) {
      const page = await repository.findPublishedBySlug(slug, locale);
      if (!page) throw new AppError('not_found', 404);
      return performanceDetailOf(cards, page, { locale, now: clock.now() });
    },

    async updates(since, page, locale) {
      const { count, rows } = await repository.listChangedSince(since, locale, page);
      return {
        count,
        results: rows.map((row) => ({
          id: row.id,
          slug: row.slug,
          title: row.title,
          changed_at: row.changedAt,
        })),
      };
    },
  };
}
