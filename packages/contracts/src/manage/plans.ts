// Owns the back office's seating plans (docs/api.md "Back office" and "Plan document"): the plan document that import,
// export, drafts and the designer exchange; a plan as read and as listed; the import request; and the two refusals
// of publishing — a 400 listing every problem of the document, and the 409 of a new version that would drop or
// rename a seat sold, ordered, held or blocked in a live session. Imported as `@afisha/contracts/manage/plans`.
//
// Keys are what a new version of a hall's plan is matched with: a seat keeps its key across versions, so its
// tickets and holds move onto the new version; a category keeps its key, so sessions' prices (written per
// category key: `prices: [{category: key, price}]`) follow it.
import { z } from 'zod';
import { ZErrorDetail } from '../errors.ts';
import { paginated } from '../pagination.ts';
import { PLACE_SHAPE_KINDS, SEAT_FLAGS, SECTION_KINDS, ZSeatFlag, ZZoneShape } from '../places.ts';
import {
  localizedInput,
  manageText,
  ZLocalizedRead,
  ZManageListQuery,
  ZRecordId,
  ZRecordVersion,
} from './common.ts';

/** Limits of one plan document; publishing also refuses past them, with the problem located. */
export const PLAN_LIMITS = {
  /** Seats in the whole plan (the largest halls have ~6,000). */
  seats: 10_000,
  categories: 100,
  sections: 500,
  rowsPerSection: 500,
  seatsPerRow: 1_000,
  zones: 100,
  shapes: 500,
  polygonPoints: 200,
  /** Plan units; the drawing box is at most this wide and high. */
  size: 100_000,
  /**
   * Seats whose centres are closer than this (plan units) overlap. The site draws a seat as a ~14-unit circle;
   * 10 leaves room for tight rows drawn by hand while catching seats typed twice at the same spot.
   */
  minSeatDistance: 10,
  /** A CSV import's body, in bytes (a 20,000-seat CSV is ~0.8 MB; a pretix file of the same ~4 MB). */
  importBytes: 12 * 1024 * 1024,
} as const;

/** Seat flags the site knows (places.ts); others are refused so a typo never silently drops a wheelchair place. */
export { SEAT_FLAGS, ZSeatFlag };

/**
 * Kinds of the drawing's decorations (not sold): what the storefront draws (places.ts), and three older kinds kept
 * readable (`screen`, `text`, `exit`: drawn as a rect, a label and a label).
 */
export const SHAPE_KINDS = [...PLACE_SHAPE_KINDS, 'screen', 'text', 'exit'] as const;

/** A key: stable across versions of the hall's plan; printable, no surrounding blanks (legacy keys carry labels). */
export const ZPlanKey = manageText({ max: 100 }).pipe(z.string().min(1));
/** A row or seat label as printed on the ticket ("12", "A", "Ложа 3"). */
export const ZPlanLabel = manageText({ max: 20 }).pipe(z.string().min(1));
const ZCoordinate = z.number().finite().min(-PLAN_LIMITS.size).max(PLAN_LIMITS.size);
/** `#RRGGBB`; checked when publishing (a draft may hold an unfinished colour). */
const ZColor = z.string().max(20);
/** A category key a seat or zone points at; optional in a draft, required to publish. */
const ZCategoryRef = manageText({ max: 100 }).optional();

/** Degrees clockwise; about a shape's middle, a row's or section's origin. */
const ZAngle = z.number().finite().min(-360).max(360);
const ZPoint = z.object({ x: ZCoordinate, y: ZCoordinate });
const ZSpacing = z.number().finite().min(0).max(PLAN_LIMITS.size);

/** How the designer numbers seats (or rows): the labels it wrote; readers take the labels, never this. */
export const ZPlanNumbering = z.object({
  start: z.number().int().min(0).max(100_000).optional(),
  step: z.number().int().min(1).max(100).optional(),
  direction: z.enum(['ltr', 'rtl']).optional(),
  parity: z.enum(['all', 'odd', 'even']).optional(),
  skip: z.array(z.string().max(20)).max(PLAN_LIMITS.seatsPerRow).optional(),
  scheme: z.enum(['numbers', 'latin', 'cyrillic']).optional(),
});

