// Owns the back office's performances (docs/api.md "Back office": /manage/performances): what an editor writes (every
// language whole, Russian required), what the form reads back (with the languages still missing per field), the
// list's filters and ordering. Imported as `@afisha/contracts/manage/performances`, never from the package index.
import { z } from 'zod';
import { ZLocale } from '../locale.ts';
import { paginated } from '../pagination.ts';
import { queryInteger } from '../query-integer.ts';
import {
  localizedInput,
  ZLocalizedRead,
  ZManageListQuery,
  ZRecordId,
  ZRecordVersion,
  ZSlug,
} from './common.ts';

/** The age ratings of Russian law (0+, 6+, 12+, 16+, 18+): the only ones the site prints. */
export const PERFORMANCE_AGES = [0, 6, 12, 16, 18] as const;

export const PERFORMANCE_LIMITS = {
  title: 200,
  short: 1_000,
  description: 20_000,
  role: 200,
  genres: 20,
  tags: 30,
  artists: 200,
  /** 99:59 at most; the column is minutes (smallint), positive. */
  durationMinutesMax: 99 * 60 + 59,
} as const;

/** "HH:MM" (e.g. "2:30" or "02:30"), more than zero minutes. */
export const ZDuration = z
  .string()
  .trim()
  .refine((value) => /^\d{1,2}:[0-5]\d$/.test(value) && value.replace(':', '').replace(/0/g, '') !== '', {
    params: { message: 'field.invalid_duration' },
  });

/**
 * An image of the performance: an upload's id (POST /manage/media answers it; its sizes are used), or a media URL
 * already stored (`/media/...`, as the seed and older uploads have). Other hosts are refused: the site serves
 * only its own media.
 */
export const ZImageRef = z.union([
  z.number().int().min(1).max(2_147_483_647),
  z
    .string()
    .max(500)
    .refine((value) => /^\/media\/[A-Za-z0-9._/-]+$/.test(value) && !value.includes('..'), {
      params: { message: 'field.invalid_media_url' },
    }),
]);

export const ZPerformanceImagesInput = z
  .object({
    /** The poster (2:3) the performance page and cards show; an upload gives its `poster` size. */
    poster: ZImageRef.nullable().optional(),
    /** The source image; by default the upload of `poster` as stored. */
    original: ZImageRef.nullable().optional(),
  })
  .strict();

export const ZPerformanceArtistInput = z
  .object({
    artist: ZRecordId,
    role: localizedInput({ max: PERFORMANCE_LIMITS.role }).nullable().optional(),
  })
  .strict();

const performanceFields = {
  title: localizedInput({ max: PERFORMANCE_LIMITS.title }),
  /** Given, or made from the Russian title (transliterated); unique across the site. */
  slug: ZSlug.optional(),
  /** Plain text: line breaks are kept, any markup is shown as typed (the site renders it as text). */
  description: localizedInput({ max: PERFORMANCE_LIMITS.description, multiline: true }).nullable().optional(),
  short: localizedInput({ max: PERFORMANCE_LIMITS.short, multiline: true }).nullable().optional(),
  age: z.literal(PERFORMANCE_AGES),
  /** "HH:MM"; null: not announced. */
  duration: ZDuration.nullable().optional(),
  venue: ZRecordId,
  genres: z.array(ZRecordId).max(PERFORMANCE_LIMITS.genres).optional(),
  tags: z.array(ZRecordId).max(PERFORMANCE_LIMITS.tags).optional(),
  images: ZPerformanceImagesInput.optional(),
  /** The cast, in this order. */
  artists: z.array(ZPerformanceArtistInput).max(PERFORMANCE_LIMITS.artists).optional(),
  /** The group the search popup lists it under (one production at several venues); by default a group of its own. */
  group: ZRecordId.nullable().optional(),
  named_tickets: z.boolean().optional(),
  is_premiere: z.boolean().optional(),
  /** Shown on the site; false keeps it as a draft. Default true. */
  is_published: z.boolean().optional(),
};

export const ZManagePerformanceCreate = z.object(performanceFields).strict();
export type TManagePerformanceCreate = z.infer<typeof ZManagePerformanceCreate>;

/** Any subset of the fields, and the version read (or `If-Match`). */
export const ZManagePerformancePatch = z
  .object({
    ...performanceFields,
    title: performanceFields.title.optional(),
    age: performanceFields.age.optional(),
    venue: performanceFields.venue.optional(),
    version: ZRecordVersion.optional(),
  })
  .strict();
export type TManagePerformancePatch = z.infer<typeof ZManagePerformancePatch>;

const ZNamed = z.object({ id: z.number().int(), name: z.string() });

/** The localized fields of a performance, each with the languages that have no text yet. */
export const ZPerformanceMissingLocales = z.object({
  title: z.array(ZLocale),
  short: z.array(ZLocale),
  description: z.array(ZLocale),
});

export const ZManagePerformance = z
  .object({
    id: z.number().int(),
    version: z.number().int(),
    slug: z.string(),
    title: ZLocalizedRead,
    short: ZLocalizedRead,
    description: ZLocalizedRead,
    missing_locales: ZPerformanceMissingLocales,
    age: z.number().int(),
    duration: z.string().nullable(),
    venue: ZNamed,
    city: z.string(),
    genres: z.array(ZNamed),
    tags: z.array(ZNamed),
    images: z.object({ poster: z.string().nullable(), original: z.string().nullable() }),
    artists: z.array(
      z.object({ artist: z.number().int(), name: z.string(), role: ZLocalizedRead.nullable() }),
    ),
    group: z.number().int().nullable(),
    named_tickets: z.boolean(),
    is_premiere: z.boolean(),
    is_published: z.boolean(),
    archived_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'ManagePerformance' });
export type TManagePerformance = z.infer<typeof ZManagePerformance>;

export const ZManagePerformanceListItem = z.object({
  id: z.number().int(),
  version: z.number().int(),
  slug: z.string(),
  title: ZLocalizedRead,
  missing_locales: z.array(ZLocale),
  age: z.number().int(),
  /** Named in the request's language; its time zone is the clock `closest` is read by. */
  venue: ZNamed.extend({ timezone: z.string() }),
  city: z.string(),
  poster: z.string().nullable(),
  is_published: z.boolean(),
  archived_at: z.string().nullable(),
  /** The next session not cancelled (ISO), or null. */
  closest: z.string().nullable(),
  updated_at: z.string(),
});
export type TManagePerformanceListItem = z.infer<typeof ZManagePerformanceListItem>;
export const ZManagePerformancePage = paginated(ZManagePerformanceListItem);

export const PERFORMANCE_ORDERINGS = ['title', '-title', 'updated', '-updated', 'closest'] as const;

const queryId = queryInteger({ min: 1, max: 2_147_483_647 });
const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

export const ZManagePerformanceQuery = ZManageListQuery.extend({
  venue: queryId.optional(),
  /** The city's slug. */
  city: z.string().max(60).optional(),
  genre: queryId.optional(),
  /** `true`: archived ones only; by default they are left out. */
  archived: queryBoolean.optional(),
  /** `published` (on the site) or `draft` (hidden). */
  status: z.enum(['published', 'draft']).optional(),
  ordering: z.enum(PERFORMANCE_ORDERINGS).optional(),
});
export type TManagePerformanceQuery = z.infer<typeof ZManagePerformanceQuery>;
