// [CONCURRENCY] Two clerks refund one order at the same moment (through the whole API, 16 database connections):
// eight full refunds at once give the money back once, and eight partial refunds of the same ticket refund it
// once; the others hear it is already refunded, and the refunds never add up to more than was paid. The control
// reads the order without its row lock and gives the money back more than once.
import { refunds } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { describe, expect, it } from 'vitest';
import { visitor } from '../helpers/cart-client.ts';
import { BUYER, bankPost, pidOf } from '../helpers/checkout.ts';
import { staffMember } from '../helpers/staff-member.ts';
import { createRaceApp, DATABASE_URL, NEEDS_POSTGRES, type RaceApp } from './race.ts';

const CLERKS = 8;

async function paidOrder(app: RaceApp, seats: number[]) {
  const buyer = await visitor(app.t.app);
  expect((await buyer.add({ event: app.hall.event.id, places: seats })).status).toBe(200);
  const bought = await buyer.post('/cart/buy', BUYER);
  await bankPost(app.t.app, `pay/${pidOf(bought.body.payment_url)}`, { card: '4242424242424242' });
  return { id: Number(bought.body.order.id), total: Number(bought.body.order.total_kopecks ?? 0) };
}

async function race(app: RaceApp, body: (lines: number[]) => { path: string; body: unknown }) {
  const { db } = app.database;
  const order = await paidOrder(app, [app.hall.seatId(0, 1, 1), app.hall.seatId(0, 1, 2)]);
  const clerks = await Promise.all(
    Array.from({ length: CLERKS }, () => staffMember(app.t.app, db, 'staff', null)),
  );
  const detail = (await clerks[0]!.get(`/orders/admin/${order.id}`)).body;
  const lines = detail.lines.map((line: { id: number }) => line.id);
  const call = body(lines);
  const answers = await Promise.all(
    clerks.map((clerk) => clerk.post(`/orders/admin/${order.id}/${call.path}`, call.body)),
  );
  const made = await db.select().from(refunds).where(eq(refunds.orderId, order.id));
  const given = made.reduce((sum, refund) => sum + refund.amountKopecks + refund.certificateKopecks, 0);
  return {
    statuses: answers.map((answer) => answer.status),
    given,
    paid: Number(detail.total_kopecks),
    lines,
  };
}

async function withApp(racy: boolean, run: (app: RaceApp) => Promise<void>) {
  const app = await createRaceApp({
    testing: { sandboxInject: true, ...(racy ? { refunds: { racyRefunds: true } } : {}) },
  });
  try {
    await run(app);
  } finally {
    await app.t.close();
  }
}

describe.skipIf(!DATABASE_URL)(`one order refunded by eight clerks at once ${NEEDS_POSTGRES}`, () => {
  it('full refunds: the money goes back once, the others are refused', async () => {
    await withApp(false, async (app) => {
      const { statuses, given, paid } = await race(app, () => ({ path: 'full_refund', body: {} }));
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(CLERKS - 1);
      expect(given).toBe(paid);
    });
  });

  it('partial refunds of one ticket: refunded once, never more than its price', async () => {
    await withApp(false, async (app) => {
      const { statuses, given, paid } = await race(app, (lines) => ({
        path: 'part_refund',
        body: { items: [lines[0]] },
      }));
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(given).toBeLessThan(paid);
      expect(given).toBeGreaterThan(0);
    });
  });

  it('control: without the order lock the money goes back more than once', async () => {
    await withApp(true, async (app) => {
      const { statuses, given, paid } = await race(app, () => ({ path: 'full_refund', body: {} }));
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(1);
      expect(given).toBeGreaterThan(paid);
    });
  });
});