/**
 * A row as the designer drew it (seats along a line from `origin`, turned by `angle`, `spacing` apart, bent by
 * `curve`: 0 straight, the sign the side). Kept for the designer only: the seats' own x, y are what is drawn.
 */
export const ZPlanRowLayout = z.object({
  origin: ZPoint,
  angle: ZAngle.optional(),
  spacing: ZSpacing.optional(),
  curve: z.number().finite().min(-PLAN_LIMITS.size).max(PLAN_LIMITS.size).optional(),
  numbering: ZPlanNumbering.optional(),
});
/** A block of rows as the designer drew it (`rows` × `seats_per_row`, rows `row_spacing` apart, `stagger` offset). */
export const ZPlanSectionLayout = ZPlanRowLayout.extend({
  rows: z.number().int().min(0).max(PLAN_LIMITS.rowsPerSection).optional(),
  seats_per_row: z.number().int().min(0).max(PLAN_LIMITS.seatsPerRow).optional(),
  row_spacing: ZSpacing.optional(),
  stagger: z.number().finite().min(-PLAN_LIMITS.size).max(PLAN_LIMITS.size).optional(),
  row_numbering: ZPlanNumbering.optional(),
});
export type TPlanRowLayout = z.infer<typeof ZPlanRowLayout>;
export type TPlanSectionLayout = z.infer<typeof ZPlanSectionLayout>;

/**
 * The hall's drawing to trace over: an image uploaded in the back office (POST /manage/media, `media` its id),
 * placed at x, y, scaled and faded. Back office only: never in anything buyers get.
 */
export const ZPlanBackground = z.object({
  media: ZRecordId,
  x: ZCoordinate.default(0),
  y: ZCoordinate.default(0),
  scale: z.number().finite().positive().max(1_000).default(1),
  opacity: z.number().finite().min(0).max(1).default(0.5),
});

export const ZPlanCategory = z.object({ key: ZPlanKey, name: localizedInput({ max: 100 }), color: ZColor });
export const ZPlanSeat = z.object({
  key: ZPlanKey,
  label: ZPlanLabel,
  x: ZCoordinate,
  y: ZCoordinate,
  category: ZCategoryRef,
  flags: z.array(ZSeatFlag).max(SEAT_FLAGS.length).optional(),
});
export const ZPlanRow = z.object({
  key: ZPlanKey,
  label: ZPlanLabel,
  seats: z.array(ZPlanSeat).max(PLAN_LIMITS.seatsPerRow),
  layout: ZPlanRowLayout.optional(),
});
export const ZPlanSection = z.object({
  key: ZPlanKey,
  name: localizedInput({ max: 100 }),
  kind: z.enum(SECTION_KINDS).default('other'),
  rows: z.array(ZPlanRow).max(PLAN_LIMITS.rowsPerSection),
  layout: ZPlanSectionLayout.optional(),
});
export const ZPlanZoneShape = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('rect'),
    x: ZCoordinate,
    y: ZCoordinate,
    width: ZCoordinate.min(0),
    height: ZCoordinate.min(0),
    rotation: ZAngle.optional(),
  }),
  z.object({
    kind: z.literal('polygon'),
    points: z
      .array(z.tuple([ZCoordinate, ZCoordinate]))
      .min(3)
      .max(PLAN_LIMITS.polygonPoints),
  }),
  z.object({
    kind: z.literal('ellipse'),
    x: ZCoordinate,
    y: ZCoordinate,
    width: ZCoordinate.min(0),
    height: ZCoordinate.min(0),
    rotation: ZAngle.optional(),
  }),
]);
export const ZPlanZone = z.object({
  key: ZPlanKey,
  name: localizedInput({ max: 100 }),
  category: ZCategoryRef,
  capacity: z.number().int().min(-1_000_000).max(1_000_000),
  shape: ZPlanZoneShape,
});
/** A decoration: a box (x, y, width, height) turned by `rotation` about its middle; a polygon or line by `points`. */
export const ZPlanShape = z.object({
  kind: z.enum(SHAPE_KINDS),
  label: localizedInput({ max: 100 }).optional(),
  x: ZCoordinate.default(0),
  y: ZCoordinate.default(0),
  width: ZCoordinate.min(0).default(0),
  height: ZCoordinate.min(0).default(0),
  rotation: ZAngle.optional(),
  points: z
    .array(z.tuple([ZCoordinate, ZCoordinate]))
    .min(2)
    .max(PLAN_LIMITS.polygonPoints)
    .optional(),
});

