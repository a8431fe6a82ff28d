// [BOX OFFICE] GET /orders/admin/stats and /orders/admin/stats/date: 403 for anonymous visitors and customers (and for
// a venue the staff member does not see); exact totals, per venue, per performance and per day, with the days counted
// in the asked time zone and empty days as zeros; only orders that got tickets are sales (not a late payment refunded
// automatically, not a pending order, not a gift certificate); refunds that failed do not count; a venue's staff see
// their venue only; bad dates, reversed or too long periods and unknown zones are 400.
import { orderItems, orders } from '@afisha/db';
import { eq, sql } from '@afisha/db/orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createHall, type Hall } from '../factories/hall.factory.ts';
import { createOrder } from '../factories/orders.factory.ts';
import { createPromoCode } from '../factories/promo.factory.ts';
import { createService } from '../factories/services.factory.ts';
import { visitor } from '../helpers/cart-client.ts';
import { BUYER, bankPost, pidOf, useCheckoutTestApp } from '../helpers/checkout.ts';
import { staffMember } from '../helpers/staff-member.ts';
import { manualClock } from '../helpers/test-app.ts';

const MINUTE = 60_000;
// 2030-01-15 15:00 in Moscow.
const clock = manualClock(new Date('2030-01-15T12:00:00Z'));
// Row 1 of the stalls is the first category (3 500 ₽), row 2 the second (1 500,50 ₽).
const t = useCheckoutTestApp(clock, [
  { name: { ru: 'Партер', en: 'Stalls' }, kind: 'parterre', rows: 2, seatsPerRow: 4, category: (row) => row },
]);
const db = () => t.database.db;
let other: Hall;

/** Holds `places` at `event` (with `service` units), buys and pays them now; the order's id. */
async function buyAndPay(
  event: number,
  places: number[],
  extra: { service?: { id: number; quantity: number }; promocode?: string } = {},
): Promise<number> {
  const me = await visitor(t.app);
  expect((await me.add({ event, places })).status).toBe(200);
  if (extra.service) {
    const added = await me.post('/cart/add_service', {
      service: extra.service.id,
      event,
      quantity: extra.service.quantity,
    });
    expect(added.status).toBe(200);
  }
  const bought = await me.post('/cart/buy', {
    ...BUYER,
    ...(extra.promocode ? { promocode: extra.promocode } : {}),
  });
  expect(bought.status).toBe(200);
  await bankPost(t.app, `pay/${pidOf(bought.body.payment_url)}`, { card: '4242424242424242' });
  return bought.body.order.id as number;
}

/** A refund of one line made directly in the tables (the refund endpoints are tested on their own). */
async function refundLine(
  orderId: number,
  seatId: number,
  amount: number,
  status: 'succeeded' | 'failed',
  at: Date,
) {
  const lines = await db().select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const item = lines.find((row) => row.seatId === seatId);
  if (!item) throw new Error(`order ${orderId} has no seat ${seatId}`);
  const { rows } = await db().execute<{ id: number }>(sql`
    INSERT INTO refunds (payment_id, order_id, amount_kopecks, status, reason, idempotency_key, created_at, updated_at)
    VALUES ((SELECT id FROM payments WHERE order_id = ${orderId} AND status = 'succeeded' LIMIT 1), ${orderId},
      ${amount}, ${status}, 'test', ${`test-${orderId}-${seatId}-${status}`}, ${at.toISOString()}::timestamptz,
      ${at.toISOString()}::timestamptz)
    RETURNING id`);
  await db().execute(sql`
    INSERT INTO refund_items (refund_id, order_item_id, amount_kopecks) VALUES (${rows[0]?.id}, ${item.id}, ${amount})`);
  if (status === 'succeeded') {
    await db().execute(sql`
      UPDATE tickets SET status = 'refunded', refunded_at = ${at.toISOString()}::timestamptz WHERE order_item_id = ${item.id}`);
    await db().execute(sql`UPDATE orders SET status = 'partially_refunded' WHERE id = ${orderId}`);
  }
}

const zero = {
  orders: 0,
  tickets: 0,
  revenue_kopecks: 0,
  refunds_kopecks: 0,
  refunded_tickets: 0,
  net_kopecks: 0,
  average_price_kopecks: 0,
};

