// Owns rebuilding the search index (schema/search.ts) from the catalogue: every language of every
// published performance title, active venue name and name of an artist playing in them becomes a
// document in search normal form, and their words the lexicon.
//
// A refresh rather than triggers: a document depends on four tables (performances, venues, artists,
// cities through venues), the catalogue changes in batches (the seed, imports, an editor saving a
// production), and row triggers would fire hundreds of thousands of times during a bulk load. The
// seed calls this at its end; an editor's save of one performance refreshes that performance's documents and its
// cast's (refreshPerformanceSearch), in the save's own transaction. Text is folded
// here in TypeScript by the same function the API folds queries with, so both sides agree exactly.
// What changes by itself with time (the next session) is not stored: the API reads it live.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
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
      .where(and(eq(performances.isPublished, true), eq(venues.isActive, true)));
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

/**
 * Brings the documents of one performance up to date after an editor's save: its title (removed when it is no longer
 * on the site) and the city documents of every artist of its cast, now or before the save (`formerArtistIds`: an
 * artist dropped from the cast may no longer play in that city). Run it in the save's transaction, so search and
 * catalogue commit together. Words no document uses any more stay in the lexicon until the next full refresh: a
 * query meeting one finds no document, as for any word.
 */
export async function refreshPerformanceSearch(
  db: Db,
  performanceId: number,
  formerArtistIds: readonly number[] = [],
): Promise<SearchRefreshSummary> {
  return db.transaction(async (tx) => {
    // Two saves refreshing one artist at once would each delete the other's uncommitted documents' predecessors and
    // both insert: one refresh at a time (they take milliseconds).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('search_documents'))`);
    const onSite = and(eq(performances.isPublished, true), eq(venues.isActive, true));
    const shows = await tx
      .select({ id: performances.id, name: performances.title, cityId: venues.cityId })
      .from(performances)
      .innerJoin(venues, eq(venues.id, performances.venueId))
      .where(and(eq(performances.id, performanceId), onSite));
    const cast = await tx
      .selectDistinct({ id: performanceArtists.artistId })
      .from(performanceArtists)
      .where(eq(performanceArtists.performanceId, performanceId));
    const artistIds = [...new Set([...cast.map((row) => row.id), ...formerArtistIds])];
    const people =
      artistIds.length === 0
        ? []
        : await tx
            .selectDistinct({ id: artists.id, name: artists.name, cityId: venues.cityId })
            .from(artists)
            .innerJoin(performanceArtists, eq(performanceArtists.artistId, artists.id))
            .innerJoin(performances, eq(performances.id, performanceArtists.performanceId))
            .innerJoin(venues, eq(venues.id, performances.venueId))
            .where(and(inArray(artists.id, artistIds), onSite));
    const stale = and(eq(searchDocuments.kind, 'performance'), eq(searchDocuments.entityId, performanceId));
    await tx
      .delete(searchDocuments)
      .where(
        artistIds.length === 0
          ? stale
          : or(stale, and(eq(searchDocuments.kind, 'artist'), inArray(searchDocuments.entityId, artistIds))),
      );
    const documents = [...toDocuments('performance', shows), ...toDocuments('artist', people)];
    if (documents.length > 0) await tx.insert(searchDocuments).values(documents);
    const terms = [...new Set(documents.flatMap((document) => document.words))];
    if (terms.length > 0) {
      await tx
        .insert(searchTerms)
        .values(terms.map((term) => ({ term, length: [...term].length })))
        .onConflictDoNothing();
    }
    return { documents: documents.length, terms: terms.length };
  });
}
