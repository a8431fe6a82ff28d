// Owns rebuilding the search index (schema/search.ts) from the catalogue: every language of every
// published performance title, active venue name and name of an artist playing in them becomes a
// document in search normal form, and their words the lexicon.
//
// A refresh rather than triggers: a document depends on four tables (performances, venues, artists,
// cities through venues), the catalogue changes in batches (the seed, imports, an editor saving a
// production), and row triggers would fire hundreds of thousands of times during a bulk load. The
// seed calls this at its end; whoever writes the catalogue calls it after the write. Text is folded
// here in TypeScript by the same function the API folds queries with, so both sides agree exactly.
// What changes by itself with time (the next session) is not stored: the API reads it live.
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import type { Localized } from '../localized.js';
import { artists, performanceArtists, performances } from '../schema/catalogue.js';
import { searchDocuments, searchTerms } from '../schema/search.js';
import { venues } from '../schema/venues.js';
import { searchKey, searchText } from './search-text.js';

type DocumentRow = typeof searchDocuments.$inferInsert;
type Named = { id: number; name: Localized; cityId: number };

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters (4 per row). */
const BATCH = 5000;

/** The distinct search texts of a name over its languages ("Hamlet" in en, fr and de is one row). */
export function documentTexts(name: Localized): string[] {
  const texts = new Set<string>();
  for (const value of Object.values(name)) {
    if (typeof value !== 'string') continue;
    const text = searchText(value);
    if (text) texts.add(text);
  }
  return [...texts];
}

function toDocuments(kind: DocumentRow['kind'], rows: readonly Named[]): DocumentRow[] {
  return rows.flatMap((row) =>
    documentTexts(row.name).map((text) => {
      const words = text.split(' ');
      const keyClass = kind === 'venue' ? 'v' : 's';
      return {
        kind,
        entityId: row.id,
        cityId: row.cityId,
        text,
        words,
        keys: words.map((word) => searchKey(keyClass, row.cityId, word)),
      };
    }),
  );
}

export type SearchRefreshSummary = { documents: number; terms: number };

/** Replaces the whole index in one transaction: readers see the old one until it commits. */
export async function refreshSearchDocuments(db: Db): Promise<SearchRefreshSummary> {
  return db.transaction(async (tx) => {
    const shows = await tx
      .select({ id: performances.id, name: performances.title, cityId: venues.cityId })
      .from(performances)
      .innerJoin(venues, eq(venues.id, performances.venueId))
      .where(and(eq(performances.isPublished, true), eq(venues.isActive, true)));
    const places = await tx
      .select({ id: venues.id, name: venues.name, cityId: venues.cityId })
      .from(venues)
      .where(eq(venues.isActive, true));
    // An artist is found in the cities where they play: one document per city, so a common first
    // name typed in Moscow does not pull in the casts of every city before the city filter.
    const people = await tx
      .selectDistinct({ id: artists.id, name: artists.name, cityId: venues.cityId })
      .from(artists)
      .innerJoin(performanceArtists, eq(performanceArtists.artistId, artists.id))
      .innerJoin(performances, eq(performances.id, performanceArtists.performanceId))
      .innerJoin(venues, eq(venues.id, performances.venueId))
      .where(and(eq(performances.isPublished, true), eq(venues.isActive, true), isNull(artists.archivedAt)));
    const documents = [
      ...toDocuments('performance', shows),
      ...toDocuments('venue', places),
      ...toDocuments('artist', people),
    ];
    // Stored by city, then text: the documents one query reads (one city, similar words) share
    // heap pages instead of being spread over the whole table.
    documents.sort(
      (a, b) => (a.cityId ?? 0) - (b.cityId ?? 0) || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0),
    );
    const terms = [...new Set(documents.flatMap((document) => document.words))];

    await tx.delete(searchDocuments);
    await tx.delete(searchTerms);
    for (let i = 0; i < documents.length; i += BATCH) {
      await tx.insert(searchDocuments).values(documents.slice(i, i + BATCH));
    }
    for (let i = 0; i < terms.length; i += BATCH) {
      await tx
        .insert(searchTerms)
        .values(terms.slice(i, i + BATCH).map((term) => ({ term, length: [...term].length })));
    }
    return { documents: documents.length, terms: terms.length };
  });
}

