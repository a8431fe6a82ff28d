// Seeds what has already been sold, so seat maps show taken seats: for the few events chosen by
// the schedule, paid orders of one to six adjacent seats with their lines, tickets, card
// payments and `sold` seat holds. Sold-out events get every sellable seat sold and the
// sold_out status. Some orders belong to seeded customers (the buyer picker of the accounts
// builder decides); the rest are guest checkouts. Returns the customers' orders.
import { inArray } from 'drizzle-orm';
import { events, orderItems, orders, payments, seatHolds, tickets } from '../schema/index.js';
import type { BuyerPicker, UserOrderRef } from './accounts.builder.js';
import type { Executor } from './batch.writer.js';
import { addDays, instantAt } from './calendar.js';
import { FEMALE_FIRST_NAMES, feminineSurname, MALE_FIRST_NAMES, SURNAMES } from './data/people.data.js';
import type { Random } from './random.js';
import { sha256 } from './reference.builder.js';
import type { EventRef } from './schedule.builder.js';
import type { SeedContext } from './seed.context.js';
import { transliterate } from './text.js';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function code(random: Random, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += CODE_ALPHABET[random.int(0, CODE_ALPHABET.length - 1)];
  return out;
}

export async function buildSales(
  ctx: SeedContext,
  db: Executor,
  sold: readonly EventRef[],
  pickBuyer: BuyerPicker,
): Promise<UserOrderRef[]> {
  const { writer } = ctx;
  const random = ctx.random('sales');
  const soldOutIds: number[] = [];
  const userOrders: UserOrderRef[] = [];

  for (const event of sold) {
    const sellable = event.plan.seats.filter((s) => s.sellable);
    // Sold seats come in runs of neighbours, as people buy them; a sold-out event sells all.
    const target = Math.round(sellable.length * event.soldShare);
    const start = event.soldShare >= 1 ? 0 : random.int(0, Math.max(0, sellable.length - target));
    const seats = sellable.slice(start, start + target);
    if (event.soldShare >= 1) soldOutIds.push(event.id);

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
      const lines = batch.map((seat) => ({ seat, price: event.prices.get(seat.categoryId)! }));
      const subtotal = lines.reduce((sum, l) => sum + l.price, 0);
      const method = random.chance(0.85) ? 'card' : 'box_office';
      const number = `${code(random, 3)}-${code(random, 4)}`;
      const phone = `+7 9${String(random.int(0, 999_999_999)).padStart(9, '0')}`;
      // The guest's details are drawn either way, so this stream does not depend on the buyers.
      const user = pickBuyer(event, paidAt, firstOfEvent);
      if (user) userOrders.push({ id: orderId, number, user, event, paidAt });
      writer.add(orders, {
        id: orderId,
        number,
        userId: user?.id ?? null,
        sessionId: null,
        email: user?.email ?? email,
        phone: user ? user.phone : phone,
        name: user ? `${user.firstName} ${user.lastName}` : `${first} ${last}`,
        locale: user?.locale ?? 'ru',
        status: 'paid',
        subtotalKopecks: subtotal,
        discountKopecks: 0,
        certificateKopecks: 0,
        totalKopecks: subtotal,
        paymentMethod: method,
        expiresAt: null,
        paidAt,
        accessKeyHash: sha256(code(random, 24)),
        createdAt: paidAt,
        updatedAt: paidAt,
      });
      if (method === 'card') {
        writer.add(payments, {
          id: writer.id(payments),
          orderId,
          provider: 'demo',
          providerPaymentId: `demo-${orderId}`,
          amountKopecks: subtotal,
          status: 'succeeded',
          idempotencyKey: `seed-order-${orderId}`,
          paymentUrl: null,
          createdAt: paidAt,
          updatedAt: paidAt,
        });
      }
      for (const line of lines) {
        const itemId = writer.id(orderItems);
        writer.add(orderItems, {
          id: itemId,
          orderId,
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
          orderId,
          eventId: event.id,
          seatId: line.seat.id,
          secret: code(random, 20),
          status: 'valid',
          createdAt: paidAt,
        });
        writer.add(seatHolds, {
          id: writer.id(seatHolds),
          eventId: event.id,
          seatId: line.seat.id,
          cartId: null,
          orderId,
          status: 'sold',
          expiresAt: null,
          createdAt: paidAt,
        });
      }
    }
    await writer.checkpoint();
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
