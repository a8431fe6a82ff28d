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
import { archivedAt, createdAt, id, localized, localizedCheck, recordVersion, updatedAt } from './columns.js';
import { venues } from './venues.js';

/**
 * The text the back office's title search looks in: the slug and the title in every language, lower-cased, as one
 * expression so one trigram index (performances_title_lower_trgm_idx) serves a LIKE on it. Lower-cased text and
 * LIKE rather than ILIKE: the index then finds exactly the matching rows (ILIKE's case folding of Cyrillic made it
 * find half as many again, each rechecked on the wide performances heap) and the recheck is a byte comparison.
 * `alias` qualifies the columns in a query; the index is written without one. Keep both the same expression, or
 * the planner stops using the index.
 */
export function performanceTitleText(alias?: string): SQL {
  const column = (name: string) => sql.raw(alias ? `${alias}.${name}` : name);
  const title = (locale: string) => sql`coalesce(${column('title')}->>${sql.raw(`'${locale}'`)}, '')`;
  return sql`lower(${column('slug')} || ' ' || ${title('ru')} || ' ' || ${title('en')} || ' ' || ${title('fr')} || ' ' || ${title('de')})`;
}

/** "The performance's slug or a title contains `pattern`" (a LIKE pattern, escaped), in any letter case. */
export const performanceTitleLike = (alias: string, pattern: string): SQL =>
  sql`${performanceTitleText(alias)} LIKE lower(${pattern})`;

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
    // The back office's list of a venue: its performances not archived, newest change first, read in index order.
    index('performances_venue_live_updated_idx')
      .on(t.venueId, t.updatedAt, t.id)
      .where(sql`${t.archivedAt} IS NULL`),
    index('performances_title_lower_trgm_idx').using('gin', sql`${performanceTitleText()} gin_trgm_ops`),
    localizedCheck('performances_title_ru_ck', t.title),
    localizedCheck('performances_short_description_ru_ck', t.shortDescription, true),
    localizedCheck('performances_description_ru_ck', t.description, true),
    check('performances_age_ck', sql`${t.age} BETWEEN 0 AND 21`),
    check('performances_duration_ck', sql`${t.durationMinutes} > 0`),
    check('performances_rating_ck', sql`${t.rating} BETWEEN 1 AND 5`),
    check('performances_rating_count_ck', sql`${t.ratingCount} >= 0`),
  ],
);

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
