// [CART] The round trips of POST /cart/add with seats (docs/performance.md "Holds under a sell-out
// rush"): a visitor whose cart has no open hold window, granted or refused, costs ONE statement (the
// database function hold_seats_in_session, which reads the session too), with the event's sale plan
// cached as in production. PostgreSQL only: PGlite runs transactions inside its driver, where they are not counted.
// Without Redis the request's rate-limit counter is one more statement of its own (lib/shared-limits/, an upsert into
// rate_limit_counters): counted apart, it is not the cart's.
import { countStatements } from '@afisha/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHall, type Hall } from '../factories/hall.factory.ts';
import { visitor } from '../helpers/cart-client.ts';
import { createTestApp, manualClock, type TestApp } from '../helpers/test-app.ts';

const DATABASE_URL = process.env.DATABASE_URL?.trim() || undefined;

/** The cart's statements, and how many went to the shared rate-limit counters. */
function split(sent: string[] | null) {
  const counters = (sent ?? []).filter((statement) => statement.includes('"rate_limit_counters"'));
  return {
    cart: (sent ?? []).filter((statement) => !counters.includes(statement)),
    counters: counters.length,
  };
}
const clock = manualClock();
let t: TestApp;
let hall: Hall;

describe.skipIf(!DATABASE_URL)('POST /cart/add round trips (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp({ clock, config: (config) => ({ ...config, catalogueCacheMs: 60_000 }) });
    hall = await createHall(t.database.db, {
      sections: [{ name: { ru: 'Партер' }, rows: 2, seatsPerRow: 6 }],
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('holds the seats of a fresh window in one statement, the session read included', async () => {
    const seats = hall.seats.map((seat) => seat.id).sort((a, b) => a - b);
    const warm = await visitor(t.app);
    expect((await warm.add({ event: hall.event.id, places: [seats[0]] })).status).toBe(200);

    const buyer = await visitor(t.app);
    let answer: Awaited<ReturnType<typeof buyer.add>> | undefined;
    const sent = await countStatements(t.database, async () => {
      answer = await buyer.add({ event: hall.event.id, places: [seats[2], seats[3]] });
    });
    expect(answer?.status).toBe(200);
    expect(answer?.body.items).toHaveLength(2);
    const { cart, counters } = split(sent);
    expect(cart, cart.join('\n')).toHaveLength(1);
    expect(cart[0]).toMatch(/hold_seats_in_session/);
    expect(counters).toBe(1);
  });

  it('refuses a request for a held seat in one statement, changing nothing', async () => {
    const seats = hall.seats.map((seat) => seat.id).sort((a, b) => a - b);
    const late = await visitor(t.app);
    let answer: Awaited<ReturnType<typeof late.add>> | undefined;
    const sent = await countStatements(t.database, async () => {
      answer = await late.add({ event: hall.event.id, places: [seats[3], seats[4]] });
    });
    expect(answer?.status).toBe(409);
    expect(answer?.body.places).toEqual([seats[3]]);
    const { cart, counters } = split(sent);
    expect(cart, cart.join('\n')).toHaveLength(1);
    expect(counters).toBe(1);
    expect(await late.count()).toBe(0);
  });
});
