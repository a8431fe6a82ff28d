// [ON-SALE RUSH] GET /events/{id}/places/status shared by all viewers of an event (status-snapshots.ts): many
// viewers within a second cost one database computation, in one process (memory) and across processes (Redis);
// a hold shows in everyone's status within a second; the visitor's own holds are never a second late; a seat taken
// while a viewer's snapshot still shows it free is refused with 409 all the same (the hold path reads no snapshot).
import { planFingerprint } from '@afisha/contracts';
import { countStatements, createTestDatabase, type Database } from '@afisha/db';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config } from '../../src/config.ts';
import type { Clock } from '../../src/lib/clock.ts';
import { createHall, type Hall } from '../factories/hall.factory.ts';
import { visitor } from '../helpers/cart-client.ts';
import { describeWithRedis, redisPrefix, testRedisUrl } from '../helpers/redis.ts';
import { getJson } from '../helpers/requests.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const SECOND = 1000;
/** A hold shows within the snapshot's second, plus what one computation and one request take on a loaded machine. */
const VISIBLE_WITHIN_MS = SECOND + 1000;
const onPostgres = Boolean(process.env.DATABASE_URL?.trim());

/** How many times `work` made the database compute an event's availability (the statement is named in its SQL). */
async function availabilityComputations(work: () => Promise<unknown>): Promise<number> {
  const sent = await countStatements(database, work);
  return (sent ?? []).filter((text) => text.includes('places-live-status')).length;
}

let database: Database;
let hall: Hall;
const apps: TestApp[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  hall = await createHall(database.db, {
    categories: [{ name: { ru: 'Партер' }, color: '#C62828', price: 250_000 }],
    sections: [{ name: { ru: 'Партер' }, kind: 'parterre', rows: 4, seatsPerRow: 10 }],
  });
});
afterAll(async () => {
  for (const t of apps) await t.close();
  await database?.close();
});

async function appWith(settings: Partial<Config>, clock?: Clock): Promise<TestApp> {
  const t = await createTestApp({ database, clock, config: (c) => ({ ...c, ...settings }) });
  apps.push(t);
  return t;
}

const statusUrl = () => `/api/v1/events/${hall.event.id}/places/status`;
const anonymousStatus = async (t: TestApp) => {
  const answer = await getJson(t.app, statusUrl());
  expect(answer.status).toBe(200);
  return answer.body as { held: number[]; mine: { seat: number | null }[]; version: string };
};

/** Polls `read` until it holds; resolves with the milliseconds it took, or fails after `limitMs`. */
async function msUntil(read: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = performance.now();
  await vi.waitFor(async () => expect(await read(), `not within ${limitMs} ms`).toBe(true), {
    timeout: limitMs,
    interval: 20,
  });
  return performance.now() - started;
}

/** Real time, which a test may move ahead at once (every app given it reads the same time, as synchronised hosts do). */
function movableClock(): Clock & { advance(ms: number): void } {
  let ahead = 0;
  return {
    now: () => new Date(Date.now() + ahead),
    advance(ms) {
      ahead += ms;
    },
  };
}

