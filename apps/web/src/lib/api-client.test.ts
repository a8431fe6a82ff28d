import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient } from './api-client';

const ZThing = z.array(z.object({ id: z.number() }));
const base = new URL('http://api.test:4000');

type Call = { url: string; headers: Headers };

function fakeFetch(respond: (url: URL, init: RequestInit | undefined) => Promise<Response>) {
  const calls: Call[] = [];
  const impl = (async (input: URL | RequestInfo, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    calls.push({ url: url.href, headers: new Headers(init?.headers) });
    return respond(url, init);
  }) as typeof fetch;
  return { impl, calls };
}

describe('createApiClient().get', () => {
  it('asks the versioned API in the page locale and returns the validated answer', async () => {
    const { impl, calls } = fakeFetch(async () => Response.json([{ id: 1 }, { id: 2 }]));
    const api = createApiClient({ baseUrl: base, fetch: impl });

    const result = await api.get('/cities', ZThing, {
      locale: 'fr',
      query: { query: '{id}', skip: undefined },
    });

    expect(result).toEqual({ ok: true, data: [{ id: 1 }, { id: 2 }] });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('http://api.test:4000/api/v1/cities?query=%7Bid%7D');
    expect(calls[0]?.headers.get('accept-language')).toBe('fr');
  });

  it('keeps a path prefix of the base address', async () => {
    const { impl, calls } = fakeFetch(async () => Response.json([]));
    const api = createApiClient({ baseUrl: new URL('http://proxy.test/backend/'), fetch: impl });
    await api.get('/site', ZThing, { locale: 'ru' });
    expect(calls[0]?.url).toBe('http://proxy.test/backend/api/v1/site');
  });

  it('reports a refused connection as unreachable instead of throwing', async () => {
    const { impl } = fakeFetch(async () => {
      throw new TypeError('fetch failed');
    });
    const result = await createApiClient({ baseUrl: base, fetch: impl }).get('/cities', ZThing, {
      locale: 'ru',
    });
    expect(result).toEqual({ ok: false, reason: 'unreachable' });
  });

  it('gives up on an API that does not answer in time', async () => {
    const { impl } = fakeFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const api = createApiClient({ baseUrl: base, fetch: impl, timeoutMs: 20 });
    const result = await api.get('/cities', ZThing, { locale: 'ru' });
    expect(result).toEqual({ ok: false, reason: 'unreachable' });
  });

  it('reports a non-2xx status with its code', async () => {
    const { impl } = fakeFetch(async () =>
      Response.json({ detail: 'down', code: 'unavailable' }, { status: 503 }),
    );
    const result = await createApiClient({ baseUrl: base, fetch: impl }).get('/cities', ZThing, {
      locale: 'ru',
    });
    expect(result).toEqual({ ok: false, reason: 'status', status: 503 });
  });

  it('rejects an answer that is not JSON or not the promised shape', async () => {
    const notJson = fakeFetch(async () => new Response('<html>proxy error</html>', { status: 200 }));
    const wrongShape = fakeFetch(async () => Response.json([{ id: 'one' }]));
    const get = (impl: typeof fetch) =>
      createApiClient({ baseUrl: base, fetch: impl }).get('/cities', ZThing, { locale: 'ru' });

    expect(await get(notJson.impl)).toEqual({ ok: false, reason: 'invalid_body', status: 200 });
    expect(await get(wrongShape.impl)).toEqual({ ok: false, reason: 'invalid_body', status: 200 });
  });
});

