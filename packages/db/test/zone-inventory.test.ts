// General-admission zones: the places held or sold never exceed the zone's capacity, because
// `taken` follows zone_holds through a trigger and carries CHECK (taken BETWEEN 0 AND capacity).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/client.js';
import { eventZoneInventory, zoneHolds } from '../src/schema/index.js';
import { createTestDatabase } from '../src/testing.js';
import { CHECK_VIOLATION, expectDbError, RESTRICT_VIOLATION } from './support/db-errors.js';
import { createSeatingFixture, type SeatingFixture } from './support/seating.fixture.js';

const expiresAt = new Date('2030-02-01T12:15:00Z');
let database: Database;
let fx: SeatingFixture;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  fx = await createSeatingFixture(database.db, { zoneCapacity: 5 });
});

async function taken(): Promise<number> {
  const [row] = await database.db
    .select({ taken: eventZoneInventory.taken })
    .from(eventZoneInventory)
    .where(and(eq(eventZoneInventory.eventId, fx.eventId), eq(eventZoneInventory.zoneId, fx.zoneId)));
  return row!.taken;
}

const hold = (cartId: number, quantity: number) =>
  database.db
    .insert(zoneHolds)
    .values({ eventId: fx.eventId, zoneId: fx.zoneId, cartId, status: 'held', quantity, expiresAt })
    .returning({ id: zoneHolds.id });

describe('zone inventory', () => {
  it('counts held places and refuses a hold that would go over capacity', async () => {
    await hold(await fx.newCart(), 3);
    expect(await taken()).toBe(3);
    await expectDbError(hold(await fx.newCart(), 3), {
      code: CHECK_VIOLATION,
      constraint: 'event_zone_inventory_taken_ck',
    });
    expect(await taken()).toBe(3);
    await hold(await fx.newCart(), 2);
    expect(await taken()).toBe(5);
  });

  it('gives places back when a hold is deleted or shrunk, and refuses growing past capacity', async () => {
    const [first] = await hold(await fx.newCart(), 4);
    await database.db.update(zoneHolds).set({ quantity: 2 }).where(eq(zoneHolds.id, first!.id));
    expect(await taken()).toBe(2);
    await expectDbError(
      database.db.update(zoneHolds).set({ quantity: 6 }).where(eq(zoneHolds.id, first!.id)),
      {
        code: CHECK_VIOLATION,
        constraint: 'event_zone_inventory_taken_ck',
      },
    );
    await database.db.delete(zoneHolds).where(eq(zoneHolds.id, first!.id));
    expect(await taken()).toBe(0);
    await hold(await fx.newCart(), 5);
    expect(await taken()).toBe(5);
  });

  it('refuses writing `taken` directly, so it cannot drift from the holds', async () => {
    await expectDbError(
      database.db
        .update(eventZoneInventory)
        .set({ taken: 3 })
        .where(eq(eventZoneInventory.eventId, fx.eventId)),
      { code: RESTRICT_VIOLATION },
    );
  });
});
