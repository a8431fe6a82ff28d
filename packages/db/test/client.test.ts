// The client factory and test isolation: PGlite persists in `${dataDir}/pglite`, ping tells a
// live database from a dead one, and each createTestDatabase() is its own database.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/client.js';
import { migrate } from '../src/migrate.js';
import { cities } from '../src/schema/index.js';
import { createTestDatabase } from '../src/testing.js';

const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;

describe('createDatabase with PGlite', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'afisha-db-client-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates the pglite folder in dataDir, and keeps data across close and reopen', {
    timeout: 60_000,
  }, async () => {
    const first = await createDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    expect(statSync(path.join(dataDir, 'pglite')).isDirectory()).toBe(true);
    await migrate(first);
    await first.db.insert(cities).values({ slug: 'sochi', name: { ru: 'Сочи' }, nameCase: { ru: 'Сочи' } });
    await first.ping();
    await first.close();
    await expect(first.ping()).rejects.toThrow();

    const second = await createDatabase({ dataDir });
    try {
      const rows = await second.db.select({ slug: cities.slug }).from(cities).where(eq(cities.slug, 'sochi'));
      expect(rows).toEqual([{ slug: 'sochi' }]);
    } finally {
      await second.close();
    }
  });
});

describe('the PGlite folder lock', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'afisha-db-lock-'));
  const lockFile = path.join(dataDir, 'pglite.lock');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a folder held by another live process', async () => {
    writeFileSync(lockFile, String(process.ppid));
    await expect(createDatabase({ dataDir })).rejects.toThrow(`in use by process ${process.ppid}`);
  });

  it('takes over the lock of a process that is gone, and refuses a second opener here', {
    timeout: 60_000,
  }, async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    writeFileSync(lockFile, gone.stdout);
    const database = await createDatabase({ dataDir });
    try {
      await expect(createDatabase({ dataDir })).rejects.toThrow('already open in this process');
    } finally {
      await database.close();
    }
    const reopened = await createDatabase({ dataDir });
    await reopened.close();
  });
});

describe('createDatabase with PostgreSQL', () => {
  it('rejects ping when the server is unreachable', async () => {
    const database = await createDatabase({ url: 'postgres://postgres@127.0.0.1:1/nothing', poolMax: 1 });
    try {
      expect(database.kind).toBe('postgres');
      await expect(database.ping()).rejects.toThrow();
    } finally {
      await database.close();
    }
  });

  it.runIf(databaseUrl)('pings a live server', async () => {
    const database = await createDatabase({ url: databaseUrl, poolMax: 1 });
    try {
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  });
});

describe('createTestDatabase', () => {
  it('gives each caller its own migrated, empty database', async () => {
    const [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    try {
      expect(await a.db.select().from(cities)).toEqual([]);
      await a.db.insert(cities).values({ slug: 'kazan', name: { ru: 'Казань' }, nameCase: { ru: 'Казани' } });
      expect(await a.db.select({ slug: cities.slug }).from(cities)).toEqual([{ slug: 'kazan' }]);
      expect(await b.db.select().from(cities)).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it.runIf(databaseUrl)('drops its PostgreSQL database on close', async () => {
    const database = await createTestDatabase();
    const name = (await database.db.execute<{ name: string }>(sql`select current_database() as name`))
      .rows[0]!.name;
    await database.close();
    const admin = await createDatabase({ url: databaseUrl, poolMax: 1 });
    try {
      const found = await admin.db.execute(sql`select 1 from pg_database where datname = ${name}`);
      expect(found.rows).toEqual([]);
    } finally {
      await admin.close();
    }
  });
});
