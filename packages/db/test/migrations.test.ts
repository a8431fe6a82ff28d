// Migrations apply cleanly on PGlite and (when DATABASE_URL is set) on PostgreSQL, create every
// table of the schema with pg_trgm, and re-running them changes nothing.
import { getTableName, isTable, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, wrapPglite, wrapPool } from '../src/client.js';
import { migrate } from '../src/migrate.js';
import * as schema from '../src/schema/index.js';

const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const expectedTables = Object.values(schema)
  .filter((value) => isTable(value))
  .map((table) => getTableName(table))
  .sort();

async function publicTables(database: Database): Promise<string[]> {
  const result = await database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return result.rows.map((row) => row.table_name);
}

async function appliedMigrations(database: Database): Promise<number> {
  const result = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return Number(result.rows[0]?.n);
}

/**
 * A brand-new EMPTY database (not the migrated templates createTestDatabase() clones), so the
 * migrations really run from scratch here.
 */
async function emptyPostgres(serverUrl: string): Promise<Database> {
  const name = `afisha_migrations_${process.pid}_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return wrapPool(new pg.Pool({ connectionString: url.toString(), max: 2 }), () =>
    admin(`drop database if exists "${name}" with (force)`),
  );
}

const engines = [
  { name: 'PGlite', open: async () => wrapPglite(await openPglite()) },
  ...(databaseUrl ? [{ name: 'PostgreSQL', open: () => emptyPostgres(databaseUrl) }] : []),
];

describe.each(engines)('migrations on $name', ({ open }) => {
  let database: Database;

  beforeAll(async () => {
    database = await open();
    expect(await publicTables(database)).toEqual([]);
    await migrate(database);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('creates every table of the schema and nothing else', async () => {
    expect(expectedTables.length).toBeGreaterThan(60);
    expect(await publicTables(database)).toEqual(expectedTables);
  });

  it('installs pg_trgm for storefront search', async () => {
    const result = await database.db.execute<{ similarity: number }>(
      sql`select similarity('Гамлет', 'Гамлетт') as similarity`,
    );
    expect(Number(result.rows[0]?.similarity)).toBeGreaterThan(0.5);
  });

  it('records each migration once; running migrate again is a no-op', async () => {
    const before = await appliedMigrations(database);
    expect(before).toBeGreaterThanOrEqual(2);
    const tablesBefore = await publicTables(database);
    await migrate(database);
    await migrate(database);
    expect(await appliedMigrations(database)).toBe(before);
    expect(await publicTables(database)).toEqual(tablesBefore);
  });

  it('creates the triggers that keep derived totals and copies honest', async () => {
    const result = await database.db.execute<{ tgname: string }>(
      sql`select tgname from pg_trigger where not tgisinternal order by tgname`,
    );
    expect(result.rows.map((row) => row.tgname)).toEqual([
      'certificate_transactions_append_only',
      'certificate_transactions_apply',
      'event_zone_inventory_guard_taken',
      'gift_certificates_guard_balance',
      'performance_titles_sync',
      'zone_holds_sync_taken',
    ]);
  });
});
