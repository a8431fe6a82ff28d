// [CART] GET /cart/count_seats counts the places held by this visitor's cart right now.
import { seatHolds } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionIdOf } from '../../src/plugins/session/session-token.ts';
import { createCart, holdSeats, holdZonePlaces } from '../factories/cart.factory.ts';
import { createEventWithSeats } from '../factories/events.factory.ts';
import { type ClientSession, startSession } from '../helpers/session.ts';
import { createTestApp, manualClock, type TestApp } from '../helpers/test-app.ts';

const clock = manualClock();
const MINUTE = 60_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t?.close();
});

const countFor = async (session: ClientSession | null) => {
  const response = await t.app.inject({
    url: '/api/v1/cart/count_seats',
    headers: session ? { cookie: session.cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ count: number }>().count;
};

describe('GET /cart/count_seats', () => {
  it('is 0 for a visitor without a session or cart', async () => {
    expect(await countFor(null)).toBe(0);
    expect(await countFor(await startSession(t.app))).toBe(0);
  });

  it("counts held seats and zone places of this session's cart only, until they expire", async () => {
    const { db } = t.database;
    const { event, seatIds, zoneId } = await createEventWithSeats(db, { seats: 4 });
    const mine = await startSession(t.app);
    const other = await startSession(t.app);
    const myCart = await createCart(db, { sessionId: sessionIdOf(mine.sessionid) });
    const otherCart = await createCart(db, { sessionId: sessionIdOf(other.sessionid) });
    const soon = new Date(clock.now().getTime() + 15 * MINUTE);

    await holdSeats(db, {
      cartId: myCart.id,
      eventId: event.id,
      seatIds: seatIds.slice(0, 2),
      expiresAt: soon,
    });
    await holdZonePlaces(db, { cartId: myCart.id, eventId: event.id, zoneId, quantity: 3, expiresAt: soon });
    await holdSeats(db, {
      cartId: otherCart.id,
      eventId: event.id,
      seatIds: seatIds.slice(2, 3),
      expiresAt: soon,
    });

    expect(await countFor(mine)).toBe(5);
    expect(await countFor(other)).toBe(1);

    // A released seat stops counting at once.
    await db.delete(seatHolds).where(eq(seatHolds.seatId, seatIds[0] ?? -1));
    expect(await countFor(mine)).toBe(4);

    clock.advance(16 * MINUTE);
    expect(await countFor(mine)).toBe(0);
  });
});
