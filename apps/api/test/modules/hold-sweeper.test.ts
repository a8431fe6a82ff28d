// [CART] The sweeper releases expired holds in batches: expired seat rows go, the zone places of
// ended carts come back to the inventory (`taken`), their lines go and their deadline is cleared;
// live holds are untouched. The timer runs in the API process at HOLD_SWEEP_SECONDS and keeps
// going after a failed run.
import { cartItems, carts, eventZoneInventory, seatHolds, zoneHolds } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCartRepository } from '../../src/modules/cart/cart.repository.ts';
import { createHoldSweeper } from '../../src/modules/cart/hold-sweeper.ts';
import { createHall, type Hall } from '../factories/hall.factory.ts';
import { visitor } from '../helpers/cart-client.ts';
import { createTestApp, manualClock, type TestApp } from '../helpers/test-app.ts';

const MINUTE = 60_000;
const clock = manualClock();
let t: TestApp;
let hall: Hall;
const silent = { debug: () => {}, warn: () => {} } as never;

beforeAll(async () => {
  t = await createTestApp({ clock });
  hall = await createHall(t.database.db, {
    sections: [{ name: { ru: 'Партер' }, rows: 2, seatsPerRow: 6 }],
    zones: [{ name: { ru: 'Танцпол' }, capacity: 30 }],
  });
});
afterAll(async () => {
  await t?.close();
});

const taken = async () =>
  (
    await t.database.db.select().from(eventZoneInventory).where(eq(eventZoneInventory.eventId, hall.event.id))
  )[0]?.taken;

describe('the hold sweeper', () => {
  it('releases expired holds in batches and leaves live ones alone', async () => {
    const { db } = t.database;
    const early = [];
    for (let i = 0; i < 5; i++) {
      const buyer = await visitor(t.app);
      await buyer.add({ event: hall.event.id, places: [hall.seatId(0, 1, i + 1)] });
      await buyer.add({ event: hall.event.id, zone: hall.zones[0]!.id, quantity: 2 });
      early.push(buyer);
    }
    clock.advance(10 * MINUTE);
    const late = await visitor(t.app);
    await late.add({ event: hall.event.id, places: [hall.seatId(0, 2, 1)] });
    await late.add({ event: hall.event.id, zone: hall.zones[0]!.id, quantity: 3 });
    clock.advance(6 * MINUTE);
    expect(await taken()).toBe(13);

    const sweeper = createHoldSweeper({
      repository: createCartRepository(db),
      clock,
      intervalMs: 0,
      batch: 2,
      log: silent,
    });
    const swept = await sweeper.runOnce();
    expect(swept).toEqual({ seats: 5, carts: 5, orders: 0, offers: 0 });
    const seats = await db.select().from(seatHolds).where(eq(seatHolds.eventId, hall.event.id));
    expect(seats.map((row) => row.seatId)).toEqual([hall.seatId(0, 2, 1)]);
    expect(await taken()).toBe(3);
    const zones = await db.select().from(zoneHolds).where(eq(zoneHolds.eventId, hall.event.id));
    expect(zones.map((row) => row.quantity)).toEqual([3]);
    const lines = await db.select().from(cartItems);
    expect(lines).toHaveLength(2);
    const ended = await db.select().from(carts);
    expect(ended.filter((cart) => cart.expiresAt !== null)).toHaveLength(1);
    expect(await late.count()).toBe(4);
    for (const buyer of early) expect(await buyer.count()).toBe(0);
    // Nothing left to do.
    expect(await sweeper.runOnce()).toEqual({ seats: 0, carts: 0, orders: 0, offers: 0 });
    clock.advance(10 * MINUTE);
    expect(await sweeper.runOnce()).toEqual({ seats: 1, carts: 1, orders: 0, offers: 0 });
    expect(await taken()).toBe(0);
  });

  it('runs on its timer in the API process (HOLD_SWEEP_SECONDS) and survives a failed run', async () => {
    const swept: number[] = [];
    let calls = 0;
    const warn = vi.fn();
    // The timer's time is moved by hand (vi.waitFor moves it on while it waits).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const sweeper = createHoldSweeper({
        repository: {
          async sweepExpired() {
            calls += 1;
            if (calls === 1) throw new Error('database went away');
            swept.push(calls);
            return { seats: 0, carts: 0 };
          },
        },
        clock,
        intervalMs: 10,
        batch: 100,
        log: { debug: () => {}, warn } as never,
      });
      sweeper.start();
      await vi.waitFor(() => expect(swept.length).toBeGreaterThanOrEqual(2), { timeout: 2000, interval: 10 });
      await sweeper.stop();
      const after = calls;
      // A hundred intervals later, still no further call.
      await vi.advanceTimersByTimeAsync(1_000);
      expect(calls).toBe(after);
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is started by the app when configured', async () => {
    const app = await createTestApp({
      clock,
      database: t.database,
      config: (config) => ({ ...config, cart: { ...config.cart, sweepIntervalMs: 20 } }),
    });
    try {
      const buyer = await visitor(app.app);
      await buyer.add({ event: hall.event.id, places: [hall.seatId(0, 2, 6)] });
      clock.advance(16 * MINUTE);
      await vi.waitFor(
        async () => {
          const rows = await t.database.db
            .select()
            .from(seatHolds)
            .where(eq(seatHolds.seatId, hall.seatId(0, 2, 6)));
          expect(rows).toEqual([]);
        },
        { timeout: 5000, interval: 50 },
      );
    } finally {
      await app.close();
    }
  });
});
