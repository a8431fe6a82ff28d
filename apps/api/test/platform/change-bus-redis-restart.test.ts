// [PLATFORM] The change bus over Redis survives a Redis restart: two API processes share a database and a Redis of
// this test's own (redis-server on a free loopback port, restarted by the test), each keeping its answers for a
// minute on a clock that never moves. While Redis is down a change is made that no notice can carry; when B's
// subscriber is back it drops everything it keeps (notices may have been missed), so B shows the change; and
// notices travel again. Skipped where Debian's redis-server is not installed (CI installs it).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { performances } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config } from '../../src/config.ts';
import { createPerformance, createVenue } from '../factories/catalogue.factory.ts';
import { requester } from '../helpers/customer-requests.ts';
import { freePort } from '../helpers/free-port.ts';
import { startSession } from '../helpers/session.ts';
import { createTestApp, manualClock, type TestApp } from '../helpers/test-app.ts';

const redisServer = (() => {
  try {
    return execFileSync('which', ['redis-server'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
})();

async function startRedis(binary: string, port: number): Promise<ChildProcess> {
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis-server did not start')), 5_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return child;
}

async function stopRedis(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms: number): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

describe.skipIf(!redisServer)('the change bus over Redis across a Redis restart', () => {
  const clock = manualClock();
  let port = 0;
  let redis: ChildProcess | null = null;
  let a: TestApp;
  let b: TestApp;
  let showId = 0;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(redisServer as string, port);
    const config = (base: Config): Config => ({
      ...base,
      catalogueCacheMs: 60_000,
      redisUrl: `redis://127.0.0.1:${port}`,
    });
    a = await createTestApp({ clock, config });
    b = await createTestApp({ clock, config, database: a.database });
    const venue = await createVenue(a.database.db);
    showId = (await createPerformance(a.database.db, venue, { slug: 'hamlet', ratingCount: 1 })).id;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await stopRedis(redis);
  });

  it('drops what B keeps when its subscriber is back, and carries notices again', async () => {
    expect(b.app.changes.transport).toBe('redis');
    const anonymous = requester(() => b.app, await startSession(b.app));
    const count = () => anonymous.get('/performance/hamlet').then((answer) => answer.body.rating_count);
    const setCount = (n: number) =>
      a.database.db.update(performances).set({ ratingCount: n }).where(eq(performances.id, showId));
    expect(await count()).toBe(1);

    await stopRedis(redis);
    await setCount(2);
    // Published while Redis is down: logged, not thrown, and lost for B.
    await a.app.changes.publish({ topic: 'catalogue', id: showId });
    expect(await count()).toBe(1);
    redis = await startRedis(redisServer as string, port);
    expect(await eventually(count, (n) => n === 2, 8_000)).toBe(2);

    // Subscribed again (B hears a notice from A), then a notice reaches B within a second.
    await vi.waitFor(
      async () => {
        await setCount(3);
        await a.app.changes.publish({ topic: 'catalogue', id: showId });
        expect(await count()).toBe(3);
      },
      { timeout: 10_000, interval: 50 },
    );
    await setCount(4);
    await a.app.changes.publish({ topic: 'catalogue', id: showId });
    expect(await eventually(count, (n) => n === 4, 1_000)).toBe(4);
  });
});
