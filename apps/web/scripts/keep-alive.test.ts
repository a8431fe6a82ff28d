// The site's server tells its clients, over a real socket, that it keeps an idle connection 72 s (as the API
// does), not Node's 5 s: a client's pool reusing a connection after 5 s idle no longer meets one closing under it.
import { once } from 'node:events';
import { Agent, createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { keepConnectionsAlive, WEB_KEEP_ALIVE_TIMEOUT_MS } from './keep-alive.mjs';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function announcedKeepAlive(configure: (server: ReturnType<typeof createServer>) => void) {
  const server = createServer((_request, response) => response.end('ok'));
  configure(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const agent = new Agent({ keepAlive: true });
  closers.push(async () => {
    agent.destroy();
    server.closeAllConnections();
    server.close();
  });
  const { port } = server.address() as AddressInfo;
  const response = await new Promise<import('node:http').IncomingMessage>((resolve, reject) =>
    get({ host: '127.0.0.1', port, path: '/', agent }, resolve).on('error', reject),
  );
  response.resume();
  return response.headers['keep-alive'];
}

it('announces 72 s of keep-alive, where a plain Node server announces 5 s', async () => {
  expect(await announcedKeepAlive(() => {})).toBe('timeout=5');
  expect(await announcedKeepAlive((server) => keepConnectionsAlive(server))).toBe(
    `timeout=${WEB_KEEP_ALIVE_TIMEOUT_MS / 1000}`,
  );
});

it('waits for headers longer than it keeps a connection idle', () => {
  const server = keepConnectionsAlive(createServer());
  expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  expect(server.keepAliveTimeout).toBe(72_000);
});
