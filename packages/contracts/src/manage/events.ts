// Owns the back office's sessions (docs/api.md "Back office", /manage/events): a session made one at a time, a series
// (a list of dates or a weekly rule, previewed, all or none), a copy, its prices per category of its plan, status,
// sale window, per-order maximum, and early-access keys. Times are written and read as the VENUE's local wall time
// ("YYYY-MM-DDTHH:mm", the way a clerk thinks of a night), with the UTC instant alongside when read.
// Imported as `@afisha/contracts/manage/events` — never from the package index.
import { z } from 'zod';
import { ZErrorDetail } from '../errors.ts';
import { paginated } from '../pagination.ts';
import { queryInteger } from '../query-integer.ts';
import { ZLocalizedRead, ZManageListQuery, ZRecordId, ZRecordVersion } from './common.ts';

/** Sessions per series, and the page size of the session list (a venue's month in the calendar). */
export const SERIES_MAX_SESSIONS = 500;
export const MANAGE_EVENTS_PAGE_MAX = 500;
export const PRICE_MAX_ROUBLES = 10_000_000;
export const ACCESS_KEYS_MAX_PER_CALL = 100;

const isRealDate = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** A calendar date "YYYY-MM-DD" that exists (31 February does not), years 2000..2099. */
export const ZLocalDate = z
  .string()
  .max(10)
  .refine(
    (value) => {
      const match = /^(20\d\d)-(\d\d)-(\d\d)$/.exec(value);
      return !!match && isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
    },
    { params: { message: 'field.invalid_date' } },
  )
  // What the refinement takes, for the OpenAPI document (a calendar's day count is the one thing it cannot say).
  .meta({ format: 'date', pattern: '^20\\d\\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' });

