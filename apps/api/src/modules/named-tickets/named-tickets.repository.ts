// Owns the SQL of named tickets: the identity document types, writing the holders given at checkout on the order's
// admission lines (inside the order's transaction, before the cart's lines go: a session that requires names needs
// one holder per place), and, for the buyer later, finding an order by its number and e-mail address (with what
// proves it is theirs: its owner and its ticket key's hash), its tickets
// with their holders, and changing a holder until the deadline before the show.
import type { TCartPersonParsed } from '@afisha/contracts';
import type { Db, Locale } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { at } from '../../lib/sql-time.ts';
import { intArray, type Tx } from '../cart/cart-window.ts';
import { tr } from '../catalogue/catalogue.sql.ts';
import { seatPlace } from '../places/seat-place.sql.ts';

/** A field problem with the holders, found inside the order's transaction (which then rolls back). */
export class HoldersRefused extends Error {
  override name = 'HoldersRefused';
  constructor(readonly issues: readonly { field: string; code: 'holders_required' | 'does_not_exist' }[]) {
    super(issues.map((issue) => `${issue.field}: ${issue.code}`).join(', '));
  }
}

export type HolderRow = {
  ticket: number;
  performance: string;
  startsAt: Date;
  timezone: string;
  section: string | null;
  row: string | null;
  seat: string | null;
  zone: string | null;
  name: string | null;
  documentType: number | null;
  documentNumber: string | null;
};

export type Holder = { name: string; documentType: number; documentNumber: string };

export type FoundOrder = { id: number; userId: number | null; accessKeyHash: string };

type Person = TCartPersonParsed;

export type NamedTicketsRepository = {
  documentTypes(locale: Locale): Promise<{ id: number; name: string }[]>;
  documentTypeExists(id: number): Promise<boolean>;
  /** In the order's transaction: the holders of the places of sessions that require them. */
  attachHolders(
    tx: Tx,
    input: { orderId: number; cartId: number; persons: readonly Person[] },
  ): Promise<void>;
  /**
   * The order with this number and buyer's address (paid or waiting for payment), with its owner and the hash of
   * its ticket link's key (what proves it is the visitor's), or null.
   */
  findOrder(number: string, email: string): Promise<FoundOrder | null>;
  /** The order's valid tickets of sessions that require names, with their holders. */
  holders(orderId: number, locale: Locale): Promise<HolderRow[]>;
  /** Changes a holder if the ticket is the order's, valid, and its show starts after `editableAfter`. */
  updateHolder(input: {
    orderId: number;
    ticket: number;
    holder: Holder;
    startsAfter: Date;
  }): Promise<'updated' | 'not_found' | 'closed'>;
};

