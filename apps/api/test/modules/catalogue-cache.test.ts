// [CATALOGUE] The micro-cache (CATALOGUE_CACHE_SECONDS): listings and performance pages keep
// their answer for the configured time, then show the change; the change feed is never cached.
import { events, performances } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_NOW } from '../factories/demo-catalogue.factory.ts';
import { useDemoCatalogueApp } from '../helpers/demo-catalogue-app.ts';
import { manualClock } from '../helpers/test-app.ts';

const clock = manualClock(CATALOGUE_NOW);

const app = useDemoCatalogueApp({ clock, config: (config) => ({ ...config, catalogueCacheMs: 5000 }) });

const json = async (url: string) => (await app.get(url)).json();

describe('catalogue cache', () => {
  it('serves a listing and a performance page from memory until they expire', async () => {
    expect((await json('/performance?city=kazan')).results[0].min_price).toBe(1200);
    expect((await json('/performance/dowry')).description).toBeNull();
    await app.t.database.db
      .update(events)
      .set({ minPriceKopecks: 90_000 })
      .where(eq(events.id, app.demo.events.dowryFriday.id));
    await app.t.database.db
      .update(performances)
      .set({ description: { ru: 'Новое описание' } })
      .where(eq(performances.id, app.demo.performances.dowry.id));

    clock.advance(4_999);
    expect((await json('/performance?city=kazan')).results[0].min_price).toBe(1200);
    expect((await json('/performance/dowry')).description).toBeNull();
    // Another page or language is another answer.
    expect((await json('/performance?city=kazan&limit=5')).results[0].min_price).toBe(900);

    clock.advance(1);
    expect((await json('/performance?city=kazan')).results[0].min_price).toBe(900);
    expect((await json('/performance/dowry')).description).toBe('Новое описание');
  });

  it('never caches the change feed', async () => {
    const since = '/performance_updates?since=2030-01-01T00:00:00Z';
    const before = (await json(since)).count;
    await app.t.database.db
      .update(performances)
      .set({ updatedAt: new Date('2030-01-14T00:00:00Z') })
      .where(eq(performances.id, app.demo.performances.seagull.id));
    expect((await json(since)).count).toBe(before + 1);
  });
});