// What the scenario below sells, in Moscow days (see beforeAll):
// 15th: order 1 at venue A (two 3 500 ₽ seats, 250 ₽ off each with a promo code, two 300 ₽ booklets) and order 2 at
// venue B (one 3 500 ₽ seat). 16th: nothing. 17th: order 3 at venue A (two 1 500,50 ₽ seats); a refund of one seat of
// order 1 (3 250 ₽); a refund of order 3 that failed. 18th, 01:30 in Moscow (17th in UTC): order 4 at venue B.
const VENUE_A = {
  orders: 2,
  tickets: 4,
  revenue_kopecks: 650_000 + 60_000 + 300_100,
  refunds_kopecks: 325_000,
  refunded_tickets: 1,
  net_kopecks: 1_010_100 - 325_000,
  average_price_kopecks: Math.round((650_000 + 300_100) / 4),
};
const VENUE_B = {
  orders: 2,
  tickets: 2,
  revenue_kopecks: 700_000,
  refunds_kopecks: 0,
  refunded_tickets: 0,
  net_kopecks: 700_000,
  average_price_kopecks: 350_000,
};
const TOTALS = {
  orders: 4,
  tickets: 6,
  revenue_kopecks: 1_710_100,
  refunds_kopecks: 325_000,
  refunded_tickets: 1,
  net_kopecks: 1_385_100,
  average_price_kopecks: 275_017, // 1 650 100 of tickets / 6, rounded
};
const PERIOD = 'date_from=2030-01-15&date_to=2030-01-18';

beforeAll(async () => {
  other = await createHall(db(), {
    sections: [{ name: { ru: 'Зал', en: 'Hall' }, rows: 1, seatsPerRow: 4 }],
  });
  const seat = (row: number, number: number) => t.hall.seatId(0, row, number);
  const booklet = await createService(db(), { eventId: t.hall.event.id });
  const promo = await createPromoCode(db(), { percentOff: null, amountOffKopecks: 50_000 });

  // The 15th, 15:00 in Moscow.
  const first = await buyAndPay(t.hall.event.id, [seat(1, 1), seat(1, 2)], {
    service: { id: booklet.id, quantity: 2 },
    promocode: promo.code,
  });
  const lines = await db().select().from(orderItems).where(eq(orderItems.orderId, first));
  expect(lines.map((line) => [line.kind, line.priceKopecks * line.quantity, line.discountKopecks])).toEqual([
    ['seat', 350_000, 25_000],
    ['seat', 350_000, 25_000],
    ['service', 60_000, 0],
  ]);
  await buyAndPay(other.event.id, [other.seatId(0, 1, 1)]);
  // A gift certificate paid the same day: no tickets, not a sale.
  await createOrder(db(), { userId: null, createdAt: clock.now(), lines: [{ certificate: true }] });

  // The 17th, 10:00 in Moscow.
  clock.advance(43 * 60 * MINUTE);
  const third = await buyAndPay(t.hall.event.id, [seat(2, 1), seat(2, 2)]);
  // A payment after the hold ended, for a seat somebody else holds by then: refunded automatically, no tickets.
  const late = await visitor(t.app);
  await late.add({ event: t.hall.event.id, places: [seat(2, 3)] });
  const lateOrder = await late.post('/cart/buy', BUYER);
  clock.advance(20 * MINUTE);
  await (await visitor(t.app)).add({ event: t.hall.event.id, places: [seat(2, 3)] });
  await bankPost(t.app, `pay/${pidOf(lateOrder.body.payment_url)}`, { card: '4242424242424242' });
  const [lateRow] = await db().select().from(orders).where(eq(orders.id, lateOrder.body.order.id));
  expect(lateRow).toMatchObject({ status: 'refunded', paidAt: expect.any(Date) });
  // An order never paid.
  const pending = await visitor(t.app);
  await pending.add({ event: t.hall.event.id, places: [seat(2, 4)] });
  expect((await pending.post('/cart/buy', BUYER)).status).toBe(200);
  // The 17th, 11:00 in Moscow: one seat of the first order refunded; a refund of the third that failed.
  const refundedAt = new Date('2030-01-17T08:00:00Z');
  await refundLine(first, seat(1, 2), 325_000, 'succeeded', refundedAt);
  await refundLine(third, seat(2, 1), 150_050, 'failed', refundedAt);

  // The 17th, 22:30 UTC: already the 18th in Moscow.
  clock.advance(new Date('2030-01-17T22:30:00Z').getTime() - clock.now().getTime());
  await buyAndPay(other.event.id, [other.seatId(0, 1, 2)]);
});

const stats = async (me: Awaited<ReturnType<typeof visitor>>, query: string) =>
  me.get(`/orders/admin/stats?${query}`);
const byDate = async (me: Awaited<ReturnType<typeof visitor>>, query: string) =>
  me.get(`/orders/admin/stats/date?${query}`);

