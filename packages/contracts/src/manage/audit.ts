// Owns the back office's audit log as read (GET /manage/audit): who changed what, when, before and after.
import { z } from 'zod';
import { ZDateParam } from '../catalogue-query.ts';
import { paginated, ZPaginationQuery } from '../pagination.ts';

/**
 * Who made the change: a user id, or an e-mail address or a part of one ("kassa@", "@theatre.ru"), matched in any
 * letter case — the audit page's field takes what a person remembers of a colleague.
 */
const ZAuditActor = z
  .string()
  .trim()
  .min(1)
  .max(254)
  .regex(/^\S+$/)
  .transform((value) => (/^\d{1,9}$/.test(value) ? { id: Number(value) } : { email: value }));

export const ZAuditQuery = ZPaginationQuery.extend({
  actor: ZAuditActor.optional(),
  entity: z
    .string()
    .max(40)
    .regex(/^[a-z_]+$/)
    .optional(),
  entity_id: z.string().max(40).optional(),
  action: z
    .string()
    .max(40)
    .regex(/^[a-z_]+$/)
    .optional(),
  date_from: ZDateParam.optional(),
  date_to: ZDateParam.optional(),
});
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int(), email: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  request_id: z.string().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/**
 * The audit log only grows: its count is exact up to this many matching entries. Past it, `count` is this number,
 * `count_capped` is true and `next` still leads on: counting half a million entries for every page would cost more
 * than the page, and the page narrows a search by person, record, action or dates instead.
 */
export const AUDIT_COUNT_CAP = 10_000;

export const ZAuditPage = paginated(ZAuditEntry).extend({ count_capped: z.boolean() });
