// Owns the reviews table: finding a published performance by slug or id, a page of its published
// reviews, newest first, with the author's names (and nothing else of the account); a customer's
// own review of a performance; and writing a customer's one review of a performance together with
// the performance's cached rating.
// Prepared statements: reviews are read with every performance page.
import { type Db, performances, reviews, users } from '@afisha/db';
import { and, count, desc, eq, or, sql } from '@afisha/db/orm';
import { isPublishedPerformance } from '../catalogue/performance-ref.ts';

export type ReviewRow = {
  id: number;
  firstName: string;
  lastName: string;
  rating: number;
  text: string;
  createdAt: Date;
};

export type NewReview = {
  userId: number;
  performanceId: number;
  rating: number;
  text: string;
  createdAt: Date;
};

export type PerformanceRating = { id: number; rating: number | null; ratingCount: number };

export type ReviewsRepository = {
  isPublishedPerformance(id: number): Promise<boolean>;
  /**
   * Adds the review and refreshes the performance's rating (average of its published reviews, two
   * decimals) and rating_count in one transaction; 'duplicate' when the user has reviewed it already.
   */
  create(review: NewReview): Promise<{ review: ReviewRow; performance: PerformanceRating } | 'duplicate'>;
  /** A published performance whose slug is `slug`, or whose id is `id` when one is given. */
  findPerformanceId(ref: { slug: string; id: number | null }): Promise<number | null>;
  listPublished(
    performanceId: number,
    page: { limit: number; offset: number },
  ): Promise<{ count: number; results: ReviewRow[] }>;
  /** The user's review of the performance, published or not; null when there is none. */
  findOwn(userId: number, performanceId: number): Promise<ReviewRow | null>;
};

export function createReviewsRepository(db: Db): ReviewsRepository {
  const idIs = eq(performances.id, sql.placeholder('id'));
  const findPerformance = db
    .select({ id: performances.id })
    .from(performances)
    .where(and(or(idIs, eq(performances.slug, sql.placeholder('slug'))), eq(performances.isPublished, true)))
    // An all-digit slug equal to another performance's id: the id wins.
    .orderBy(desc(idIs))
    .limit(1)
    .prepare('reviews_find_performance');
  const published = and(
    eq(reviews.performanceId, sql.placeholder('performanceId')),
    eq(reviews.isPublished, true),
  );
  const countPublished = db
    .select({ count: count() })
    .from(reviews)
    .where(published)
    .prepare('reviews_count');
  const listPublished = db
    .select({
      id: reviews.id,
      firstName: users.firstName,
      lastName: users.lastName,
      rating: reviews.rating,
      text: reviews.text,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(published)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('reviews_list_published');
  const findOwn = db
    .select({
      id: reviews.id,
      firstName: users.firstName,
      lastName: users.lastName,
      rating: reviews.rating,
      text: reviews.text,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(
      and(
        eq(reviews.userId, sql.placeholder('userId')),
        eq(reviews.performanceId, sql.placeholder('performanceId')),
      ),
    )
    .limit(1)
    .prepare('reviews_find_own');
  return {
    isPublishedPerformance: (id) => isPublishedPerformance(db, id),

    async findOwn(userId, performanceId) {
      const [row] = await findOwn.execute({ userId, performanceId });
      return row ?? null;
    },

    async create(review) {
      return db.transaction(async (tx) => {
        // The performance row is locked first: reviews of one performance are written one after
        // the other, so each recount sees every review committed before it.
        await tx.execute(sql`SELECT 1 FROM performances WHERE id = ${review.performanceId} FOR UPDATE`);
        const [added] = await tx
          .insert(reviews)
          .values(review)
          .onConflictDoNothing({ target: [reviews.userId, reviews.performanceId] })
          .returning({ id: reviews.id });
        if (!added) return 'duplicate' as const;
        const { rows } = await tx.execute<{ id: number; rating: string | null; ratingCount: number }>(sql`
          UPDATE performances p SET rating = r.rating, rating_count = r.count
          FROM (
            SELECT round(avg(rating), 2) AS rating, count(*)::int AS count
            FROM reviews WHERE performance_id = ${review.performanceId} AND is_published
          ) AS r
          WHERE p.id = ${review.performanceId}
          RETURNING p.id, p.rating, p.rating_count AS "ratingCount"`);
        const [author] = await tx
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, review.userId));
        const performance = rows[0];
        if (!performance || !author) throw new Error('review written for a missing performance or user');
        return {
          review: {
            id: added.id,
            ...author,
            rating: review.rating,
            text: review.text,
            createdAt: review.createdAt,
          },
          performance: {
            id: performance.id,
            rating: performance.rating === null ? null : Number(performance.rating),
            ratingCount: performance.ratingCount,
          },
        };
      });
    },

    async findPerformanceId({ slug, id }) {
      // No id binds 0, which no performance has (ids start at 1): one statement for both cases.
      const [row] = await findPerformance.execute({ slug, id: id ?? 0 });
      return row?.id ?? null;
    },
    async listPublished(performanceId, { limit, offset }) {
      const [total, results] = await Promise.all([
        countPublished.execute({ performanceId }),
        listPublished.execute({ performanceId, limit, offset }),
      ]);
      return { count: total[0]?.count ?? 0, results };
    },
  };
}
