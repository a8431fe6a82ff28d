// [CONCURRENCY] Issue 19, item 1: two API processes on one database, both reusing answers for a minute
// (CATALOGUE_CACHE_SECONDS=60). Process A's sweeper offers the seats that came back to the person waiting; a visitor
// adding one of those seats through process B right after is refused (409), as through A, and the person offered
// claims them through B (200). B decides from the offers in the database, never from its own copy of them.
import { waitingListEntries } from '@afisha/db';
import { isNotNull } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config } from '../../src/config.ts';
import { createHall, type Hall } from '../factories/hall.factory.ts';
import { visitor } from '../helpers/cart-client.ts';
import { outboxMailsTo } from '../helpers/checkout.ts';
import { createTestApp, manualClock, type TestApp } from '../helpers/test-app.ts';

const HOLD_MS = 1_000;
/** Both processes' time, moved by hand: past a hold, and still well within a minute of their answers. */
const clock = manualClock();
/**
 * Both processes reuse their answers for a minute: only the database can tell B about A's offer. Holds last a second,
 * so the seats come back while B's copy (if it kept one) would still be young.
 */
const cachingAMinute = (sweepIntervalMs: number) => (config: Config) => ({
  ...config,
  catalogueCacheMs: 60_000,
  cart: { ...config.cart, sweepIntervalMs, holdMs: HOLD_MS },
});

let a: TestApp;
let b: TestApp;
let hall: Hall;
beforeAll(async () => {
  // A runs the sweeper (every 20 ms of real time); B runs none, as a process with RUN_JOBS off would.
  a = await createTestApp({ clock, config: cachingAMinute(20) });
  b = await createTestApp({ clock, config: cachingAMinute(0), database: a.database });
  hall = await createHall(a.database.db, {
    sections: [{ name: { ru: 'Партер' }, kind: 'parterre', rows: 1, seatsPerRow: 4 }],
  });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

async function offerMade(): Promise<void> {
  await vi.waitFor(
    async () => {
      const offered = await a.database.db
        .select()
        .from(waitingListEntries)
        .where(isNotNull(waitingListEntries.offerExpiresAt));
      expect(offered.length, 'A made no offer').toBeGreaterThan(0);
    },
    { timeout: 10_000, interval: 10 },
  );
}

describe('a waiting-list offer made by one process, seen by another', () => {
  it('refuses the kept places to others through B and lets the person offered claim them through B', async () => {
    const seats = [1, 2, 3, 4].map((n) => hall.seatId(0, 1, n));
    const holder = await visitor(a.app);
    expect((await holder.add({ event: hall.event.id, places: seats })).status).toBe(200);
    // The person waits for all four seats; joining through B has B look at the session's offers (none yet).
    const waiter = await visitor(b.app);
    expect(
      (await waiter.post(`/events/${hall.event.id}/waiting_list`, { email: 'w@example.com', quantity: 4 }))
        .status,
    ).toBe(200);

    // The hold runs out; A's sweeper releases the seats and offers them to the person waiting.
    clock.advance(HOLD_MS);
    await offerMade();

    const intruder = await visitor(b.app);
    const throughB = await intruder.add({ event: hall.event.id, places: [seats[3]] });
    expect(throughB.status).toBe(409);
    expect(throughB.body.code).toBe('places_taken');
    const throughA = await (await visitor(a.app)).add({ event: hall.event.id, places: [seats[3]] });
    expect(throughA.status).toBe(409);

    const [offer] = await outboxMailsTo(a.config.mail.outboxDir, 'w@example.com', 1);
    const url = new URL(offer?.text?.match(/https?:\/\/\S+\/waiting-list\?\S+/)?.[0] ?? 'http://x/');
    const claimed = await waiter.post('/waiting_list/claim', {
      entry: Number(url.searchParams.get('entry')),
      key: url.searchParams.get('key') ?? '',
    });
    expect(claimed.status).toBe(200);
    expect(claimed.body).toEqual({ count: 4, event: hall.event.id });
  });
});
