// Owns test isolation: createTestDatabase() gives each test file its own migrated, empty
// database, and close() throws it away; countStatements() lists what a piece of work sends to it.
// With DATABASE_URL: a fresh PostgreSQL database cloned from a migrated template database.
// Without: an in-memory PGlite started from a migrated snapshot.
// Both templates are built once per machine and keyed by a hash of the migration files, so a
// changed migration builds a new one instead of reusing a stale one. Vitest runs test files in
// parallel processes; every shared step below is safe under that.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, driverOf, openPglite, wrapPglite, wrapPool } from './client.js';

export { withDb } from './client.js';
import { migrate, migrationsFolder } from './migrate.js';

/** Advisory lock key serialising PostgreSQL template builds across processes. */
const TEMPLATE_LOCK_KEY = 7_357_002;

export type TestDatabaseOptions = {
  /** PostgreSQL server to create the database on; defaults to DATABASE_URL. '' forces PGlite. */
  url?: string;
  /** Pool size on PostgreSQL (default 5); concurrency tests need one connection per racer. */
  poolMax?: number;
};

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<Database> {
  const url = options.url ?? (process.env.DATABASE_URL?.trim() || undefined);
  return url ? createPostgresTestDatabase(url, options.poolMax ?? 5) : createPgliteTestDatabase();
}

/**
 * The statements `work` sends to PostgreSQL, in order (BEGIN and COMMIT included), for tests of a
 * round-trip budget; it counts every pooled connection of the process, so run nothing beside it.
 * null on PGlite, whose transactions run inside the driver and are not counted the same way.
 */
export async function countStatements(
  database: Database,
  work: () => Promise<unknown>,
): Promise<string[] | null> {
  if (driverOf(database).kind !== 'postgres') return null;
  const sent: string[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
    sent.push((text ?? '').replace(/\s+/g, ' ').trim().slice(0, 120));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = query;
  }
  return sent;
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.sql') || entry.name === '_journal.json') {
        hash.update(entry.name).update(readFileSync(full));
      }
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

// ---------------------------------------------------------------------------------------------
// PGlite: a fresh instance costs ~3 s of initdb; loading a dump of an already migrated one costs
// under 1 s. The dump is cached in the OS temp folder, written under a unique name and renamed
// into place, so concurrent writers never expose a partial file.

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  while (path.basename(dir) !== 'pglite' && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

async function pgliteSnapshot(): Promise<Blob> {
  const cacheDir = path.join(os.tmpdir(), 'afisha-pglite-templates');
  const file = path.join(cacheDir, `${migrationsHash()}-pglite-${pgliteVersion()}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // Not cached yet: build it below.
  }
  const database = wrapPglite(await openPglite());
  try {
    await migrate(database);
    const driver = driverOf(database);
    if (driver.kind !== 'pglite') throw new Error('unreachable: a PGlite snapshot of a pool');
    const dump = await driver.client.dumpDataDir('none');
    const bytes = Buffer.from(await dump.arrayBuffer());
    mkdirSync(cacheDir, { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    return new Blob([bytes]);
  } finally {
    await database.close();
  }
}

async function createPgliteTestDatabase(): Promise<Database> {
  return wrapPglite(await openPglite({ loadDataDir: await pgliteSnapshot() }));
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: CREATE DATABASE … TEMPLATE copies a migrated database in milliseconds.

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** One template build per process (memoised) and per server (checked under an advisory lock). */
const templates = new Map<string, Promise<string>>();

function ensureTemplate(url: string): Promise<string> {
  const name = `afisha_tmpl_${migrationsHash()}`;
  const key = `${url}#${name}`;
  let pending = templates.get(key);
  if (!pending) {
    pending = buildTemplate(url, name);
    pending.catch(() => templates.delete(key));
    templates.set(key, pending);
  }
  return pending;
}

/**
 * Built under a temporary name and renamed when complete, so a crash mid-build never leaves a
 * half-migrated template for the next run.
 */
async function buildTemplate(url: string, name: string): Promise<string> {
  return withAdminClient(url, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return name;
      const building = `${name}_build`;
      await admin.query(`drop database if exists ${quoteIdent(building)} with (force)`);
      await admin.query(`create database ${quoteIdent(building)}`);
      const database = wrapPool(new pg.Pool({ connectionString: withDatabase(url, building), max: 1 }));
      try {
        await migrate(database);
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${quoteIdent(building)} rename to ${quoteIdent(name)}`);
      // A template nobody connects to: CREATE DATABASE … TEMPLATE refuses a source in use.
      await admin.query(`alter database ${quoteIdent(name)} with is_template true allow_connections false`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
}

let counter = 0;

async function createPostgresTestDatabase(url: string, poolMax: number): Promise<Database> {
  const template = await ensureTemplate(url);
  counter += 1;
  const name = `afisha_test_${process.pid}_${counter}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(url, (admin) =>
    admin.query(`create database ${quoteIdent(name)} template ${quoteIdent(template)}`),
  );
  const pool = new pg.Pool({ connectionString: withDatabase(url, name), max: poolMax });
  return wrapPool(pool, () =>
    withAdminClient(url, async (admin) => {
      await admin.query(`drop database if exists ${quoteIdent(name)} with (force)`);
    }),
  );
}
