// Owns the contracts of a signed-in customer's recently viewed performances (docs/api.md
// "/watch_history/me"): the last WATCH_HISTORY_MAX distinct performances as cards, most recent
// first (paged), and POST `{performance}` recording a view.
import { z } from 'zod';
import { ZPerformanceCard } from './catalogue.ts';
import { ZIdField } from './catalogue-query.ts';
import { paginated, ZPaginationQuery } from './pagination.ts';

/** Views kept per customer; older ones are dropped when a new one is recorded. */
export const WATCH_HISTORY_MAX = 50;

export const ZWatchHistoryQuery = ZPaginationQuery;
export type TWatchHistoryQuery = z.infer<typeof ZWatchHistoryQuery>;

export const ZWatchHistoryPage = paginated(ZPerformanceCard);
export type TWatchHistoryPage = z.infer<typeof ZWatchHistoryPage>;

export const ZWatchHistoryRequest = z.object({ performance: ZIdField.describe('Performance id.') });
export type TWatchHistoryRequest = z.infer<typeof ZWatchHistoryRequest>;

export const ZWatchHistoryEntry = z
  .object({
    performance: z.number().int(),
    viewed_at: z.string().describe('ISO 8601 date-time of this (latest) view.'),
  })
  .meta({ id: 'WatchHistoryEntry' });
export type TWatchHistoryEntry = z.infer<typeof ZWatchHistoryEntry>;
