// Owns the back office's contracts of venues and their halls (docs/api.md "Back office": /manage/venues,
// /manage/venues/{id}/halls, /manage/halls/{id}): what the editor writes, what it reads back, the list queries.
// Imported as `@afisha/contracts/manage/venues`, never from the package index.
import { z } from 'zod';
import { ZLocale } from '../locale.ts';
import { paginated } from '../pagination.ts';
import {
  localizedInput,
  manageText,
  ZLocalizedRead,
  ZManageListQuery,
  ZRecordVersion,
  ZSlug,
} from './common.ts';

/** `?archived=true`: archived records only; absent or `false`: the records in use. */
export const ZArchivedFilter = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

/** An image of the site's media store (`/media/…`, e.g. the `url` POST /manage/media answers). */
export const ZManageMediaUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => /^\/media\/[A-Za-z0-9._~/-]+$/.test(value) && !value.includes('..'), {
    params: { message: 'field.invalid_media_url' },
  });

/** An IANA time zone the database and the browsers both know (`Europe/Moscow`, `Asia/Yekaterinburg`, `UTC`). */
export const ZTimezone = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine(
    (value) => /^(?:UTC|[A-Z][A-Za-z_-]+(?:\/[A-Za-z0-9_+-]+){1,2})$/.test(value) && isKnownZone(value),
    {
      params: { message: 'field.invalid_timezone' },
    },
  );

function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const ZVenueType = z.enum(['THEATER', 'ORGANIZATOR']);
export type TVenueType = z.infer<typeof ZVenueType>;

/** A venue's contacts as shown on its page; `null` (or an empty string) clears one. */
export const ZVenueContactsInput = z.strictObject({
  website: z
    .string()
    .trim()
    .max(500)
    .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), {
      params: { message: 'field.invalid_url' },
    })
    .nullable()
    .optional(),
  phone: z
    .string()
    .trim()
    .max(40)
    .refine((value) => value === '' || /^\+?[0-9 ()-]{5,40}$/.test(value), {
      params: { message: 'field.invalid_phone' },
    })
    .nullable()
    .optional(),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .refine((value) => value === '' || z.email().safeParse(value).success, {
      params: { message: 'field.invalid_email' },
    })
    .nullable()
    .optional(),
});

/** POST /manage/venues (administrators only). */
export const ZVenueCreate = z
  .object({
    name: localizedInput({ max: 200 }),
    type: ZVenueType,
    city: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .describe("The city's slug: where the venue's sessions are listed."),
    slug: ZSlug.optional().describe('Derived from the Russian name when left out.'),
    description: localizedInput({ max: 20_000, multiline: true }).nullable().optional(),
    timezone: ZTimezone.optional().describe("IANA zone; the city's when left out."),
    logo: ZManageMediaUrl.nullable().optional(),
    contacts: ZVenueContactsInput.optional(),
  })
  .strict()
  .meta({ id: 'ManageVenueCreate' });
export type TVenueCreate = z.input<typeof ZVenueCreate>;

/** PATCH /manage/venues/{id}: any subset of the fields, and the version read (or `If-Match`). */
export const ZVenuePatch = ZVenueCreate.partial()
  .extend({ version: ZRecordVersion.optional() })
  .meta({ id: 'ManageVenuePatch' });
export type TVenuePatch = z.input<typeof ZVenuePatch>;

export const ZManageVenue = z
  .object({
    id: z.number().int(),
    version: z.number().int(),
    slug: z.string(),
    type: ZVenueType,
    name: ZLocalizedRead,
    description: ZLocalizedRead,
    /** Languages without text, per translatable field (the editor marks their tabs). */
    missing_locales: z.object({ name: z.array(ZLocale), description: z.array(ZLocale) }),
    city: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
    timezone: z.string(),
    logo: z.string().nullable(),
    contacts: z.object({
      website: z.string().nullable(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
    }),
    is_active: z.boolean(),
    archived_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    halls_count: z.number().int(),
    /** Sessions still to come and not cancelled, in every hall of the venue. */
    live_sessions_count: z.number().int(),
  })
  .meta({ id: 'ManageVenue' });
export type TManageVenue = z.infer<typeof ZManageVenue>;

export const ZManageVenueQuery = ZManageListQuery.extend({
  city: z.string().trim().max(100).optional().describe("A city's slug."),
  type: ZVenueType.optional(),
  archived: ZArchivedFilter,
  ordering: z.enum(['name', '-name', 'updated', '-updated']).optional(),
});
export type TManageVenueQuery = z.input<typeof ZManageVenueQuery>;

export const ZManageVenuePage = paginated(ZManageVenue).meta({ id: 'ManageVenuePage' });
export type TManageVenuePage = z.infer<typeof ZManageVenuePage>;

// ---------------------------------------------------------------------------------------------------------------
// Halls (SPEC.md's hall_title, hall_subtitle; the subway stations shown with the address).

export const ZHexColor = z.string().refine((value) => /^#[0-9A-Fa-f]{6}$/.test(value), {
  params: { message: 'field.invalid_color' },
});

