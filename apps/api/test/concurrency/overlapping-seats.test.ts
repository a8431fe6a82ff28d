// [CONCURRENCY] 500 visitors at once each ask for a run of 1 to 4 neighbouring seats in the same
// 40-seat block (heavy overlap): no seat ends up in two holds, every request got all of its seats
// or none of them, the answers add up to the seats held, and nobody gets an error (no deadlock or
// serialization failure reaches a visitor). The control runs the same race with the guarantee
// switched off and shows seats held twice.
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

const REQUESTS = 500;
const BLOCK = 40;

/** The same pseudo-random picks for both runs: run i asks for `size` seats from `start`. */
function picks(): { start: number; size: number }[] {
  let state = 12_345;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return Array.from({ length: REQUESTS }, () => {
    const size = 1 + Math.floor(next() * 4);
    return { start: Math.floor(next() * (BLOCK - size + 1)), size };
  });
}

async function race(app: RaceApp, people: Visitor[]) {
  const seats = app.hall.seats.map((seat) => seat.id).sort((a, b) => a - b);
  const asks = picks().map(({ start, size }) => seats.slice(start, start + size).reverse());
  const answers = await Promise.all(
    people.map((person, i) => person.add({ event: app.hall.event.id, places: asks[i] })),
  );
  return { asks, answers };
}

describe.skipIf(!DATABASE_URL)(
  `500 parallel multi-seat holds over overlapping seats ${NEEDS_POSTGRES}`,
  () => {
    let guarded: RaceApp;
    let racy: RaceApp;
    let people: Visitor[];
    let racyPeople: Visitor[];

    beforeAll(async () => {
      [guarded, racy] = await Promise.all([createRaceApp(), createRaceApp({ racy: true })]);
      people = await visitors(guarded, REQUESTS);
      racyPeople = await visitors(racy, REQUESTS);
    });
    afterAll(async () => {
      await guarded?.t.close();
      await racy?.t.close();
    });

    it('no seat in two holds, all or nothing per request, no errors', async () => {
      const { asks, answers } = await race(guarded, people);
      const statuses = new Set(answers.map((answer) => answer.status));
      expect([...statuses].every((status) => status === 200 || status === 409)).toBe(true);
      const now = guarded.clock.now();
      expect(await doubleHeld(guarded.database, guarded.hall.event.id, now)).toEqual([]);

      const held = await holders(guarded.database, guarded.hall.event.id, now);
      let seatsWon = 0;
      for (const [i, answer] of answers.entries()) {
        const cartId = await cartOf(guarded.database, sessionIdOf(people[i]!.session.sessionid));
        const mine = asks[i]!.filter((seatId) => cartId !== null && held.get(seatId)?.includes(cartId));
        if (answer.status === 200) {
          // Every seat of the request, and the answer says so.
          expect(mine).toHaveLength(asks[i]!.length);
          expect(answer.body.items.map((item: { seat: number }) => item.seat).sort()).toEqual(
            [...asks[i]!].sort(),
          );
          seatsWon += asks[i]!.length;
        } else {
          // None of them, and the 409 names seats that someone else really holds.
          expect(mine).toEqual([]);
          expect(answer.body.code).toBe('places_taken');
          for (const seatId of answer.body.places as number[]) {
            expect(asks[i]).toContain(seatId);
            expect(held.get(seatId)?.length).toBe(1);
          }
        }
      }
      expect(seatsWon).toBe([...held.values()].flat().length);
      expect(seatsWon).toBeGreaterThan(0);
      expect(seatsWon).toBeLessThanOrEqual(BLOCK);
    });

    it('control: without the guarantee the same race holds seats twice', async () => {
      const { answers } = await race(racy, racyPeople);
      expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
      expect((await doubleHeld(racy.database, racy.hall.event.id, racy.clock.now())).length).toBeGreaterThan(
        0,
      );
    });
  },
);
