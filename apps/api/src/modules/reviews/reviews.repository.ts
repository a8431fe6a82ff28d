// Owns reading reviews: finding a published performance by slug or id, and a page of its
// published reviews, newest first, with the author's names (and nothing else of the account).
// Prepared statements: reviews are read with every performance page.
import { type Db, performances, reviews, users } from '@afisha/db';
import { and, count, desc, eq, or, sql } from '@afisha/db/orm';

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
  return {
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