export const ZHallSubwayInput = z.strictObject({
  title: localizedInput({ max: 100 }),
  color: ZHexColor.describe('The line colour, `#RRGGBB`.'),
});

/** POST /manage/venues/{id}/halls. */
export const ZHallCreate = z
  .object({
    title: localizedInput({ max: 200 }),
    subtitle: localizedInput({ max: 200 }).nullable().optional(),
    address: localizedInput({ max: 500 }),
    slug: ZSlug.optional().describe('Unique within the venue; derived from the Russian title when left out.'),
    subways: z.array(ZHallSubwayInput).max(30).optional().describe('Replaced whole when given.'),
    latitude: z.number().min(-90).max(90).nullable().optional(),
    longitude: z.number().min(-180).max(180).nullable().optional(),
    position: z.number().int().min(0).max(1_000_000).optional(),
  })
  .strict()
  .meta({ id: 'ManageHallCreate' });
export type THallCreate = z.input<typeof ZHallCreate>;

/** PATCH /manage/halls/{id}. */
export const ZHallPatch = ZHallCreate.partial()
  .extend({ version: ZRecordVersion.optional() })
  .meta({ id: 'ManageHallPatch' });
export type THallPatch = z.input<typeof ZHallPatch>;

export const ZManageHall = z
  .object({
    id: z.number().int(),
    version: z.number().int(),
    venue: z.object({ id: z.number().int(), name: z.string() }),
    slug: z.string(),
    title: ZLocalizedRead,
    subtitle: ZLocalizedRead,
    address: ZLocalizedRead,
    missing_locales: z.object({
      title: z.array(ZLocale),
      subtitle: z.array(ZLocale),
      address: z.array(ZLocale),
    }),
    subways: z.array(z.object({ title: ZLocalizedRead, color: z.string() })),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    position: z.number().int(),
    archived_at: z.string().nullable(),
    plans_count: z.number().int(),
    live_sessions_count: z.number().int(),
  })
  .meta({ id: 'ManageHall' });
export type TManageHall = z.infer<typeof ZManageHall>;

export const ZManageHallQuery = ZManageListQuery.extend({
  archived: ZArchivedFilter,
  ordering: z.enum(['position', 'title', '-title']).optional(),
});
export type TManageHallQuery = z.input<typeof ZManageHallQuery>;

export const ZManageHallPage = paginated(ZManageHall).meta({ id: 'ManageHallPage' });
export type TManageHallPage = z.infer<typeof ZManageHallPage>;

/** Used by forms that show a text field the way the API checks it (no control characters, trimmed). */
export const ZManageLine = manageText({ max: 200 });

// ---------------------------------------------------------------------------------------------------------------
// The way to a first sale (GET /manage/checklist): for each venue of the person's that sells nothing yet, how far
// it has come — halls, a published plan, performances, upcoming sessions, their prices, a session on sale.

const count = z.number().int().min(0);
const recordOrNull = z.number().int().nullable();

export const ZVenueChecklist = z
  .object({
    venue: z.object({ id: z.number().int(), name: z.string() }),
    halls: count.describe('Halls not archived.'),
    published_plans: count.describe('Published plans of those halls (a session sells on one).'),
    hall_without_plan: recordOrNull.describe('The first hall that has no published plan yet, if any.'),
    performances: count.describe('Performances of the venue, not archived.'),
    upcoming_sessions: count.describe('Sessions to come, neither cancelled nor archived.'),
    unpriced_sessions: count.describe(
      'Of those, the sessions with a category of seats or zones still without a price (none can go on sale).',
    ),
    on_sale_sessions: count.describe('Of those, the sessions on sale (0 here: the venue sells nothing yet).'),
  })
  .meta({ id: 'VenueChecklist' });
export type TVenueChecklist = z.infer<typeof ZVenueChecklist>;

/** The venues the list shows at most, newest first: a new venue is the one whose next step matters. */
export const CHECKLIST_VENUES_MAX = 5;

export const ZVenueChecklistList = z
  .object({ results: z.array(ZVenueChecklist).max(CHECKLIST_VENUES_MAX) })
  .meta({ id: 'VenueChecklistList' });
export type TVenueChecklistList = z.infer<typeof ZVenueChecklistList>;
