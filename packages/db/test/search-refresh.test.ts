// The partial search refresh a back-office write makes (refreshSearchDocumentsOf) leaves the index exactly as a full
// rebuild would, after renaming a venue, moving it to another city, archiving it, and renaming an artist — and
// touches nothing outside its scope.
import { eq } from 'drizzle-orm';
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
import { refreshSearchDocuments, refreshSearchDocumentsOf } from '../src/search/search-documents.js';
import { createTestDatabase } from '../src/testing.js';

let database: Database;
const ids = { moscow: 0, kazan: 0, venue: 0, other: 0, artist: 0 };

async function index() {
  const rows = await database.db
    .select({
      kind: searchDocuments.kind,
      entity: searchDocuments.entityId,
      city: searchDocuments.cityId,
      text: searchDocuments.text,
      keys: searchDocuments.keys,
    })
    .from(searchDocuments);
  return rows.map((row) => JSON.stringify(row)).sort();
}

/** The index after a partial refresh, then after a full one: they must be the same. */
async function partialThenFull(scope: Parameters<typeof refreshSearchDocumentsOf>[1]) {
  await database.db.transaction((tx) => refreshSearchDocumentsOf(tx, scope));
  const partial = await index();
  await refreshSearchDocuments(database.db);
  return { partial, full: await index() };
}

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const city = async (slug: string, name: string) =>
    (
      await db
        .insert(cities)
        .values({ slug, name: { ru: name }, nameCase: { ru: name } })
        .returning()
    )[0]!.id;
  ids.moscow = await city('moscow', 'Москва');
  ids.kazan = await city('kazan', 'Казань');
  const venue = async (slug: string, name: string) =>
    (
      await db
        .insert(venues)
        .values({ type: 'THEATER', slug, name: { ru: name }, cityId: ids.moscow })
        .returning()
    )[0]!.id;
  ids.venue = await venue('lenkom', 'Ленком');
  ids.other = await venue('sovremennik', 'Современник');
  ids.artist = (
    await db
      .insert(artists)
      .values({ slug: 'ivanov', name: { ru: 'Иван Иванов' } })
      .returning()
  )[0]!.id;
  for (const [venueId, slug, title] of [
    [ids.venue, 'yunona', 'Юнона и Авось'],
    [ids.other, 'tri-sestry', 'Три сестры'],
  ] as const) {
    const [show] = await db
      .insert(performances)
      .values({ slug, title: { ru: title }, venueId })
      .returning();
    await db.insert(performanceArtists).values({ performanceId: show!.id, artistId: ids.artist });
  }
  await refreshSearchDocuments(db);
});
afterAll(async () => database.close());

describe('refreshSearchDocumentsOf', () => {
  it('matches a full rebuild after a venue is renamed and moved to another city', async () => {
    await database.db
      .update(venues)
      .set({ name: { ru: 'Ленком Марка Захарова', en: 'Lenkom' }, cityId: ids.kazan })
      .where(eq(venues.id, ids.venue));
    const { partial, full } = await partialThenFull({ venueIds: [ids.venue] });
    expect(partial).toEqual(full);
    expect(partial.some((row) => row.includes('lenkom'))).toBe(true);
    const terms = await database.db.select().from(searchTerms).where(eq(searchTerms.term, 'захарова'));
    expect(terms).toHaveLength(1);
  });

  it('matches a full rebuild after a venue is archived (its shows leave search; the artist stays where he plays)', async () => {
    await database.db.update(venues).set({ isActive: false }).where(eq(venues.id, ids.venue));
    const { partial, full } = await partialThenFull({ venueIds: [ids.venue] });
    expect(partial).toEqual(full);
    expect(partial.some((row) => row.includes('юнона'))).toBe(false);
    expect(partial.filter((row) => row.includes('"artist"'))).toHaveLength(1);
  });

  it('matches a full rebuild after an artist is renamed, and leaves other documents alone', async () => {
    const before = (await database.db.select().from(searchDocuments)).filter((row) => row.kind !== 'artist');
    await database.db
      .update(artists)
      .set({ name: { ru: 'Пётр Петров' } })
      .where(eq(artists.id, ids.artist));
    await database.db.transaction((tx) => refreshSearchDocumentsOf(tx, { artistIds: [ids.artist] }));
    const after = (await database.db.select().from(searchDocuments)).filter((row) => row.kind !== 'artist');
    expect(after).toEqual(before);
    const { partial, full } = await partialThenFull({ artistIds: [ids.artist] });
    expect(partial).toEqual(full);
    expect(partial.some((row) => row.includes('петр петров'))).toBe(true);
  });

  it('does nothing for an empty scope', async () => {
    expect(await refreshSearchDocumentsOf(database.db, {})).toEqual({ documents: 0, terms: 0 });
  });
});
