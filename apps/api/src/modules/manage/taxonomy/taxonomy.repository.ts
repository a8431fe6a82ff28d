// Owns the SQL of the back office's site-wide vocabulary: artists, and genres and tags (one shape, two tables) — the
// records as the editor reads them (every language, how many performances use them), the lists, the version-checked
// UPDATE, the archive and its reverse, and the performances that still use a genre or a tag.
import type { TUsage } from '@afisha/contracts/manage/common';
import { missingLocales } from '@afisha/contracts/manage/common';
import type { TManageArtist, TManageTerm } from '@afisha/contracts/manage/taxonomy';
import { artists, type Db, genres, type Locale, type Localized, tags } from '@afisha/db';
import { and, eq, type SQL, sql } from '@afisha/db/orm';
import { tr } from '../../catalogue/catalogue.sql.ts';
import { isoTime, likePattern, localizedRead } from '../manage-records.ts';

export type TermKind = 'genres' | 'tags';

/** The table of a kind and its link to performances; `kind` is one of two literals, never client text. */
const TERMS = {
  genres: { table: genres, links: sql.raw('performance_genres'), column: sql.raw('genre_id') },
  tags: { table: tags, links: sql.raw('performance_tags'), column: sql.raw('tag_id') },
} as const;

export type ListQuery<TOrdering extends string> = {
  limit: number;
  offset: number;
  search?: string;
  archived?: boolean;
  ordering?: TOrdering;
};

type TermRow = {
  id: number;
  version: number;
  slug: string;
  name: Localized;
  position: number;
  archived_at: string | null;
  performances_count: number;
};

type ArtistRow = Omit<TermRow, 'position'> & { bio: Localized | null; photo: string | null };

const toTerm = (row: TermRow): TManageTerm => ({
  id: Number(row.id),
  version: Number(row.version),
  slug: row.slug,
  name: localizedRead(row.name),
  missing_locales: { name: missingLocales(row.name) },
  position: Number(row.position),
  archived_at: row.archived_at,
  performances_count: Number(row.performances_count),
});

const toArtist = (row: ArtistRow): TManageArtist => ({
  id: Number(row.id),
  version: Number(row.version),
  slug: row.slug,
  name: localizedRead(row.name),
  bio: localizedRead(row.bio),
  missing_locales: { name: missingLocales(row.name), bio: missingLocales(row.bio) },
  photo: row.photo,
  archived_at: row.archived_at,
  performances_count: Number(row.performances_count),
});

/** The list's conditions on `t`: archived or not, and a search in the slug or the name in any language. */
function listWhere(query: ListQuery<string>): SQL {
  const where: SQL[] = [query.archived ? sql`t.archived_at IS NOT NULL` : sql`t.archived_at IS NULL`];
  if (query.search) {
    const pattern = likePattern(query.search);
    where.push(sql`(t.slug ILIKE ${pattern} OR t.name->>'ru' ILIKE ${pattern} OR t.name->>'en' ILIKE ${pattern}
      OR t.name->>'fr' ILIKE ${pattern} OR t.name->>'de' ILIKE ${pattern})`);
  }
  return sql.join(where, sql` AND `);
}

const TERM_ORDERINGS = {
  position: () => sql`t.position, t.id`,
  name: (locale: Locale) => sql`lower(${tr('t.name', locale)}), t.id`,
  '-name': (locale: Locale) => sql`lower(${tr('t.name', locale)}) DESC, t.id DESC`,
};

const ARTIST_ORDERINGS = {
  name: (locale: Locale) => sql`lower(${tr('t.name', locale)}), t.id`,
  '-name': (locale: Locale) => sql`lower(${tr('t.name', locale)}) DESC, t.id DESC`,
  '-created': () => sql`t.created_at DESC, t.id DESC`,
};

