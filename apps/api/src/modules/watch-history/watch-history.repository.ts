// Owns the watch_history table: one row per customer and performance (primary key), moved forward
// by each new view, and trimmed to the newest `keep` rows of the customer in the same transaction.
// Every statement is scoped to its owner by user_id.
import { type Db, performances, watchHistory } from '@afisha/db';
import { and, count, desc, eq, sql } from '@afisha/db/orm';
import { isPublishedPerformance } from '../catalogue/performance-ref.ts';

export type WatchHistoryRepository = {
  isPublishedPerformance(id: number): Promise<boolean>;
  /** Ids of a page of the user's viewed published performances, latest view first, and their count. */
  page(userId: number, page: { limit: number; offset: number }): Promise<{ count: number; ids: number[] }>;
  /** Records a view at `now` (a repeat moves the existing row), then keeps only the newest `keep`. */
  record(userId: number, performanceId: number, now: Date, keep: number): Promise<void>;
};

export function createWatchHistoryRepository(db: Db): WatchHistoryRepository {
  const own = (userId: number) => and(eq(watchHistory.userId, userId), eq(performances.isPublished, true));
  return {
    isPublishedPerformance: (id) => isPublishedPerformance(db, id),

    async page(userId, { limit, offset }) {
      const [total, rows] = await Promise.all([
        db
          .select({ count: count() })
          .from(watchHistory)
          .innerJoin(performances, eq(performances.id, watchHistory.performanceId))
          .where(own(userId)),
        db
          .select({ id: watchHistory.performanceId })
          .from(watchHistory)
          .innerJoin(performances, eq(performances.id, watchHistory.performanceId))
          .where(own(userId))
          .orderBy(desc(watchHistory.viewedAt), desc(watchHistory.performanceId))
          .limit(limit)
          .offset(offset),
      ]);
      return { count: total[0]?.count ?? 0, ids: rows.map((row) => row.id) };
    },

    async record(userId, performanceId, now, keep) {
      await db.transaction(async (tx) => {
        await tx
          .insert(watchHistory)
          .values({ userId, performanceId, viewedAt: now })
          .onConflictDoUpdate({
            target: [watchHistory.userId, watchHistory.performanceId],
            // A view reported late (an older clock) never moves a newer one back.
            set: { viewedAt: sql`greatest(${watchHistory.viewedAt}, excluded.viewed_at)` },
          });
        await tx.execute(sql`
          DELETE FROM watch_history
          WHERE user_id = ${userId} AND performance_id IN (
            SELECT performance_id FROM watch_history WHERE user_id = ${userId}
            ORDER BY viewed_at DESC, performance_id DESC
            OFFSET ${keep}
          )`);
      });
    },
  };
}