/**
 * The plan document as written (POST, PUT, import). Structure and sizes are checked here; what publishing needs
 * on top (unique keys, labels, seats inside the box and apart, known categories, colours…) is checked by publishing,
 * which lists every problem at once, so a draft can be saved half-done.
 */
export const ZPlanDocument = z
  .object({
    name: manageText({ max: 200 }).pipe(z.string().min(1)),
    width: z.number().finite().positive().max(PLAN_LIMITS.size),
    height: z.number().finite().positive().max(PLAN_LIMITS.size),
    categories: z.array(ZPlanCategory).max(PLAN_LIMITS.categories),
    sections: z.array(ZPlanSection).max(PLAN_LIMITS.sections),
    zones: z.array(ZPlanZone).default([]),
    shapes: z.array(ZPlanShape).max(PLAN_LIMITS.shapes).default([]),
    background: ZPlanBackground.optional(),
  })
  .superRefine((plan, context) => {
    const seats = plan.sections.reduce(
      (sum, section) => sum + section.rows.reduce((rows, row) => rows + row.seats.length, 0),
      0,
    );
    if (seats > PLAN_LIMITS.seats) {
      context.addIssue({
        code: 'too_big',
        origin: 'array',
        maximum: PLAN_LIMITS.seats,
        inclusive: true,
        path: ['sections'],
        message: 'field.plan_too_many_seats',
        params: { message: 'field.plan_too_many_seats', max: PLAN_LIMITS.seats, count: seats },
      });
    }
    if (plan.zones.length > PLAN_LIMITS.zones) {
      context.addIssue({
        code: 'too_big',
        origin: 'array',
        maximum: PLAN_LIMITS.zones,
        inclusive: true,
        path: ['zones'],
        message: 'field.plan_too_many_zones',
        params: { message: 'field.plan_too_many_zones', max: PLAN_LIMITS.zones, count: plan.zones.length },
      });
    }
  })
  .meta({
    id: 'PlanDocument',
    description: 'A seating plan as import, export, drafts and the designer exchange it.',
  });
export type TPlanDocumentInput = z.input<typeof ZPlanDocument>;
export type TPlanDocument = z.output<typeof ZPlanDocument>;

/** The plan document as read: every translatable name whole ({ru, en, fr, de}, '' where missing). */
export const ZPlanDocumentRead = z
  .object({
    name: z.string(),
    width: z.number(),
    height: z.number(),
    categories: z.array(z.object({ key: z.string(), name: ZLocalizedRead, color: z.string() })),
    sections: z.array(
      z.object({
        key: z.string(),
        name: ZLocalizedRead,
        kind: z.enum(SECTION_KINDS),
        rows: z.array(
          z.object({
            key: z.string(),
            label: z.string(),
            seats: z.array(
              z.object({
                key: z.string(),
                label: z.string(),
                x: z.number(),
                y: z.number(),
                category: z.string().optional(),
                flags: z.array(z.string()).optional(),
              }),
            ),
            layout: ZPlanRowLayout.optional(),
          }),
        ),
        layout: ZPlanSectionLayout.optional(),
      }),
    ),
    zones: z.array(
      z.object({
        key: z.string(),
        name: ZLocalizedRead,
        category: z.string().optional(),
        capacity: z.number().int(),
        shape: ZZoneShape,
      }),
    ),
    shapes: z.array(
      z.object({
        kind: z.string(),
        label: ZLocalizedRead.optional(),
        x: z.number(),
        y: z.number(),
        width: z.number(),
        height: z.number(),
        rotation: z.number().optional(),
        points: z.array(z.tuple([z.number(), z.number()])).optional(),
      }),
    ),
    background: z
      .object({
        media: z.number().int(),
        url: z.string().nullable().describe('The image (null: it is gone from the media store).'),
        x: z.number(),
        y: z.number(),
        scale: z.number(),
        opacity: z.number(),
      })
      .optional()
      .describe('Back office only: never sent to buyers.'),
  })
  .meta({ id: 'PlanDocumentRead' });
