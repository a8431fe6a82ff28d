// Owns applying the committed SQL migrations in packages/db/drizzle with drizzle-orm's migrator,
// for either driver. Applied migrations are recorded in drizzle.__drizzle_migrations, so running
// it again is a no-op.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
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
  // Several API instances or test workers may start at once; the migrator itself does not lock,
  // so the second one waits here and then finds everything applied.
  const client = await driver.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
