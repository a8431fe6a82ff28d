// Owns writing the back office's audit log (issue 20: "every write is audited with before and after"): one row per
// change, written in the same transaction as the change itself, so a change without its audit row — or an audit row
// of a change that rolled back — cannot exist.
import type { Db } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import type { FastifyRequest } from 'fastify';

/** Who made a change, and from where: taken from the request by `auditActor`. */
export type AuditActor = { userId: number; ip: string; requestId: string };

export type AuditEntry = {
  /** `create`, `update`, `archive`, `publish`, `cancel`, `block_seats`, … */
  action: string;
  /** The table-like name of what changed: `venue`, `hall`, `plan`, `performance`, `event`, `staff_role`, … */
  entity: string;
  entityId: number | string;
  /** The venue the record belongs to (null: of the whole site, such as a genre or a role), for its managers' view. */
  venueId: number | null;
  before: unknown;
  after: unknown;
};

export function auditActor(request: FastifyRequest, userId: number): AuditActor {
  return { userId, ip: request.ip, requestId: String(request.id) };
}

/** Writes the audit rows of one change; pass the change's own transaction. */
export async function recordAudit(
  tx: Db,
  actor: AuditActor,
  now: Date,
  ...entries: AuditEntry[]
): Promise<void> {
  if (entries.length === 0) return;
  const values = entries.map(
    (
      entry,
    ) => sql`(${actor.userId}, ${entry.action}, ${entry.entity}, ${String(entry.entityId)}, ${entry.venueId},
      ${json(entry.before)}::jsonb, ${json(entry.after)}::jsonb, ${actor.ip}, ${actor.requestId}, ${now})`,
  );
  await tx.execute(sql`
    INSERT INTO audit_log (actor_user_id, action, entity_type, entity_id, venue_id, before, after, ip, request_id,
      created_at)
    VALUES ${sql.join(values, sql`, `)}`);
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));
