// refreshPerformanceSearch: one performance's search documents (and its cast's) brought up to date without
// rebuilding the index — added, renamed, dropped when unpublished, an artist's kept while another show still has them.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/client.js';
import {
  artists,
  cities,
  performanceArtists,
  performances,
  searchDocuments,
  searchTerms,
  venues,
} from '../src/schema/index.js';
import { refreshPerformanceSearch, refreshSearchDocuments } from '../src/search/search-documents.js';
import { createTestDatabase } from '../src/testing.js';

let database: Database;
const db = () => database.db;
let venueId: number;
let cityId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const [city] = await db()
    .insert(cities)
    .values({ slug: 'omsk', name: { ru: 'Омск' }, nameCase: { ru: 'Омске' } })
    .returning();
  cityId = city!.id;
  const [venue] = await db()
    .insert(venues)
    .values({ type: 'THEATER', slug: 'drama', name: { ru: 'Драмтеатр' }, cityId, timezone: 'Asia/Omsk' })
    .returning();
  venueId = venue!.id;
});
afterAll(async () => database.close());

async function show(slug: string, title: string, artistIds: number[] = []) {
  const [row] = await db()
    .insert(performances)
    .values({ slug, title: { ru: title }, venueId })
    .returning();
  for (const [position, artistId] of artistIds.entries()) {
    await db().insert(performanceArtists).values({ performanceId: row!.id, artistId, position });
  }
  return row!.id;
}

const documentsOf = (kind: 'performance' | 'artist', id: number) =>
  db()
    .select({ text: searchDocuments.text, keys: searchDocuments.keys })
    .from(searchDocuments)
    .where(and(eq(searchDocuments.kind, kind), eq(searchDocuments.entityId, id)));

describe('refreshPerformanceSearch', () => {
  it('adds, renames and removes the documents of one performance and its cast, leaving the others', async () => {
    const [artist] = await db()
      .insert(artists)
      .values({ slug: 'ivanov', name: { ru: 'Пётр Иванов' } })
      .returning();
    const untouched = await show('old', 'Старый спектакль', [artist!.id]);
    await refreshSearchDocuments(db());
    const id = await show('new', 'Ревизор', [artist!.id]);
    expect(await documentsOf('performance', id)).toEqual([]);

    await refreshPerformanceSearch(db(), id);
    expect(await documentsOf('performance', id)).toEqual([{ text: 'ревизор', keys: [`s${cityId}:ревизор`] }]);
    expect(await documentsOf('artist', artist!.id)).toHaveLength(1);
    const [term] = await db().select().from(searchTerms).where(eq(searchTerms.term, 'ревизор'));
    expect(term).toMatchObject({ length: 7 });

    await db()
      .update(performances)
      .set({ title: { ru: 'Женитьба' } })
      .where(eq(performances.id, id));
    await refreshPerformanceSearch(db(), id);
    expect((await documentsOf('performance', id)).map((doc) => doc.text)).toEqual(['женитьба']);

    // Unpublished and its artist gone from its cast: the artist still plays in the other show.
    await db().update(performances).set({ isPublished: false }).where(eq(performances.id, id));
    await db().delete(performanceArtists).where(eq(performanceArtists.performanceId, id));
    await refreshPerformanceSearch(db(), id, [artist!.id]);
    expect(await documentsOf('performance', id)).toEqual([]);
    expect(await documentsOf('artist', artist!.id)).toHaveLength(1);
    expect(await documentsOf('performance', untouched)).toHaveLength(1);

    // The artist leaves the other show too: their document goes.
    await db().delete(performanceArtists).where(eq(performanceArtists.performanceId, untouched));
    await refreshPerformanceSearch(db(), untouched, [artist!.id]);
    expect(await documentsOf('artist', artist!.id)).toEqual([]);
  });
});
