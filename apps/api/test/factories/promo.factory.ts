// Promo codes for tests: 10 % off everything, valid from 2000 to 2100, no limits, unless told otherwise.
import { type Database, promoCodes } from '@afisha/db';
import { nextSequence } from './sequence.ts';

type PromoSpec = Partial<typeof promoCodes.$inferInsert>;

export async function createPromoCode(db: Database['db'], spec: PromoSpec = {}) {
  const [row] = await db
    .insert(promoCodes)
    .values({
      code: `CODE${nextSequence()}`,
      percentOff: spec.amountOffKopecks ? null : 10,
      validFrom: new Date('2000-01-01T00:00:00Z'),
      validTo: new Date('2100-01-01T00:00:00Z'),
      ...spec,
    })
    .returning();
  if (!row) throw new Error('promo code insert returned nothing');
  return row;
}
