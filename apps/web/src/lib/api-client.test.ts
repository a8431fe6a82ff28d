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
