// [CART] All or nothing inside the one-statement hold (hold_seats, migration 0006_hold_seats): when
// the claim misses a seat that the lock-free check let through, everything the statement did is
// undone (the visitor's lines, deadline and the seats it did claim) and the 409 names the seat. The
// check and the claim disagree deterministically on a hold that ends at this very instant: not live
// any more for the check (expires_at > now), not yet free for the claim (expires_at < now) — the
// same thing a claim racing another visitor meets.
import { cartItems, seatHolds } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHall, type Hall } from '../factories/hall.factory.ts';
import { visitor } from '../helpers/cart-client.ts';
import { createTestApp, manualClock, type TestApp } from '../helpers/test-app.ts';

const clock = manualClock();
let t: TestApp;
let hall: Hall;

beforeAll(async () => {
  t = await createTestApp({ clock });
  hall = await createHall(t.database.db, { sections: [{ name: { ru: 'Партер' }, rows: 1, seatsPerRow: 6 }] });
});
afterAll(async () => {
  await t?.close();
});

describe('POST /cart/add when the claim misses a seat the check let through', () => {
  it('holds none of the request, writes no line, and names the seat', async () => {
    const [first, second, third] = hall.seats.map((seat) => seat.id).sort((a, b) => a - b);
    if (first === undefined || second === undefined || third === undefined)
      throw new Error('three seats expected');
    const holder = await visitor(t.app);
    expect((await holder.add({ event: hall.event.id, places: [second] })).status).toBe(200);
    clock.advance(t.config.cart.holdMs);

    const late = await visitor(t.app, { locale: 'en' });
    const answer = await late.add({ event: hall.event.id, places: [third, second, first] });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'places_taken', places: [second] });
    expect(answer.body.detail).toMatch(/seat/i);

    const { db } = t.database;
    const holds = await db
      .select({ seatId: seatHolds.seatId })
      .from(seatHolds)
      .where(eq(seatHolds.eventId, hall.event.id));
    expect(holds.map((hold) => hold.seatId)).toEqual([second]);
    expect(await db.select().from(cartItems).where(eq(cartItems.seatId, first))).toEqual([]);
    expect(await late.count()).toBe(0);

    // A moment later the hold has ended for the claim too, and the same request is granted whole.
    clock.advance(1);
    const again = await late.add({ event: hall.event.id, places: [third, second, first] });
    expect(again.status).toBe(200);
    expect(again.body.items).toHaveLength(3);
  });
});