export function createNamedTicketsRepository(db: Db): NamedTicketsRepository {
  return {
    async documentTypes(locale) {
      const { rows } = await db.execute<{ id: number; name: string }>(sql`
        SELECT id, ${tr('name', locale)} AS name FROM document_types WHERE is_active ORDER BY position, id`);
      return rows.map((row) => ({ id: Number(row.id), name: row.name }));
    },

    async documentTypeExists(id) {
      const { rows } = await db.execute(sql`SELECT 1 FROM document_types WHERE id = ${id} AND is_active`);
      return rows.length > 0;
    },

    async attachHolders(tx, { orderId, cartId, persons }) {
      const { rows: lines } = await tx.execute<{
        id: number;
        quantity: number;
        seat_id: number | null;
        zone_id: number | null;
      }>(sql`
        SELECT ci.id, ci.quantity, ci.seat_id, ci.zone_id FROM cart_items ci JOIN events e ON e.id = ci.event_id
        WHERE ci.cart_id = ${cartId} AND e.requires_named_tickets ORDER BY ci.id`);
      if (lines.length === 0) return;
      const issues: { field: string; code: 'holders_required' | 'does_not_exist' }[] = [];
      for (const line of lines) {
        if (persons.filter((person) => person.item === Number(line.id)).length !== Number(line.quantity)) {
          issues.push({ field: 'persons', code: 'holders_required' });
          break;
        }
      }
      const types = [...new Set(persons.map((person) => person.document_type))];
      const { rows: known } = await tx.execute<{ id: number }>(
        sql`SELECT id FROM document_types WHERE id = ANY(${intArray(types)}) AND is_active`,
      );
      const knownIds = new Set(known.map((row) => Number(row.id)));
      persons.forEach((person, index) => {
        if (!knownIds.has(person.document_type)) {
          issues.push({ field: `persons.${index}.document_type`, code: 'does_not_exist' });
        }
      });
      if (issues.length > 0) throw new HoldersRefused(issues);

      // The order's admission lines, in the order they were written: a seat's line by its seat, a zone line's
      // places in turn.
      const { rows: items } = await tx.execute<{
        id: number;
        seat_id: number | null;
        zone_id: number | null;
      }>(sql`
        SELECT id, seat_id, zone_id FROM order_items WHERE order_id = ${orderId} AND kind IN ('seat', 'zone') ORDER BY id`);
      const assigned: { id: number; name: string; type: number; number: string }[] = [];
      for (const line of lines) {
        const mine = persons.filter((person) => person.item === Number(line.id));
        const targets = items.filter((item) =>
          line.seat_id !== null
            ? item.seat_id === line.seat_id
            : item.zone_id === line.zone_id && !assigned.some((done) => done.id === Number(item.id)),
        );
        mine.forEach((person, k) => {
          const target = targets[k];
          if (target) {
            assigned.push({
              id: Number(target.id),
              name: person.name,
              type: person.document_type,
              number: person.document_number,
            });
          }
        });
      }
      if (assigned.length === 0) return;
      await tx.execute(sql`
        UPDATE order_items oi SET holder_name = h.name, holder_document_type_id = h.type, holder_document_number = h.number
        FROM jsonb_to_recordset(${JSON.stringify(assigned)}::jsonb) AS h(id int, name text, type int, number text)
        WHERE oi.id = h.id`);
    },

    async findOrder(number, email) {
      const { rows } = await db.execute<{ id: number; user_id: number | null; access_key_hash: string }>(sql`
        SELECT id, user_id, access_key_hash FROM orders
        WHERE number = ${number.trim().toUpperCase()} AND lower(email) = lower(${email})
          AND status IN ('pending', 'paid', 'partially_refunded')`);
      const row = rows[0];
      if (!row) return null;
      return {
        id: Number(row.id),
        userId: row.user_id === null ? null : Number(row.user_id),
        accessKeyHash: row.access_key_hash,
      };
    },

    async holders(orderId, locale) {
      const { rows } = await db.execute<Record<string, unknown>>(sql`
        SELECT t.id AS ticket, ${tr('p.title', locale)} AS performance, e.starts_at, e.timezone,
          place.section, place.row, place.seat, place.zone,
          oi.holder_name, oi.holder_document_type_id, oi.holder_document_number
        FROM tickets t
        JOIN order_items oi ON oi.id = t.order_item_id
        JOIN events e ON e.id = t.event_id
        JOIN performances p ON p.id = e.performance_id
        ${seatPlace(locale, { seat: sql`t.seat_id`, zone: sql`t.zone_id` })}
        WHERE t.order_id = ${orderId} AND t.status = 'valid' AND e.requires_named_tickets
        ORDER BY t.id`);
      return rows.map((row) => ({
        ticket: Number(row.ticket),
        performance: String(row.performance),
        startsAt: new Date(row.starts_at as string),
        timezone: String(row.timezone),
        section: (row.section as string | null) ?? null,
        row: (row.row as string | null) ?? null,
        seat: (row.seat as string | null) ?? null,
        zone: (row.zone as string | null) ?? null,
        name: (row.holder_name as string | null) ?? null,
        documentType: row.holder_document_type_id === null ? null : Number(row.holder_document_type_id),
        documentNumber: (row.holder_document_number as string | null) ?? null,
      }));
    },

    async updateHolder({ orderId, ticket, holder, startsAfter }) {
      const { rows } = await db.execute<{ open: boolean }>(sql`
        SELECT e.starts_at > ${at(startsAfter)} AS open FROM tickets t JOIN events e ON e.id = t.event_id
        WHERE t.id = ${ticket} AND t.order_id = ${orderId} AND t.status = 'valid' AND e.requires_named_tickets`);
      const found = rows[0];
      if (!found) return 'not_found';
      if (!found.open) return 'closed';
      await db.execute(sql`
        UPDATE order_items oi SET holder_name = ${holder.name}, holder_document_type_id = ${holder.documentType},
          holder_document_number = ${holder.documentNumber}
        FROM tickets t WHERE t.id = ${ticket} AND oi.id = t.order_item_id`);
      return 'updated';
    },
  };
}