export function createTaxonomyRepository(db: Db) {
  const selectTerms = (kind: TermKind, where: SQL, tail: SQL = sql``) => {
    const { table, links, column } = TERMS[kind];
    return sql`SELECT t.id, t.version, t.slug, t.name, t.position, ${isoTime(sql`t.archived_at`)} AS archived_at,
        (SELECT count(*) FROM ${links} l WHERE l.${column} = t.id)::int AS performances_count
      FROM ${table} t WHERE ${where} ${tail}`;
  };
  const selectArtists = (where: SQL, tail: SQL = sql``) =>
    sql`SELECT t.id, t.version, t.slug, t.name, t.bio, t.photo, ${isoTime(sql`t.archived_at`)} AS archived_at,
        (SELECT count(DISTINCT pa.performance_id) FROM performance_artists pa WHERE pa.artist_id = t.id)::int
          AS performances_count
      FROM artists t WHERE ${where} ${tail}`;

  async function page<TRow, TItem>(
    select: (where: SQL, tail?: SQL) => SQL,
    count: SQL,
    where: SQL,
    order: SQL,
    query: ListQuery<string>,
    map: (row: TRow) => TItem,
  ) {
    const [rows, total] = await Promise.all([
      db.execute<TRow & Record<string, unknown>>(
        select(where, sql`ORDER BY ${order} LIMIT ${query.limit} OFFSET ${query.offset}`),
      ),
      db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM ${count} t WHERE ${where}`),
    ]);
    return { count: Number(total.rows[0]?.count ?? 0), results: rows.rows.map(map) };
  }

  return {
    async findTerm(tx: Db, kind: TermKind, id: number): Promise<TManageTerm | null> {
      const { rows } = await tx.execute<TermRow>(selectTerms(kind, sql`t.id = ${id}`));
      return rows[0] ? toTerm(rows[0]) : null;
    },

    listTerms(kind: TermKind, query: ListQuery<keyof typeof TERM_ORDERINGS>, locale: Locale) {
      const order = TERM_ORDERINGS[query.ordering ?? 'position'](locale);
      return page(
        (where, tail) => selectTerms(kind, where, tail),
        sql`${TERMS[kind].table}`,
        listWhere(query),
        order,
        query,
        toTerm,
      );
    },

    async insertTerm(tx: Db, kind: TermKind, values: typeof genres.$inferInsert): Promise<number> {
      const table = TERMS[kind].table;
      const [row] = await tx.insert(table).values(values).returning({ id: table.id });
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      return row.id;
    },

    async updateTerm(
      tx: Db,
      kind: TermKind,
      id: number,
      version: number,
      changes: Partial<typeof genres.$inferInsert>,
    ): Promise<boolean> {
      const table = TERMS[kind].table;
      const rows = await tx
        .update(table)
        .set({ ...changes, version: sql`${table.version} + 1` })
        .where(and(eq(table.id, id), eq(table.version, version)))
        .returning({ id: table.id });
      return rows.length > 0;
    },

    async archiveTerm(tx: Db, kind: TermKind, id: number, now: Date): Promise<boolean> {
      const table = TERMS[kind].table;
      const rows = await tx
        .update(table)
        .set({ archivedAt: now, version: sql`${table.version} + 1` })
        .where(and(eq(table.id, id), sql`${table.archivedAt} IS NULL`))
        .returning({ id: table.id });
      return rows.length > 0;
    },

    /** The archive's reverse; false when the genre or tag was not archived. */
    async restoreTerm(tx: Db, kind: TermKind, id: number): Promise<boolean> {
      const table = TERMS[kind].table;
      const rows = await tx
        .update(table)
        .set({ archivedAt: null, version: sql`${table.version} + 1` })
        .where(and(eq(table.id, id), sql`${table.archivedAt} IS NOT NULL`))
        .returning({ id: table.id });
      return rows.length > 0;
    },

    /** The performances (not archived) a genre or tag is given to: the first few, and how many. */
    async termUsage(tx: Db, kind: TermKind, id: number, locale: Locale) {
      const { links, column } = TERMS[kind];
      const { rows } = await tx.execute<{ id: number; label: string; total: number }>(sql`
        SELECT p.id, ${tr('p.title', locale)} AS label, count(*) OVER ()::int AS total
        FROM ${links} l JOIN performances p ON p.id = l.performance_id
        WHERE l.${column} = ${id} AND p.archived_at IS NULL
        ORDER BY p.id LIMIT 10`);
      const usedBy: TUsage[] = rows.map((row) => ({
        kind: 'performance',
        id: Number(row.id),
        label: row.label,
      }));
      return { usedBy, count: Number(rows[0]?.total ?? 0) };
    },

    async findArtist(tx: Db, id: number): Promise<TManageArtist | null> {
      const { rows } = await tx.execute<ArtistRow>(selectArtists(sql`t.id = ${id}`));
      return rows[0] ? toArtist(rows[0]) : null;
    },

    listArtists(query: ListQuery<keyof typeof ARTIST_ORDERINGS>, locale: Locale) {
      const order = ARTIST_ORDERINGS[query.ordering ?? 'name'](locale);
      return page(selectArtists, sql`artists`, listWhere(query), order, query, toArtist);
    },

    async insertArtist(tx: Db, values: typeof artists.$inferInsert): Promise<number> {
      const [row] = await tx.insert(artists).values(values).returning({ id: artists.id });
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      return row.id;
    },

    async updateArtist(
      tx: Db,
      id: number,
      version: number,
      changes: Partial<typeof artists.$inferInsert>,
    ): Promise<boolean> {
      const rows = await tx
        .update(artists)
        .set({ ...changes, version: sql`${artists.version} + 1` })
        .where(and(eq(artists.id, id), eq(artists.version, version)))
        .returning({ id: artists.id });
      return rows.length > 0;
    },

    async archiveArtist(tx: Db, id: number, now: Date): Promise<boolean> {
      const rows = await tx
        .update(artists)
        .set({ archivedAt: now, version: sql`${artists.version} + 1` })
        .where(and(eq(artists.id, id), sql`${artists.archivedAt} IS NULL`))
        .returning({ id: artists.id });
      return rows.length > 0;
    },

    async restoreArtist(tx: Db, id: number): Promise<boolean> {
      const rows = await tx
        .update(artists)
        .set({ archivedAt: null, version: sql`${artists.version} + 1` })
        .where(and(eq(artists.id, id), sql`${artists.archivedAt} IS NOT NULL`))
        .returning({ id: artists.id });
      return rows.length > 0;
    },
  };
}