/** What a partial refresh covers: venues (with their performances), performances, artists. */
export type SearchRefreshScope = {
  venueIds?: readonly number[];
  performanceIds?: readonly number[];
  artistIds?: readonly number[];
};

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((value) => sql`${value}::int`),
    sql`, `,
  );

/**
 * Rebuilds only the documents a back-office write can change: those of the given venues, of their performances and
 * of the given performances, and of every artist playing in those performances or given, in every city. Call it in
 * the write's own transaction, so search shows the old names until the write commits. Words that no document uses
 * any more stay in the lexicon until the next full refresh: a word without documents finds nothing.
 */
export async function refreshSearchDocumentsOf(
  db: Db,
  scope: SearchRefreshScope,
): Promise<SearchRefreshSummary> {
  const venueIds = [...new Set(scope.venueIds ?? [])];
  const performanceIds = new Set(scope.performanceIds ?? []);
  const artistIds = new Set(scope.artistIds ?? []);
  if (venueIds.length > 0) {
    const rows = await db
      .select({ id: performances.id })
      .from(performances)
      .where(inArray(performances.venueId, venueIds));
    for (const row of rows) performanceIds.add(row.id);
  }
  if (performanceIds.size > 0) {
    const rows = await db
      .selectDistinct({ id: performanceArtists.artistId })
      .from(performanceArtists)
      .where(inArray(performanceArtists.performanceId, [...performanceIds]));
    for (const row of rows) artistIds.add(row.id);
  }
  const stale: SQL[] = [];
  if (venueIds.length > 0) stale.push(sql`(kind = 'venue' AND entity_id IN (${idList(venueIds)}))`);
  if (performanceIds.size > 0) {
    stale.push(sql`(kind = 'performance' AND entity_id IN (${idList([...performanceIds])}))`);
  }
  if (artistIds.size > 0) stale.push(sql`(kind = 'artist' AND entity_id IN (${idList([...artistIds])}))`);
  if (stale.length === 0) return { documents: 0, terms: 0 };
  await db.execute(sql`DELETE FROM search_documents WHERE ${sql.join(stale, sql` OR `)}`);

  const live = and(eq(performances.isPublished, true), eq(venues.isActive, true));
  const shows =
    performanceIds.size === 0
      ? []
      : await db
          .select({ id: performances.id, name: performances.title, cityId: venues.cityId })
          .from(performances)
          .innerJoin(venues, eq(venues.id, performances.venueId))
          .where(and(live, inArray(performances.id, [...performanceIds])));
  const places =
    venueIds.length === 0
      ? []
      : await db
          .select({ id: venues.id, name: venues.name, cityId: venues.cityId })
          .from(venues)
          .where(and(eq(venues.isActive, true), inArray(venues.id, venueIds)));
  const people =
    artistIds.size === 0
      ? []
      : await db
          .selectDistinct({ id: artists.id, name: artists.name, cityId: venues.cityId })
          .from(artists)
          .innerJoin(performanceArtists, eq(performanceArtists.artistId, artists.id))
          .innerJoin(performances, eq(performances.id, performanceArtists.performanceId))
          .innerJoin(venues, eq(venues.id, performances.venueId))
          .where(and(live, isNull(artists.archivedAt), inArray(artists.id, [...artistIds])));
  const documents = [
    ...toDocuments('performance', shows),
    ...toDocuments('venue', places),
    ...toDocuments('artist', people),
  ];
  const terms = [...new Set(documents.flatMap((document) => document.words))];
  for (let i = 0; i < documents.length; i += BATCH) {
    await db.insert(searchDocuments).values(documents.slice(i, i + BATCH));
  }
  for (let i = 0; i < terms.length; i += BATCH) {
    await db
      .insert(searchTerms)
      .values(terms.slice(i, i + BATCH).map((term) => ({ term, length: [...term].length })))
      .onConflictDoNothing();
  }
  return { documents: documents.length, terms: terms.length };
}
