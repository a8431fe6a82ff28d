// [SEAT MAP] Issue 19, item 4: plan versions only move forward for a client. Two API processes on one database keep
// their plans for a minute (on a clock that never moves) and hear of no change: after a price change, a process
// reading the plan then gets the new one, B still holds the old one. A status names the version of the very plan its process holds (one
// source for both answers); a client holding the old plan sees A's announcement as newer and B's plan as still
// behind it (so it asks again, past caches, rather than settling for B's 304); a client holding the new plan does
// not go back when B announces the old one. The ETag is the fingerprint, so a plan the same in both answers 304.
import { isPlanBehind, planFingerprint } from '@afisha/contracts';
import { eventPrices } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config.ts';
import { createHall, type Hall } from '../factories/hall.factory.ts';
import { getJson } from '../helpers/requests.ts';
import { createTestApp, manualClock, type TestApp } from '../helpers/test-app.ts';

const clock = manualClock();
const keepAMinute = (config: Config): Config => ({ ...config, catalogueCacheMs: 60_000 });
let a: TestApp;
let b: TestApp;
let hall: Hall;

beforeAll(async () => {
  a = await createTestApp({ clock, config: keepAMinute });
  b = await createTestApp({ clock, config: keepAMinute, database: a.database });
  hall = await createHall(a.database.db, { sections: [{ name: { ru: 'Партер' }, rows: 1, seatsPerRow: 4 }] });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const planOf = async (t: TestApp, etag?: string) =>
  t.app.inject({
    url: `/api/v1/events/${hall.event.id}/places/plan`,
    headers: { 'accept-language': 'ru', ...(etag ? { 'if-none-match': etag } : {}) },
  });
const announcedBy = async (t: TestApp) =>
  (await getJson(t.app, `/api/v1/events/${hall.event.id}/places/status`)).body.version as string;

describe('plan versions across processes', () => {
  it('move forward for a client whichever process answers', async () => {
    const oldFromA = (await planOf(a)).json();
    const oldFromB = await planOf(b);
    const old = oldFromB.json().version as string;
    // The same plan read by each process: the same fingerprint, an ETag each answers 304 to, neither newer.
    expect(planFingerprint(oldFromA.version)).toBe(planFingerprint(old));
    expect((await planOf(a, oldFromB.headers.etag as string)).statusCode).toBe(304);
    expect(isPlanBehind(oldFromA.version, old)).toBe(false);
    expect(isPlanBehind(old, oldFromA.version)).toBe(false);
    // One source: each status names the plan its process holds.
    expect(await announcedBy(b)).toBe(old);
    expect(await announcedBy(a)).toBe(oldFromA.version);

    await a.database.db
      .update(eventPrices)
      .set({ priceKopecks: 999_900 })
      .where(eq(eventPrices.eventId, hall.event.id));
    // A process reading the plan after the change (A and B keep theirs: nobody published the change here).
    const fresh = await createTestApp({ clock, config: keepAMinute, database: a.database });
    try {
      const newPlan = (await planOf(fresh)).json();
      const announced = await announcedBy(fresh);
      expect(announced).toBe(newPlan.version);
      // The client holding the old plan must fetch; B's answer (still the old plan, 304 to the old ETag) is behind.
      expect(isPlanBehind(old, announced)).toBe(true);
      const fromB = await planOf(b, oldFromB.headers.etag as string);
      expect(fromB.statusCode).toBe(304);
      expect(isPlanBehind((await planOf(b)).json().version, announced)).toBe(true);
      // The client holding the new plan does not go back when B announces the old one.
      expect(await announcedBy(b)).toBe(old);
      expect(isPlanBehind(newPlan.version, old)).toBe(false);
      // Nor does a new plan answer 304 to the old plan's ETag.
      expect((await planOf(fresh, oldFromB.headers.etag as string)).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
