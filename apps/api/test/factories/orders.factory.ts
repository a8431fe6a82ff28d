// Builds what the ticketing issue will store, for tests of what reads it: a general-admission zone
// on an event's plan, orders with admission lines (zone places or gift certificates), and a
// succeeded refund with the payment behind it.
import { type Db, orderItems, orders, payments, planZones, priceCategories, refunds } from '@afisha/db';
import { first } from './rows.ts';
import { nextSequence } from './sequence.ts';

/** A zone (with its price category) on plan `planId`, for zone admissions of its events. */
export async function createZone(db: Db, planId: number) {
  const category = first(
    await db
      .insert(priceCategories)
      .values({ planId, key: `c-zone-${nextSequence()}`, name: { ru: 'Партер' }, color: '#aa3300' })
      .returning(),
  );
  return first(
    await db
      .insert(planZones)
      .values({
        planId,
        key: `z-${nextSequence()}`,
        name: { ru: 'Танцпол' },
        capacity: 1000,
        priceCategoryId: category.id,
        shape: { kind: 'rect', x: 0, y: 0, width: 100, height: 50 },
      })
      .returning(),
  );
}

export type OrderLine = { eventId: number; zoneId: number; quantity?: number } | { certificate: true };

export async function createOrder(
  db: Db,
  values: {
    userId: number | null;
    status?: 'pending' | 'paid' | 'failed' | 'expired' | 'refunded' | 'partially_refunded' | 'cancelled';
    number?: string;
    totalKopecks?: number;
    createdAt?: Date;
    lines?: OrderLine[];
  },
) {
  const n = nextSequence();
  const status = values.status ?? 'paid';
  const total = values.totalKopecks ?? 150_000;
  const createdAt = values.createdAt ?? new Date('2030-01-10T10:00:00Z');
  const paid = ['paid', 'refunded', 'partially_refunded'].includes(status);
  const order = first(
    await db
      .insert(orders)
      .values({
        number: values.number ?? `T-${n}`,
        userId: values.userId,
        email: `buyer-${n}@example.com`,
        name: 'Покупатель',
        status,
        subtotalKopecks: total,
        totalKopecks: total,
        paymentMethod: 'card',
        paidAt: paid ? new Date(createdAt.getTime() + 60_000) : null,
        accessKeyHash: `hash-${n}`,
        createdAt,
      })
      .returning(),
  );
  type Line = typeof orderItems.$inferInsert;
  const lines = (values.lines ?? []).flatMap((line): Line[] =>
    'certificate' in line
      ? [{ orderId: order.id, kind: 'certificate', priceKopecks: total }]
      : Array.from({ length: line.quantity ?? 1 }, () => ({
          orderId: order.id,
          kind: 'zone' as const,
          eventId: line.eventId,
          zoneId: line.zoneId,
          priceKopecks: 1000,
        })),
  );
  if (lines.length > 0) await db.insert(orderItems).values(lines);
  return order;
}

/** A succeeded refund of `amountKopecks` of order `orderId` (with a payment to hang it on). */
export async function createRefund(db: Db, values: { orderId: number; amountKopecks: number }) {
  const n = nextSequence();
  const payment = first(
    await db
      .insert(payments)
      .values({
        orderId: values.orderId,
        provider: 'demo',
        amountKopecks: values.amountKopecks,
        status: 'succeeded',
        idempotencyKey: `payment-${n}`,
      })
      .returning(),
  );
  return first(
    await db
      .insert(refunds)
      .values({
        paymentId: payment.id,
        orderId: values.orderId,
        amountKopecks: values.amountKopecks,
        status: 'succeeded',
        reason: 'test',
        idempotencyKey: `refund-${n}`,
      })
      .returning(),
  );
}
