// [CONCURRENCY] Twenty buyers check out at the same moment with a promo code that has one use left (POST
// /cart/buy through the whole API, 16 database connections): exactly one order gets the discount, the others are
// told the code is used up and nothing of theirs changes, nobody gets an error. The control runs the same race
// with the protection switched off (a test-only switch: the use count read without the code's row lock and
// written back absolute) and shows the code used more times than it may be.
import { promoCodes, promoUsages } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { describe, expect, it } from 'vitest';
import { createPromoCode } from '../factories/promo.factory.ts';
import type { Visitor } from '../helpers/cart-client.ts';
import { BUYER } from '../helpers/checkout.ts';
import { DATABASE_URL, NEEDS_POSTGRES, type RaceApp, useGuardedAndRacy, visitors } from './race.ts';

const BUYERS = 20;

async function race(app: RaceApp, people: Visitor[]) {
  const { db } = app.database;
  const promo = await createPromoCode(db, { percentOff: 30, maxUses: 1 });
  await Promise.all(
    people.map((person, i) =>
      person.add({ event: app.hall.event.id, places: [app.hall.seatId(0, 1, i + 1)] }),
    ),
  );
  const answers = await Promise.all(
    people.map((person, i) =>
      person.post('/cart/buy', { ...BUYER, email: `buyer${i}@example.com`, promocode: promo.code }),
    ),
  );
  return {
    statuses: answers.map((answer) => answer.status),
    refusals: answers.flatMap((answer) => answer.body?.codes?.promocode ?? []),
    usages: await db.select().from(promoUsages).where(eq(promoUsages.promoCodeId, promo.id)),
    code: (await db.select().from(promoCodes).where(eq(promoCodes.id, promo.id)))[0],
  };
}

describe.skipIf(!DATABASE_URL)(
  `the last use of a promo code, twenty buyers at once ${NEEDS_POSTGRES}`,
  () => {
    const apps = useGuardedAndRacy({ promo: { racyPromoUses: true } });

    it('exactly one buyer gets it; the others are told it is used up', async () => {
      const result = await race(apps.guarded, await visitors(apps.guarded, BUYERS));
      expect(result.statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(result.statuses.filter((status) => status === 400)).toHaveLength(BUYERS - 1);
      expect(new Set(result.refusals)).toEqual(new Set(['promo_used_up']));
      expect(result.usages).toHaveLength(1);
      expect(result.code?.usedCount).toBe(1);
    });

    it('control: without the lock the code is used more times than it may be', async () => {
      const result = await race(apps.racy, await visitors(apps.racy, BUYERS));
      expect(result.usages.length).toBeGreaterThan(1);
    });
  },
);
