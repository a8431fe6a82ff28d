// [ON-SALE RUSH] GET /events/{id}/places/status shared by all viewers of an event (status-snapshots.ts): many
// viewers within a second cost one database computation, in one process (memory) and across processes (Redis);
// a hold shows in everyone's status within a second; the visitor's own holds are never a second late; a seat taken
// while a viewer's snapshot still shows it free is refused with 409 all the same (the hold path reads no snapshot).
import { planFingerprint } from '@afisha/contracts';
import { createTestDatabase, type Database } from '@afisha/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config.ts';
import { createHall, type Hall } from '../factories/hall.factory.ts';
import { visitor } from '../helpers/cart-client.ts';
import { countQueries, isPlacesLiveStatusQuery, type QueryCounter } from '../helpers/query-counter.ts';
import { describeWithRedis, redisPrefix, testRedisUrl } from '../helpers/redis.ts';
import { getJson } from '../helpers/requests.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const SECOND = 1000;

let database: Database;
let counter: QueryCounter;
let hall: Hall;
const apps: TestApp[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  counter = countQueries(database, isPlacesLiveStatusQuery);
  hall = await createHall(database.db, {
    categories: [{ name: { ru: 'Партер' }, color: '#C62828', price: 250_000 }],
    sections: [{ name: { ru: 'Партер' }, kind: 'parterre', rows: 4, seatsPerRow: 10 }],
  });
});
afterAll(async () => {
  for (const t of apps) await t.close();
  await database?.close();
});

async function appWith(settings: Partial<Config>): Promise<TestApp> {
  const t = await createTestApp({ database: counter.database, config: (c) => ({ ...c, ...settings }) });
  apps.push(t);
  return t;
}

const statusUrl = () => `/api/v1/events/${hall.event.id}/places/status`;
const anonymousStatus = async (t: TestApp) => {
  const answer = await getJson(t.app, statusUrl());
  expect(answer.status).toBe(200);
  return answer.body as { held: number[]; mine: { seat: number | null }[]; version: string };
};

/** Polls `read` until `done` holds; resolves with the milliseconds it took, or fails after `limitMs`. */
async function msUntil(read: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = performance.now();
  while (!(await read())) {
    if (performance.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return performance.now() - started;
}

describe('one process, snapshots in memory', () => {
  it('answers 40 viewers asking at once and again within the second with one database computation', async () => {
    // A new process: no snapshot yet, so all 40 arrive to find none.
    const t = await appWith({ placesStatusSnapshotMs: 5 * SECOND, redisUrl: null });
    counter.reset();
    const answers = await Promise.all(Array.from({ length: 40 }, () => anonymousStatus(t)));
    await Promise.all(Array.from({ length: 10 }, () => anonymousStatus(t)));
    expect(counter.count()).toBe(1);
    // Alike but for when each built its plan (plans are rebuilt per request here): the version's fingerprint part.
    const alike = (answer: { version: string }) =>
      JSON.stringify({ ...answer, version: planFingerprint(answer.version) });
    expect(new Set(answers.map(alike)).size).toBe(1);
  });

  it('computes for every request with the snapshot off (the baseline of bench:onsale)', async () => {
    const t = await appWith({ placesStatusSnapshotMs: 0, redisUrl: null });
    counter.reset();
    await Promise.all(Array.from({ length: 10 }, () => anonymousStatus(t)));
    expect(counter.count()).toBe(10);
  });

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
    expect(ms).toBeLessThanOrEqual(1.5 * SECOND);
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
  it('compute the status once a second between them, and show a hold made through one on the other', async () => {
    const shared = {
      placesStatusSnapshotMs: SECOND,
      redisUrl: testRedisUrl,
      redisKeyPrefix: redisPrefix('onsale'),
    };
    const [a, b] = [await appWith(shared), await appWith(shared)];
    if (!a || !b) throw new Error('two apps expected');
    await Promise.all([anonymousStatus(a), anonymousStatus(b)]);
    await new Promise((resolve) => setTimeout(resolve, 1.1 * SECOND));
    counter.reset();
    const started = performance.now();
    await Promise.all(Array.from({ length: 40 }, (_, i) => anonymousStatus(i % 2 ? a : b)));
    // All 40 answered within the period (else a second computation would be right): one computation for both.
    expect(performance.now() - started).toBeLessThan(SECOND);
    expect(counter.count()).toBe(1);

    const seat = hall.seatId(0, 4, 1);
    expect((await (await visitor(a.app)).add({ event: hall.event.id, places: [seat] })).status).toBe(200);
    const ms = await msUntil(async () => (await anonymousStatus(b)).held.includes(seat), 3 * SECOND);
    expect(ms).toBeLessThanOrEqual(1.5 * SECOND);
  });

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
