// Owns the one shape every paged catalogue query takes: count all rows of a source query, keep
// the page's rows in order, and only for those join what the answer needs and build its JSON in
// PostgreSQL (one JSON cell per item: no per-row mapping in Node, no N+1 queries).
import type { Db } from '@afisha/db';
import { type SQL, sql } from '@afisha/db/orm';

export type PageWindow = { limit: number; offset: number };

export type JsonPageQuery = {
  /** A SELECT whose columns `orderBy`, `joins` and `item` read through the alias `s`. */
  source: SQL;
  /** ORDER BY over `s`; it must end in a unique column so pages never overlap. */
  orderBy: SQL;
  /** LEFT JOINs from `s` to what the item needs (the page row may be missing). */
  joins?: SQL;
  /** The JSON of one item. */
  item: SQL;
  /** Further columns of the page row, returned beside the item (`extra` AS name, ...). */
  extra?: SQL;
};

export type JsonPage<TItem, TExtra> = { count: number; rows: Array<{ item: TItem } & TExtra> };

export async function loadJsonPage<TItem, TExtra extends object = object>(
  db: Db,
  query: JsonPageQuery,
  page: PageWindow,
): Promise<JsonPage<TItem, TExtra>> {
  // The outer join keeps one row, and so the count, when the offset is past the end.
  const { rows } = await db.execute<{ total: number; item: TItem | null } & TExtra>(sql`
    WITH source AS (${query.source})
    SELECT (SELECT count(*) FROM source)::int AS total,
      CASE WHEN s.ord IS NULL THEN NULL ELSE ${query.item} END AS item
      ${query.extra ? sql`, ${query.extra}` : sql``}
    FROM (SELECT 1) AS one
    LEFT JOIN (
      -- The page is cut first (a top-N sort, not a sort of every row), then numbered.
      SELECT s.*, row_number() OVER (ORDER BY ${query.orderBy}) AS ord
      FROM (SELECT s.* FROM source s ORDER BY ${query.orderBy} LIMIT ${page.limit} OFFSET ${page.offset}) AS s
    ) AS s ON true
    ${query.joins ?? sql``}
    ORDER BY s.ord`);
  return {
    count: rows[0]?.total ?? 0,
    rows: rows.flatMap((row) => {
      if (row.item === null) return [];
      const { total: _total, ...rest } = row;
      return [rest as { item: TItem } & TExtra];
    }),
  };
}
