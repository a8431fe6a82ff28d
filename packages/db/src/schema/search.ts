// Owns the search index: one document per searchable name (a performance title, a venue name, an
// artist name, each language a row of its own) and the lexicon of every word those documents use.
// Both are derived data, rebuilt by refreshSearchDocuments (src/search/search-documents.ts) from
// the catalogue tables; nothing else writes them.
import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { id } from './columns.js';
import { cities } from './geo.js';

export const searchDocumentKind = pgEnum('search_document_kind', ['performance', 'venue', 'artist']);

export const searchDocuments = pgTable(
  'search_documents',
  {
    id: id(),
    kind: searchDocumentKind('kind').notNull(),
    /** The performance, venue or artist the text names. */
    entityId: integer('entity_id').notNull(),
    /** The city of the performance or venue; an artist has a document per city they play in. */
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    /** The name in search normal form (search-text.ts): folded words joined by spaces. */
    text: text('text').notNull(),
    /** The same words as an array, to tell which word of a query each matched. */
    words: text('words').array().notNull(),
    /**
     * The words again, each prefixed with the document's class and city (searchKey: `s12:гамлет`
     * for a show or artist in city 12, `v12:…` for a venue), for the GIN lookup: a query reads only
     * the documents of its city and class instead of filtering the whole country's afterwards.
     */
    keys: text('keys').array().notNull(),
  },
  (t) => [
    index('search_documents_keys_idx').using('gin', t.keys),
    index('search_documents_entity_idx').on(t.kind, t.entityId),
  ],
);

/** Every distinct word of search_documents: query words are matched here, then documents by word. */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    length: smallint('length').notNull(),
  },
  (t) => [
    // Prefix-as-you-type (LIKE 'гам%') whatever the database collation.
    index('search_terms_prefix_idx').using('btree', sql`${t.term} text_pattern_ops`),
    // Typo candidates: trigram similarity, then the edit distance on the few that share trigrams.
    index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`),
    index('search_terms_length_idx').on(t.length),
  ],
);
