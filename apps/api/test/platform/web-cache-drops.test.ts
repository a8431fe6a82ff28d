// [PLATFORM] Issue 19, "a change reaches every web process": with Redis, the API process where a change happens
// publishes the web app's own cache-drop notice (lib/change-bus/web-cache-drops.ts) on REVALIDATE_CHANNEL, which
// every web process's server subscribes to (apps/web/scripts/revalidation-notices.mjs decodes `{tag, origin}`).
// A review written through process A is one `catalogue` drop — not one per process, though B hears of it too —
// and a waiting-list offer (read by browsers, never cached in pages) is none.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Config } from '../../src/config.ts';
import { createPerformance, createVenue } from '../factories/catalogue.factory.ts';
import { requester } from '../helpers/customer-requests.ts';
import { describeWithRedis, redisPrefix, testRedisUrl } from '../helpers/redis.ts';
import { signInCustomer } from '../helpers/signed-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeWithRedis('web cache drops published by the API', () => {
  const channel = `${redisPrefix('web-drops')}revalidate`;
  const config = (base: Config): Config => ({
    ...base,
    redisUrl: testRedisUrl,
    webRevalidateChannel: channel,
  });
  const heard: unknown[] = [];
  let listener: Redis;
  let a: TestApp;
  let b: TestApp;
  const show = { id: 0 };

  beforeAll(async () => {
    listener = new Redis(testRedisUrl);
    await listener.subscribe(channel);
    listener.on('message', (_channel, message) => heard.push(JSON.parse(message)));
    a = await createTestApp({ config });
    b = await createTestApp({ config, database: a.database });
    const venue = await createVenue(a.database.db);
    show.id = (await createPerformance(a.database.db, venue, { slug: 'hamlet' })).id;
    await pause(200);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    listener?.disconnect();
  });

  it('tells the web processes once of a review written through one API process', async () => {
    const customer = await signInCustomer(a.app, a.database.db);
    const written = await requester(() => a.app, customer.session).send('POST', '/reviews', {
      performance: show.id,
      rating: 4,
      text: 'Хорошо',
    });
    expect(written.status).toBe(201);
    const until = Date.now() + 1_000;
    while (heard.length === 0 && Date.now() < until) await pause(20);
    // B heard the review through the bus; it must not tell the web again.
    await pause(300);
    expect(heard).toEqual([{ tag: 'catalogue', origin: null }]);
  });

  it('says nothing to the web of a waiting-list offer, which no page caches', async () => {
    heard.length = 0;
    await a.app.changes.publish({ topic: 'offers', id: 1 });
    await pause(300);
    expect(heard).toEqual([]);
  });
});