export type TPlanDocumentRead = z.infer<typeof ZPlanDocumentRead>;

export const PLAN_STATUSES = ['draft', 'published'] as const;
export const ZPlanStatus = z.enum(PLAN_STATUSES);
export type TPlanStatus = z.infer<typeof ZPlanStatus>;

/** A session that sells on a plan (the list shows the first few live ones). */
export const ZPlanSession = z.object({
  id: z.number().int(),
  title: z.string(),
  starts_at: z.string().describe('ISO 8601 (UTC).'),
  timezone: z
    .string()
    .describe("The venue's IANA time zone: the session's time as the venue's clock shows it."),
});
export type TPlanSession = z.infer<typeof ZPlanSession>;

/** What a plan is, beside its document. */
const planHead = {
  id: z.number().int(),
  hall: z.number().int(),
  venue: z.number().int(),
  status: ZPlanStatus,
  version: ZRecordVersion,
  /** The edition of the hall's plan (1, 2, …), given when published; null for a draft. */
  revision: z.number().int().nullable(),
  published_at: z.string().nullable(),
  /** The hall's current plan: what new sessions get unless told otherwise (one per hall). */
  is_default: z.boolean(),
  archived: z.boolean(),
  created_at: z.string(),
  seat_count: z.number().int(),
  zone_capacity: z.number().int(),
};

/** GET /manage/plans/{id} (and the answer of every write): the plan document with its head. */
export const ZPlanRead = ZPlanDocumentRead.extend(planHead).meta({ id: 'ManagePlan' });
export type TPlanRead = z.infer<typeof ZPlanRead>;

/** One plan in GET /manage/halls/{id}/plans (newest first). */
export const ZPlanSummary = z
  .object({
    ...planHead,
    name: z.string(),
    /** Sessions selling on this plan that are live (not past, cancelled or archived): how many, and the first few. */
    sessions_count: z.number().int(),
    sessions: z.array(ZPlanSession),
  })
  .meta({ id: 'ManagePlanSummary' });
export type TPlanSummary = z.infer<typeof ZPlanSummary>;
export const ZPlanPage = paginated(ZPlanSummary);

export const ZPlanListQuery = ZManageListQuery.extend({
  status: ZPlanStatus.optional(),
  archived: z.enum(['true', 'false']).optional(),
});
export type TPlanListQuery = z.infer<typeof ZPlanListQuery>;

/** POST /manage/halls/{id}/plans with `copy_of`: a draft copied from another plan of a hall this person manages. */
export const ZPlanCopy = z
  .object({ copy_of: ZRecordId, name: manageText({ max: 200 }).pipe(z.string().min(1)).optional() })
  .strict();
/**
 * POST /manage/halls/{id}/plans: a plan document, or `{copy_of}`. Told apart by `copy_of` (not a union, whose
 * refusal would lose where in the document each problem is).
 */
export const ZPlanCreate = z
  .looseObject({})
  .transform((value, context): z.output<typeof ZPlanCopy> | TPlanDocument => {
    const parsed = ('copy_of' in value ? ZPlanCopy : ZPlanDocument).safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      context.addIssue(issue as Parameters<typeof context.addIssue>[0]);
    return z.NEVER;
  })
  .meta({ description: 'A plan document (PlanDocument), or `{copy_of: plan id, name?}`.' });
