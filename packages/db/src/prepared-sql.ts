// Owns running hand-written SQL (a `sql` template) as a named server-side prepared statement, what
// Drizzle's builders offer through .prepare(name) but db.execute() does not. PostgreSQL then plans
// a statement once per connection rather than per call; PGlite runs it like any query.
import { createHash } from 'node:crypto';
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

const dialect = new PgDialect();

/**
 * The rows of `query`, run as prepared statement `name`. A name must always stand for the same SQL
 * text (parameters may differ): PostgreSQL keeps the first text it was prepared with.
 */
export function executePrepared<TRow>(db: Db, name: string, query: SQL): Promise<TRow[]> {
  return runPrepared(db, name, dialect.sqlToQuery(query));
}

async function runPrepared<TRow>(db: Db, name: string, built: Query): Promise<TRow[]> {
  const prepared = db._.session.prepareQuery(built, undefined, name, false);
  const result = (await prepared.execute()) as { rows: TRow[] };
  return result.rows;
}

/**
 * The rows of `query`, run as a prepared statement named `prefix` and a hash of its SQL text: for statements whose
 * text varies with what is asked (a list's filters and ordering), each variant is planned once per connection. On
 * PostgreSQL, after five runs of a variant the plan cache may keep one generic plan for it: measure before using
 * this for a statement whose best plan depends much on its parameters' values.
 */
export function executePreparedByText<TRow>(db: Db, prefix: string, query: SQL): Promise<TRow[]> {
  const built = dialect.sqlToQuery(query);
  return runPrepared(
    db,
    `${prefix}_${createHash('sha1').update(built.sql).digest('hex').slice(0, 16)}`,
    built,
  );
}
