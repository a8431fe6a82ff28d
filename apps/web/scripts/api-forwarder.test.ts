// The /api and /media forwarding of serve.mjs against real HTTP servers on loopback: a stand-in API that closes a
// kept-alive socket just as the forwarder reuses it (the race behind issue 19's `read ECONNRESET`, made certain
// instead of waiting for an unlucky millisecond), and the pool closing idle sockets before the API would.
import { once } from 'node:events';
import { type Agent, createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { INTERNAL_SECRET_HEADER as CONTRACT_SECRET_HEADER } from '@afisha/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  API_LARGEST_BODY_BYTES,
  answerLanguage,
  apiProxyTarget,
  createApiAgent,
  forwardedHeaders,
  forwardToApi,
  INTERNAL_SECRET_HEADER,
  isApiProxyPath,
  WEB_IDLE_SOCKET_MS,
} from './api-forwarder.mjs';

describe('isApiProxyPath', () => {
  it('forwards the API and media trees', () => {
    expect(isApiProxyPath('/api')).toBe(true);
    expect(isApiProxyPath('/api/v1/cities')).toBe(true);
    expect(isApiProxyPath('/media/posters/1.webp')).toBe(true);
  });

  it('leaves pages that merely start with the same letters to the site', () => {
    expect(isApiProxyPath('/apiary')).toBe(false);
    expect(isApiProxyPath('/mediateka')).toBe(false);
    expect(isApiProxyPath('/en/api')).toBe(false);
  });
});

describe('apiProxyTarget', () => {
  it('keeps path and query on the API origin', () => {
    const target = apiProxyTarget(new URL('http://127.0.0.1:4100'), '/api/v1/cities', '?query={id}');
    expect(target.href).toBe('http://127.0.0.1:4100/api/v1/cities?query={id}');
  });

  it('keeps a path prefix of the API address without doubling slashes', () => {
    const target = apiProxyTarget(new URL('https://internal.example/backend/'), '/media/a.png', '');
    expect(target.href).toBe('https://internal.example/backend/media/a.png');
  });
});

describe('forwardedHeaders', () => {
  it("names the contracts' internal-call header", () => {
    expect(INTERNAL_SECRET_HEADER).toBe(CONTRACT_SECRET_HEADER);
  });

  it("keeps the visitor's address and cookies, drops the mark, any secret and the per-connection headers", () => {
    const headers = forwardedHeaders(
      {
        host: 'afisha.example',
        cookie: 'sessionid=1',
        'x-forwarded-for': '203.0.113.9',
        'x-afisha-edge': 'token',
        [INTERNAL_SECRET_HEADER]: 'guessed',
        connection: 'keep-alive, x-other',
        'keep-alive': 'timeout=5',
      },
      new URL('http://10.0.0.7:4000/api/v1/cities'),
    );
    expect(headers).toEqual({
      host: '10.0.0.7:4000',
      cookie: 'sessionid=1',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': 'afisha.example',
    });
  });
});

const servers: Server[] = [];
const agents: Agent[] = [];

async function listen(server: Server): Promise<URL> {
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
}

afterEach(async () => {
  for (const agent of agents.splice(0)) agent.destroy();
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

/**
 * A stand-in API that answers the first request of every connection and, on any later one, closes the connection
 * without a word: what a keep-alive timeout firing as the request arrives looks like from the client.
 */
async function apiClosingReusedSockets() {
  const seen = { requests: 0, connections: 0 };
  const requestsOn = new WeakMap<Socket, number>();
  const server = createServer((request, response) => {
    seen.requests += 1;
    const count = (requestsOn.get(request.socket) ?? 0) + 1;
    requestsOn.set(request.socket, count);
    if (count > 1) {
      request.socket.destroy();
      return;
    }
    request.resume();
    response.setHeader('content-type', 'text/plain');
    response.end(`answer to ${request.method} ${request.url}`);
  });
  server.on('connection', () => {
    seen.connections += 1;
  });
  return { base: await listen(server), seen };
}

/** The web server's side: serve.mjs's forwarding alone, to `apiBase`, over `agent`. */
async function site(apiBase: URL, agent: Agent): Promise<URL> {
  agents.push(agent);
  return listen(
    createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://site.invalid');
      forwardToApi(request, response, { target: apiProxyTarget(apiBase, url.pathname, url.search), agent });
    }),
  );
}

/** A visitor's request on a connection of its own. */
async function visit(base: URL, method: string, path: string): Promise<{ status: number; body: string }> {
  const request = httpRequest(new URL(path, base), { method, agent: false });
  request.end(method === 'POST' ? '{}' : undefined);
  const [response] = await once(request, 'response');
  let body = '';
  for await (const chunk of response) body += chunk;
  return { status: response.statusCode, body };
}

