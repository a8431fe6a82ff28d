// Owns the contract of copying a performance's sessions (issue 30): POST /manage/performances/{id}/copy_sessions
// copies chosen upcoming sessions of performance {id} to another performance of the same venue (the duplicate just
// made of it), moved by a number of days or to a season's start, as drafts with their prices, zone places, per-order
// maximum and named tickets — never their sales, holds, tickets or early-access keys; each gets a box-office number of
// its own. A copy is sold on its hall's current published plan: a session whose plan is no longer current is moved
// onto the current one when that has the same price categories, and refused otherwise. `preview: true` answers what
// would happen, making nothing; otherwise all or nothing. Imported as `@afisha/contracts/manage/copy-sessions`.
import { z } from 'zod';
import { ZErrorDetail } from '../errors.ts';
import { ZRecordId } from './common.ts';
import { ZLocalDate } from './events.ts';

export const COPY_SESSIONS_MAX = 500;

/** How far the copies move: a number of days (`+7`), or so that the first chosen session falls on `season_start`. */
export const ZCopyShift = z.union([
  z.object({ days: z.number().int().min(-3650).max(3650) }).strict(),
  z.object({ season_start: ZLocalDate }).strict(),
]);
export type TCopyShift = z.infer<typeof ZCopyShift>;

export const ZCopySessions = z
  .object({
    /** The performance the copies belong to (of the same venue); required unless `preview`. */
    to: ZRecordId.optional(),
    /** Sessions of performance {id} to copy. */
    events: z.array(ZRecordId).min(1).max(COPY_SESSIONS_MAX),
    shift: ZCopyShift,
    preview: z.boolean().optional(),
  })
  .strict();
export type TCopySessions = z.infer<typeof ZCopySessions>;

export const COPY_REFUSALS = [
  'not_of_performance',
  'cancelled',
  'archived',
  /** The session, or its copy, is not in the future. */
  'past',
  /** The copy's time does not exist that day (the clocks go forward). */
  'time_skipped',
  /** The hall has no published plan now. */
  'no_plan',
  /** The hall's current plan has other price categories than the session's. */
  'plan_categories_differ',
] as const;

export const ZCopiedSession = z.object({
  /** The session copied. */
  source: z.number().int(),
  /** The copy's venue-local start "YYYY-MM-DDTHH:mm" (the source's when refused before it was moved). */
  starts_at: z.string(),
  /** The copy made (null in a preview or when refused). */
  id: z.number().int().nullable(),
  /** The session's plan is no longer the hall's current one: the copy is on the current plan (same categories). */
  plan_replaced: z.boolean(),
  /** Why it cannot be copied, or null. */
  refusal: z.enum(COPY_REFUSALS).nullable(),
  /** What to tell the editor (the refusal, or the plan replaced), in the request's language; null when nothing. */
  detail: z.string().nullable(),
});
export type TCopiedSession = z.infer<typeof ZCopiedSession>;

export const ZCopySessionsAnswer = z.object({
  preview: z.boolean(),
  count: z.number().int(),
  sessions: z.array(ZCopiedSession),
});
export type TCopySessionsAnswer = z.infer<typeof ZCopySessionsAnswer>;

/** 409: some sessions cannot be copied; none was. `sessions` says per session why. */
export const ZCopySessionsRefused = ZErrorDetail.extend({ sessions: z.array(ZCopiedSession) }).meta({
  id: 'CopySessionsRefused',
  description: 'Some sessions cannot be copied (past, cancelled, plan changed categories): none was.',
});
