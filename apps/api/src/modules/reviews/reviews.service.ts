// Owns reviews: the published reviews of a published performance named by slug or id, newest
// first, each signed with a display name built from the author's names ("Анна К."), or a neutral
// word in the visitor's language when the account has no name (never the e-mail); and a signed-in
// customer's review of a published performance, one per customer and performance (a second one is
// a translated field error), published at once and counted in the performance's rating; and the
// customer's own review of a performance, if any (never anyone else's).
//
// The catalogue's micro-cache (cached-catalogue.ts) may show the old rating for up to
// CATALOGUE_CACHE_SECONDS (5 s by default); the answer of POST carries the new one.
import type {
  TCreatedReview,
  TMyReview,
  TReview,
  TReviewCreateRequest,
  TReviewsQuery,
} from '@afisha/contracts';
import { FieldValidationError } from '../../lib/app-error.ts';
import type { ChangePublisher } from '../../lib/change-bus/change-bus.ts';
import type { Clock } from '../../lib/clock.ts';
import { unknownPerformanceError } from '../catalogue/performance-ref.ts';
import type { ReviewRow, ReviewsRepository } from './reviews.repository.ts';

export type ReviewsService = {
  /** `anonymous` signs the reviews of accounts without a name (a text in the visitor's language). */
  list(query: TReviewsQuery, anonymous: string): Promise<{ count: number; results: TReview[] }>;
  create(userId: number, request: TReviewCreateRequest, anonymous: string): Promise<TCreatedReview>;
  /** The customer's own review of a performance (any performance id; an unknown one has none). */
  mine(userId: number, performanceId: number, anonymous: string): Promise<TMyReview>;
};

const MAX_ID = 2_147_483_647;

/** "Анна", "Каренина" → "Анна К."; no first name → null (the caller's neutral word). */
export function displayName(firstName: string, lastName: string): string | null {
  const first = firstName.trim();
  if (first.length === 0) return null;
  const initial = Array.from(lastName.trim())[0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

function performanceRef(value: string): { slug: string; id: number | null } {
  const id = /^\d{1,10}$/.test(value) ? Number(value) : null;
  return { slug: value, id: id !== null && id >= 1 && id <= MAX_ID ? id : null };
}

function toReview(row: ReviewRow, anonymous: string): TReview {
  return {
    id: row.id,
    author_name: displayName(row.firstName, row.lastName) ?? anonymous,
    rating: row.rating,
    text: row.text,
    created_at: row.createdAt.toISOString(),
  };
}

export function createReviewsService(deps: {
  repository: ReviewsRepository;
  clock: Clock;
  /** Tells every API process that the performance's rating moved (their cached pages drop it). */
  changes?: ChangePublisher;
}): ReviewsService {
  const { repository, clock } = deps;
  return {
    async create(userId, request, anonymous) {
      if (!(await repository.isPublishedPerformance(request.performance))) {
        throw unknownPerformanceError(request.performance);
      }
      const written = await repository.create({
        userId,
        performanceId: request.performance,
        rating: request.rating,
        text: request.text,
        createdAt: clock.now(),
      });
      if (written === 'duplicate') {
        throw new FieldValidationError([
          { field: 'performance', code: 'unique', message: 'reviews.already_reviewed' },
        ]);
      }
      const { performance } = written;
      await deps.changes?.publish({ topic: 'reviews', id: performance.id });
      return {
        ...toReview(written.review, anonymous),
        performance: {
          id: performance.id,
          rating: performance.rating,
          rating_count: performance.ratingCount,
        },
      };
    },
    async mine(userId, performanceId, anonymous) {
      if (performanceId < 1 || performanceId > MAX_ID) return { review: null };
      const row = await repository.findOwn(userId, performanceId);
      return { review: row ? toReview(row, anonymous) : null };
    },
    async list(query, anonymous) {
      const performanceId = await repository.findPerformanceId(performanceRef(query.performance));
      if (performanceId === null) {
        throw new FieldValidationError([
          {
            field: 'performance',
            code: 'does_not_exist',
            message: 'reviews.performance_does_not_exist',
            params: { performance: query.performance },
          },
        ]);
      }
      const page = await repository.listPublished(performanceId, {
        limit: query.limit,
        offset: query.offset,
      });
      return { count: page.count, results: page.results.map((row) => toReview(row, anonymous)) };
    },
  };
}
