// [PLATFORM] Requests too large for the API, answered in its error shape over real sockets: a body larger than any
// route takes, sent through the site's /api forwarder (apps/web/scripts/api-forwarder.mjs), is the 413 the API
// would give, not a 502 from the forwarder's broken pipe; headers larger than Node's parser reads are a 431 with the
// API's body, request id and security headers, not Fastify's bare `{error, message, statusCode}`.
import { once } from 'node:events';
import { createServer, request as httpRequest, maxHeaderSize, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { ZErrorDetail } from '@afisha/contracts';
import { MEDIA_LIMITS } from '@afisha/contracts/manage/media';
import { PLAN_LIMITS } from '@afisha/contracts/manage/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_LARGEST_BODY_BYTES,
  apiProxyTarget,
  BODY_TOO_LARGE_MESSAGES,
  createApiAgent,
  forwardToApi,
} from '../../../web/scripts/api-forwarder.mjs';
import { createTranslator } from '../../src/i18n/translate.ts';
import { securityHeadersFor } from '../../src/plugins/security-headers.plugin.ts';
import { manageClient } from '../helpers/manager.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let testApp: TestApp;
let api: URL;
let site: URL;
let siteServer: Server;
const agent = createApiAgent(new URL('http://127.0.0.1'));

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  api = new URL(`http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`);
  siteServer = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://site.invalid');
    forwardToApi(request, response, { target: apiProxyTarget(api, url.pathname, url.search), agent });
  });
  siteServer.listen(0, '127.0.0.1');
  await once(siteServer, 'listening');
  site = new URL(`http://127.0.0.1:${(siteServer.address() as AddressInfo).port}`);
});

afterAll(async () => {
  agent.destroy();
  siteServer.closeAllConnections();
  await new Promise((resolve) => siteServer.close(resolve));
  await testApp.close();
});

type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/**
 * One request written on a raw socket: `head` (request line and headers), then `bodyBytes` of body, chunked when
 * `chunked`; reads whatever answer comes back until the server closes. Writes after the server stopped reading are
 * dropped, as a real client's would fail.
 */
async function rawExchange(
  base: URL,
  head: string,
  { bodyBytes = 0, chunked = false }: { bodyBytes?: number; chunked?: boolean } = {},
): Promise<RawAnswer> {
  const socket = connect(Number(base.port), base.hostname);
  socket.on('error', () => {});
  await once(socket, 'connect');
  const received: Buffer[] = [];
  socket.on('data', (data: Buffer) => received.push(data));
  // Not events.once: it would reject on the write errors expected once the server stops reading.
  const closed = new Promise((resolve) => socket.once('close', resolve));
  socket.write(head);
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  for (let sent = 0; sent < bodyBytes && socket.writable; sent += chunk.length) {
    const piece = chunked
      ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')])
      : chunk;
    if (!socket.write(piece))
      await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), closed]);
  }
  if (socket.writable && chunked) socket.write('0\r\n\r\n');
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  socket.destroy();
  const text = Buffer.concat(received).toString('utf8');
  const [headText = '', body = ''] = text.split('\r\n\r\n', 2);
  const [statusLine = '', ...lines] = headText.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

const post = (path: string, headers: string) =>
  `POST ${path} HTTP/1.1\r\nHost: afisha.test\r\nContent-Type: application/json\r\nConnection: close\r\n${headers}\r\n`;

describe('the forwarder and the API agree on the largest body', () => {
  it("holds the largest limit of any route: the plan import's, above an image upload's and the API's own", () => {
    expect(API_LARGEST_BODY_BYTES).toBe(
      Math.max(PLAN_LIMITS.importBytes, MEDIA_LIMITS.maxBytes, testApp.config.bodyLimitBytes),
    );
    expect(API_LARGEST_BODY_BYTES).toBeGreaterThan(MEDIA_LIMITS.maxBytes + 64 * 1024);
  });

  it("says what the API says, in each of the API's languages", () => {
    for (const [locale, template] of Object.entries(BODY_TOO_LARGE_MESSAGES)) {
      const t = createTranslator(locale as 'ru' | 'en' | 'fr' | 'de');
      expect(template.replace('{limit}', '7')).toBe(t('error.payload_too_large', { limit: 7 }));
    }
  });
});

