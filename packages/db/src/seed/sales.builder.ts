// Seeds what has already been sold, so seat maps show taken seats: for the few events chosen by
// the schedule, paid orders of one to six adjacent seats with their lines, tickets, card
// payments and `sold` seat holds. Sold-out events get every sellable seat sold and the
// sold_out status. Some orders belong to seeded customers (the buyer picker of the accounts
// builder decides); the rest are guest checkouts. Returns the customers' orders.
import { inArray } from 'drizzle-orm';
import { events, orderItems, orders, payments, seatHolds, tickets } from '../schema/index.js';
import { ticketAccessKey, ticketAccessKeyHash } from '../ticket-access-key.js';
import type { BuyerPicker, UserOrderRef } from './accounts.builder.js';
import type { Executor } from './batch.writer.js';
import { addDays, instantAt } from './calendar.js';
import { FEMALE_FIRST_NAMES, feminineSurname, MALE_FIRST_NAMES, SURNAMES } from './data/people.data.js';
import type { Random } from './random.js';
import type { EventRef } from './schedule.builder.js';
import type { SeedContext } from './seed.context.js';
import { transliterate } from './text.js';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function code(random: Random, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += CODE_ALPHABET[random.int(0, CODE_ALPHABET.length - 1)];
  return out;
}

/** The box office's demo order: found by this phone (however typed) at /box-office. */
export const BOX_OFFICE_DEMO_ORDER = {
  number: 'BOX-DEMO1',
  name: 'Мария Соколова',
  email: 'maria.sokolova@example.com',
  phone: '+7 (903) 555-01-02',
} as const;

type PaidOrder = {
  id: number;
  event: EventRef;
  seats: readonly EventRef['plan']['seats'][number][];
  number: string;
  userId: number | null;
  email: string;
  phone: string | null;
  name: string;
  locale: 'ru' | 'en' | 'fr' | 'de';
  method: 'card' | 'box_office';
  paidAt: Date;
  secret: () => string;
};

/**
 * A paid order of adjacent seats: its lines, tickets and `sold` holds, and for a card the payment through the demo
 * bank (the sandbox provider, whose refunds always succeed, so the box office can refund seeded orders).
 */
function writePaidOrder(writer: SeedContext['writer'], order: PaidOrder, sessionSecret: string) {
  const { event, paidAt } = order;
  const lines = order.seats.map((seat) => ({ seat, price: event.prices.get(seat.categoryId)! }));
  const subtotal = lines.reduce((sum, l) => sum + l.price, 0);
  writer.add(orders, {
    id: order.id,
    number: order.number,
    userId: order.userId,
    sessionId: null,
    email: order.email,
    phone: order.phone,
    name: order.name,
    locale: order.locale,
    status: 'paid',
    subtotalKopecks: subtotal,
    discountKopecks: 0,
    certificateKopecks: 0,
    totalKopecks: subtotal,
    paymentMethod: order.method,
    expiresAt: null,
    paidAt,
    // The key the API derives for this order's guest ticket link, so its tickets_url opens.
    accessKeyHash: ticketAccessKeyHash(ticketAccessKey(sessionSecret, order.number)),
    createdAt: paidAt,
    updatedAt: paidAt,
  });
  if (order.method === 'card') {
    writer.add(payments, {
      id: writer.id(payments),
      orderId: order.id,
      provider: 'sandbox',
      providerPaymentId: `demo-${order.id}`,
      amountKopecks: subtotal,
      status: 'succeeded',
      idempotencyKey: `seed-order-${order.id}`,
      paymentUrl: null,
      createdAt: paidAt,
      updatedAt: paidAt,
    });
  }
  for (const line of lines) {
    const itemId = writer.id(orderItems);
    writer.add(orderItems, {
      id: itemId,
      orderId: order.id,
      kind: 'seat',
      eventId: event.id,
      seatId: line.seat.id,
      priceCategoryId: line.seat.categoryId,
      quantity: 1,
      priceKopecks: line.price,
      discountKopecks: 0,
    });
    writer.add(tickets, {
      id: writer.id(tickets),
      orderItemId: itemId,
      orderId: order.id,
      eventId: event.id,
      seatId: line.seat.id,
      secret: order.secret(),
      status: 'valid',
      createdAt: paidAt,
    });
    writer.add(seatHolds, {
      id: writer.id(seatHolds),
      eventId: event.id,
      seatId: line.seat.id,
      cartId: null,
      orderId: order.id,
      status: 'sold',
      expiresAt: null,
      createdAt: paidAt,
    });
  }
}