export type TPlanCreate = z.output<typeof ZPlanCreate>;

/** PUT /manage/plans/{id}: the whole document, with `version` (or If-Match). */
export const ZPlanReplace = ZPlanDocument.and(z.object({ version: ZRecordVersion.optional() }));

/** PATCH /manage/plans/{id}: a new name, for a draft or a published plan (If-Match or `version`: its version). */
export const ZPlanRename = z
  .strictObject({
    name: manageText({ max: 200 }).pipe(z.string().min(1)),
    version: ZRecordVersion.optional(),
  })
  .meta({ id: 'ManagePlanRename' });
export type TPlanRename = z.input<typeof ZPlanRename>;

export const PLAN_IMPORT_FORMATS = ['document', 'csv', 'pretix'] as const;
export const ZPlanImportFormat = z.enum(PLAN_IMPORT_FORMATS);
export type TPlanImportFormat = z.infer<typeof ZPlanImportFormat>;

/** POST /manage/plans/import: where the draft goes, what format, and its name (a CSV has none). */
export const ZPlanImportQuery = z.object({
  hall: ZRecordId.optional(),
  format: ZPlanImportFormat.optional(),
  name: manageText({ max: 200 }).optional(),
});

/**
 * POST /manage/plans/import as JSON: either the file itself (a plan document or a pretix seating plan, told apart
 * by its shape or by `format`; `hall` in the query), or a wrapper `{hall, format?, name?, content}` where
 * `content` is the file (an object, or a CSV's text). As `text/csv`, the body is the CSV (`hall` in the query):
 * `section,row,seat,category,x,y` with a header; keys are derived (`<section>`, `<section>-<row>`, `<row>-<seat>`).
 */
export const ZPlanImportBody = z
  .object({
    hall: ZRecordId.optional(),
    format: ZPlanImportFormat.optional(),
    name: manageText({ max: 200 }).optional(),
    content: z.union([z.string().max(PLAN_LIMITS.importBytes), z.record(z.string(), z.unknown())]).optional(),
  })
  .loose();

/** GET /manage/plans/{id}/export. */
export const ZPlanExportQuery = z.object({ format: z.enum(['json', 'csv']).default('json') });

/** A seat in a 409 of publishing: where it is in the old version, and why it holds the publish back. */
export const ZPlanSeatInUse = z.object({
  event: z.number().int(),
  seat: z.number().int().describe('The seat id in the published version the session sells on.'),
  key: z.string(),
  section: z.string(),
  row: z.string(),
  label: z.string(),
  state: z.enum(['sold', 'ordered', 'held', 'blocked']),
  change: z
    .enum(['dropped', 'renamed'])
    .describe('dropped: no seat of that key in the new version; renamed: its section, row or label differ.'),
});
export type TPlanSeatInUse = z.infer<typeof ZPlanSeatInUse>;

/**
 * 409 `plan_seats_in_use` of POST /manage/plans/{id}/publish: the new version would drop or rename seats that live
 * sessions have sold, ordered, held or blocked. Nothing changed; the sessions and the first seats are named.
 */
export const ZPlanSeatsInUse = ZErrorDetail.extend({
  sessions: z.array(ZPlanSession),
  seats: z.array(ZPlanSeatInUse),
  seats_count: z.number().int(),
}).meta({ id: 'PlanSeatsInUse' });
export type TPlanSeatsInUse = z.infer<typeof ZPlanSeatsInUse>;

/** What publishing answers: the published plan, and the sessions moved onto it from older versions. */
export const ZPlanPublished = ZPlanRead.extend({ moved_sessions: z.array(z.number().int()) }).meta({
  id: 'ManagePlanPublished',
});

/**
 * Publishing's 400 is the usual field-error body (ValidationErrors): each key is a path into the document
 * (`sections.0.rows.3.seats.12.x`), each message names the section, row and seat in words. Every problem is listed,
 * up to this many (then `non_field_errors` says how many more).
 */
export const PLAN_PROBLEMS_LISTED = 1_000;