describe('GET /orders/admin/stats and /orders/admin/stats/date', () => {
  it('answers 403 to anonymous visitors, customers and staff without a venue', async () => {
    const people = [
      await visitor(t.app),
      await staffMember(t.app, db(), 'customer'),
      await staffMember(t.app, db(), 'staff'),
    ];
    for (const me of people) {
      for (const answer of [await stats(me, PERIOD), await byDate(me, PERIOD)]) {
        expect(answer).toMatchObject({ status: 403, body: { code: 'permission_denied' } });
      }
    }
  });

  it('gives the site staff exact totals, per venue and per performance, highest revenue first', async () => {
    const site = await staffMember(t.app, db(), 'staff', null);
    const { status, body, headers } = await stats(site, PERIOD);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('private, no-store');
    expect(body).toEqual({
      date_from: '2030-01-15',
      date_to: '2030-01-18',
      tz: 'Europe/Moscow',
      totals: TOTALS,
      by_venue: [
        { id: t.hall.venue.venue.id, name: t.hall.venue.venue.name.ru, ...VENUE_A },
        { id: other.venue.venue.id, name: other.venue.venue.name.ru, ...VENUE_B },
      ],
      by_performance: [
        // One title plays at both venues: each group names its own.
        {
          id: t.hall.performance.id,
          title: 'Гамлет',
          venue_id: t.hall.venue.venue.id,
          venue_name: t.hall.venue.venue.name.ru,
          ...VENUE_A,
        },
        {
          id: other.performance.id,
          title: 'Гамлет',
          venue_id: other.venue.venue.id,
          venue_name: other.venue.venue.name.ru,
          ...VENUE_B,
        },
      ],
    });
    // An administrator sees the same; English titles for an English request.
    const admin = await staffMember(t.app, db(), 'admin', undefined, 'en');
    const english = await stats(admin, PERIOD);
    expect(english.body.totals).toEqual(TOTALS);
    expect(english.body.by_performance.map((row: { title: string }) => row.title)).toEqual([
      'Hamlet',
      'Hamlet',
    ]);
  });

  it('counts every day of the period in the asked time zone, empty days as zeros', async () => {
    const site = await staffMember(t.app, db(), 'staff', null);
    const moscow = await byDate(site, PERIOD);
    expect(moscow.status).toBe(200);
    expect(moscow.body).toEqual({
      date_from: '2030-01-15',
      date_to: '2030-01-18',
      tz: 'Europe/Moscow',
      days: [
        {
          date: '2030-01-15',
          orders: 2,
          tickets: 3,
          revenue_kopecks: 1_060_000,
          refunds_kopecks: 0,
          refunded_tickets: 0,
          net_kopecks: 1_060_000,
          average_price_kopecks: 333_333,
        },
        { date: '2030-01-16', ...zero },
        {
          date: '2030-01-17',
          orders: 1,
          tickets: 2,
          revenue_kopecks: 300_100,
          refunds_kopecks: 325_000,
          refunded_tickets: 1,
          net_kopecks: -24_900,
          average_price_kopecks: 150_050,
        },
        {
          date: '2030-01-18',
          orders: 1,
          tickets: 1,
          revenue_kopecks: 350_000,
          refunds_kopecks: 0,
          refunded_tickets: 0,
          net_kopecks: 350_000,
          average_price_kopecks: 350_000,
        },
      ],
    });
    // In UTC the last order was paid on the 17th.
    const utc = await byDate(site, `${PERIOD}&tz=UTC`);
    expect(utc.body.tz).toBe('UTC');
    expect(utc.body.days.slice(2)).toEqual([
      {
        date: '2030-01-17',
        orders: 2,
        tickets: 3,
        revenue_kopecks: 650_100,
        refunds_kopecks: 325_000,
        refunded_tickets: 1,
        net_kopecks: 325_100,
        average_price_kopecks: 216_700,
      },
      { date: '2030-01-18', ...zero },
    ]);
    // The sum of the days is the period's totals.
    const summed = moscow.body.days.reduce(
      (sum: number, day: { revenue_kopecks: number }) => sum + day.revenue_kopecks,
      0,
    );
    expect(summed).toBe(TOTALS.revenue_kopecks);
  });

  it('defaults to the last 30 days up to today in the time zone', async () => {
    const site = await staffMember(t.app, db(), 'staff', null);
    // The clock is at the 17th, 22:30 UTC: the 18th in Moscow, still the 17th in UTC.
    const moscow = await byDate(site, '');
    expect(moscow.body).toMatchObject({ date_from: '2029-12-20', date_to: '2030-01-18' });
    expect(moscow.body.days).toHaveLength(30);
    expect(moscow.body.days.at(-1)).toMatchObject({ date: '2030-01-18', revenue_kopecks: 350_000 });
    const utc = await stats(site, 'tz=UTC');
    expect(utc.body).toMatchObject({
      date_from: '2029-12-19',
      date_to: '2030-01-17',
      tz: 'UTC',
      totals: TOTALS,
    });
  });

  it("shows a venue's staff their venue only, and refuses another venue's filter", async () => {
    const venueA = await staffMember(t.app, db(), 'staff', t.hall.venue.venue.id);
    const mine = await stats(venueA, PERIOD);
    expect(mine.body).toMatchObject({
      totals: VENUE_A,
      by_venue: [{ id: t.hall.venue.venue.id, ...VENUE_A }],
      by_performance: [{ id: t.hall.performance.id, ...VENUE_A }],
    });
    expect(mine.body.by_venue).toHaveLength(1);
    expect(mine.body.by_performance).toHaveLength(1);
    const days = await byDate(venueA, PERIOD);
    expect(days.body.days.map((day: { revenue_kopecks: number }) => day.revenue_kopecks)).toEqual([
      710_000, 0, 300_100, 0,
    ]);
    expect((await stats(venueA, `${PERIOD}&venue=${t.hall.venue.venue.id}`)).body.totals).toEqual(VENUE_A);
    for (const answer of [
      await stats(venueA, `${PERIOD}&venue=${other.venue.venue.id}`),
      await byDate(venueA, `${PERIOD}&venue=${other.venue.venue.id}`),
    ]) {
      expect(answer).toMatchObject({ status: 403, body: { code: 'permission_denied' } });
    }
    // Another venue's performance or session gives nothing away.
    expect((await stats(venueA, `${PERIOD}&performance=${other.performance.id}`)).body.totals).toEqual(zero);

    const venueB = await staffMember(t.app, db(), 'staff', other.venue.venue.id);
    expect((await stats(venueB, PERIOD)).body).toMatchObject({ totals: VENUE_B, by_venue: [{ ...VENUE_B }] });
  });

  it('filters the site staff by venue, performance and session', async () => {
    const site = await staffMember(t.app, db(), 'staff', null);
    expect((await stats(site, `${PERIOD}&venue=${other.venue.venue.id}`)).body.totals).toEqual(VENUE_B);
    expect((await stats(site, `${PERIOD}&performance=${t.hall.performance.id}`)).body.totals).toEqual(
      VENUE_A,
    );
    const session = await stats(site, `${PERIOD}&event=${other.event.id}`);
    expect(session.body.totals).toEqual(VENUE_B);
    expect(session.body.by_venue).toHaveLength(1);
    // A period without sales: zeros, no groups.
    expect((await stats(site, 'date_from=2030-01-16&date_to=2030-01-16')).body).toMatchObject({
      totals: zero,
      by_venue: [],
      by_performance: [],
    });
  });

  it('refuses bad dates, a reversed or too long period, an unknown time zone and bad ids with 400', async () => {
    const site = await staffMember(t.app, db(), 'staff', null);
    for (const get of [stats, byDate]) {
      const reversed = await get(site, 'date_from=2030-01-18&date_to=2030-01-15');
      expect(reversed).toMatchObject({ status: 400, body: { codes: { date_to: ['invalid'] } } });
      expect(reversed.body.date_to).toEqual([
        'Дата окончания не может быть раньше даты начала (2030-01-18).',
      ]);
      const long = await get(site, 'date_from=2029-01-01&date_to=2030-01-02');
      expect(long).toMatchObject({ status: 400, body: { codes: { date_to: ['max_value'] } } });
      expect(long.body.date_to).toEqual(['Значение должно быть не больше 2030-01-01.']);
      // 366 days (a leap year) are allowed.
      expect((await get(site, 'date_from=2028-01-01&date_to=2028-12-31')).status).toBe(200);
      // date_from after today with date_to left to its default is reversed too.
      expect((await get(site, 'date_from=2030-02-01')).body.codes).toEqual({ date_to: ['invalid'] });
      for (const [query, field] of [
        ['date_from=2030-02-30', 'date_from'],
        ['date_to=15.01.2030', 'date_to'],
        ['tz=Mars/Olympus', 'tz'],
        ['tz=%2B03:00', 'tz'],
        // Node's Intl knows this old zone, PostgreSQL's tz database does not: still a 400, not a 500.
        ['tz=US/Pacific-New', 'tz'],
        ['tz=', 'tz'],
        ['venue=0', 'venue'],
        ['performance=abc', 'performance'],
        ['event=99999999999', 'event'],
      ] as const) {
        const answer = await get(site, query);
        expect(answer.status, query).toBe(400);
        expect(Object.keys(answer.body.codes), query).toEqual([field]);
      }
    }
  });
});
