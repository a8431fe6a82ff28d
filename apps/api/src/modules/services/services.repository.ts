// Owns the SQL of extra services: those offered with a session (its own, or every session of its performance), the
// services in a cart (each goes with the earliest session of the cart it is offered with that still has live
// places; one without such a session is kept but neither shown nor sold), adding and taking units, and, in the
// transaction that makes an order, selling them: each service's `sold` is raised under its row lock only while the
// stock allows (the CHECK sold <= stock stands behind it), in service id order. An order that expires unpaid gives
// its units back.
import type { Db, Locale } from '@afisha/db';
import { type SQL, sql } from '@afisha/db/orm';
import { at } from '../../lib/sql-time.ts';
import { liveLine } from '../cart/cart.sql.ts';
import type { Tx } from '../cart/cart-window.ts';
import { tr } from '../catalogue/catalogue.sql.ts';

export type ServicesTesting = {
  /** Test-only: read `sold` without the row lock and write it back absolute, to show the oversell it prevents. */
  racyServiceStock?: boolean;
};

export type OfferedService = {
  id: number;
  name: string;
  description: string | null;
  priceKopecks: number;
  /** Units left (null: no limit). */
  available: number | null;
};

export type CartServiceRow = {
  serviceId: number;
  eventId: number;
  name: string;
  quantity: number;
  priceKopecks: number;
};

/** Thrown inside the order's transaction (which then rolls back) when a service has too few units left. */
export class ServiceSoldOut extends Error {
  override name = 'ServiceSoldOut';
  constructor(readonly service: string) {
    super(`sold out: ${service}`);
  }
}

export type ServicesRepository = {
  offered(eventId: number, locale: Locale): Promise<OfferedService[]>;
  /** The service if it is offered with this session (null otherwise). */
  offeredWith(serviceId: number, eventId: number, locale: Locale): Promise<OfferedService | null>;
  /** Whether the cart holds live places of the session. */
  hasPlaces(cartId: number, eventId: number, now: Date): Promise<boolean>;
  inCart(cartId: number, now: Date, locale: Locale): Promise<CartServiceRow[]>;
  /** Units of the service in the cart now (0 when none). */
  quantityInCart(cartId: number, serviceId: number): Promise<number>;
  add(cartId: number, serviceId: number, quantity: number, max: number): Promise<void>;
  take(cartId: number, serviceId: number, quantity: number): Promise<void>;
  /** In the order's transaction: sells the cart's services into the order; answers their sum. */
  sellIntoOrder(
    tx: Tx,
    input: { orderId: number; cartId: number; now: Date; locale: Locale },
  ): Promise<number>;
  /** The units of these orders given back (they expired unpaid). */
  giveBack(tx: Tx, orderIds: SQL): Promise<void>;
};

const OFFERED = (locale: Locale) => sql`es.id, ${tr('es.name', locale)} AS name,
  ${tr('es.description', locale)} AS description, es.price_kopecks, (es.stock - es.sold) AS available`;

const offeredOf = (row: Record<string, unknown>): OfferedService => ({
  id: Number(row.id),
  name: String(row.name),
  description: row.description === null || row.description === undefined ? null : String(row.description),
  priceKopecks: Number(row.price_kopecks),
  available: row.available === null || row.available === undefined ? null : Number(row.available),
});

