// [CONCURRENCY] Hold expiry racing new holds: 30 seats were held and their hold has just ended.
// At the same moment, for every seat, its old holder asks for it again, three newcomers ask for it,
// and the sweeper runs over and over releasing expired holds. Each seat ends with exactly one
// holder, exactly one of its four claimants got a 200 (and holds it: the old line of a loser never
// shows), nobody gets an error, and the zone inventory is still right. The control runs the same
// race with the guarantee switched off and shows seats taken over twice.
import { sql } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCartRepository } from '../../src/modules/cart/cart.repository.ts';
import { createHoldSweeper } from '../../src/modules/cart/hold-sweeper.ts';
import type { Visitor } from '../helpers/cart-client.ts';
import { createRaceApp, DATABASE_URL, doubleHeld, NEEDS_POSTGRES, type RaceApp, visitors } from './race.ts';

const SEATS = 30;
const NEWCOMERS = 3;
const MINUTE = 60_000;
const silent = { debug: () => {}, warn: () => {} } as never;

async function setUp(app: RaceApp) {
  const seatIds = app.hall.seats.slice(0, SEATS).map((seat) => seat.id);
  const old = await visitors(app, SEATS);
  for (const [i, person] of old.entries()) {
    const answer = await person.add({ event: app.hall.event.id, places: [seatIds[i]] });
    if (answer.status !== 200) throw new Error(`setup hold answered ${answer.status}`);
    await person.add({ event: app.hall.event.id, zone: app.hall.zones[0]!.id, quantity: 1 });
  }
  const newcomers = await visitors(app, SEATS * NEWCOMERS);
  app.clock.advance(15 * MINUTE + 1);
  return { seatIds, old, newcomers };
}

/** Everyone asks at once while the sweeper keeps sweeping; answers per seat, old holder first. */
async function race(app: RaceApp, seatIds: number[], old: Visitor[], newcomers: Visitor[]) {
  const sweeper = createHoldSweeper({
    repository: createCartRepository(app.database.db),
    clock: app.clock,
    intervalMs: 0,
    batch: 5,
    log: silent,
  });
  let racing = true;
  const sweeping = (async () => {
    let runs = 0;
    while (racing || runs === 0) {
      await sweeper.runOnce();
      runs += 1;
    }
    return runs;
  })();
  const claims = seatIds.flatMap((seatId, i) => [
    old[i]!.add({ event: app.hall.event.id, places: [seatId] }),
    ...newcomers
      .slice(i * NEWCOMERS, (i + 1) * NEWCOMERS)
      .map((person) => person.add({ event: app.hall.event.id, places: [seatId] })),
  ]);
  const answers = await Promise.all(claims);
  racing = false;
  const runs = await sweeping;
  return { answers, runs };
}

describe.skipIf(!DATABASE_URL)(`hold expiry racing new holds and the sweeper ${NEEDS_POSTGRES}`, () => {
  let guarded: RaceApp;
  let racy: RaceApp;
  const hall = {
    sections: [{ name: { ru: 'Партер' }, rows: 2, seatsPerRow: 20 }],
    zones: [{ name: { ru: 'Танцпол' }, capacity: 100 }],
  };

  beforeAll(async () => {
    [guarded, racy] = await Promise.all([createRaceApp({ hall }), createRaceApp({ racy: true, hall })]);
  });
  afterAll(async () => {
    await guarded?.t.close();
    await racy?.t.close();
  });

  it('each expired seat goes to exactly one claimant; no errors; inventories stay right', async () => {
    const { seatIds, old, newcomers } = await setUp(guarded);
    const { answers, runs } = await race(guarded, seatIds, old, newcomers);
    expect(runs).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    const now = guarded.clock.now();
    expect(await doubleHeld(guarded.database, guarded.hall.event.id, now)).toEqual([]);
    const everyone = [...old, ...newcomers];
    for (const [i, seatId] of seatIds.entries()) {
      const perSeat = answers.slice(i * (NEWCOMERS + 1), (i + 1) * (NEWCOMERS + 1));
      expect(
        perSeat.filter((answer) => answer.status === 200),
        `seat ${seatId}`,
      ).toHaveLength(1);
      const status = (await old[i]!.status(guarded.hall.event.id)).body;
      expect(status.held).toContain(seatId);
    }
    // Every visitor holds exactly what their answer said: one seat for a 200, nothing for a 409.
    const counts = await Promise.all(everyone.map((person) => person.count()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(SEATS);
    const { rows } = await guarded.database.db.execute<{ taken: number; live: number }>(sql`
      SELECT inv.taken, (SELECT coalesce(sum(quantity), 0)::int FROM zone_holds zh
        WHERE zh.event_id = inv.event_id AND zh.zone_id = inv.zone_id) AS live
      FROM event_zone_inventory inv WHERE inv.event_id = ${guarded.hall.event.id}`);
    expect(Number(rows[0]?.taken)).toBe(Number(rows[0]?.live));
    // The old holders' zone places were swept with their ended carts (or are expired and free).
    expect((await old[0]!.status(guarded.hall.event.id)).body.zones[0].remaining).toBe(100);
  });

  it('control: without the guarantee expired seats are taken over twice', async () => {
    const { seatIds, old, newcomers } = await setUp(racy);
    const { answers } = await race(racy, seatIds, old, newcomers);
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(SEATS);
    expect((await doubleHeld(racy.database, racy.hall.event.id, racy.clock.now())).length).toBeGreaterThan(0);
  });
});
