// [CONCURRENCY] Visitors hold seats of a session (POST /cart/add through the whole API, 16 database connections)
// while the back office moves it onto a newer version of its hall's plan (plans/plan-move.ts). Their processes
// checked the seats against the old version, so they name the old version's seat ids. The move locks the session's
// row first (a hold's insert waits on it) and closes every old seat for the session behind the remap: the waiting
// holds find their seats taken (409) and none lands on an old id. The control leaves the old seats open and shows the
// holds landing on the old version, beside the new one.
import { ZPlanDocument } from '@afisha/contracts/manage/plans';
import type { Db } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type MoveOptions, moveSessionsOnto } from '../../src/modules/manage/plans/plan-move.ts';
import { publishPlanRows } from '../../src/modules/manage/plans/plan-publish.ts';
import { createHall } from '../factories/hall.factory.ts';
import { visitor } from '../helpers/cart-client.ts';
import { manageClient } from '../helpers/manager.ts';
import type { JsonAnswer } from '../helpers/requests.ts';
import { lockWaiters } from '../helpers/wait.ts';
import { createRaceApp, DATABASE_URL, NEEDS_POSTGRES, type RaceApp } from './race.ts';

const HOLDERS = 8;

describe.skipIf(!DATABASE_URL)(
  `holds racing a session's move to a new plan version ${NEEDS_POSTGRES}`,
  () => {
    let app: RaceApp;
    const db = () => app.database.db;

    beforeAll(async () => {
      app = await createRaceApp();
    });
    afterAll(async () => app?.t.close());

    /** Moves a fresh session onto v2 while HOLDERS visitors hold seats of v1; answers the holds and where they landed. */
    async function race(options: MoveOptions) {
      const hall = await createHall(db(), {
        sections: [{ name: { ru: 'Партер' }, rows: 4, seatsPerRow: 25 }],
      });
      const manager = await manageClient(app.t.app, db(), { kind: 'manager', venues: [hall.venue.venue.id] });
      const draft = await manager.post(`/plans/${hall.venue.plan.id}/draft`, {});
      expect(draft.status).toBe(201);
      // v2 published "after" the session (none moves with it): the session stays on v1 for the move.
      await db().transaction(async (tx) => {
        await publishPlanRows(
          tx as unknown as Db,
          { id: draft.body.id, hallId: hall.venue.hall.id },
          ZPlanDocument.parse(draft.body),
          new Date('2100-01-01T00:00:00Z'),
        );
      });
      const people = await Promise.all(
        Array.from({ length: HOLDERS }, (_, i) => visitor(app.t.app, { address: `10.31.${i}.1` })),
      );
      const oldSeats = Array.from({ length: HOLDERS }, (_, i) => hall.seatId(0, 1, i + 1));
      let answers: Promise<JsonAnswer[]> | undefined;
      const outcome = await db().transaction(async (tx) =>
        moveSessionsOnto(
          tx as unknown as Db,
          { id: draft.body.id, hallId: hall.venue.hall.id },
          [hall.event.id],
          app.clock.now(),
          {
            ...options,
            afterLock: async () => {
              let done = 0;
              answers = Promise.all(
                people.map((person, i) =>
                  person.add({ event: hall.event.id, places: [oldSeats[i]] }).finally(() => {
                    done++;
                  }),
                ),
              );
              // The move goes on once every hold has landed or waits for a lock the move holds.
              await vi.waitFor(
                async () => expect(done + (await lockWaiters(db()))).toBeGreaterThanOrEqual(HOLDERS),
                {
                  timeout: 15_000,
                  interval: 20,
                },
              );
            },
          },
        ),
      );
      expect(outcome).toMatchObject({ kind: 'moved', moved: [{ id: hall.event.id }] });
      const holds = await answers!;
      const { rows } = await db().execute<{ seat_id: number; plan_id: number; event_plan: number }>(sql`
      SELECT h.seat_id, s.plan_id, e.plan_id AS event_plan
      FROM seat_holds h JOIN plan_seats s ON s.id = h.seat_id JOIN events e ON e.id = h.event_id
      WHERE h.event_id = ${hall.event.id} AND h.status = 'held'`);
      return { holds, held: rows, newPlan: draft.body.id as number, oldSeats };
    }

    it('every hold naming an old seat is refused as taken; none lands on the old version', async () => {
      const { holds, held, oldSeats } = await race({});
      expect(holds.map((answer) => answer.status)).toEqual(Array(HOLDERS).fill(409));
      for (const [i, answer] of holds.entries()) {
        expect(answer.body).toMatchObject({ code: 'places_taken', places: [oldSeats[i]] });
      }
      expect(held).toEqual([]);
    });

    it('control: with the old seats left open, the waiting holds land on the old version after the move', async () => {
      const { holds, held, newPlan } = await race({ closeOldSeats: false });
      expect(holds.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
      const stale = held.filter((row) => row.plan_id !== row.event_plan);
      expect(stale.length).toBeGreaterThan(0);
      expect(stale.every((row) => row.event_plan === newPlan)).toBe(true);
    });
  },
);
