// [SERVER] The API built to JavaScript (scripts/build.mjs, what `npm start` and production run) starts with plain
// `node` in production mode, answers its healthcheck and renders a ticket PDF on a worker thread, whose entry
// (ticket-pdf.worker.mjs) it finds beside the server; the control removes that file and the PDF fails. The embedded
// database in a fresh folder, migrated first (the server does not migrate). On PostgreSQL (DATABASE_URL), the built
// server holds at most DB_POOL_MAX connections under a burst of requests (the control: the default 10 opens more).
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, createTestDatabase, type Database, migrate } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, apiProcess } from '../crash/api-process.ts';
import { freePort } from '../helpers/free-port.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Beside apps/api/dist, as deep below the repository root (the paths the bundle derives from its own place). */
const outdir = path.join(apiDir, `.build-test-${process.pid}`);
let dataDir = '';
let api: ApiProcess | undefined;

beforeAll(async () => {
  const built = spawnSync(process.execPath, [path.join(apiDir, 'scripts/build.mjs'), outdir], {
    encoding: 'utf8',
  });
  expect(built.status, built.stderr).toBe(0);
  dataDir = await mkdtemp(path.join(tmpdir(), 'afisha-built-api-'));
  const database = await createDatabase({ dataDir });
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
});

afterAll(async () => {
  await api?.stop();
  await rm(outdir, { recursive: true, force: true });
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function startBuilt(env: Record<string, string> = {}): Promise<ApiProcess> {
  await api?.stop();
  api = apiProcess({
    file: path.join(outdir, 'server.mjs'),
    port: await freePort(),
    env: {
      NODE_ENV: 'production',
      SESSION_SECRET: 'built-server-test-secret-0123456789abcdef',
      SANDBOX_PAYMENTS: 'on',
      DATA_DIR: dataDir,
      // '' is "unset": the embedded database of DATA_DIR.
      DATABASE_URL: '',
      TICKET_PDF_THREADS: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  await api.start();
  return api;
}

describe('the built API', () => {
  it('answers its healthcheck and renders a ticket PDF on a worker thread', async () => {
    const server = await startBuilt();
    const health = await fetch(`${server.url}/api/v1/healthcheck`);
    expect(await health.json()).toEqual({ status: 'ok', db: 'ok' });
    const pdf = await fetch(`${server.url}/api/v1/tickets_preview`);
    expect(pdf.status, server.output()).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  }, 120_000);

  it('control: without ticket-pdf.worker.mjs beside the server, no PDF', async () => {
    await rm(path.join(outdir, 'ticket-pdf.worker.mjs'));
    const server = await startBuilt();
    const pdf = await fetch(`${server.url}/api/v1/tickets_preview`);
    expect(pdf.status).toBeGreaterThanOrEqual(500);
  }, 120_000);
});

const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;

describe.skipIf(!databaseUrl)('the built API on PostgreSQL', () => {
  const APP_NAME = `afisha-pool-test-${process.pid}`;
  let database: Database;
  let url = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    const { rows } = await database.db.execute<{ name: string }>(sql`select current_database() as name`);
    const parsed = new URL(databaseUrl as string);
    parsed.pathname = `/${rows[0]?.name}`;
    url = parsed.toString();
  });
  afterAll(async () => {
    await api?.stop();
    await database?.close();
  });

  /** The most connections the server held at once during three bursts of 40 healthchecks (each one a query). */
  async function connectionsUnderBurst(poolMax: string): Promise<number> {
    const server = await startBuilt({ DATABASE_URL: url, DB_POOL_MAX: poolMax, PGAPPNAME: APP_NAME });
    let most = 0;
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        Array.from({ length: 40 }, () => fetch(`${server.url}/api/v1/healthcheck`)),
      );
      expect(answers.every((answer) => answer.ok)).toBe(true);
      const { rows } = await database.db.execute<{ n: number }>(
        // The change bus's LISTEN connection is one more, outside the pool by design (docs/operations.md).
        sql`select count(*)::int as n from pg_stat_activity
            where application_name = ${APP_NAME} and query not like 'LISTEN %'`,
      );
      most = Math.max(most, Number(rows[0]?.n));
    }
    await server.stop();
    return most;
  }

  it('holds at most DB_POOL_MAX connections', async () => {
    const most = await connectionsUnderBurst('2');
    expect(most).toBeGreaterThanOrEqual(1);
    expect(most).toBeLessThanOrEqual(2);
  }, 180_000);

  it('control: with the default of 10 the same bursts open more than 2', async () => {
    expect(await connectionsUnderBurst('10')).toBeGreaterThan(2);
  }, 180_000);
});
