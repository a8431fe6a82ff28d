// DB_PREPARED_STATEMENTS: by default the named statements (executePrepared, Drizzle's .prepare(name)) are prepared
// on the server once per connection; with preparedStatements: false the same calls prepare nothing by name (what a
// transaction-mode pooler without prepared statement support needs; pgbouncer.test.ts runs them through one).
// PostgreSQL only (DATABASE_URL): PGlite has no such server-side list per connection.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../src/client.js';
import { executePrepared } from '../src/prepared-sql.js';
import { createTestDatabase } from '../src/testing.js';

const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;

describe.skipIf(!databaseUrl)('named prepared statements', () => {
  let scratch: Database;
  let url: string;

  beforeAll(async () => {
    scratch = await createTestDatabase();
    const { rows } = await scratch.db.execute<{ name: string }>(sql`select current_database() as name`);
    const parsed = new URL(databaseUrl as string);
    parsed.pathname = `/${rows[0]?.name}`;
    url = parsed.toString();
  });
  afterAll(async () => {
    await scratch?.close();
  });

  /** The statement names the server keeps on the one connection of a pool of one, after a named call. */
  async function preparedOnServer(preparedStatements: boolean): Promise<string[]> {
    const database = await createDatabase({ url, poolMax: 1, preparedStatements });
    try {
      const rows = await executePrepared<{ v: number }>(
        database.db,
        'unnamed_probe',
        sql`select ${41}::int + 1 as v`,
      );
      expect(rows).toEqual([{ v: 42 }]);
      const listed = await database.db.execute<{ name: string }>(
        sql`select name from pg_prepared_statements`,
      );
      return listed.rows.map((row) => row.name);
    } finally {
      await database.close();
    }
  }

  it('are prepared by name on the server by default', async () => {
    expect(await preparedOnServer(true)).toContain('unnamed_probe');
  });

  it('go unnamed with preparedStatements: false, with the same answer', async () => {
    expect(await preparedOnServer(false)).toEqual([]);
  });
});
