// Owns opening the database: embedded PGlite (with pg_trgm and fuzzystrmatch) in a data folder when no URL is
// given, a node-postgres pool otherwise, both behind one Drizzle type so no caller branches.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { repoRoot } from './config.js';
import { installFastRows } from './fast-rows.js';
import { lockDataDir } from './pglite-lock.js';
import * as schema from './schema/index.js';
import { UnnamedStatementsClient } from './unnamed-statements.js';

// Drizzle types raw `execute` results per driver; both drivers return an object with `rows`, so
// the shared type promises exactly that. An HKT has to be an interface (it reads `this`).
export type DbQueryResult<TRow> = { rows: TRow[] };
export interface DbQueryResultHKT extends PgQueryResultHKT {
  type: DbQueryResult<this['row']>;
}

/** A Drizzle database typed with the whole schema; the same API for PGlite and PostgreSQL. */
export type Db = PgDatabase<DbQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /** Runs `select 1`; rejects when the database is unreachable (healthcheck). */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type CreateDatabaseOptions = {
  /** PostgreSQL URL. Without it the embedded PGlite is used. */
  url?: string;
  /** DATA_DIR: PGlite keeps its files in `${dataDir}/pglite`. Defaults to `<repo root>/.data`. */
  dataDir?: string;
  /** Pool size for PostgreSQL (default 10): the connections this process may hold at once (DB_POOL_MAX). */
  poolMax?: number;
  /**
   * Named prepared statements (default true). False sends every statement unnamed, for a pooler in transaction mode
   * that cannot carry them (unnamed-statements.ts; DB_PREPARED_STATEMENTS).
   */
  preparedStatements?: boolean;
};

/** The driver under a Database, for migrate.ts and testing.ts only (not exported by the package). */
export type Driver = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };

// Kept on the Database itself under a symbol (enumerable, so a copy with one part replaced, `{ ...database, ping }`,
// as tests make, still names its driver), out of sight of the package's users.
const DRIVER = Symbol('afisha.db.driver');
type WithDriver = { [DRIVER]?: Driver };

function attachDriver(database: Database, driver: Driver): void {
  (database as WithDriver)[DRIVER] = driver;
}

export function driverOf(database: Database): Driver {
  const driver = (database as WithDriver)[DRIVER];
  if (!driver) throw new Error('Not a Database made by createDatabase()');
  return driver;
}

/**
 * Opens PGlite with the extensions the migrations need. No `dataDir`: in memory.
 * `loadDataDir`: start from a dump (dumpDataDir) instead of running initdb.
 */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PGlite> {
  if (options.dataDir !== undefined) mkdirSync(options.dataDir, { recursive: true });
  return PGlite.create({
    ...(options.dataDir !== undefined && { dataDir: options.dataDir }),
    ...(options.loadDataDir !== undefined && { loadDataDir: options.loadDataDir }),
    extensions: { pg_trgm, fuzzystrmatch },
  });
}

/** close() may be called twice (shutdown paths, test teardown); the cleanup must run once. */
function once(work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => {
    running ??= work();
    return running;
  };
}

export function wrapPglite(client: PGlite, onClose?: () => Promise<void>): Database {
  const database: Database = {
    db: drizzlePglite({ client, schema }),
    kind: 'pglite',
    async ping() {
      await client.query('select 1');
    },
    close: once(async () => {
      if (!client.closed) await client.close();
      await onClose?.();
    }),
  };
  attachDriver(database, { kind: 'pglite', client });
  return database;
}

export function wrapPool(pool: pg.Pool, onClose?: () => Promise<void>): Database {
  // Rows as objects of one shape per statement, not pg's generic copy (fast-rows.ts: half a list's CPU).
  installFastRows(pg.Result as never);
  // An idle client that loses its server emits 'error' on the pool; unhandled, that would kill
  // the process. The next query fails on its own and is reported where it is made.
  pool.on('error', () => {});
  const database: Database = {
    db: drizzleNodePg({ client: pool, schema }),
    kind: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    close: once(async () => {
      if (!pool.ended) await pool.end();
      await onClose?.();
    }),
  };
  attachDriver(database, { kind: 'postgres', pool });
  return database;
}

/**
 * Opens the database. PGlite is single-process: only one process may open a data folder at a
 * time, so the API, the seed and the migrate command take turns on it; a second opener gets a
 * clear error instead of a corrupted folder (pglite-lock.ts).
 */
export async function createDatabase(options: CreateDatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax ?? 10,
      ...(options.preparedStatements === false && { Client: UnnamedStatementsClient as never }),
    });
    return wrapPool(pool);
  }
  const pgliteDir = path.join(options.dataDir ?? path.join(repoRoot, '.data'), 'pglite');
  mkdirSync(path.dirname(pgliteDir), { recursive: true });
  const unlock = lockDataDir(pgliteDir);
  try {
    return wrapPglite(await openPglite({ dataDir: pgliteDir }), async () => unlock());
  } catch (error) {
    unlock();
    throw error;
  }
}
