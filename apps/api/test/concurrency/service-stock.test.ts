// [CONCURRENCY] Twelve buyers check out at the same moment, each with a programme booklet of a service that has five
// left (POST /cart/buy through the whole API, 16 database connections): five orders get one, seven are told it is
// sold out and nothing of theirs changes, nobody gets an error, and the stock is never oversold. The control runs
// the same race with the protection switched off (a test-only switch: `sold` read without the row lock and written
// back absolute) and shows more booklets sold than there were.
import { extraServices, orderItems } from '@afisha/db';
import { and, eq } from '@afisha/db/orm';
import { describe, expect, it } from 'vitest';
import { createService } from '../factories/services.factory.ts';
import type { Visitor } from '../helpers/cart-client.ts';
import { BUYER } from '../helpers/checkout.ts';
import { DATABASE_URL, NEEDS_POSTGRES, type RaceApp, useGuardedAndRacy, visitors } from './race.ts';

const BUYERS = 12;
const STOCK = 5;

async function race(app: RaceApp, people: Visitor[]) {
  const { db } = app.database;
  const booklet = await createService(db, { eventId: app.hall.event.id, stock: STOCK });
  await Promise.all(
    people.map(async (person, i) => {
      await person.add({ event: app.hall.event.id, places: [app.hall.seatId(0, 2, i + 1)] });
      await person.post('/cart/add_service', { service: booklet.id, event: app.hall.event.id });
    }),
  );
  const answers = await Promise.all(people.map((person) => person.post('/cart/buy', BUYER)));
  const sold = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.serviceId, booklet.id), eq(orderItems.kind, 'service')));
  return {
    statuses: answers.map((answer) => answer.status),
    refusals: answers.flatMap((answer) => answer.body?.codes?.non_field_errors ?? []),
    booklets: sold.reduce((sum, line) => sum + line.quantity, 0),
    row: (await db.select().from(extraServices).where(eq(extraServices.id, booklet.id)))[0],
  };
}

describe.skipIf(!DATABASE_URL)(
  `the last booklets of a service, twelve buyers at once ${NEEDS_POSTGRES}`,
  () => {
    const apps = useGuardedAndRacy({ services: { racyServiceStock: true } });

    it('five buyers get one, seven are told it is sold out, the stock is never oversold', async () => {
      const result = await race(apps.guarded, await visitors(apps.guarded, BUYERS));
      expect(result.statuses.filter((status) => status === 200)).toHaveLength(STOCK);
      expect(result.statuses.filter((status) => status === 400)).toHaveLength(BUYERS - STOCK);
      expect(new Set(result.refusals)).toEqual(new Set(['service_sold_out']));
      expect(result.booklets).toBe(STOCK);
      expect(result.row?.sold).toBe(STOCK);
    });

    it('control: without the lock more booklets are sold than there were', async () => {
      const result = await race(apps.racy, await visitors(apps.racy, BUYERS));
      expect(result.booklets).toBeGreaterThan(STOCK);
    });
  },
);
