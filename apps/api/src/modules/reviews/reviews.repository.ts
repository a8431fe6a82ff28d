// Owns reading reviews: finding a published performance by slug or id, and a page of its
// published reviews, newest first, with the author's names (and nothing else of the account).
import { type Db, performances, reviews, users } from '@afisha/db';
import { and, count, desc, eq, or, type SQL } from '@afisha/db/orm';

export type ReviewRow = {
  id: number;
  firstName: string;
  lastName: string;
  rating: number;
  text: string;
  createdAt: Date;
};

export type ReviewsRepository = {
  /** A published performance whose slug is `slug`, or whose id is `id` when one is given. */
  findPerformanceId(ref: { slug: string; id: number | null }): Promise<number | null>;
  listPublished(
    performanceId: number,
    page: { limit: number; offset: number },
  ): Promise<{ count: number; results: ReviewRow[] }>;
};

export function createReviewsRepository(db: Db): ReviewsRepository {
  return {
    async findPerformanceId({ slug, id }) {
      const matches: SQL | undefined =
        id === null ? eq(performances.slug, slug) : or(eq(performances.id, id), eq(performances.slug, slug));
      const [row] = await db
        .select({ id: performances.id })
        .from(performances)
        .where(and(matches, eq(performances.isPublished, true)))
        // An all-digit slug equal to another performance's id: the id wins.
        .orderBy(desc(eq(performances.id, id ?? 0)))
        .limit(1);
      return row?.id ?? null;
    },
    async listPublished(performanceId, { limit, offset }) {
      const where = and(eq(reviews.performanceId, performanceId), eq(reviews.isPublished, true));
      const [total, results] = await Promise.all([
        db.select({ count: count() }).from(reviews).where(where),
        db
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
          .where(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(limit)
          .offset(offset),
      ]);
      return { count: total[0]?.count ?? 0, results };
    },
  };
}