describe('one process, snapshots in memory', () => {
  // Counting statements needs PostgreSQL: PGlite's are not seen the same way (countStatements).
  it.skipIf(!onPostgres)(
    'answers 40 viewers asking at once and 10 more within the second with one computation',
    async () => {
      // A new process: no snapshot yet, so all 40 arrive to find none.
      const t = await appWith({ placesStatusSnapshotMs: 5 * SECOND, redisUrl: null });
      let answers: unknown[] = [];
      const computed = await availabilityComputations(async () => {
        answers = await Promise.all(Array.from({ length: 40 }, () => anonymousStatus(t)));
        await Promise.all(Array.from({ length: 10 }, () => anonymousStatus(t)));
      });
      expect(computed).toBe(1);
      // Alike but for when each built its plan (plans are rebuilt per request here): the version's fingerprint.
      const alike = (answer: unknown) => {
        const status = answer as { version: string };
        return JSON.stringify({ ...status, version: planFingerprint(status.version) });
      };
      expect(new Set(answers.map(alike)).size).toBe(1);
    },
  );

  it.skipIf(!onPostgres)(
    'computes for every request with the snapshot off (the baseline of bench:onsale)',
    async () => {
      const t = await appWith({ placesStatusSnapshotMs: 0, redisUrl: null });
      const computed = await availabilityComputations(() =>
        Promise.all(Array.from({ length: 10 }, () => anonymousStatus(t))),
      );
      expect(computed).toBe(10);
    },
  );

  it("shows another visitor's hold to every viewer within a second, and the buyer's own at once", async () => {
    const t = await appWith({ placesStatusSnapshotMs: SECOND, redisUrl: null });
    const seat = hall.seatId(0, 2, 1);
    const buyer = await visitor(t.app);
    await anonymousStatus(t);
    const held = await buyer.add({ event: hall.event.id, places: [seat] });
    expect(held.status).toBe(200);
    // The buyer's own line is read for each request: no second's delay for the one who holds it.
    const own = (await buyer.status(hall.event.id)).body as { mine: { seat: number | null }[] };
    expect(own.mine.map((line) => line.seat)).toContain(seat);
    const ms = await msUntil(async () => (await anonymousStatus(t)).held.includes(seat), 3 * SECOND);
    expect(ms).toBeLessThanOrEqual(VISIBLE_WITHIN_MS);
  });

  it('refuses with 409 a seat that a second-old snapshot still shows free', async () => {
    // A long period makes "the snapshot is stale" certain for the whole test, not a race with the clock.
    const t = await appWith({ placesStatusSnapshotMs: 60 * SECOND, redisUrl: null });
    const seat = hall.seatId(0, 3, 1);
    const first = await visitor(t.app);
    const second = await visitor(t.app);
    expect((await second.status(hall.event.id)).body.held).not.toContain(seat);
    expect((await first.add({ event: hall.event.id, places: [seat] })).status).toBe(200);
    const stale = await second.status(hall.event.id);
    expect(stale.body.held).not.toContain(seat);
    const refused = await second.add({ event: hall.event.id, places: [seat] });
    expect(refused.status).toBe(409);
    expect(refused.body.places).toEqual([seat]);
  });

  it('answers 404 for an unknown event from its snapshot too', async () => {
    const t = await appWith({ placesStatusSnapshotMs: SECOND, redisUrl: null });
    for (let i = 0; i < 2; i++)
      expect((await getJson(t.app, '/api/v1/events/987654/places/status')).status).toBe(404);
  });
});

describeWithRedis('two processes sharing Redis', () => {
  it.skipIf(!onPostgres)(
    'compute the status once a second between them, and show a hold made through one on the other',
    async () => {
      const shared = {
        placesStatusSnapshotMs: SECOND,
        redisUrl: testRedisUrl,
        redisKeyPrefix: redisPrefix('onsale'),
      };
      const clock = movableClock();
      const [a, b] = [await appWith(shared, clock), await appWith(shared, clock)];
      if (!a || !b) throw new Error('two apps expected');
      await Promise.all([anonymousStatus(a), anonymousStatus(b)]);
      // A second later: both processes' snapshots and the one in Redis are out of date by the apps' clock, and the
      // lock of that computation (a second of Redis's own time) has run out.
      clock.advance(1.1 * SECOND);
      const redis = new Redis(testRedisUrl);
      try {
        await vi.waitFor(
          async () => expect(await redis.keys(`${shared.redisKeyPrefix}places-status:*:lock`)).toEqual([]),
          { timeout: 5 * SECOND, interval: 20 },
        );
      } finally {
        redis.disconnect();
      }
      let elapsed = 0;
      const computed = await availabilityComputations(async () => {
        const started = performance.now();
        await Promise.all(Array.from({ length: 40 }, (_, i) => anonymousStatus(i % 2 ? a : b)));
        elapsed = performance.now() - started;
      });
      // One computation a second for both processes (on a machine slow enough to need more than a second, one more).
      expect(computed).toBeGreaterThanOrEqual(1);
      expect(computed).toBeLessThanOrEqual(Math.ceil(elapsed / SECOND));

      const seat = hall.seatId(0, 4, 1);
      expect((await (await visitor(a.app)).add({ event: hall.event.id, places: [seat] })).status).toBe(200);
      const ms = await msUntil(async () => (await anonymousStatus(b)).held.includes(seat), 3 * SECOND);
      expect(ms).toBeLessThanOrEqual(VISIBLE_WITHIN_MS);
    },
  );

  it('keep answering when Redis is unreachable, computing in process meanwhile', async () => {
    const t = await appWith({
      placesStatusSnapshotMs: SECOND,
      redisUrl: 'redis://127.0.0.1:1',
      redisKeyPrefix: redisPrefix('onsale-down'),
    });
    const answer = await anonymousStatus(t);
    expect(answer.held).toEqual(expect.any(Array));
  });
});
