// Owns the favourites table: a customer's favourite published performances, most recently added
// first (a page of ids, or all of them), and setting one on or off. Every statement is scoped to
// its owner by user_id. A change takes a per-customer advisory lock, so the FAVORITES_MAX bound
// holds even when requests race.
import { type Db, favourites, performances } from '@afisha/db';
import { and, count, desc, eq, sql } from '@afisha/db/orm';
import { isPublishedPerformance } from '../catalogue/performance-ref.ts';

export type FavoritesRepository = {
  isPublishedPerformance(id: number): Promise<boolean>;
  /** Ids of a page of the user's favourite published performances, newest first, and their count. */
  page(userId: number, page: { limit: number; offset: number }): Promise<{ count: number; ids: number[] }>;
  /** Ids of every favourite published performance of the user, newest first (at most `max`). */
  allIds(userId: number, max: number): Promise<number[]>;
  /**
   * Makes performance `performanceId` a favourite or not (`wanted`), or flips it when `wanted` is
   * undefined; `now` dates a new one. Adding beyond `max` favourites changes nothing and answers 'too_many'.
   */
  set(
    userId: number,
    performanceId: number,
    wanted: boolean | undefined,
    limits: { max: number; now: Date },
  ): Promise<{ isFavorite: boolean } | 'too_many'>;
};

export function createFavoritesRepository(db: Db): FavoritesRepository {
  const own = (userId: number) => and(eq(favourites.userId, userId), eq(performances.isPublished, true));
  const newestFirst = [desc(favourites.createdAt), desc(favourites.performanceId)];

  return {
    isPublishedPerformance: (id) => isPublishedPerformance(db, id),

    async page(userId, { limit, offset }) {
      const [total, rows] = await Promise.all([
        db
          .select({ count: count() })
          .from(favourites)
          .innerJoin(performances, eq(performances.id, favourites.performanceId))
          .where(own(userId)),
        db
          .select({ id: favourites.performanceId })
          .from(favourites)
          .innerJoin(performances, eq(performances.id, favourites.performanceId))
          .where(own(userId))
          .orderBy(...newestFirst)
          .limit(limit)
          .offset(offset),
      ]);
      return { count: total[0]?.count ?? 0, ids: rows.map((row) => row.id) };
    },

    async allIds(userId, max) {
      const rows = await db
        .select({ id: favourites.performanceId })
        .from(favourites)
        .innerJoin(performances, eq(performances.id, favourites.performanceId))
        .where(own(userId))
        .orderBy(...newestFirst)
        .limit(max);
      return rows.map((row) => row.id);
    },

    async set(userId, performanceId, wanted, { max, now }) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`favourites:${userId}`}))`);
        const mine = and(eq(favourites.userId, userId), eq(favourites.performanceId, performanceId));
        const [existing] = await tx.select({ id: favourites.performanceId }).from(favourites).where(mine);
        const target = wanted ?? !existing;
        if (!target) {
          if (existing) await tx.delete(favourites).where(mine);
          return { isFavorite: false };
        }
        if (existing) return { isFavorite: true };
        const [held] = await tx
          .select({ count: count() })
          .from(favourites)
          .where(eq(favourites.userId, userId));
        if ((held?.count ?? 0) >= max) return 'too_many';
        await tx.insert(favourites).values({ userId, performanceId, createdAt: now }).onConflictDoNothing();
        return { isFavorite: true };
      });
    },
  };
}
