import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { LeanConnection } from './lean-http.ts';

const servers: net.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function listen(server: net.Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/**
 * A raw TCP server that answers every request with `answer(requestText)`, written in the given pieces 20 ms apart
 * (so they reach the client as separate reads, not coalesced into one).
 */
function rawServer(answer: (request: string) => string[]): net.Server {
  return net.createServer((socket) => {
    socket.setNoDelay(true);
    socket.on('data', async (chunk) => {
      for (const [index, piece] of answer(chunk.toString('utf8')).entries()) {
        if (index > 0) await new Promise((resolve) => setTimeout(resolve, 20));
        socket.write(piece);
      }
    });
  });
}

describe('LeanConnection', () => {
  it('sends GET and POST over one kept-alive connection and reads status, cookies and body', async () => {
    const seen: {
      method?: string;
      url?: string;
      body: string;
      headers: http.IncomingHttpHeaders;
      socket: number;
    }[] = [];
    const sockets = new Set<net.Socket>();
    const server = http.createServer((request, response) => {
      sockets.add(request.socket);
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        seen.push({
          method: request.method,
          url: request.url,
          body,
          headers: request.headers,
          socket: sockets.size,
        });
        response.setHeader('set-cookie', ['a=1; Path=/', 'b=2; HttpOnly']);
        const answer = JSON.stringify({ places: [1, 2], word: 'место' });
        response.writeHead(request.method === 'GET' ? 200 : 409, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(answer),
        });
        response.end(answer);
      });
    });
    const port = await listen(server);
    const connection = new LeanConnection('127.0.0.1', port);

    const first = await connection.request('/api/v1/account/csrf', []);
    const payload = JSON.stringify({ event: 7, places: [3] });
    const second = await connection.request(
      '/api/v1/cart/add',
      ['Content-Type: application/json', 'Cookie: a=1'],
      payload,
    );
    connection.close();

    expect(first).toEqual({
      status: 200,
      setCookies: ['a=1; Path=/', 'b=2; HttpOnly'],
      body: '{"places":[1,2],"word":"место"}',
    });
    expect(second.status).toBe(409);
    expect(seen.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'GET', url: '/api/v1/account/csrf', body: '' },
      { method: 'POST', url: '/api/v1/cart/add', body: payload },
    ]);
    expect(seen[1]?.headers.cookie).toBe('a=1');
    expect(seen[1]?.headers['content-length']).toBe(String(Buffer.byteLength(payload)));
    expect(seen.map((request) => request.socket)).toEqual([1, 1]);
  });

  it('waits for an answer that arrives in pieces, the head split and the body after it', async () => {
    const body = JSON.stringify({ ok: 'да' });
    const port = await listen(
      rawServer(() => [
        'HTTP/1.1 200 OK\r\nConte',
        `nt-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
        body.slice(0, 4),
        body.slice(4),
      ]),
    );
    const connection = new LeanConnection('127.0.0.1', port);
    await expect(connection.request('/x', [])).resolves.toEqual({ status: 200, setCookies: [], body });
    connection.close();
  });

  it('refuses an answer it cannot measure: chunked encoding', async () => {
    const port = await listen(
      rawServer(() => ['HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nok\r\n0\r\n\r\n']),
    );
    const connection = new LeanConnection('127.0.0.1', port);
    await expect(connection.request('/x', [])).rejects.toThrow(/cannot read/);
  });

  it('rejects when the server closes the connection before the whole answer, and reconnects after', async () => {
    let calls = 0;
    const server = net.createServer((socket) => {
      socket.on('data', () => {
        calls += 1;
        if (calls === 1) socket.end('HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nshort');
        else socket.write('HTTP/1.1 204 No Content\r\nContent-Length: 0\r\n\r\n');
      });
    });
    const port = await listen(server);
    const connection = new LeanConnection('127.0.0.1', port);
    await expect(connection.request('/x', [])).rejects.toThrow(/closed before the answer/);
    await expect(connection.request('/x', [])).resolves.toEqual({ status: 204, setCookies: [], body: '' });
    connection.close();
  });

  it('serves one request at a time per connection', async () => {
    const port = await listen(rawServer(() => ['HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n']));
    const connection = new LeanConnection('127.0.0.1', port);
    const first = connection.request('/a', []);
    await expect(connection.request('/b', [])).rejects.toThrow(/one request at a time/);
    await first;
    connection.close();
  });
});