export function createServicesRepository(db: Db, testing: ServicesTesting = {}): ServicesRepository {
  /** The cart's services with the session each goes with (the earliest live one it is offered with). */
  async function cartRows(tx: Tx | Db, cartId: number, now: Date, locale: Locale): Promise<CartServiceRow[]> {
    const { rows } = await tx.execute<Record<string, unknown>>(sql`
      SELECT cs.service_id, ev.event_id, ${tr('es.name', locale)} AS name, cs.quantity, es.price_kopecks
      FROM cart_services cs
      JOIN extra_services es ON es.id = cs.service_id AND es.is_active
      CROSS JOIN LATERAL (
        SELECT min(ci.event_id) AS event_id FROM cart_items ci JOIN events e ON e.id = ci.event_id
        WHERE ci.cart_id = cs.cart_id AND ${liveLine(now)}
          AND (es.event_id = e.id OR es.performance_id = e.performance_id)) ev
      WHERE cs.cart_id = ${cartId} AND ev.event_id IS NOT NULL
      ORDER BY ev.event_id, es.position, es.id`);
    return rows.map((row) => ({
      serviceId: Number(row.service_id),
      eventId: Number(row.event_id),
      name: String(row.name),
      quantity: Number(row.quantity),
      priceKopecks: Number(row.price_kopecks),
    }));
  }

  return {
    async offered(eventId, locale) {
      const { rows } = await db.execute<Record<string, unknown>>(sql`
        SELECT ${OFFERED(locale)} FROM extra_services es JOIN events e ON e.id = ${eventId}
        WHERE es.is_active AND (es.event_id = e.id OR es.performance_id = e.performance_id)
        ORDER BY es.position, es.id`);
      return rows.map(offeredOf);
    },

    async offeredWith(serviceId, eventId, locale) {
      const { rows } = await db.execute<Record<string, unknown>>(sql`
        SELECT ${OFFERED(locale)} FROM extra_services es JOIN events e ON e.id = ${eventId}
        WHERE es.id = ${serviceId} AND es.is_active
          AND (es.event_id = e.id OR es.performance_id = e.performance_id)`);
      return rows[0] ? offeredOf(rows[0]) : null;
    },

    async hasPlaces(cartId, eventId, now) {
      const { rows } = await db.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM cart_items ci
        WHERE ci.cart_id = ${cartId} AND ci.event_id = ${eventId} AND ${liveLine(now)}`);
      return Number(rows[0]?.n ?? 0) > 0;
    },

    inCart: (cartId, now, locale) => cartRows(db, cartId, now, locale),

    async quantityInCart(cartId, serviceId) {
      const { rows } = await db.execute<{ quantity: number }>(
        sql`SELECT quantity FROM cart_services WHERE cart_id = ${cartId} AND service_id = ${serviceId}`,
      );
      return Number(rows[0]?.quantity ?? 0);
    },

    async add(cartId, serviceId, quantity, max) {
      await db.execute(sql`
        INSERT INTO cart_services (cart_id, service_id, quantity) VALUES (${cartId}, ${serviceId}, ${Math.min(quantity, max)})
        ON CONFLICT (cart_id, service_id)
        DO UPDATE SET quantity = LEAST(cart_services.quantity + excluded.quantity, ${max})`);
    },

    async take(cartId, serviceId, quantity) {
      // One of the two applies: the row goes when no more units than taken are left, else it has fewer.
      await db.execute(sql`
        DELETE FROM cart_services WHERE cart_id = ${cartId} AND service_id = ${serviceId} AND quantity <= ${quantity}`);
      await db.execute(sql`
        UPDATE cart_services SET quantity = quantity - ${quantity}
        WHERE cart_id = ${cartId} AND service_id = ${serviceId} AND quantity > ${quantity}`);
    },

    async sellIntoOrder(tx, { orderId, cartId, now, locale }) {
      const lines = (await cartRows(tx, cartId, now, locale)).sort((a, b) => a.serviceId - b.serviceId);
      let sum = 0;
      for (const line of lines) {
        if (testing.racyServiceStock) {
          const { rows } = await tx.execute<{ sold: number; stock: number | null }>(
            sql`SELECT sold, stock FROM extra_services WHERE id = ${line.serviceId}`,
          );
          const seen = rows[0];
          if (seen?.stock !== null && Number(seen?.sold) + line.quantity > Number(seen?.stock)) {
            throw new ServiceSoldOut(line.name);
          }
          await tx.execute(
            sql`UPDATE extra_services SET sold = ${Number(seen?.sold) + line.quantity} WHERE id = ${line.serviceId}`,
          );
        } else {
          const { rows } = await tx.execute<{ id: number }>(sql`
            UPDATE extra_services SET sold = sold + ${line.quantity}
            WHERE id = ${line.serviceId} AND (stock IS NULL OR sold + ${line.quantity} <= stock) RETURNING id`);
          if (rows.length === 0) throw new ServiceSoldOut(line.name);
        }
        await tx.execute(sql`
          INSERT INTO order_items (order_id, kind, event_id, service_id, quantity, price_kopecks)
          VALUES (${orderId}, 'service', ${line.eventId}, ${line.serviceId}, ${line.quantity}, ${line.priceKopecks})`);
        sum += line.quantity * line.priceKopecks;
      }
      await tx.execute(sql`DELETE FROM cart_services WHERE cart_id = ${cartId}`);
      if (sum > 0) {
        await tx.execute(sql`
          UPDATE orders SET subtotal_kopecks = subtotal_kopecks + ${sum}, total_kopecks = total_kopecks + ${sum},
            updated_at = ${at(now)}
          WHERE id = ${orderId}`);
      }
      return sum;
    },

    async giveBack(tx, orderIds) {
      await tx.execute(sql`
        UPDATE extra_services es SET sold = es.sold - g.quantity
        FROM (SELECT service_id, sum(quantity)::int AS quantity FROM order_items
              WHERE order_id = ANY(${orderIds}) AND kind = 'service' GROUP BY service_id) g
        WHERE es.id = g.service_id`);
    },
  };
}
