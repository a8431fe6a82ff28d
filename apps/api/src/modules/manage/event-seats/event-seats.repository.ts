// Owns the SQL of seats taken off sale for one session (seat_holds rows with status 'blocked', packages/db's
// cart.ts): blocking and unblocking in one transaction, all or none, and the manager's seat view. Blocking is the
// claim statement of the cart with the venue as the holder: one INSERT … ON CONFLICT per call that takes a free seat,
// or one whose hold expired, and never a seat held, ordered or sold — so a block racing a customer's hold on the same
// seat serialises on UNIQUE (event_id, seat_id) and exactly one of them gets it.
import type { TEventSeats } from '@afisha/contracts/manage/event-ops';
import type { Db, Locale } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { at } from '../../../lib/sql-time.ts';
import { intArray, type Tx } from '../../cart/cart-window.ts';
import { seatPlace } from '../../places/seat-place.sql.ts';
import { type AuditActor, recordAudit } from '../audit/audit-log.ts';
import type { ManagedEvent } from '../managed-event.ts';

export type SeatsChange = {
  event: ManagedEvent;
  block: readonly number[];
  unblock: readonly number[];
  reason: string | null;
  actor: AuditActor;
  now: Date;
};

export type SeatsChangeResult =
  | { kind: 'changed'; blocked: number[]; unblocked: number[] }
  /** Seats to block that are held, ordered or sold now: nothing changed. */
  | { kind: 'taken'; seats: number[] };

export type EventSeatsRepository = {
  /** Of `seats`, those that are not seats of the plan. */
  notInPlan(planId: number, seats: readonly number[]): Promise<number[]>;
  change(change: SeatsChange): Promise<SeatsChangeResult>;
  view(eventId: number, planId: number, now: Date, locale: Locale): Promise<TEventSeats>;
};

/** Thrown inside the transaction to roll it back: some seats could not be blocked. */
class SeatsTaken extends Error {
  constructor(readonly seats: number[]) {
    super('seats taken');
  }
}

