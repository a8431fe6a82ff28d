// [CONCURRENCY] One ticket scanned at ten doors at the same moment (POST /checkin through the whole API, ten devices,
// 16 database connections): it is let in once; the nine others hear it is already used. The control reads the
// ticket without its row lock and lets it in more than once.
import { checkins, staffVenueRoles, tickets, users } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { describe, expect, it } from 'vitest';
import { visitor } from '../helpers/cart-client.ts';
import { BUYER, bankPost, pidOf } from '../helpers/checkout.ts';
import { signInCustomer } from '../helpers/signed-in.ts';
import { createRaceApp, DATABASE_URL, NEEDS_POSTGRES, type RaceApp } from './race.ts';

const DOORS = 10;

async function race(app: RaceApp) {
  const { db } = app.database;
  const buyer = await visitor(app.t.app);
  expect((await buyer.add({ event: app.hall.event.id, places: [app.hall.seatId(0, 1, 1)] })).status).toBe(
    200,
  );
  const bought = await buyer.post('/cart/buy', BUYER);
  await bankPost(app.t.app, `pay/${pidOf(bought.body.payment_url)}`, { card: '4242424242424242' });
  const [ticket] = await db.select().from(tickets).where(eq(tickets.orderId, bought.body.order.id));
  const staff = await signInCustomer(app.t.app, db);
  await db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.userId));
  await db.insert(staffVenueRoles).values({ userId: staff.userId, venueId: null });
  const door = await visitor(app.t.app, { session: staff.session });
  const answers = await Promise.all(
    Array.from({ length: DOORS }, (_, i) =>
      door.post('/checkin', { secret: ticket!.secret, event: app.hall.event.id, device: `door-${i}` }),
    ),
  );
  const results = answers.map((answer) => answer.body.result as string);
  const valid = await db.select().from(checkins).where(eq(checkins.result, 'valid'));
  return { results, valid: valid.length };
}

/** A race app whose sandbox bank pays in process (the tickets must be issued first). */
async function withApp(racy: boolean, run: (app: RaceApp) => Promise<void>) {
  const app = await createRaceApp({
    testing: { sandboxInject: true, ...(racy ? { checkins: { racyCheckins: true } } : {}) },
  });
  try {
    await run(app);
  } finally {
    await app.t.close();
  }
}

describe.skipIf(!DATABASE_URL)(`one ticket at ten doors at once ${NEEDS_POSTGRES}`, () => {
  it('is let in once; the others hear it is already used', async () => {
    await withApp(false, async (app) => {
      const { results, valid } = await race(app);
      expect(results.filter((result) => result === 'valid')).toHaveLength(1);
      expect(results.filter((result) => result === 'already_used')).toHaveLength(DOORS - 1);
      expect(valid).toBe(1);
    });
  });

  it('control: without the row lock it is let in more than once', async () => {
    await withApp(true, async (app) => {
      const { results } = await race(app);
      expect(results.filter((result) => result === 'valid').length).toBeGreaterThan(1);
    });
  });
});
