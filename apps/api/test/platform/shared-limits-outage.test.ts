// [PLATFORM] Where the limits live is said at start-up, and an outage of Redis does not stop the site: with Redis of
// its own (a redis-server this test starts and stops, on a free port) the app counts in Redis; when Redis goes away
// no request fails, each process limits from its own memory (the strict rate limit and sign-in lockouts still
// refuse), one warning says so; when Redis is back, counting returns to it. Skipped without the redis-server
// binary, unless E2E_REQUIRED=1.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config.ts';
import { connectRedis, type RedisClient } from '../../src/lib/redis.ts';
import { send } from '../helpers/accounts.ts';
import { freePort } from '../helpers/free-port.ts';
import { startSession } from '../helpers/session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const redisServerInstalled = spawnSync('redis-server', ['--version']).status === 0;
if (!redisServerInstalled && process.env.E2E_REQUIRED === '1') {
  throw new Error('redis-server is required (E2E_REQUIRED=1) but is not installed');
}

const lowLimits = (config: Config): Config => ({
  ...config,
  rateLimit: { ...config.rateLimit, strict: { max: 3, timeWindowMs: 60_000 } },
  accounts: { ...config.accounts, limits: { ...config.accounts.limits, loginFailuresPerAccount: 2 } },
});

function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).trim().split('\n'));
      done();
    },
  });
  const messages = () => lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
  return { logger: { level: 'info', stream }, messages };
}

const withSensitiveRoute = (app: TestApp['app']) => {
  app.get('/api/v1/test/sensitive', { config: { rateLimit: app.rateLimits.strict } }, async () => ({
    ok: true,
  }));
};

describe('the start-up line', () => {
  it('says where the limits live without Redis', async () => {
    const log = capturedLog();
    const t = await createTestApp({ logger: log.logger });
    await t.close();
    const home = process.env.DATABASE_URL ? 'postgresql' : 'memory (single process)';
    expect(log.messages()).toContain(`shared limits: ${home}`);
  });
});

describe.runIf(redisServerInstalled)('an outage of Redis', () => {
  let port: number;
  let server: ChildProcess | null = null;
  let redis: RedisClient;
  let t: TestApp;
  const log = capturedLog();

  async function startRedis() {
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
  }
  async function stopRedis() {
    const exited = once(server as ChildProcess, 'exit');
    server?.kill('SIGTERM');
    await exited;
    server = null;
  }
  const until = async (done: () => boolean) => {
    for (let i = 0; i < 100 && !done(); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done()).toBe(true);
  };

  beforeAll(async () => {
    port = await freePort();
    await startRedis();
    // The client the API makes from REDIS_URL, with its timeouts.
    redis = connectRedis(`redis://127.0.0.1:${port}`);
    redis.on('error', () => {});
    await until(() => redis.status === 'ready');
    t = await createTestApp({ redis, logger: log.logger, config: lowLimits, extend: withSensitiveRoute });
  });
  afterAll(async () => {
    await t?.close();
    redis?.disconnect();
    if (server) await stopRedis();
  });

  const strict = (ip: string) =>
    t.app
      .inject({ url: '/api/v1/test/sensitive', remoteAddress: ip })
      .then((response) => response.statusCode);
  const wrongSignIn = async (email: string) => {
    const session = await startSession(t.app);
    return (await send(t.app, '/account/login', { email, password: 'Wrong-password-0' }, { session })).status;
  };

  it('counts in Redis while it answers', async () => {
    expect(log.messages()).toContain('shared limits: redis');
    expect(await strict('198.51.100.80')).toBe(200);
    expect(await redis.get('afisha:limits:rate:GET/api/v1/test/sensitive-198.51.100.80strict')).toBe('1');
  });

  it("limits from each process's memory while Redis is down, failing no request", async () => {
    await stopRedis();
    await until(() => redis.status !== 'ready');
    const answers: number[] = [];
    for (let i = 0; i < 4; i += 1) answers.push(await strict('198.51.100.81'));
    expect(answers).toEqual([200, 200, 200, 429]);
    expect([await wrongSignIn('outage@example.com'), await wrongSignIn('outage@example.com')]).toEqual([
      400, 400,
    ]);
    expect(await wrongSignIn('outage@example.com')).toBe(429);
    expect(
      log.messages().filter((message) => message.startsWith('shared limits: Redis unreachable')),
    ).toHaveLength(1);
  });

  it('counts in Redis again once it is back', async () => {
    await startRedis();
    await until(() => redis.status === 'ready');
    expect(await strict('198.51.100.82')).toBe(200);
    expect(await redis.get('afisha:limits:rate:GET/api/v1/test/sensitive-198.51.100.82strict')).toBe('1');
    expect(log.messages()).toContain('shared limits: Redis answers again');
  });
});