describe('a body larger than any route takes, through the forwarder to the real API', () => {
  it('is a 413 in the API error shape when its length is declared', async () => {
    const answer = await rawExchange(
      site,
      post('/api/v1/manage/plans/import', `Content-Length: ${20 * 1024 * 1024}\r\nAccept-Language: fr\r\n`),
      { bodyBytes: 20 * 1024 * 1024 },
    );
    expect(answer.status).toBe(413);
    const body = ZErrorDetail.parse(JSON.parse(answer.body));
    expect(body).toEqual({
      code: 'payload_too_large',
      detail: createTranslator('fr')('error.payload_too_large', { limit: API_LARGEST_BODY_BYTES }),
    });
    expect(answer.headers['x-request-id']).toBeTruthy();
  });

  it('is a 413 in the API error shape when it is chunked and grows past the limit', async () => {
    // An administrator's plan import: the one route that reads a body up to the largest limit.
    const { session } = await manageClient(testApp.app, testApp.database.db, { kind: 'admin' });
    const answer = await rawExchange(
      site,
      post(
        '/api/v1/manage/plans/import',
        `Transfer-Encoding: chunked\r\nCookie: ${session.cookie}\r\nX-CSRFToken: ${session.csrf}\r\n`,
      ),
      { bodyBytes: 20 * 1024 * 1024, chunked: true },
    );
    expect(answer.status).toBe(413);
    expect(ZErrorDetail.parse(JSON.parse(answer.body)).code).toBe('payload_too_large');
  });
});

/** A POST of `bytes` of JSON-ish body as a browser sends it (Node's own client, written as fast as it drains). */
function postThrough(base: URL, path: string, bytes: number, session: { cookie: string; csrf: string }) {
  return new Promise<{ status: number; body: string } | { error: string }>((resolve) => {
    const request = httpRequest(new URL(path, base), {
      method: 'POST',
      headers: {
        'content-length': bytes,
        'content-type': 'application/json',
        cookie: session.cookie,
        'x-csrftoken': session.csrf,
      },
    });
    request.on('response', (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk) => {
        body += chunk;
      });
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    const chunk = Buffer.alloc(64 * 1024, 32);
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        const size = Math.min(chunk.length, bytes - sent);
        sent += size;
        if (!request.write(chunk.subarray(0, size))) return request.once('drain', write);
      }
      request.end();
    };
    write();
  });
}

describe("a body over its route's own limit but within the largest, through the forwarder", () => {
  it("is the API's own 413 every time, never a 502 or a reset, while the visitor is still sending", async () => {
    const { session } = await manageClient(testApp.app, testApp.database.db, { kind: 'admin' });
    // A JSON route of the default limit (1 MiB); sizes from just over it to just under the largest.
    const answers = [];
    for (const megabytes of [2, 4, 6, 8, 11, 6, 6, 6]) {
      answers.push(await postThrough(site, '/api/v1/manage/venues', megabytes * 1024 * 1024, session));
    }
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 413 });
      if ('body' in answer)
        expect(ZErrorDetail.parse(JSON.parse(answer.body)).code).toBe('payload_too_large');
    }
  });
});

describe('headers larger than the server reads', () => {
  const bigHeader = `X-Padding: ${'a'.repeat(20 * 1024)}\r\n`;

  it('are a 431 in the API error shape, with its request id and security headers, in Russian by default', async () => {
    const answer = await rawExchange(
      api,
      `GET /api/v1/cities HTTP/1.1\r\nHost: afisha.test\r\n${bigHeader}\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(ZErrorDetail.parse(JSON.parse(answer.body))).toEqual({
      code: 'header_too_large',
      detail: createTranslator('ru')('error.header_too_large', { limit: maxHeaderSize }),
    });
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    for (const [name, value] of Object.entries(securityHeadersFor(false))) {
      expect(answer.headers[name], name).toBe(value);
    }
  });

  it('are answered in the language Accept-Language asked for when it came before the overflow', async () => {
    const answer = await rawExchange(
      api,
      `GET /api/v1/cities HTTP/1.1\r\nHost: afisha.test\r\nAccept-Language: de-DE, en;q=0.5\r\n${bigHeader}\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body).detail).toBe(
      createTranslator('de')('error.header_too_large', { limit: maxHeaderSize }),
    );
  });

  it('leave the server answering the next connection', async () => {
    const answer = await rawExchange(
      api,
      'GET /api/v1/healthcheck HTTP/1.1\r\nHost: afisha.test\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(200);
  });
});
