// Owns running hand-written SQL (a `sql` template) as a named server-side prepared statement, what
// Drizzle's builders offer through .prepare(name) but db.execute() does not. PostgreSQL then plans
// a statement once per connection rather than per call; PGlite runs it like any query.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

const dialect = new PgDialect();

/**
 * The rows of `query`, run as prepared statement `name`. A name must always stand for the same SQL
 * text (parameters may differ): PostgreSQL keeps the first text it was prepared with.
 */
export async function executePrepared<TRow>(db: Db, name: string, query: SQL): Promise<TRow[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as { rows: TRow[] };
  return result.rows;
}
