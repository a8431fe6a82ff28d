// Owns the rules of /selections and /recommendslider: which collections a city shows, a
// collection's performances in editorial order (only those still playing in the city when one is
// given), and slider items whose performance has an upcoming event in scope.
import type {
  TLocale,
  TPaginationQuery,
  TPerformanceCard,
  TRecommendSlide,
  TSelection,
} from '@afisha/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PerformanceCardsRepository } from '../catalogue/performance-cards.repository.ts';
import type { Page } from '../performances/performances.service.ts';
import type { SelectionsRepository } from './selections.repository.ts';

export type SelectionsService = {
  list(city: string | undefined, locale: TLocale): Promise<TSelection[]>;
  detail(
    slug: string,
    city: string | undefined,
    page: TPaginationQuery,
    locale: TLocale,
  ): Promise<{ selection: TSelection; performances: Page<TPerformanceCard> }>;
  recommendations(city: string | undefined, locale: TLocale): Promise<TRecommendSlide[]>;
};

export function createSelectionsService(deps: {
  repository: SelectionsRepository;
  cards: PerformanceCardsRepository;
  clock: Clock;
}): SelectionsService {
  const { repository, cards, clock } = deps;
  return {
    list: (city, locale) => repository.listActive(city, locale),

    async detail(slug, city, page, locale) {
      const selection = await repository.findActiveBySlug(slug, locale);
      if (!selection) throw new AppError('not_found', 404);
      const { count, rows } = await cards.loadPage(
        {
          locale,
          now: clock.now(),
          selectionId: selection.id,
          citySlug: city,
          includeWithoutEvents: city === undefined,
        },
        'editorial',
        page,
      );
      return { selection, performances: { count, results: rows.map((row) => row.card) } };
    },

    async recommendations(city, locale) {
      const slides = await repository.listSlides(city);
      const ids = [...new Set(slides.map((slide) => slide.performanceId))];
      if (ids.length === 0) return [];
      const { rows } = await cards.loadPage(
        { locale, now: clock.now(), citySlug: city, performanceIds: ids },
        'closest',
        { limit: ids.length, offset: 0 },
      );
      const byId = new Map(rows.map((row) => [row.card.id, row.card]));
      return slides.flatMap((slide) => {
        const performance = byId.get(slide.performanceId);
        return performance ? [{ id: slide.id, image: slide.image, performance }] : [];
      });
    },
  };
}
