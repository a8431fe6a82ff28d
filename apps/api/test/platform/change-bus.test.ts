// [PLATFORM] Issue 19, "invalidation that reaches everyone": two API processes on one database, each keeping its
// answers for a minute (CATALOGUE_CACHE_SECONDS=60, on a clock that never moves, so only a notice can explain a new
// answer). A change made through A shows in B's next answers within a second: a review's rating on the performance
// page (the catalogue cache), and a price (as the back office will publish it) on B's seat map plan and in B's
// cart. Through PostgreSQL LISTEN/NOTIFY, and through Redis pub/sub when Redis answers; also after B's listening
// connection was cut (it comes back, and drops everything it may have missed).
import { randomInt } from 'node:crypto';
import { eventPrices, performances } from '@afisha/db';
import { eq, sql } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config } from '../../src/config.ts';
import { createPerformance, createVenue } from '../factories/catalogue.factory.ts';
import { createHall, type Hall } from '../factories/hall.factory.ts';
import { visitor } from '../helpers/cart-client.ts';
import { requester } from '../helpers/customer-requests.ts';
import { redisAvailable, testRedisUrl } from '../helpers/redis.ts';
import { startSession } from '../helpers/session.ts';
import { signInCustomer } from '../helpers/signed-in.ts';
import { createTestApp, manualClock, type TestApp } from '../helpers/test-app.ts';

const DATABASE_URL = process.env.DATABASE_URL;

/** Polls `read` until `done` holds, for at most a second; answers the last reading. */
async function withinASecond<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 1_000;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

/**
 * Resolves once `to` hears a notice published through `from` (published again until it does): `to` is listening, and
 * what `from` published before has reached it (one sender's notices arrive in order, through either transport). The
 * notice is an `offers` one of no real offer, which no cache of the apps drops anything for.
 */
async function heard(from: TestApp, to: TestApp): Promise<void> {
  const id = randomInt(1, 2 ** 47);
  let arrived = false;
  const stop = to.app.changes.subscribe(['offers'], (notice) => {
    if (notice.id === id) arrived = true;
  });
  try {
    await vi.waitFor(
      async () => {
        if (!arrived) await from.app.changes.publish({ topic: 'offers', id });
        expect(arrived).toBe(true);
      },
      { timeout: 10_000, interval: 20 },
    );
  } finally {
    stop();
  }
}

const transports = [
  { name: 'postgres', redisUrl: null, run: true },
  { name: 'redis', redisUrl: testRedisUrl, run: redisAvailable },
];

// Two processes on one PGlite would be two apps in one process with no database between them: PostgreSQL only.
describe.skipIf(!DATABASE_URL).each(transports)('change notices through $name', ({ name, redisUrl, run }) => {
  const clock = manualClock();
  const config = (base: Config): Config => ({ ...base, catalogueCacheMs: 60_000, redisUrl });
  let a: TestApp;
  let b: TestApp;
  let hall: Hall;
  const show = { id: 0 };

  beforeAll(async () => {
    if (!run) return;
    a = await createTestApp({ clock, config });
    b = await createTestApp({ clock, config, database: a.database });
    const venue = await createVenue(a.database.db);
    show.id = (
      await createPerformance(a.database.db, venue, { slug: 'hamlet', rating: 5, ratingCount: 1 })
    ).id;
    hall = await createHall(a.database.db, {
      sections: [{ name: { ru: 'Партер' }, rows: 1, seatsPerRow: 4 }],
    });
    // Both subscribers are listening before anything changes.
    await Promise.all([a.app.ready(), b.app.ready()]);
    await Promise.all([heard(a, b), heard(b, a)]);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it.skipIf(!run)(`uses ${name}`, () => {
    expect([a.app.changes.transport, b.app.changes.transport]).toEqual([name, name]);
  });

  it.skipIf(!run)('shows a review written through A in B’s performance page within a second', async () => {
    const anonymous = requester(() => b.app, await startSession(b.app));
    // Hamlet's rating is 5 (of one review not on the list); the review written makes it 3 (of that one).
    const page = () => anonymous.get('/performance/hamlet').then((answer) => answer.body.rating);
    expect(await page()).toBe(5);
    const customer = await signInCustomer(a.app, a.database.db);
    const written = await requester(() => a.app, customer.session).send('POST', '/reviews', {
      performance: show.id,
      rating: 3,
      text: 'Хорошо',
    });
    expect(written.status).toBe(201);
    expect(await withinASecond(page, (rating) => rating === 3)).toBe(3);
    // Control: the cache itself keeps answers (a change without a notice is not seen).
    await a.database.db.update(performances).set({ rating: 1 }).where(eq(performances.id, show.id));
    // Any notice on its way to B (none should be) is there once a later one is.
    await heard(a, b);
    expect(await page()).toBe(3);
  });

  it.skipIf(!run)('shows a new price in B’s seat map plan and cart within a second', async () => {
    const buyer = await visitor(b.app);
    const planPrices = async () => {
      const plan = await buyer.get(`/events/${hall.event.id}/places/plan`);
      return JSON.stringify(plan.body.categories);
    };
    const before = await planPrices();
    expect(before).toContain('3500');
    await a.database.db
      .update(eventPrices)
      .set({ priceKopecks: sql`${eventPrices.priceKopecks} + 10000` })
      .where(eq(eventPrices.eventId, hall.event.id));
    await a.app.changes.publish({ topic: 'prices', id: hall.event.id });
    const after = await withinASecond(planPrices, (value) => value !== before);
    expect(after).toContain('3600');
    const added = await buyer.add({ event: hall.event.id, places: [hall.seatId(0, 1, 1)] });
    expect(added.body.items?.[0]?.price_kopecks).toBe(360_000);
  });

  it.skipIf(!run || name !== 'postgres')(
    'hears notices again after its listening connection is cut',
    async () => {
      const anonymous = requester(() => b.app, await startSession(b.app));
      const page = () => anonymous.get('/performance/hamlet').then((answer) => answer.body.rating_count);
      const seen = await page();
      const { rows } = await a.database.db.execute<{ cut: boolean }>(sql`
      SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity
      WHERE datname = current_database() AND query LIKE 'LISTEN %'`);
      expect(rows.length).toBe(2);
      // B's listener is back (a notice from A reaches it again) before the change is made.
      await heard(a, b);
      await a.database.db.update(performances).set({ ratingCount: 7 }).where(eq(performances.id, show.id));
      await a.app.changes.publish({ topic: 'catalogue', id: show.id });
      expect(seen).not.toBe(7);
      expect(await withinASecond(page, (count) => count === 7)).toBe(7);
    },
  );
});
