// Owns what the session lists need of a price category they see only by id: its key in the plan document and its
// place in the plan's order. A category is written once, when its plan version is published (plan-publish.ts), and
// never changed, so what is read of an id holds for as long as the id exists: the lists read each session's prices as
// "id:kopecks" text straight from event_prices' index, with no join and no JSON built per price, and look the rest
// up here. For a venue's week of 64 sessions that cut PostgreSQL's time by 2 ms of 4.4. (Text, not an int[][]: the
// driver parses arrays character by character, 0.3 ms for a week.)
import type { Db } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { LRUCache } from 'lru-cache';
import { intArray } from '../../cart/cart-window.ts';

export type PriceCategoryKey = { key: string; position: number };
/** A price as the lists answer it: the category's key, the price in roubles. */
export type ListedPrice = { category: string; price: number };

/**
 * A session's prices as the lists read them (`string_agg(price_category_id || ':' || price_kopecks, ',')`):
 * "category id:kopecks" pairs, comma-separated, in no order; null when it has none.
 */
export type PriceList = string | null;

export type PriceCategoryKeys = ReturnType<typeof createPriceCategoryKeys>;

export function createPriceCategoryKeys(db: Db, options: { maxEntries?: number } = {}) {
  const known = new LRUCache<number, PriceCategoryKey>({ max: options.maxEntries ?? 100_000 });

  /** Reads these categories, in one statement. */
  async function learn(ids: readonly number[]): Promise<void> {
    const { rows } = await db.execute<{ id: number; key: string; position: number }>(sql`
      SELECT id, key, position FROM price_categories WHERE id = ANY(${intArray(ids)})`);
    for (const row of rows) known.set(Number(row.id), { key: row.key, position: Number(row.position) });
  }

  /** A session's known prices, in the plan's order. */
  function inPlanOrder(pairs: readonly PricePair[]): ListedPrice[] {
    const priced: (PricePair & { category: PriceCategoryKey })[] = [];
    for (const pair of pairs) {
      const category = known.get(pair.id);
      if (category) priced.push({ id: pair.id, kopecks: pair.kopecks, category });
    }
    priced.sort((a, b) => a.category.position - b.category.position || a.id - b.id);
    return priced.map(({ category, kopecks }) => ({ category: category.key, price: kopecks / 100 }));
  }

  return {
    /**
     * Each session's prices as the API answers them: category keys in the plan's order (position, then id), prices in
     * roubles. Categories not known yet are read in one statement; one that no longer exists (its plan deleted
     * meanwhile) is left out.
     */
    async pricesOf(lists: readonly PriceList[]): Promise<ListedPrice[][]> {
      const sessions = lists.map(pairsOf);
      const missing = new Set<number>();
      for (const pairs of sessions) for (const { id } of pairs) if (!known.has(id)) missing.add(id);
      if (missing.size > 0) await learn([...missing]);
      return sessions.map(inPlanOrder);
    },
  };
}

type PricePair = { id: number; kopecks: number };

function pairsOf(list: PriceList): PricePair[] {
  if (!list) return [];
  return list.split(',').map((pair) => {
    const colon = pair.indexOf(':');
    return { id: Number(pair.slice(0, colon)), kopecks: Number(pair.slice(colon + 1)) };
  });
}
