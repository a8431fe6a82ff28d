// Owns the /events contracts: sessions with their performance, one session by id or box-office
// number, the calendar's dates with sessions, and announced sessions (/dummyevents).
import { z } from 'zod';
import { ZEvent, ZPerformanceCard } from './catalogue.ts';
import { ZDateParam, ZIdParam, ZMonthParam, ZSlugParam } from './catalogue-query.ts';
import { ZPaginationQuery } from './pagination.ts';

export const ZEventWithPerformance = ZEvent.extend({ performance: ZPerformanceCard }).meta({
  id: 'EventWithPerformance',
});
export type TEventWithPerformance = z.infer<typeof ZEventWithPerformance>;

export const ZEventListQuery = ZPaginationQuery.extend({
  performance: ZSlugParam.optional().describe('Performance slug.'),
  city: ZSlugParam.optional(),
  theater: ZSlugParam.optional().describe('Venue slug.'),
  date: ZDateParam.optional().describe('One venue-local day.'),
  date_from: ZDateParam.optional(),
  date_to: ZDateParam.optional(),
});
export type TEventListQuery = z.infer<typeof ZEventListQuery>;

export const ZEventIdParams = z.object({ id: ZIdParam });
export const ZEventNombilknParams = z.object({ nombilkn: ZIdParam });

export const ZEventDatesQuery = z.object({
  city: ZSlugParam.optional(),
  performance: ZSlugParam.optional().describe('Performance slug.'),
  month: ZMonthParam.optional().describe('Only this month; absent means every upcoming date.'),
});
export type TEventDatesQuery = z.infer<typeof ZEventDatesQuery>;

export const ZEventDates = z.array(z.string().describe('YYYY-MM-DD')).meta({ id: 'EventDates' });

export const ZDummyEventListQuery = ZPaginationQuery.extend({ city: ZSlugParam.optional() });
export type TDummyEventListQuery = z.infer<typeof ZDummyEventListQuery>;

/** POST /events/{id}/check_key: an early-access key (as printed: case and spaces around it do not matter). */
export const ZCheckKeyRequest = z
  .object({ key: z.string().trim().min(1).max(100) })
  .meta({ id: 'CheckKeyRequest' });
export const ZCheckKeyResponse = z
  .object({ event: z.number().int(), unlocked: z.literal(true) })
  .meta({ id: 'CheckKeyResponse' });
