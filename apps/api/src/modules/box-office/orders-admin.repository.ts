// Owns the SQL the box office needs around one order: its state and the venues of its places (a venue's staff sees
// an order only when all of them are theirs), and the audit log of staff actions (who, what, when, before, after).
import type { Db } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { at } from '../../lib/sql-time.ts';
import { ORDER_VENUE_IDS } from './staff-access.ts';

export type AdminOrder = { id: number; status: string; venueIds: number[] };

export type OrdersAdminRepository = {
  order(orderId: number): Promise<AdminOrder | null>;
  audit(entry: {
    actorUserId: number;
    action: string;
    entityType: string;
    entityId: string;
    before: unknown;
    after: unknown;
    requestId: string;
    ip: string;
    now: Date;
  }): Promise<void>;
};

export function createOrdersAdminRepository(db: Db): OrdersAdminRepository {
  return {
    async order(orderId) {
      const { rows } = await db.execute<{ id: number; status: string; venue_ids: number[] | null }>(sql`
        SELECT o.id, o.status, ${ORDER_VENUE_IDS} AS venue_ids
        FROM orders o WHERE o.id = ${orderId}`);
      const row = rows[0];
      return row
        ? { id: Number(row.id), status: row.status, venueIds: (row.venue_ids ?? []).map(Number) }
        : null;
    },

    async audit(entry) {
      await db.execute(sql`
        INSERT INTO audit_log (actor_user_id, action, entity_type, entity_id, before, after, ip, request_id, created_at)
        VALUES (${entry.actorUserId}, ${entry.action}, ${entry.entityType}, ${entry.entityId},
          ${JSON.stringify(entry.before)}::jsonb, ${JSON.stringify(entry.after)}::jsonb, ${entry.ip}, ${entry.requestId},
          ${at(entry.now)})`);
    },
  };
}
