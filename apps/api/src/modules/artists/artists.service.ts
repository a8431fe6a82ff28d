// Owns the rules of /artists: the list by city and name, and an artist's page with their
// performances as cards (only those playing in the city when one is given).
import type { TArtist, TArtistDetail, TArtistListQuery, TLocale } from '@afisha/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PerformanceCardsRepository } from '../catalogue/performance-cards.repository.ts';
import type { Page } from '../performances/performances.service.ts';
import type { ArtistsRepository } from './artists.repository.ts';

/** An artist page lists at most this many performances. */
export const ARTIST_PERFORMANCES_MAX = 100;

export type ArtistsService = {
  list(query: TArtistListQuery, locale: TLocale): Promise<Page<TArtist>>;
  detail(slug: string, city: string | undefined, locale: TLocale): Promise<TArtistDetail>;
};

export function createArtistsService(deps: {
  repository: ArtistsRepository;
  cards: PerformanceCardsRepository;
  clock: Clock;
}): ArtistsService {
  const { repository, cards, clock } = deps;
  return {
    async list(query, locale) {
      const { count, rows } = await repository.list(
        { locale, now: clock.now(), citySlug: query.city, search: query.search, letter: query.letter },
        query,
      );
      return { count, results: rows };
    },

    async detail(slug, city, locale) {
      const artist = await repository.findBySlug(slug, locale);
      if (!artist) throw new AppError('not_found', 404);
      const { rows } = await cards.loadPage(
        {
          locale,
          now: clock.now(),
          artistId: artist.id,
          citySlug: city,
          includeWithoutEvents: city === undefined,
        },
        'closest',
        { limit: ARTIST_PERFORMANCES_MAX, offset: 0 },
      );
      return { ...artist, performances: rows.map((row) => row.card) };
    },
  };
}
