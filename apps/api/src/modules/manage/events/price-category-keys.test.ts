// The session lists' prices: (category id, kopecks) pairs become category keys in the plan's order, in roubles, with
// one statement for the categories a page needs and none for those already known.
import type { Db } from '@afisha/db';
import { describe, expect, it } from 'vitest';
import { createPriceCategoryKeys } from './price-category-keys.ts';

/** A database whose price_categories are `table`; it answers every read with all of them and counts the reads. */
function databaseOf(table: { id: number; key: string; position: number }[]) {
  let reads = 0;
  const db = {
    execute: async () => {
      reads += 1;
      return { rows: table };
    },
  } as unknown as Db;
  return { db, reads: () => reads };
}

describe('price category keys', () => {
  it('answers keys in the plan order (position, then id) and prices in roubles', async () => {
    const { db } = databaseOf([
      { id: 7, key: 'balcony', position: 2 },
      { id: 8, key: 'stalls', position: 0 },
      { id: 9, key: 'box', position: 0 },
    ]);
    const keys = createPriceCategoryKeys(db);
    const prices = await keys.pricesOf(['7:150000,9:199950,8:5', null, '7:100000']);
    expect(prices).toEqual([
      [
        { category: 'stalls', price: 0.05 },
        { category: 'box', price: 1999.5 },
        { category: 'balcony', price: 1500 },
      ],
      [],
      [{ category: 'balcony', price: 1000 }],
    ]);
  });

  it('reads the categories a page needs once, and not again for the next page', async () => {
    const { db, reads } = databaseOf([
      { id: 1, key: 'a', position: 0 },
      { id: 2, key: 'b', position: 1 },
    ]);
    const keys = createPriceCategoryKeys(db);
    await keys.pricesOf(['1:100', '2:200']);
    expect(reads()).toBe(1);
    await keys.pricesOf(['2:300', '1:400']);
    expect(reads()).toBe(1);
    await keys.pricesOf([null, '']);
    expect(reads()).toBe(1);
  });

  it('leaves out a category that no longer exists', async () => {
    const { db } = databaseOf([{ id: 1, key: 'a', position: 0 }]);
    const keys = createPriceCategoryKeys(db);
    expect(await keys.pricesOf(['1:100,404:100'])).toEqual([[{ category: 'a', price: 1 }]]);
  });
});
