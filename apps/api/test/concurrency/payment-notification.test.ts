// [CONCURRENCY] Ten copies of one payment notification arrive at the same moment (POST
// /cart/callback/sandbox through the whole API, 16 database connections): one paid order, one set
// of tickets, no refund, every copy answered 200. The control runs the same race with the
// protections switched off (a test-only switch: no de-duplication by event id, no lock on the
// order) and shows it going wrong: copies that all saw the order unpaid fight over its seats, and
// some fail, or refund money for seats that were sold, or issue tickets twice.
import { createTestDatabase, orders, paymentEvents, refunds, tickets } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutTesting } from '../../src/modules/checkout/checkout.repository.ts';
import { createHall, type Hall } from '../factories/hall.factory.ts';
import { visitor } from '../helpers/cart-client.ts';
import { buySeats, pidOf, signedCallback } from '../helpers/checkout.ts';
import { createTestApp, manualClock, type TestApp } from '../helpers/test-app.ts';
import { DATABASE_URL, NEEDS_POSTGRES, POOL } from './race.ts';

const COPIES = 10;

type PayApp = { t: TestApp; hall: Hall; clock: ReturnType<typeof manualClock>; close(): Promise<void> };

async function createPayApp(checkout?: CheckoutTesting): Promise<PayApp> {
  const database = await createTestDatabase({ poolMax: POOL });
  const clock = manualClock();
  const t = await createTestApp({
    clock,
    database,
    config: (config) => ({
      ...config,
      rateLimit: { ...config.rateLimit, global: { max: 1_000_000, timeWindowMs: 60_000 } },
    }),
    testing: { sandboxInject: true, checkout },
  });
  const hall = await createHall(database.db, {
    sections: [{ name: { ru: 'Партер' }, rows: 1, seatsPerRow: 10 }],
  });
  return {
    t,
    hall,
    clock,
    async close() {
      await t.close();
      await database.close();
    },
  };
}

/** Buys four seats and sends COPIES identical signed notifications of the payment at once. */
async function race(app: PayApp) {
  const me = await visitor(app.t.app);
  const places = [1, 2, 3, 4].map((n) => app.hall.seatId(0, 1, n));
  const { body } = await buySeats(me, app.hall.event.id, places);
  const note = {
    event_id: 'evt-race',
    payment_id: pidOf(body.payment_url),
    status: 'succeeded',
    amount_kopecks: body.order.total_kopecks,
  };
  const answers = await Promise.all(
    Array.from({ length: COPIES }, () =>
      signedCallback(app.t.app, app.t.config.payments.sandboxSecret, note, app.clock.now()),
    ),
  );
  const { db } = app.t.database;
  return {
    statuses: answers.map((answer) => answer.statusCode),
    tickets: await db.select().from(tickets).where(eq(tickets.orderId, body.order.id)),
    refunds: await db.select().from(refunds).where(eq(refunds.orderId, body.order.id)),
    order: (await db.select().from(orders).where(eq(orders.id, body.order.id)))[0],
    events: await db.select().from(paymentEvents),
    seats: places.length,
  };
}

describe.skipIf(!DATABASE_URL)(`ten parallel copies of one payment notification ${NEEDS_POSTGRES}`, () => {
  let guarded: PayApp;
  let racy: PayApp;

  beforeAll(async () => {
    [guarded, racy] = await Promise.all([createPayApp(), createPayApp({ racyNotifications: true })]);
  });
  afterAll(async () => {
    await guarded?.close();
    await racy?.close();
  });

  it('give one paid order and one set of tickets; every copy is answered 200', async () => {
    const result = await race(guarded);
    expect(result.statuses).toEqual(Array(COPIES).fill(200));
    expect(result.tickets).toHaveLength(result.seats);
    expect(result.refunds).toEqual([]);
    expect(result.order?.status).toBe('paid');
    expect(result.events).toHaveLength(1);
  });

  it('control: without de-duplication and the order lock, the copies trip over each other', async () => {
    const result = await race(racy);
    const clean =
      result.statuses.every((status) => status === 200) &&
      result.tickets.length === result.seats &&
      result.refunds.length === 0 &&
      result.order?.status === 'paid';
    expect(clean).toBe(false);
  });
});