export function createEventSeatsRepository(db: Db): EventSeatsRepository {
  async function block(tx: Tx, change: SeatsChange, seats: number[]): Promise<number[]> {
    const { event, now, reason } = change;
    // In seat order: the lock order of every writer of seat_holds.
    const { rows } = await tx.execute<{ seat_id: number }>(sql`
      INSERT INTO seat_holds (event_id, seat_id, status, block_reason, created_at)
      SELECT ${event.id}, s, 'blocked', ${reason}, ${at(now)} FROM unnest(${intArray(seats)}) AS s ORDER BY s
      ON CONFLICT (event_id, seat_id) DO UPDATE
        SET cart_id = NULL, order_id = NULL, status = 'blocked', expires_at = NULL, client_address = NULL,
          block_reason = excluded.block_reason,
          created_at = CASE WHEN seat_holds.status = 'blocked' THEN seat_holds.created_at
            ELSE excluded.created_at END
        WHERE seat_holds.expires_at < ${at(now)} OR seat_holds.status = 'blocked'
      RETURNING seat_id`);
    return rows.map((row) => Number(row.seat_id));
  }

  return {
    async notInPlan(planId, seats) {
      if (seats.length === 0) return [];
      const { rows } = await db.execute<{ id: number }>(sql`
        SELECT s AS id FROM unnest(${intArray(seats)}) AS s
        WHERE NOT EXISTS (SELECT 1 FROM plan_seats ps WHERE ps.id = s AND ps.plan_id = ${planId})
        ORDER BY s`);
      return rows.map((row) => Number(row.id));
    },

    async change(change) {
      const { event, now, actor } = change;
      try {
        return await db.transaction(async (tx) => {
          const unblockIds = [...new Set(change.unblock)].sort((a, b) => a - b);
          const blockIds = [...new Set(change.block)].sort((a, b) => a - b);
          let unblocked: { seat_id: number; block_reason: string | null }[] = [];
          if (unblockIds.length > 0) {
            ({ rows: unblocked } = await tx.execute<{ seat_id: number; block_reason: string | null }>(sql`
              DELETE FROM seat_holds WHERE id IN (
                SELECT id FROM seat_holds WHERE event_id = ${event.id} AND seat_id = ANY(${intArray(unblockIds)})
                  AND status = 'blocked' ORDER BY seat_id FOR UPDATE)
              RETURNING seat_id, block_reason`));
          }
          let blocked: number[] = [];
          if (blockIds.length > 0) {
            blocked = await block(tx, change, blockIds);
            const got = new Set(blocked);
            const taken = blockIds.filter((seat) => !got.has(seat));
            if (taken.length > 0) throw new SeatsTaken(taken);
          }
          const unblockedIds = unblocked.map((row) => Number(row.seat_id)).sort((a, b) => a - b);
          await recordAudit(
            tx as unknown as Db,
            actor,
            now,
            ...(blocked.length > 0
              ? [
                  {
                    action: 'block_seats',
                    entity: 'event',
                    entityId: event.id,
                    venueId: event.venueId,
                    before: null,
                    after: { seats: blocked, reason: change.reason },
                  },
                ]
              : []),
            ...(unblockedIds.length > 0
              ? [
                  {
                    action: 'unblock_seats',
                    entity: 'event',
                    entityId: event.id,
                    venueId: event.venueId,
                    before: {
                      seats: unblockedIds,
                      reasons: Object.fromEntries(unblocked.map((row) => [row.seat_id, row.block_reason])),
                    },
                    after: null,
                  },
                ]
              : []),
          );
          return { kind: 'changed' as const, blocked, unblocked: unblockedIds };
        });
      } catch (error) {
        if (error instanceof SeatsTaken) return { kind: 'taken', seats: error.seats };
        throw error;
      }
    },

    // The session's plan's seats only: a publish that moved the session closed its old plan's seats with blocks of
    // their own (plans/plan-publish.ts), which are not seats off sale.
    async view(eventId, planId, now, locale) {
      const [{ rows: counts }, { rows: blocked }] = await Promise.all([
        db.execute<{ total: number; held: number; sold: number; blocked: number }>(sql`
          SELECT (SELECT count(*)::int FROM plan_seats WHERE plan_id = ${planId}) AS total,
            count(*) FILTER (WHERE h.status IN ('held', 'ordered') AND h.expires_at > ${at(now)})::int AS held,
            count(*) FILTER (WHERE h.status = 'sold')::int AS sold,
            count(*) FILTER (WHERE h.status = 'blocked')::int AS blocked
          FROM seat_holds h JOIN plan_seats ps ON ps.id = h.seat_id AND ps.plan_id = ${planId}
          WHERE h.event_id = ${eventId}`),
        // Who blocked a seat: the newest block_seats audit row of the session that names it.
        db.execute<{
          seat: number;
          section: string;
          row: string;
          label: string;
          reason: string | null;
          blocked_at: string | Date;
          by_id: number | null;
          by_email: string | null;
        }>(sql`
          SELECT h.seat_id AS seat, place.section, place.row, place.seat AS label, h.block_reason AS reason,
            h.created_at AS blocked_at, u.id AS by_id, u.email AS by_email
          FROM seat_holds h
          JOIN plan_seats ps ON ps.id = h.seat_id AND ps.plan_id = ${planId}
          ${seatPlace(locale, { seat: sql`h.seat_id` })}
          LEFT JOIN LATERAL (
            SELECT a.actor_user_id FROM audit_log a
            WHERE a.entity_type = 'event' AND a.entity_id = ${String(eventId)} AND a.action = 'block_seats'
              AND a.after->'seats' @> to_jsonb(h.seat_id)
            ORDER BY a.id DESC LIMIT 1) who ON TRUE
          LEFT JOIN users u ON u.id = who.actor_user_id
          WHERE h.event_id = ${eventId} AND h.status = 'blocked'
          ORDER BY ps.section_id, ps.row_id, ps.id`),
      ]);
      const count = counts[0] ?? { total: 0, held: 0, sold: 0, blocked: 0 };
      const total = Number(count.total);
      const held = Number(count.held);
      const sold = Number(count.sold);
      const blockedCount = Number(count.blocked);
      return {
        event: eventId,
        counts: {
          total,
          free: Math.max(0, total - held - sold - blockedCount),
          held,
          sold,
          blocked: blockedCount,
        },
        blocked: blocked.map((row) => ({
          seat: Number(row.seat),
          section: row.section ?? '',
          row: row.row,
          label: row.label,
          reason: row.reason ?? '',
          blocked_at: new Date(row.blocked_at).toISOString(),
          blocked_by: row.by_id === null ? null : { id: Number(row.by_id), email: String(row.by_email) },
        })),
      };
    },
  };
}
