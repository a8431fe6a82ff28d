// [PLATFORM] GET /healthcheck: 200 {status: ok, db: ok}; 503 {status: error, db: error} when the
// database does not answer (a failing ping, a hung ping, a closed database).
import { createTestDatabase, type Database } from '@afisha/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHealthService } from '../../src/modules/health/health.service.ts';
import { createTestApp } from '../helpers/test-app.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('GET /healthcheck', () => {
  it('is ok while the database answers', async () => {
    const t = await createTestApp({ database });
    try {
      const response = await t.app.inject({ url: '/api/v1/healthcheck' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
    } finally {
      await t.close();
    }
  });

  it('is 503 when the ping fails', async () => {
    const failing: Database = { ...database, ping: () => Promise.reject(new Error('connection refused')) };
    const t = await createTestApp({ database: failing });
    try {
      const response = await t.app.inject({ url: '/api/v1/healthcheck' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'error', db: 'error' });
    } finally {
      await t.close();
    }
  });

  it('is 503 once the database is closed', async () => {
    const own = await createTestDatabase();
    const t = await createTestApp({ database: own });
    try {
      await own.close();
      const response = await t.app.inject({ url: '/healthcheck' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'error', db: 'error' });
    } finally {
      await t.close();
    }
  });
});

describe('health service', () => {
  it('reports a hung database as down after the timeout', async () => {
    const health = createHealthService({ ping: () => new Promise(() => {}), timeoutMs: 50 });
    await expect(health.check()).resolves.toEqual({ status: 'error', db: 'error' });
  });
});
