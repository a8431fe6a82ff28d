// Owns the PostgreSQL client for a pooler in transaction mode that cannot carry named prepared statements (PgBouncer
// before 1.21, Debian 12's 1.18 among them; docs/operations.md "PgBouncer"). The API names its hot statements
// (Drizzle's .prepare(name), executePrepared) so PostgreSQL plans them once per connection; behind such a pooler the
// next transaction may land on a server connection that never saw the name ("prepared statement … does not exist").
// This client sends every statement unnamed instead: the same text and parameters, parsed and planned per call.
import pg from 'pg';

/** pg.Client's own query(), looked up at each call (countStatements in testing.ts wraps it for a while). */
const query = (client: pg.Client, args: unknown[]) =>
  (pg.Client.prototype.query as (this: pg.Client, ...a: unknown[]) => unknown).apply(client, args);

export class UnnamedStatementsClient extends pg.Client {}

// pg's query() has a dozen overloads, which a subclass method cannot restate: the one change, dropping `name` from a
// query config object, goes on the prototype with the base method's type.
UnnamedStatementsClient.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [first, ...rest] = args;
  if (first !== null && typeof first === 'object' && (first as { name?: string }).name) {
    const { name: _name, ...unnamed } = first as pg.QueryConfig;
    return query(this, [unnamed, ...rest]);
  }
  return query(this, args);
} as pg.Client['query'];
