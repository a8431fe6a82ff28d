// How a cache drop is passed on to the other web processes: the settings, the notice on the wire, the relay to
// WEB_PEERS (real HTTP servers on loopback) and the Redis channel (the real Redis of the tests, a channel per test).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { describeWithRedis, redisPrefix, testRedisUrl } from '../../api/test/helpers/redis';
import { REVALIDATE_TAGS } from '../src/lib/revalidate-request';
import {
  CACHE_TAGS,
  DEFAULT_REVALIDATE_CHANNEL,
  decodeNotice,
  encodeNotice,
  REVALIDATE_RELAY_HEADER,
  readRevalidationReach,
  revalidateUrl,
  spreadRevalidation,
  subscribeToRevalidations,
} from './revalidation-notices.mjs';

describe('readRevalidationReach', () => {
  it('drops this process only without Redis or peers', () => {
    expect(readRevalidationReach({})).toEqual({ kind: 'local' });
    expect(readRevalidationReach({ REDIS_URL: ' ', WEB_PEERS: ' , ' })).toEqual({ kind: 'local' });
  });

  it('uses Redis when REDIS_URL is set, on the default channel or REVALIDATE_CHANNEL', () => {
    expect(readRevalidationReach({ REDIS_URL: 'redis://10.0.0.9:6379', WEB_PEERS: 'http://a:3000' })).toEqual(
      {
        kind: 'redis',
        url: 'redis://10.0.0.9:6379',
        channel: DEFAULT_REVALIDATE_CHANNEL,
      },
    );
    expect(
      readRevalidationReach({ REDIS_URL: 'rediss://r', REVALIDATE_CHANNEL: 'site-b:drops' }),
    ).toMatchObject({
      channel: 'site-b:drops',
    });
  });

  it('relays to WEB_PEERS otherwise', () => {
    const reach = readRevalidationReach({ WEB_PEERS: 'http://10.0.0.2:3000, https://web-3.internal/site' });
    expect(reach.kind === 'peers' && reach.peers.map((peer) => peer.href)).toEqual([
      'http://10.0.0.2:3000/',
      'https://web-3.internal/site',
    ]);
  });

  it('stops on a value it cannot read', () => {
    expect(() => readRevalidationReach({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL/);
    expect(() => readRevalidationReach({ WEB_PEERS: 'http://a:3000,10.0.0.3:3000' })).toThrow(
      /"10.0.0.3:3000"/,
    );
    expect(() => readRevalidationReach({ WEB_PEERS: 'ftp://a' })).toThrow(/WEB_PEERS/);
  });
});

describe('CACHE_TAGS', () => {
  it('are the tags /revalidate accepts', () => {
    expect(CACHE_TAGS).toEqual(REVALIDATE_TAGS);
  });
});

describe('the notice', () => {
  it('reads back what was written', () => {
    expect(decodeNotice(encodeNotice('catalogue', 'abc'))).toEqual({ tag: 'catalogue', origin: 'abc' });
    expect(decodeNotice(encodeNotice('site', undefined))).toEqual({ tag: 'site', origin: null });
  });

  it('ignores what is not a notice', () => {
    for (const junk of [
      '',
      'catalogue',
      'null',
      '[]',
      '{"tag":5}',
      `{"tag":"${'x'.repeat(65)}"}`,
      '{"tag":""}',
    ]) {
      expect(decodeNotice(junk)).toBeNull();
    }
  });

  it('is sent to the drop endpoint under a base path', () => {
    expect(revalidateUrl(new URL('http://a:3000'), 'content').href).toBe(
      'http://a:3000/revalidate?tag=content',
    );
    expect(revalidateUrl(new URL('https://b/site/'), 'site').href).toBe('https://b/site/revalidate?tag=site');
  });
});

type Received = { url: string | undefined; method: string | undefined; headers: IncomingHttpHeaders };
const servers: Server[] = [];

/** A stand-in web process: answers `status` to every request and records what it got. */
async function peer(status: number, received: Received[]): Promise<URL> {
  const server = createServer((request, response) => {
    received.push({ url: request.url, method: request.method, headers: request.headers });
    response.statusCode = status;
    response.end();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('spreadRevalidation to WEB_PEERS', () => {
  it('relays the drop to every peer, with the secret, marked so that it goes no further', async () => {
    const received: Received[] = [];
    const peers = [await peer(200, received), await peer(200, received)];
    const result = await spreadRevalidation({ kind: 'peers', peers }, 'catalogue', { secret: 's3cret' });
    expect(result).toEqual({ reached: 2, failed: [] });
    expect(received).toHaveLength(2);
    for (const request of received) {
      expect(request).toMatchObject({ url: '/revalidate?tag=catalogue', method: 'POST' });
      expect(request.headers['x-revalidate-secret']).toBe('s3cret');
      expect(request.headers[REVALIDATE_RELAY_HEADER]).toBe('1');
    }
  });

  it('names the peers it could not reach', async () => {
    const refusing = await peer(401, []);
    const down = new URL('http://127.0.0.1:9');
    const up = await peer(200, []);
    const result = await spreadRevalidation({ kind: 'peers', peers: [refusing, down, up] }, 'site', {
      secret: 's',
    });
    expect(result).toEqual({ reached: 1, failed: [refusing.origin, down.origin] });
  });

  it('goes nowhere in a single process', async () => {
    expect(await spreadRevalidation({ kind: 'local' }, 'site')).toEqual({ reached: 0, failed: [] });
  });
});

describeWithRedis('spreadRevalidation through Redis', () => {
  it("reaches every other process's subscriber, not the sender's own", async () => {
    const channel = `${redisPrefix('revalidate')}drops`;
    const heard: Record<string, string[]> = { a: [], b: [] };
    const a = await subscribeToRevalidations({
      url: testRedisUrl,
      channel,
      instance: 'a',
      onTag: (tag) => heard.a?.push(tag),
    });
    const b = await subscribeToRevalidations({
      url: testRedisUrl,
      channel,
      instance: 'b',
      onTag: (tag) => heard.b?.push(tag),
    });
    try {
      const reach = { kind: 'redis' as const, url: testRedisUrl, channel };
      expect(await spreadRevalidation(reach, 'catalogue', { origin: 'a' })).toEqual({
        reached: 2,
        failed: [],
      });
      await expect.poll(() => heard.b).toEqual(['catalogue']);
      expect(heard.a).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('drops every tag after its connection to Redis was cut: the notices sent meanwhile are lost', async () => {
    const channel = `${redisPrefix('revalidate')}drops`;
    const instance = `resync-${process.pid}-${Date.now()}`;
    const heard: string[] = [];
    const subscription = await subscribeToRevalidations({
      url: testRedisUrl,
      channel,
      instance,
      onTag: (tag) => heard.push(tag),
    });
    const admin = new Redis(testRedisUrl);
    try {
      // Only this test's own connection, found by its name, is cut.
      const clients = String(await admin.client('LIST'));
      const line = clients
        .split('\n')
        .find((entry) => entry.includes(`name=afisha-web-notices-${instance} `));
      const id = /\bid=(\d+)/.exec(line ?? '')?.[1];
      expect(id).toBeDefined();
      await admin.client('KILL', 'ID', id ?? '');
      await expect.poll(() => heard, { timeout: 5_000 }).toEqual([...CACHE_TAGS]);
      // And it listens again.
      await spreadRevalidation({ kind: 'redis', url: testRedisUrl, channel }, 'content', { origin: 'other' });
      await expect.poll(() => heard.length, { timeout: 5_000 }).toBe(CACHE_TAGS.length + 1);
    } finally {
      admin.disconnect();
      await subscription.close();
    }
  });

  it('reports Redis as not reached when it does not answer', async () => {
    const reach = { kind: 'redis' as const, url: 'redis://127.0.0.1:9', channel: 'unused' };
    expect(await spreadRevalidation(reach, 'catalogue', { origin: 'a' })).toEqual({
      reached: 0,
      failed: ['redis'],
    });
  });
});

describe('subscribeToRevalidations', () => {
  it('fails, and stops trying, when Redis does not answer', async () => {
    await expect(
      subscribeToRevalidations({
        url: 'redis://127.0.0.1:9',
        channel: 'unused',
        instance: 'a',
        onTag: () => {},
      }),
    ).rejects.toThrow();
  });
});
