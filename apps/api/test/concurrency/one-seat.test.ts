// [CONCURRENCY] 200 visitors click the same seat at the same moment (POST /cart/add through the
// whole API, 16 database connections): exactly one holds it, the 199 others get a 409 naming it,
// nobody gets an error. The control runs the same race with the guarantee switched off (a racy
// look-then-insert claim, no UNIQUE (event_id, seat_id)) and shows several visitors "winning".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionIdOf } from '../../src/plugins/session/session-token.ts';
import type { Visitor } from '../helpers/cart-client.ts';
import {
  cartOf,
  createRaceApp,
  DATABASE_URL,
  doubleHeld,
  holders,
  NEEDS_POSTGRES,
  type RaceApp,
  visitors,
} from './race.ts';

const RACERS = 200;

async function race(app: RaceApp, people: Visitor[], seatId: number) {
  return Promise.all(people.map((person) => person.add({ event: app.hall.event.id, places: [seatId] })));
}

describe.skipIf(!DATABASE_URL)(`200 parallel holds of one seat ${NEEDS_POSTGRES}`, () => {
  let guarded: RaceApp;
  let racy: RaceApp;
  let people: Visitor[];
  let racyPeople: Visitor[];

  beforeAll(async () => {
    [guarded, racy] = await Promise.all([createRaceApp(), createRaceApp({ racy: true })]);
    [people, racyPeople] = await Promise.all([visitors(guarded, RACERS), visitors(racy, RACERS)]);
  });
  afterAll(async () => {
    await guarded?.t.close();
    await racy?.t.close();
  });

  it('exactly one visitor wins the seat; everyone else is told, nobody sees an error', async () => {
    const seatId = guarded.hall.seatId(0, 1, 1);
    const answers = await race(guarded, people, seatId);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(RACERS - 1);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body).toMatchObject({ code: 'places_taken', places: [seatId] });
      expect(answer.body.detail).toContain('Партер, ряд 1, место 1');
    }
    const now = guarded.clock.now();
    expect(await doubleHeld(guarded.database, guarded.hall.event.id, now)).toEqual([]);
    const winner = people[statuses.indexOf(200)]!;
    const winnerCart = await cartOf(guarded.database, sessionIdOf(winner.session.sessionid));
    expect((await holders(guarded.database, guarded.hall.event.id, now)).get(seatId)).toEqual([winnerCart]);
    expect(await winner.count()).toBe(1);
    // The losers' carts hold nothing (all or nothing: not even an empty line).
    const counts = await Promise.all(people.slice(0, 20).map((person) => person.count()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(people.slice(0, 20).includes(winner) ? 1 : 0);
  });

  it('control: without the guarantee the same race lets several visitors hold the seat', async () => {
    const seatId = racy.hall.seatId(0, 1, 1);
    const answers = await race(racy, racyPeople, seatId);
    const winners = answers.filter((answer) => answer.status === 200);
    expect(winners.length).toBeGreaterThan(1);
    expect(await doubleHeld(racy.database, racy.hall.event.id, racy.clock.now())).toEqual([seatId]);
  });
});
