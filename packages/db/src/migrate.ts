// Owns applying the committed SQL migrations in packages/db/drizzle, for either driver. Applied migrations are
// recorded in drizzle.__drizzle_migrations (drizzle-orm's own table and rules: a migration is due when its folder
// time is later than the last one recorded), so running it again is a no-op.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { type Database, driverOf } from './client.js';

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');

/** Arbitrary constant naming the advisory lock that serialises migrators on one PostgreSQL database. */
const MIGRATION_LOCK_KEY = 7_357_001;

export async function migrate(database: Database): Promise<void> {
  const driver = driverOf(database);
  if (driver.kind === 'pglite') {
    // PGlite is single-process and single-connection: nobody can migrate beside us.
    await migratePglite(drizzlePglite({ client: driver.client }), { migrationsFolder });
    return;
  }
  const client = await driver.pool.connect();
  try {
    await migrateInOneTransaction(client);
  } finally {
    client.release();
  }
}

/**
 * Several API hosts or test workers may migrate at once, and the connection may go through a pooler in transaction
 * mode (PgBouncer), where a session's advisory lock would stay behind on a server connection someone else gets next.
 * So everything happens in one transaction under a transaction-scoped lock: the second migrator waits for the first
 * to commit, then finds everything applied. (drizzle-orm's own migrator reads the applied list outside its
 * transaction, which a transaction-scoped lock could not cover.) Unnamed statements only, which any pooler carries.
 */
async function migrateInOneTransaction(client: pg.PoolClient): Promise<void> {
  await client.query('begin');
  try {
    await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await client.query('create schema if not exists drizzle');
    await client.query(
      'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
    );
    const last = await client.query<{ created_at: string }>(
      'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    const lastApplied = last.rows[0] ? Number(last.rows[0].created_at) : Number.NEGATIVE_INFINITY;
    for (const migration of readMigrationFiles({ migrationsFolder })) {
      if (migration.folderMillis <= lastApplied) continue;
      for (const statement of migration.sql) await client.query(statement);
      await client.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
        migration.hash,
        migration.folderMillis,
      ]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}
