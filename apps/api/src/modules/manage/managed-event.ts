// Owns finding a session for a back-office operation on it (seats off sale, cancelling): the session, its plan and
// the venue of its hall, refused with 404 when it does not exist or belongs to a venue the manager does not manage.
import type { Db } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { assertManagesVenue, type Manager } from './manage-access.ts';

export type ManagedEvent = {
  id: number;
  planId: number;
  venueId: number;
  saleStatus: string;
  version: number;
  cancelledAt: Date | null;
  cancelReason: string | null;
};

type Queryable = Pick<Db, 'execute'>;

/** The session as stored; `lock` takes its row for the rest of the caller's transaction. */
export async function findEvent(db: Queryable, eventId: number, lock = false): Promise<ManagedEvent | null> {
  const { rows } = await db.execute<{
    id: number;
    plan_id: number;
    venue_id: number;
    sale_status: string;
    version: number;
    cancelled_at: string | Date | null;
    cancel_reason: string | null;
  }>(sql`
    SELECT e.id, e.plan_id, h.venue_id, e.sale_status, e.version, e.cancelled_at, e.cancel_reason
    FROM events e JOIN halls h ON h.id = e.hall_id
    WHERE e.id = ${eventId} ${lock ? sql`FOR UPDATE OF e` : sql``}`);
  const row = rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    planId: Number(row.plan_id),
    venueId: Number(row.venue_id),
    saleStatus: row.sale_status,
    version: Number(row.version),
    cancelledAt: row.cancelled_at === null ? null : new Date(row.cancelled_at),
    cancelReason: row.cancel_reason,
  };
}

/** The session if this manager manages its venue; 404 otherwise (as if it did not exist). */
export async function managedEvent(db: Queryable, manager: Manager, eventId: number): Promise<ManagedEvent> {
  const event = await findEvent(db, eventId);
  assertManagesVenue(manager, event?.venueId);
  return event as ManagedEvent;
}
