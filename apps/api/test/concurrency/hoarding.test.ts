// [CONCURRENCY] Hoarding under concurrency: 40 fresh sessions from one client address ask for places of one session
// at the same moment (POST /cart/add through the whole API, 16 database connections), half of them seats (the
// one-statement hold), half zone places (the transaction of several): the address ends up holding its share and not
// one place more, and a buyer from another address is still served. The control runs the same race with the check's
// advisory lock taken out (each hold counts, pauses, then holds, as under load everyone counts before anyone writes)
// and shows the address going past its share: the lock is what makes the cap hold across connections and processes.
import { sql } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Visitor, visitor } from '../helpers/cart-client.ts';
import { createRaceApp, DATABASE_URL, NEEDS_POSTGRES, type RaceApp } from './race.ts';

const RACERS = 40;
const HOARDER = '198.51.100.7';
// 100 seats and a zone of 100: a share of 5 % is 10 places.
const CAP = 10;
const HALL = {
  sections: [{ name: { ru: 'Партер' }, rows: 4, seatsPerRow: 25 }],
  zones: [{ name: { ru: 'Танцпол' }, capacity: 100, category: 1 }],
};

/** hold_address_refusal (migration 0018_hold_address) without its advisory lock: count, pause, answer. */
const RACY_CHECK = `
  CREATE OR REPLACE FUNCTION hold_address_refusal(p_address inet, p_cart integer, p_event integer, p_zone integer,
      p_places integer, p_now timestamptz, p_max_places integer, p_fresh boolean, p_new_carts integer,
      p_since timestamptz)
    RETURNS text LANGUAGE plpgsql AS $$
  DECLARE
    v_held bigint;
  BEGIN
    SELECT (SELECT count(*) FROM seat_holds h WHERE h.event_id = p_event AND h.client_address = p_address
        AND h.status IN ('held', 'ordered') AND h.expires_at > p_now)
      + (SELECT coalesce(sum(z.quantity), 0) FROM zone_holds z WHERE z.event_id = p_event
        AND z.client_address = p_address AND z.status IN ('held', 'ordered') AND z.expires_at > p_now)
      INTO v_held;
    PERFORM pg_sleep(0.05);
    IF v_held + p_places > p_max_places THEN
      RETURN 'event';
    END IF;
    RETURN NULL;
  END;
  $$`;

const createApp = () =>
  createRaceApp({
    hall: HALL,
    config: (config) => ({
      ...config,
      cart: {
        ...config.cart,
        perAddress: { sharePercent: 5, minPlaces: CAP, newCarts: 0, newCartsWindowMs: 60_000 },
      },
    }),
  });

async function hoarders(app: RaceApp): Promise<Visitor[]> {
  const all: Visitor[] = [];
  for (let i = 0; i < RACERS; i += 20) {
    all.push(
      ...(await Promise.all(Array.from({ length: 20 }, () => visitor(app.t.app, { address: HOARDER })))),
    );
  }
  return all;
}

/** Everyone at once: even racers ask for two seats of their own, odd ones for two zone places. */
async function race(app: RaceApp, people: Visitor[]) {
  const { event, zones } = app.hall;
  const answers = await Promise.all(
    people.map((person, i) =>
      i % 2 === 0
        ? person.add({
            event: event.id,
            places: [
              app.hall.seatId(0, 1 + Math.floor(i / 25), 1 + (i % 25)),
              app.hall.seatId(0, 3 + Math.floor(i / 25), 1 + (i % 25)),
            ],
          })
        : person.add({ event: event.id, zone: zones[0]!.id, quantity: 2 }),
    ),
  );
  return answers;
}

async function heldFrom(app: RaceApp, address: string): Promise<number> {
  const { rows } = await app.database.db.execute<{ n: number }>(sql`
    SELECT (SELECT count(*) FROM seat_holds WHERE client_address = ${address}::inet)
      + (SELECT coalesce(sum(quantity), 0) FROM zone_holds WHERE client_address = ${address}::inet) AS n`);
  return Number(rows[0]?.n ?? 0);
}

describe.skipIf(!DATABASE_URL)(`${RACERS} parallel holds from one address ${NEEDS_POSTGRES}`, () => {
  let guarded: RaceApp;
  let racy: RaceApp;
  let people: Visitor[];
  let racyPeople: Visitor[];

  beforeAll(async () => {
    [guarded, racy] = await Promise.all([createApp(), createApp()]);
    await racy.database.db.execute(sql.raw(RACY_CHECK));
    [people, racyPeople] = await Promise.all([hoarders(guarded), hoarders(racy)]);
  });
  afterAll(async () => {
    await guarded?.t.close();
    await racy?.t.close();
  });

  it('the address holds exactly its share; the rest are refused with hold_limit; another address is served', async () => {
    const answers = await race(guarded, people);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CAP / 2);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body).toMatchObject({ code: 'hold_limit', reason: 'event' });
    }
    expect(await heldFrom(guarded, HOARDER)).toBe(CAP);
    const neighbour = await visitor(guarded.t.app, { address: '203.0.113.9' });
    expect(
      (await neighbour.add({ event: guarded.hall.event.id, zone: guarded.hall.zones[0]!.id, quantity: 10 }))
        .status,
    ).toBe(200);
  });

  it('control: without the lock, the same race holds more than the share', async () => {
    await race(racy, racyPeople);
    expect(await heldFrom(racy, HOARDER)).toBeGreaterThan(CAP);
  });
});