export async function buildSales(
  ctx: SeedContext,
  db: Executor,
  sold: readonly EventRef[],
  pickBuyer: BuyerPicker,
  keys: { sessionSecret: string },
): Promise<UserOrderRef[]> {
  const { writer } = ctx;
  const random = ctx.random('sales');
  const soldOutIds: number[] = [];
  const userOrders: UserOrderRef[] = [];
  const soldSeats = new Map<number, Set<number>>();

  for (const event of sold) {
    const sellable = event.plan.seats.filter((s) => s.sellable);
    // Sold seats come in runs of neighbours, as people buy them; a sold-out event sells all.
    const target = Math.round(sellable.length * event.soldShare);
    const start = event.soldShare >= 1 ? 0 : random.int(0, Math.max(0, sellable.length - target));
    const seats = sellable.slice(start, start + target);
    if (event.soldShare >= 1) soldOutIds.push(event.id);
    soldSeats.set(event.id, new Set(seats.map((seat) => seat.id)));

    for (let i = 0; i < seats.length; ) {
      const size = Math.min(random.int(1, 6), seats.length - i);
      const batch = seats.slice(i, i + size);
      const firstOfEvent = i === 0;
      i += size;
      const orderId = writer.id(orders);
      const female = random.chance(0.55);
      const first = random.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
      const last = female ? feminineSurname(random.pick(SURNAMES)) : random.pick(SURNAMES);
      const email = `${transliterate(first).toLowerCase()}.${transliterate(last).toLowerCase()}${orderId}@example.com`;
      const paidAt = instantAt(
        addDays(ctx.today, -random.int(1, 25)),
        `${String(random.int(8, 23)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`,
        3,
      );
      const method = random.chance(0.85) ? 'card' : 'box_office';
      const number = `${code(random, 3)}-${code(random, 4)}`;
      const phone = `+7 9${String(random.int(0, 999_999_999)).padStart(9, '0')}`;
      // The guest's details are drawn either way, so this stream does not depend on the buyers.
      const user = pickBuyer(event, paidAt, firstOfEvent);
      if (user) userOrders.push({ id: orderId, number, user, event, paidAt });
      // A random key was drawn here once; the draw stays, so the tickets' codes and every later row are as they were.
      code(random, 24);
      writePaidOrder(
        writer,
        {
          id: orderId,
          event,
          seats: batch,
          number,
          userId: user?.id ?? null,
          email: user?.email ?? email,
          phone: user ? user.phone : phone,
          name: user ? `${user.firstName} ${user.lastName}` : `${first} ${last}`,
          locale: user?.locale ?? 'ru',
          method,
          paidAt,
          secret: () => code(random, 20),
        },
        keys.sessionSecret,
      );
    }
    await writer.checkpoint();
  }

  // The box office's demo order (packages/db/README.md): yesterday evening, two seats side by side at the first
  // partly sold session, paid by card through the demo bank, so a clerk can find it by phone and refund one ticket.
  const partly = sold.find((event) => event.soldShare > 0 && event.soldShare < 1);
  if (partly) {
    const taken = soldSeats.get(partly.id) ?? new Set<number>();
    const free = partly.plan.seats.filter((seat) => seat.sellable && !taken.has(seat.id));
    if (free.length >= 2) {
      code(random, 24); // the former key's draw, as above
      writePaidOrder(
        writer,
        {
          id: writer.id(orders),
          event: partly,
          seats: free.slice(0, 2),
          number: BOX_OFFICE_DEMO_ORDER.number,
          userId: null,
          email: BOX_OFFICE_DEMO_ORDER.email,
          phone: BOX_OFFICE_DEMO_ORDER.phone,
          name: BOX_OFFICE_DEMO_ORDER.name,
          locale: 'ru',
          method: 'card',
          paidAt: instantAt(addDays(ctx.today, -1), '19:30', 3),
          secret: () => code(random, 20),
        },
        keys.sessionSecret,
      );
      await writer.checkpoint();
    }
  }

  if (soldOutIds.length > 0) {
    await writer.flush();
    await db
      .update(events)
      .set({ saleStatus: 'sold_out', updatedAt: ctx.createdAt })
      .where(inArray(events.id, soldOutIds));
  }
  return userOrders;
}
