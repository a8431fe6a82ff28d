// Owns reading artists: the list (optionally those playing in a city's upcoming performances, those
// whose name in any language has a word starting with the search text, or whose name starts with a
// letter) and one by slug.
import type { TArtist } from '@afisha/contracts';
import type { Db, Locale } from '@afisha/db';
import { type SQL, sql } from '@afisha/db/orm';
import { foldForSearch } from '../../lib/text-search.ts';
import { eventScopeWhere, folded, tr } from '../catalogue/catalogue.sql.ts';
import { loadJsonPage, type PageWindow } from '../catalogue/json-page.ts';

export type ArtistFilter = { locale: Locale; now: Date; citySlug?: string; search?: string; letter?: string };
export type ArtistRow = TArtist & { bio: string | null };

export type ArtistsRepository = {
  list(filter: ArtistFilter, page: PageWindow): Promise<{ count: number; rows: TArtist[] }>;
  findBySlug(slug: string, locale: Locale): Promise<ArtistRow | null>;
};

/** The search text folded like `folded` in SQL, with LIKE's wildcards taken literally. */
export function namePrefixPattern(search: string): string {
  const text = foldForSearch(search).replaceAll('-', ' ');
  return `% ${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function artistWhere(filter: ArtistFilter): SQL {
  // Archived in the back office: off the site.
  const conditions: SQL[] = [sql`a.archived_at IS NULL`];
  if (filter.citySlug !== undefined) {
    // The city's cast is built once and probed by hash. OFFSET 0 keeps PostgreSQL from
    // flattening it into a semi-join that walked every artist's performances and their events
    // (8.6 s on the --scale 500 catalogue, where artists play in ~100 performances each).
    conditions.push(sql`a.id IN (
      SELECT pa.artist_id
      FROM performance_artists pa
      JOIN performances p ON p.id = pa.performance_id AND p.is_published
      WHERE pa.performance_id IN (
        SELECT e.performance_id FROM events e
        WHERE ${eventScopeWhere({ now: filter.now, citySlug: filter.citySlug })}
      )
      OFFSET 0
    )`);
  }
  if (filter.search) {
    // A leading space makes "the start of any word" one LIKE; hyphens separate words too.
    conditions.push(sql`EXISTS (
      SELECT 1 FROM jsonb_each_text(a.name) AS n(locale, value)
      WHERE ' ' || translate(${folded(sql`n.value`)}, '-', ' ') LIKE ${namePrefixPattern(filter.search)}
    )`);
  }
  if (filter.letter) {
    // The first letter of the name the list is sorted by, folded the same way, so a letter's artists are one run.
    conditions.push(sql`left(${folded(tr('a.name', filter.locale))}, 1) = ${foldForSearch(filter.letter)}`);
  }
  return sql.join(conditions, sql` AND `);
}

const artistJson = (locale: Locale) =>
  sql`json_build_object('id', a.id, 'slug', a.slug, 'name', ${tr('a.name', locale)}, 'photo', a.photo)`;

export function createArtistsRepository(db: Db): ArtistsRepository {
  return {
    async list(filter, page) {
      const { count, rows } = await loadJsonPage<TArtist>(
        db,
        {
          source: sql`SELECT a.id, ${folded(tr('a.name', filter.locale))} AS sort_name
            FROM artists a WHERE ${artistWhere(filter)}`,
          orderBy: sql`sort_name, id`,
          joins: sql`LEFT JOIN artists a ON a.id = s.id`,
          item: artistJson(filter.locale),
        },
        page,
      );
      return { count, rows: rows.map((row) => row.item) };
    },

    async findBySlug(slug, locale) {
      const { rows } = await db.execute<{ artist: ArtistRow }>(sql`
        SELECT (${artistJson(locale)}::jsonb || jsonb_build_object('bio', ${tr('a.bio', locale)})) AS artist
        FROM artists a WHERE a.slug = ${slug} AND a.archived_at IS NULL LIMIT 1`);
      return rows[0]?.artist ?? null;
    },
  };
}
