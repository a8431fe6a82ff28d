// Owns what is shown: performances and the groups they form across venues, genres, tags, artists
// and the cast of each performance.
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  archivedAt,
  createdAt,
  id,
  localized,
  localizedCheck,
  recordVersion,
  timestamptz,
  updatedAt,
} from './columns.js';
import { venues } from './venues.js';

/** A production shown at several venues; the search popup lists groups, each opening one slug. */
export const performanceGroups = pgTable(
  'performance_groups',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: localized('title').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('performance_groups_slug_uq').on(t.slug),
    localizedCheck('performance_groups_title_ru_ck', t.title),
  ],
);

export const performances = pgTable(
  'performances',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: localized('title').notNull(),
    shortDescription: localized('short_description'),
    description: localized('description'),
    /** Minimum age in years (0, 6, 12, 16, 18); events may override it. */
    age: smallint('age').notNull().default(0),
    /** Duration in minutes; the API renders SPEC.md's 'HH:MM'. Null: not announced. */
    durationMinutes: smallint('duration_minutes'),
    /** Source image as uploaded, and the poster rendered from it (/media/ URLs of the media store). */
    originalImage: text('original_image'),
    poster: text('poster'),
    /** Cached from published reviews: average 1..5 and their count. */
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
    ratingCount: integer('rating_count').notNull().default(0),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    performanceGroupId: integer('performance_group_id').references(() => performanceGroups.id, {
      onDelete: 'set null',
    }),
    isPremiere: boolean('is_premiere').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    /** New sessions of the performance ask for the holder of each ticket (named tickets) unless set otherwise. */
    namedTickets: boolean('named_tickets').notNull().default(false),
    version: recordVersion(),
    archivedAt: archivedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('performances_slug_uq').on(t.slug),
    index('performances_venue_idx').on(t.venueId),
    index('performances_group_idx').on(t.performanceGroupId),
    index('performances_updated_idx').on(t.updatedAt),
    localizedCheck('performances_title_ru_ck', t.title),
    localizedCheck('performances_short_description_ru_ck', t.shortDescription, true),
    localizedCheck('performances_description_ru_ck', t.description, true),
    check('performances_age_ck', sql`${t.age} BETWEEN 0 AND 21`),
    check('performances_duration_ck', sql`${t.durationMinutes} > 0`),
    check('performances_rating_ck', sql`${t.rating} BETWEEN 1 AND 5`),
    check('performances_rating_count_ck', sql`${t.ratingCount} >= 0`),
  ],
);

/**
 * The back office's list of performances, narrow: per performance what the list filters, sorts and searches on —
 * venue, published, archived, last change, Russian title, and `text`, the slug and the four titles lower-cased,
 * whose trigram index serves a title search as a LIKE. Kept by the trigger performance_titles_sync (migration 0023)
 * on every insert and every change of those columns of `performances`; never written by the application. A search
 * reads this table's 40 rows a page, not the performance rows' 6 (descriptions make them wide): a five-letter
 * prefix matching 4,690 of 100,000 performances is counted in 5 ms instead of 56.
 */
export const performanceTitles = pgTable(
  'performance_titles',
  {
    performanceId: integer('performance_id')
      .primaryKey()
      .references(() => performances.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id').notNull(),
    isPublished: boolean('is_published').notNull(),
    archived: boolean('archived').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    titleRu: text('title_ru').notNull(),
    text: text('text').notNull(),
  },
  (t) => [
    index('performance_titles_venue_updated_idx').on(t.venueId, t.updatedAt),
    index('performance_titles_text_trgm_idx').using('gin', sql`${t.text} gin_trgm_ops`),
    // The table is kept in this order (CLUSTER, migration 0025): performances whose titles are alike lie together,
    // so a title search reads a few pages rather than one page a match.
    index('performance_titles_title_idx').on(t.titleRu, t.performanceId),
  ],
);

/**
 * "The performance's slug or a title contains `pattern`" (a LIKE pattern, escaped), in any letter case, over `alias`, a
 * performance_titles row. The pattern comes through a scalar subquery so that PostgreSQL plans without knowing it:
 * knowing "%вечер%", it guessed 5,000 rows and chose to read all 100,000 (87 ms, LIKE's cost per row being far above
 * its estimate) over the trigram index (13 ms).
 */
export const performanceTitleLike = (alias: string, pattern: string): SQL =>
  sql`${sql.raw(alias)}.text LIKE (SELECT lower(${pattern}))`;

export const genres = pgTable(
  'genres',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: localized('name').notNull(),
    position: integer('position').notNull().default(0),
    version: recordVersion(),
    archivedAt: archivedAt(),
  },
  (t) => [uniqueIndex('genres_slug_uq').on(t.slug), localizedCheck('genres_name_ru_ck', t.name)],
);

export const tags = pgTable(
  'tags',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: localized('name').notNull(),
    position: integer('position').notNull().default(0),
    version: recordVersion(),
    archivedAt: archivedAt(),
  },
  (t) => [uniqueIndex('tags_slug_uq').on(t.slug), localizedCheck('tags_name_ru_ck', t.name)],
);

export const performanceGenres = pgTable(
  'performance_genres',
  {
    performanceId: integer('performance_id')
      .notNull()
      .references(() => performances.id, { onDelete: 'cascade' }),
    genreId: integer('genre_id')
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
  },
  // The reverse index serves the genre filter of GET /performance.
  (t) => [
    primaryKey({ columns: [t.performanceId, t.genreId] }),
    index('performance_genres_genre_idx').on(t.genreId),
  ],
);

export const performanceTags = pgTable(
  'performance_tags',
  {
    performanceId: integer('performance_id')
      .notNull()
      .references(() => performances.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.performanceId, t.tagId] }), index('performance_tags_tag_idx').on(t.tagId)],
);

export const artists = pgTable(
  'artists',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: localized('name').notNull(),
    bio: localized('bio'),
    photo: text('photo'),
    version: recordVersion(),
    archivedAt: archivedAt(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('artists_slug_uq').on(t.slug),
    localizedCheck('artists_name_ru_ck', t.name),
    localizedCheck('artists_bio_ru_ck', t.bio, true),
  ],
);

/** The cast: an artist may appear twice in one performance (two roles, alternating casts). */
export const performanceArtists = pgTable(
  'performance_artists',
  {
    id: id(),
    performanceId: integer('performance_id')
      .notNull()
      .references(() => performances.id, { onDelete: 'cascade' }),
    artistId: integer('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    role: localized('role'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('performance_artists_performance_idx').on(t.performanceId, t.position),
    index('performance_artists_artist_idx').on(t.artistId),
    localizedCheck('performance_artists_role_ru_ck', t.role, true),
  ],
);