describe('createApiClient().send', () => {
  it('posts JSON with the locale and the CSRF token of the moment', async () => {
    let token = 'first';
    const { impl, calls } = fakeFetch(async () => new Response(null, { status: 201 }));
    const api = createApiClient({ baseUrl: base, fetch: impl, csrfToken: () => token });

    const created = await api.send('POST', '/newsletter', null, { locale: 'en', body: { email: 'a@b.c' } });
    token = 'second';
    await api.send('PUT', '/cities/me', null, { locale: 'ru', body: { city_slug: 'kazan' } });

    expect(created).toEqual({ ok: true, data: undefined });
    expect(calls[0]?.headers.get('x-csrftoken')).toBe('first');
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(calls[0]?.headers.get('accept-language')).toBe('en');
    expect(calls[1]?.headers.get('x-csrftoken')).toBe('second');
  });

  it('sends no CSRF header while no token is known', async () => {
    const { impl, calls } = fakeFetch(async () => new Response(null, { status: 204 }));
    await createApiClient({ baseUrl: base, fetch: impl }).send('DELETE', '/x', null, { locale: 'ru' });
    expect(calls[0]?.headers.has('x-csrftoken')).toBe(false);
  });

  it('keeps the error body of a refused request for the form to show', async () => {
    const errors = { email: ['Enter a valid email.'], codes: { email: ['invalid'] } };
    const { impl } = fakeFetch(async () => Response.json(errors, { status: 400 }));
    const result = await createApiClient({ baseUrl: base, fetch: impl }).send('POST', '/newsletter', null, {
      locale: 'en',
      body: {},
    });
    expect(result).toEqual({ ok: false, reason: 'status', status: 400, body: errors });
  });

  it('validates an answer when a schema is given', async () => {
    const { impl } = fakeFetch(async () => Response.json([{ id: 3 }]));
    const api = createApiClient({ baseUrl: base, fetch: impl });
    expect(await api.send('PUT', '/x', ZThing, { locale: 'ru' })).toEqual({ ok: true, data: [{ id: 3 }] });
    const wrong = fakeFetch(async () => Response.json({ id: 'x' }));
    const refused = await createApiClient({ baseUrl: base, fetch: wrong.impl }).send('PUT', '/x', ZThing, {
      locale: 'ru',
    });
    expect(refused).toEqual({ ok: false, reason: 'invalid_body', status: 200 });
  });
});

describe('createApiClient().get caching', () => {
  it('asks Next to keep a cacheable answer for its time, under its tags, instead of the default init', async () => {
    const inits: (RequestInit & { next?: unknown })[] = [];
    const impl = (async (_input: URL | RequestInfo, init?: RequestInit) => {
      inits.push(init ?? {});
      return Response.json([]);
    }) as typeof fetch;
    const api = createApiClient({ baseUrl: base, fetch: impl, init: { cache: 'no-store' } });

    await api.get('/genres', ZThing, { locale: 'ru', cache: { revalidate: 60, tags: ['catalogue'] } });
    await api.get('/cities', ZThing, { locale: 'ru' });

    expect(inits[0]?.cache).toBeUndefined();
    expect(inits[0]?.next).toEqual({ revalidate: 60, tags: ['catalogue'] });
    expect(inits[1]?.cache).toBe('no-store');
    expect(inits[1]?.next).toBeUndefined();
  });
});

// Against a real server, through Node's own fetch: one that closes a kept-alive connection as the client reuses it
// (the close crossing the request on the wire, made certain), as the API's keep-alive timeout may (issue 19, item 7).
describe('createApiClient on a connection the server closes as it is reused', () => {
  async function serverClosingReusedSockets() {
    const requestsOn = new WeakMap<Socket, number>();
    const seen = { requests: 0, dropped: 0 };
    const server = createServer((request, response) => {
      seen.requests += 1;
      const count = (requestsOn.get(request.socket) ?? 0) + 1;
      requestsOn.set(request.socket, count);
      if (count > 1) {
        seen.dropped += 1;
        return request.socket.destroy();
      }
      request.resume();
      response.setHeader('content-type', 'application/json');
      response.end('[{"id":1}]');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    return { server, seen, baseUrl: new URL(`http://127.0.0.1:${port}`) };
  }

  // Node's fetch opens a second connection while the first is being released, then reuses: a few calls in a row
  // meet the closing server at least once.
  it('sends a GET once more and gets its answer', async () => {
    const { server, seen, baseUrl } = await serverClosingReusedSockets();
    try {
      const api = createApiClient({ baseUrl });
      let calls = 0;
      while (seen.dropped === 0 && calls < 10) {
        calls += 1;
        expect(await api.get('/cities', ZThing, { locale: 'ru' })).toEqual({ ok: true, data: [{ id: 1 }] });
      }
      expect(seen.dropped).toBe(1);
      expect(seen.requests).toBe(calls + 1);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('does not repeat a POST', async () => {
    const { server, seen, baseUrl } = await serverClosingReusedSockets();
    try {
      const api = createApiClient({ baseUrl });
      let calls = 0;
      let result: unknown;
      while (seen.dropped === 0 && calls < 10) {
        calls += 1;
        result = await api.send('POST', '/newsletter', null, { locale: 'ru' });
      }
      expect(result).toEqual({ ok: false, reason: 'unreachable' });
      expect(seen.requests).toBe(calls);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