describe('forwardToApi', () => {
  it('retries a GET that met a socket the API closed as it was reused, once, on a new connection', async () => {
    const api = await apiClosingReusedSockets();
    const web = await site(api.base, createApiAgent(api.base));
    expect(await visit(web, 'GET', '/api/v1/cities')).toEqual({
      status: 200,
      body: 'answer to GET /api/v1/cities',
    });
    // The pooled socket is reused, the API drops it: without the retry this is a 502 (read ECONNRESET).
    expect(await visit(web, 'GET', '/api/v1/events?page=2')).toEqual({
      status: 200,
      body: 'answer to GET /api/v1/events?page=2',
    });
    expect(api.seen).toEqual({ requests: 3, connections: 2 });
  });

  it('does not repeat a POST: the API may have acted on it', async () => {
    const api = await apiClosingReusedSockets();
    const web = await site(api.base, createApiAgent(api.base));
    expect((await visit(web, 'GET', '/api/v1/cities')).status).toBe(200);
    expect(await visit(web, 'POST', '/api/v1/cart/add')).toEqual({
      status: 502,
      body: 'The API did not answer',
    });
    expect(api.seen.requests).toBe(2);
  });

  it('answers 502 when the API is down', async () => {
    const down = new URL('http://127.0.0.1:9');
    const web = await site(down, createApiAgent(down));
    expect((await visit(web, 'GET', '/media/a.png')).status).toBe(502);
  });

  it('closes a socket idle in its pool itself, before the API would', async () => {
    const closedBy: string[] = [];
    const api = createServer((request, response) => {
      request.resume();
      response.end('ok');
    });
    // The API keeps idle sockets 5 s; the pool, here, 100 ms.
    api.keepAliveTimeout = 5_000;
    api.on('connection', (socket: Socket) => {
      socket.on('end', () => closedBy.push('web'));
    });
    const apiBase = await listen(api);
    const web = await site(apiBase, createApiAgent(apiBase, 100));
    expect((await visit(web, 'GET', '/api/v1/cities')).status).toBe(200);
    await expect.poll(() => closedBy, { timeout: 2_000 }).toEqual(['web']);
  });

  it('keeps sockets idle well below the API keep-alive timeout of 72 s', () => {
    expect(WEB_IDLE_SOCKET_MS).toBeLessThanOrEqual(72_000 / 2);
  });
});

/** Sends `bytes` of body (declared, or chunked) and reads the answer, whether or not the rest of the body was taken. */
async function sendLargeBody(
  base: URL,
  path: string,
  { bytes, chunked, headers = {} }: { bytes: number; chunked: boolean; headers?: Record<string, string> },
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const request = httpRequest(new URL(path, base), {
    method: 'POST',
    agent: false,
    headers: {
      'content-type': 'application/json',
      ...(chunked ? {} : { 'content-length': String(bytes) }),
      ...headers,
    },
  });
  // The forwarder closes the connection once it has answered: writes after that fail, which is expected.
  request.on('error', () => {});
  let closed = false;
  request.on('close', () => {
    closed = true;
  });
  const answer = new Promise<import('node:http').IncomingMessage>((resolve, reject) => {
    request.on('response', resolve);
    request.on('close', () => setTimeout(() => reject(new Error('closed without an answer')), 200));
  });
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  void (async () => {
    for (let sent = 0; sent < bytes && !closed; sent += chunk.length) {
      if (!request.write(chunk)) {
        await new Promise<void>((resolve) => {
          const done = () => {
            request.off('drain', done);
            request.off('close', done);
            resolve();
          };
          request.on('drain', done);
          request.on('close', done);
        });
      }
    }
    if (!closed) request.end();
  })();
  const response = await answer;
  let body = '';
  for await (const part of response) body += part;
  return { status: response.statusCode ?? 0, headers: response.headers, body };
}

describe('bodies larger than any API route takes', () => {
  /** A stand-in API that reads every body to its end and counts what reached it. */
  async function apiReadingBodies() {
    const seen = { requests: 0, bytes: 0 };
    const server = createServer((request, response) => {
      seen.requests += 1;
      request.on('data', (chunk: Buffer) => {
        seen.bytes += chunk.length;
      });
      request.on('end', () => response.end('{}'));
    });
    return { base: await listen(server), seen };
  }

  it('answers 413 itself, in the API error shape, when the declared length is over the largest limit', async () => {
    const api = await apiReadingBodies();
    const web = await site(api.base, createApiAgent(api.base));
    const answer = await sendLargeBody(web, '/api/v1/manage/plans/import', {
      bytes: 20 * 1024 * 1024,
      chunked: false,
      headers: { 'accept-language': 'en-GB, ru;q=0.5', 'x-request-id': 'trace-1' },
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      detail: `Request body is too large (at most ${API_LARGEST_BODY_BYTES} bytes).`,
      code: 'payload_too_large',
    });
    expect(answer.headers['x-request-id']).toBe('trace-1');
    expect(answer.headers['content-language']).toBe('en');
    // Nothing of it was sent on.
    expect(api.seen.requests).toBe(0);
  });

  it('cuts a chunked body once it grows past the largest limit, without holding it', async () => {
    const api = await apiReadingBodies();
    const web = await site(api.base, createApiAgent(api.base));
    const answer = await sendLargeBody(web, '/api/v1/manage/plans/import', {
      bytes: 14 * 1024 * 1024,
      chunked: true,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'payload_too_large' });
    expect(JSON.parse(answer.body).detail).toMatch(/^Тело запроса слишком велико/);
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.seen.bytes).toBeLessThanOrEqual(API_LARGEST_BODY_BYTES);
  });

  it('passes a body at the largest limit on whole', async () => {
    const api = await apiReadingBodies();
    const web = await site(api.base, createApiAgent(api.base));
    const answer = await sendLargeBody(web, '/api/v1/manage/plans/import', {
      bytes: API_LARGEST_BODY_BYTES,
      chunked: true,
    });
    expect(answer.status).toBe(200);
    expect(api.seen.bytes).toBe(API_LARGEST_BODY_BYTES);
  });

  it("answers in the visitor's language by the API's rules", () => {
    expect(answerLanguage(undefined)).toBe('ru');
    expect(answerLanguage('de-AT,en;q=0.9')).toBe('de');
    expect(answerLanguage('es, fr;q=0.2, en;q=0.1')).toBe('fr');
    expect(answerLanguage('en;q=0')).toBe('ru');
  });
});
