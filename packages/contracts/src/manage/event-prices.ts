// Owns the contract of changing the prices of many sessions at once in the back office (issue 30):
// GET /manage/events/prices (what the form shows: the sessions chosen, the categories their plans have and their
// current prices) and POST /manage/events/prices (the change, all or nothing). The price rules are the single
// session's (contracts/manage/events.ts): roubles with kopecks, 0..10,000,000, categories of each session's plan, a
// session on sale pricing every category that has places. Imported as `@afisha/contracts/manage/event-prices`.
import { z } from 'zod';
import { ZErrorDetail } from '../errors.ts';
import { ZLocalizedRead, ZRecordId, ZRecordVersion } from './common.ts';
import { ZEventPriceInput, ZManageEventStatusRead } from './events.ts';

/** Sessions one change may take (a venue's month in the calendar). */
export const BULK_PRICES_MAX_SESSIONS = 500;

/**
 * POST /manage/events/prices: the sessions with the version each was read at, and the new price of some
 * categories. A category left out keeps each session's own price (or stays unpriced). All or nothing.
 */
export const ZBulkPricesChange = z
  .object({
    events: z
      .array(z.object({ id: ZRecordId, version: ZRecordVersion }).strict())
      .min(1)
      .max(BULK_PRICES_MAX_SESSIONS),
    prices: z.array(ZEventPriceInput).min(1).max(200),
  })
  .strict();
export type TBulkPricesChange = z.infer<typeof ZBulkPricesChange>;

/** Why one session of a bulk change is refused. */
export const BULK_PRICE_REFUSALS = [
  /** Someone changed the session since it was read (`version` is the current one). */
  'version_conflict',
  'cancelled',
  /** It has started (or is over): its prices are history. */
  'past',
  'archived',
  /** A category of the change is not in the session's plan (`category` names it). */
  'unknown_category',
  /** The session is on sale and a category with places would stay unpriced (`categories` names them). */
  'prices_missing',
] as const;

export const ZBulkPriceRefusal = z.object({
  id: z.number().int(),
  code: z.enum(BULK_PRICE_REFUSALS),
  /** The reason, in the request's language. */
  detail: z.string(),
  version: z.number().int(),
});
export type TBulkPriceRefusal = z.infer<typeof ZBulkPriceRefusal>;

/**
 * 409 of a bulk price change: nothing changed; `events` says, per session refused, why. The code is
 * `version_conflict` when any session changed since it was read (reload and try again), else `conflict`.
 */
export const ZBulkPricesRefused = ZErrorDetail.extend({ events: z.array(ZBulkPriceRefusal) }).meta({
  id: 'BulkPricesRefused',
  description:
    'Some sessions cannot take the new prices (changed since read, cancelled, past, plan): none changed.',
});

/** The answer of a change made: each session's new version and prices. */
export const ZBulkPricesChanged = z.object({
  count: z.number().int(),
  events: z.array(
    z.object({
      id: z.number().int(),
      version: z.number().int(),
      prices: z.array(z.object({ category: z.string(), price: z.number() })),
    }),
  ),
});
export type TBulkPricesChanged = z.infer<typeof ZBulkPricesChanged>;

/** GET /manage/events/prices?events=1,2,3: comma-separated ids (at most 500). */
export const ZBulkPricesQuery = z.object({
  events: z
    .string()
    .max(BULK_PRICES_MAX_SESSIONS * 11)
    .regex(/^\d{1,10}(,\d{1,10})*$/)
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .pipe(z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(BULK_PRICES_MAX_SESSIONS)),
});

/** What the bulk price form shows. */
export const ZBulkPricesForm = z.object({
  sessions: z.array(
    z.object({
      id: z.number().int(),
      version: z.number().int(),
      performance: z.object({ id: z.number().int(), title: ZLocalizedRead }),
      hall: z.object({ id: z.number().int(), title: ZLocalizedRead }),
      venue: z.number().int(),
      /** Venue-local "YYYY-MM-DDTHH:mm". */
      starts_at: z.string(),
      status: ZManageEventStatusRead,
      prices: z.array(z.object({ category: z.string(), price: z.number() })),
      /** Why this session cannot take a change at all now (cancelled, past, archived), else null. */
      refusal: z.enum(['cancelled', 'past', 'archived']).nullable(),
    }),
  ),
  /** Every category of the sessions' plans (by key, in plan order), with the distinct prices it has now. */
  categories: z.array(
    z.object({
      category: z.string(),
      name: ZLocalizedRead,
      color: z.string().nullable(),
      /** How many of the sessions have this category in their plan. */
      sessions: z.number().int(),
      /** The distinct prices of the sessions that price it, lowest first; `unpriced`: how many do not. */
      prices: z.array(z.number()),
      unpriced: z.number().int(),
    }),
  ),
});
export type TBulkPricesForm = z.infer<typeof ZBulkPricesForm>;
