// Through a real PgBouncer in transaction mode (Debian's 1.18, started here on a loopback port): migrations run from
// scratch, two migrators at once do not collide, and the API's named prepared statements break while the unnamed
// client (DB_PREPARED_STATEMENTS=off) carries the same queries. Needs DATABASE_URL and /usr/sbin/pgbouncer; without
// them skipped (with E2E_REQUIRED=1 a missing PgBouncer fails).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../src/client.js';
import { migrate } from '../src/migrate.js';
import { executePrepared } from '../src/prepared-sql.js';
import { type PgBouncer, pgbouncerAvailable, startPgBouncer } from '../src/testing-pgbouncer.js';

const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const describeWithBouncer = databaseUrl && pgbouncerAvailable ? describe : describe.skip;
if (!pgbouncerAvailable)
  console.warn('pgbouncer.test.ts skipped: no /usr/sbin/pgbouncer (apt-get install pgbouncer)');

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describeWithBouncer('PostgreSQL through PgBouncer in transaction mode', () => {
  const name = `afisha_bouncer_${process.pid}_${randomBytes(3).toString('hex')}`;
  let bouncer: PgBouncer;
  let url: string;

  beforeAll(async () => {
    await admin(`create database "${name}"`);
    bouncer = await startPgBouncer(databaseUrl as string, { serverConnections: 2 });
    const direct = new URL(databaseUrl as string);
    direct.pathname = `/${name}`;
    url = bouncer.url(direct.toString());
  });
  afterAll(async () => {
    await bouncer?.stop();
    await admin(`drop database if exists "${name}" with (force)`);
  });

  it('migrates an empty database twice at once: one applies everything, the other finds it applied', {
    timeout: 120_000,
  }, async () => {
    const runners = await Promise.all([1, 2].map(() => createDatabase({ url, poolMax: 2 })));
    try {
      await Promise.all(runners.map((runner) => migrate(runner)));
      const [check] = runners as [Database, Database];
      const applied = await check.db.execute<{ n: number; distinct: number }>(
        sql`select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
      );
      expect(applied.rows[0]?.n).toBeGreaterThan(10);
      expect(applied.rows[0]?.n).toBe(applied.rows[0]?.distinct);
      const tables = await check.db.execute<{ n: number }>(
        sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
      );
      expect(tables.rows[0]?.n).toBeGreaterThan(60);
      // A third run through the pooler changes nothing and returns (no lock left behind on a server connection).
      await migrate(check);
      const again = await check.db.execute<{ n: number }>(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(again.rows[0]?.n).toBe(applied.rows[0]?.n);
    } finally {
      await Promise.all(runners.map((runner) => runner.close()));
    }
  });

  /** Many short transactions of named statements from several client connections over two server connections. */
  async function namedStatementsBurst(database: Database): Promise<void> {
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (async () => {
          for (let n = 0; n < 10; n++) {
            const rows = await executePrepared<{ v: number }>(
              database.db,
              `bouncer_probe_${n % 3}`,
              sql`select ${i * 100 + n}::int + ${n % 3} as v`,
            );
            expect(rows[0]?.v).toBe(i * 100 + n + (n % 3));
          }
        })(),
      ),
    );
  }

  it('carries the same named statements unnamed (DB_PREPARED_STATEMENTS=off)', async () => {
    const database = await createDatabase({ url, poolMax: 8, preparedStatements: false });
    try {
      await namedStatementsBurst(database);
    } finally {
      await database.close();
    }
  });

  it('control: named prepared statements fail behind this pooler', async () => {
    const database = await createDatabase({ url, poolMax: 8 });
    try {
      const failure = await namedStatementsBurst(database).then(
        () => null,
        (error: Error) => error,
      );
      // Drizzle wraps the server's own error: "prepared statement … does not exist" (or "already exists").
      expect((failure?.cause as Error | undefined)?.message).toMatch(/prepared statement "bouncer_probe_\d"/);
    } finally {
      await database.close();
    }
  });
});
