// [PLATFORM] Issue 20, "the site follows at once" on one machine without Redis (`npm start`): the API posts its
// changes' web cache drops to a web process's POST /revalidate (WEB_REVALIDATE_URL, with the web app's own
// REVALIDATE_SECRET), which relays them to its peers. A review is one `catalogue` drop carrying the secret; a
// waiting-list offer (read by browsers, never cached in pages) is none; a web process that is down costs the writer
// nothing but a logged warning.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createPerformance, createVenue } from '../factories/catalogue.factory.ts';
import { requester } from '../helpers/customer-requests.ts';
import { signInCustomer } from '../helpers/signed-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const secret = 'web-drops-secret-for-tests';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('web cache drops over HTTP', () => {
  const heard: { url: string; secret: unknown }[] = [];
  let web: Server;
  let t: TestApp;
  const show = { id: 0 };

  beforeAll(async () => {
    web = createServer((request: IncomingMessage, response) => {
      heard.push({ url: request.url ?? '', secret: request.headers['x-revalidate-secret'] });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":true}');
    });
    await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
    const { port } = web.address() as AddressInfo;
    t = await createTestApp({
      config: (base) => ({ ...base, webRevalidate: { url: `http://127.0.0.1:${port}/`, secret } }),
    });
    const venue = await createVenue(t.database.db);
    show.id = (await createPerformance(t.database.db, venue, { slug: 'hamlet' })).id;
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => web?.close(resolve));
  });

  it('posts one catalogue drop, with the secret, when a review is written', async () => {
    const customer = await signInCustomer(t.app, t.database.db);
    const written = await requester(() => t.app, customer.session).send('POST', '/reviews', {
      performance: show.id,
      rating: 5,
      text: 'Прекрасно',
    });
    expect(written.status).toBe(201);
    const until = Date.now() + 2_000;
    while (heard.length === 0 && Date.now() < until) await pause(20);
    expect(heard).toEqual([{ url: '/revalidate?tag=catalogue', secret }]);
  });

  it('says nothing of a waiting-list offer', async () => {
    heard.length = 0;
    await t.app.changes.publish({ topic: 'offers', id: 1 });
    await pause(200);
    expect(heard).toEqual([]);
  });

  it('does not fail the writer when the web process is down', async () => {
    await new Promise((resolve) => web.close(resolve));
    await expect(t.app.changes.publish({ topic: 'catalogue', id: show.id })).resolves.toBeUndefined();
  });
});

describe('WEB_REVALIDATE_URL and REVALIDATE_SECRET', () => {
  it('the address needs the secret; the secret alone (the web app’s, in an environment both share) tells no one', () => {
    expect(() => loadConfig({ WEB_REVALIDATE_URL: 'http://127.0.0.1:3000' })).toThrow(
      /needs REVALIDATE_SECRET/,
    );
    expect(loadConfig({ REVALIDATE_SECRET: secret }).webRevalidate).toBeNull();
    expect(
      loadConfig({ WEB_REVALIDATE_URL: 'http://127.0.0.1:3000', REVALIDATE_SECRET: secret }).webRevalidate,
    ).toEqual({ url: 'http://127.0.0.1:3000', secret });
  });
});