/** A wall-clock time "HH:mm" (00:00..23:59). */
export const ZLocalTime = z
  .string()
  .max(5)
  .refine((value) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value), { params: { message: 'field.invalid_time' } })
  .meta({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' });

/** The venue's wall time "YYYY-MM-DDTHH:mm" (no zone, no seconds): the server converts it with the venue's zone. */
export const ZLocalDateTime = z
  .string()
  .max(16)
  .refine(
    (value) => {
      const match = /^(20\d\d)-(\d\d)-(\d\d)T([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
      return !!match && isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
    },
    { params: { message: 'field.invalid_datetime' } },
  )
  .meta({ pattern: '^20\\d\\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])T([01]\\d|2[0-3]):[0-5]\\d$' });

/** What an editor sets; `paused` is stored as the site's `not_on_sale` (shown, not sold). */
export const MANAGE_EVENT_STATUSES = ['draft', 'on_sale', 'paused', 'announced'] as const;
export const ZManageEventStatus = z.enum(MANAGE_EVENT_STATUSES);
/** What a session can be when read: also `sold_out` (the site marks it) and `cancelled` (POST …/cancel). */
export const ZManageEventStatusRead = z.enum([...MANAGE_EVENT_STATUSES, 'sold_out', 'cancelled']);
export type TManageEventStatus = z.infer<typeof ZManageEventStatus>;
export type TManageEventStatusRead = z.infer<typeof ZManageEventStatusRead>;

/** Roubles with at most two decimals (kopecks), 0..10,000,000. */
export const ZPriceRoubles = z
  .number()
  .min(0)
  .max(PRICE_MAX_ROUBLES)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    params: { message: 'field.price_precision' },
  });

/** One price of the session: a category of its plan (by its key in the plan document) and its price in roubles. */
export const ZEventPriceInput = z.object({
  category: z.string().min(1).max(64),
  price: ZPriceRoubles,
});

/** Places of a general-admission zone sold at this session (at most the plan's capacity). */
export const ZZoneCapacityInput = z.object({
  zone: z.string().min(1).max(64),
  capacity: z.number().int().min(0).max(1_000_000),
});

/** What a session is made of, without its time (shared by one session, a series and a patch). */
const sessionFields = {
  performance: ZRecordId,
  hall: ZRecordId,
  /** A published plan of the hall; the hall's default published plan when left out. */
  plan: ZRecordId.optional(),
  /** Open-date ticket: valid from begindate begintime (venue-local) until the session. */
  withopendate: z.boolean().optional(),
  begindate: ZLocalDate.nullable().optional(),
  begintime: ZLocalTime.nullable().optional(),
  status: ZManageEventStatus.default('draft'),
  /** Venue-local; before it, only holders of an early-access key may buy. Null: on sale at once. */
  sale_opens_at: ZLocalDateTime.nullable().optional(),
  /** Venue-local; online sale ends then. Null: when the session starts. */
  sale_closes_at: ZLocalDateTime.nullable().optional(),
  /** Seats one order may take (1..100); the site's MAX_SEATS_PER_ORDER (10) when left out. */
  max_per_order: z.number().int().min(1).max(100).optional(),
  /** Each ticket names its holder; the performance's setting when left out. */
  named_tickets: z.boolean().optional(),
  /**
   * Prices per category; a category without a price is not sold at this session. A session on sale must price
   * every category of its plan that has seats or zones (field error `prices` otherwise).
   */
  prices: z.array(ZEventPriceInput).max(200).default([]),
  /** Per zone key; a zone left out is sold up to the plan's capacity. */
  zone_capacities: z.array(ZZoneCapacityInput).max(200).optional(),
};

export const ZManageEventCreate = z.object({ ...sessionFields, starts_at: ZLocalDateTime }).strict();
export type TManageEventCreate = z.infer<typeof ZManageEventCreate>;

/** PATCH: any subset of the fields (the performance stays), plus the version read (or `If-Match`). */
export const ZManageEventPatch = z
  .object({
    hall: sessionFields.hall.optional(),
    plan: ZRecordId.optional(),
    starts_at: ZLocalDateTime.optional(),
    withopendate: z.boolean().optional(),
    begindate: ZLocalDate.nullable().optional(),
    begintime: ZLocalTime.nullable().optional(),
    status: ZManageEventStatus.optional(),
    sale_opens_at: ZLocalDateTime.nullable().optional(),
    sale_closes_at: ZLocalDateTime.nullable().optional(),
    max_per_order: z.number().int().min(1).max(100).optional(),
    named_tickets: z.boolean().optional(),
    /** Replaces the prices whole; applies to NEW holds only (held and sold lines keep theirs). */
    prices: z.array(ZEventPriceInput).max(200).optional(),
    zone_capacities: z.array(ZZoneCapacityInput).max(200).optional(),
    version: ZRecordVersion.optional(),
  })
  .strict();
export type TManageEventPatch = z.infer<typeof ZManageEventPatch>;

/** A weekly rule: these ISO weekdays (1 Monday .. 7 Sunday) at these times, from..until inclusive, except dates. */
export const ZWeeklyRule = z
  .object({
    days: z.array(z.number().int().min(1).max(7)).min(1).max(7),
    times: z.array(ZLocalTime).min(1).max(24),
    from: ZLocalDate,
    until: ZLocalDate,
    except: z.array(ZLocalDate).max(1000).optional(),
  })
  .strict();
export type TWeeklyRule = z.infer<typeof ZWeeklyRule>;

/** The dates of a series: a list of venue-local date-times, or a weekly rule. */
export const ZSeriesDates = z.union([z.array(ZLocalDateTime).min(1).max(SERIES_MAX_SESSIONS), ZWeeklyRule]);
export type TSeriesDates = z.infer<typeof ZSeriesDates>;

export const ZManageSeriesCreate = z
  .object({
    ...sessionFields,
    dates: ZSeriesDates,
    /** Answer the sessions it would make (and their overlaps) without making anything. */
    preview: z.boolean().optional(),
    /** Make them even where they overlap other sessions of the hall (otherwise 409 naming the clashes). */
    confirm_overlaps: z.boolean().optional(),
  })
  .strict();
export type TManageSeriesCreate = z.infer<typeof ZManageSeriesCreate>;

/** Another session of the hall a new one overlaps (starts within its duration, or it within the new one's). */
export const ZSessionClash = z.object({
  id: z.number().int(),
  performance: z.object({ id: z.number().int(), title: ZLocalizedRead }),
  starts_at: z.string(),
  ends_at: z.string(),
});

/** One session a series would make (preview) or refused to make (409 `conflict` with `overlaps`). */
export const ZSeriesPreviewItem = z.object({
  /** Venue-local "YYYY-MM-DDTHH:mm". */
  starts_at: z.string(),
  starts_at_utc: z.string(),
  /** ISO weekday 1..7. */
  weekday: z.number().int(),
  overlaps: z.array(ZSessionClash),
});
export type TSeriesPreviewItem = z.infer<typeof ZSeriesPreviewItem>;

export const ZSeriesPreview = z.object({
  preview: z.literal(true),
  count: z.number().int(),
  overlap_count: z.number().int(),
  sessions: z.array(ZSeriesPreviewItem),
});
export type TSeriesPreview = z.infer<typeof ZSeriesPreview>;

/** 409 of a series (or one session) that overlaps sessions of the same hall, not confirmed. */
export const ZSessionOverlap = ZErrorDetail.extend({ overlaps: z.array(ZSeriesPreviewItem) }).meta({
  id: 'SessionOverlap',
  description:
    'The session(s) would overlap other sessions of the same hall; send `confirm_overlaps: true` to make them anyway.',
});

export const ZManageEventCopy = z
  .object({
    starts_at: ZLocalDateTime,
    /** The copy's status; `draft` when left out. */
    status: ZManageEventStatus.optional(),
    confirm_overlaps: z.boolean().optional(),
  })
  .strict();
export type TManageEventCopy = z.infer<typeof ZManageEventCopy>;

export const ZManageEventPrice = z.object({
  category: z.string(),
  name: ZLocalizedRead,
  color: z.string().nullable(),
  price: z.number(),
});

export const ZManageZoneCapacity = z.object({
  zone: z.string(),
  name: ZLocalizedRead,
  capacity: z.number().int(),
  plan_capacity: z.number().int(),
  taken: z.number().int(),
});

const eventSummary = {
  id: z.number().int(),
  version: z.number().int(),
  nombilkn: z.number().int(),
  performance: z.object({ id: z.number().int(), title: ZLocalizedRead }),
  hall: z.object({ id: z.number().int(), title: ZLocalizedRead }),
  venue: z.number().int(),
  /** Venue-local "YYYY-MM-DDTHH:mm". */
  starts_at: z.string(),
  /** The same instant in UTC (ISO 8601). */
  starts_at_utc: z.string(),
  timezone: z.string(),
  status: ZManageEventStatusRead,
  prices: z.array(z.object({ category: z.string(), price: z.number() })),
  /** Seats and zone places sold (tickets not refunded), held now (in carts and unpaid orders), and in all. */
  sold: z.number().int(),
  held: z.number().int(),
  capacity: z.number().int(),
  series_id: z.string().nullable(),
  archived: z.boolean(),
};

export const ZManageEventListItem = z.object(eventSummary);
export type TManageEventListItem = z.infer<typeof ZManageEventListItem>;

export const ZManageEvent = z.object({
  ...eventSummary,
  plan: z.number().int(),
  withopendate: z.boolean(),
  begindate: z.string().nullable(),
  begintime: z.string().nullable(),
  sale_opens_at: z.string().nullable(),
  sale_closes_at: z.string().nullable(),
  max_per_order: z.number().int(),
  named_tickets: z.boolean(),
  prices: z.array(ZManageEventPrice),
  zone_capacities: z.array(ZManageZoneCapacity),
  min_price: z.number().nullable(),
  max_price: z.number().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TManageEvent = z.infer<typeof ZManageEvent>;

export const ZManageSeriesCreated = z.object({
  preview: z.literal(false),
  series_id: z.string(),
  count: z.number().int(),
  results: z.array(ZManageEventListItem),
});
export type TManageSeriesCreated = z.infer<typeof ZManageSeriesCreated>;

const queryId = queryInteger({ min: 1, max: 2_147_483_647 });

export const ZManageEventListQuery = ZManageListQuery.extend({
  /** Up to 500 here (a venue's month in the calendar), 100 elsewhere. */
  limit: queryInteger({ min: 1, max: MANAGE_EVENTS_PAGE_MAX }).default(12),
  venue: queryId.optional(),
  hall: queryId.optional(),
  performance: queryId.optional(),
  /** City slug. */
  city: z.string().max(80).optional(),
  /** Venue-local dates, inclusive. */
  date_from: ZLocalDate.optional(),
  date_to: ZLocalDate.optional(),
  status: ZManageEventStatusRead.optional(),
  /** `true`: archived sessions only; left out: live ones only. */
  archived: z.enum(['true', 'false']).optional(),
  series: z.uuid().optional(),
  ordering: z.enum(['starts_at', '-starts_at']).optional(),
});
export type TManageEventListQuery = z.infer<typeof ZManageEventListQuery>;

export const ZManageEventPage = paginated(ZManageEventListItem);

export const ZAccessKeysCreate = z
  .object({
    label: z.string().trim().max(200).optional(),
    /** Venue-local; the keys stop working then. */
    expires_at: ZLocalDateTime.nullable().optional(),
    count: z.number().int().min(1).max(ACCESS_KEYS_MAX_PER_CALL).default(1),
  })
  .strict();
export type TAccessKeysCreate = z.infer<typeof ZAccessKeysCreate>;

/** Keys just made: the only time they are shown in clear (only their hashes are kept). */
export const ZAccessKeysCreated = z.object({
  keys: z.array(
    z.object({
      id: z.number().int(),
      key: z.string(),
      label: z.string().nullable(),
      expires_at: z.string().nullable(),
    }),
  ),
});

export const ZAccessKey = z.object({
  id: z.number().int(),
  label: z.string().nullable(),
  created_at: z.string(),
  /** Venue-local, or null: never expires. */
  expires_at: z.string().nullable(),
  /** Visitors' sessions that unlocked the event with this key. */
  uses: z.number().int(),
});
export const ZAccessKeyList = z.object({ results: z.array(ZAccessKey) });
