// Owns the contracts of a hall's plan versions after sales (docs/api.md "Plan document", docs/back-office.md "Plan
// versions after sales"): a new draft from a published plan (POST /manage/plans/{id}/draft), what a draft changes
// against the hall's plan in use and which sold or held seats of live sessions that touches
// (GET /manage/plans/{id}/changes), and moving live sessions onto a newer published version
// (POST /manage/events/{id}/plan, POST /manage/plans/{id}/move_sessions). Imported as
// `@afisha/contracts/manage/plan-versions`.
import { z } from 'zod';
import { manageText, ZRecordId } from './common.ts';
import { ZPlanSeatInUse, ZPlanSession } from './plans.ts';

/** POST /manage/plans/{id}/draft: a new draft of the next version, copied from a published plan. */
export const ZPlanDraftCreate = z
  .strictObject({ name: manageText({ max: 200 }).pipe(z.string().min(1)).optional() })
  .nullish()
  .meta({ id: 'ManagePlanDraftCreate' });

/** A seat where it is, in words (the section's name in the request's language). */
const ZSeatPlace = z.object({ section: z.string(), row: z.string(), label: z.string() });

export const ZPlanSeatChange = z
  .object({
    key: z.string(),
    /** Where it is in the draft (added, moved, relabelled, recategorised) or was (removed). */
    ...ZSeatPlace.shape,
    before: z
      .object({
        section: z.string(),
        row: z.string(),
        label: z.string(),
        x: z.number(),
        y: z.number(),
        category: z.string().nullable(),
      })
      .optional()
      .describe('The seat in the plan in use (not for an added seat).'),
    after: z
      .object({
        section: z.string(),
        row: z.string(),
        label: z.string(),
        x: z.number(),
        y: z.number(),
        category: z.string().nullable(),
      })
      .optional()
      .describe('The seat in the draft (not for a removed seat).'),
  })
  .meta({ id: 'ManagePlanSeatChange' });
export type TPlanSeatChange = z.infer<typeof ZPlanSeatChange>;

/** A live session on an older version of the hall's plan and what the draft would do to its sold and held seats. */
export const ZPlanChangeSession = ZPlanSession.extend({
  plan: z.number().int().describe('The plan it sells on now.'),
  revision: z.number().int().nullable(),
  sold: z.number().int().describe('Seats sold or ordered (paid or being paid).'),
  held: z.number().int().describe('Seats held in carts now, and seats off sale.'),
  touched: z
    .array(ZPlanSeatInUse)
    .describe('Its sold, held or off-sale seats the draft drops or renames (the first 100).'),
  touched_count: z.number().int(),
});
export type TPlanChangeSession = z.infer<typeof ZPlanChangeSession>;

/** GET /manage/plans/{id}/changes: a draft against the hall's plan in use, by key. */
export const ZPlanChanges = z
  .object({
    plan: z.number().int(),
    against: z
      .object({ id: z.number().int(), revision: z.number().int().nullable(), name: z.string() })
      .nullable()
      .describe('The hall plan in use (its default); null when the hall has none yet.'),
    seats: z.object({
      added: z.array(ZPlanSeatChange),
      removed: z.array(ZPlanSeatChange),
      moved: z.array(ZPlanSeatChange).describe('x or y differ.'),
      relabelled: z.array(ZPlanSeatChange).describe('Its section, row label or seat label differ.'),
      recategorised: z.array(ZPlanSeatChange).describe('Its category key differs.'),
    }),
    zones: z.object({ added: z.array(z.string()), removed: z.array(z.string()) }),
    sessions: z
      .array(ZPlanChangeSession)
      .describe('Live sessions of the hall on published versions other than this one, soonest first.'),
    problems: z.number().int().describe('Problems of the draft publishing would list (400): fix them first.'),
    can_publish: z
      .boolean()
      .describe('No problems, and no sold, held or off-sale seat of a live session dropped or renamed.'),
  })
  .meta({ id: 'ManagePlanChanges' });
export type TPlanChanges = z.infer<typeof ZPlanChanges>;

/** POST /manage/events/{id}/plan: the newer published version of its hall's plan to sell the session on. */
export const ZEventPlanMove = z.strictObject({ plan: ZRecordId }).meta({ id: 'ManageEventPlanMove' });

/**
 * POST /manage/plans/{id}/move_sessions: the sessions to move onto this published plan (all or none); without
 * `sessions`, every live session of the hall on an older version.
 */
export const ZPlanMoveSessions = z
  .strictObject({ sessions: z.array(ZRecordId).min(1).max(1_000).optional() })
  .nullish()
  .meta({ id: 'ManagePlanMoveSessions' });

/** What a move answers: the plan the sessions sell on now, and the sessions moved (none when all were on it). */
export const ZPlanSessionsMoved = z
  .object({
    plan: z.number().int(),
    revision: z.number().int().nullable(),
    moved_sessions: z.array(z.number().int()),
  })
  .meta({ id: 'ManagePlanSessionsMoved' });
export type TPlanSessionsMoved = z.infer<typeof ZPlanSessionsMoved>;
