// [PLATFORM] Idle kept-alive connections: the API keeps them 72 s and says so in Keep-Alive, longer than the web
// server's pool keeps them idle, so that the client closes first and never meets a connection the API just closed
// (issue 19, item 7; lib/keep-alive.ts).
import { once } from 'node:events';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The rule spans both processes: the web server's pool, read from its own module.
import { WEB_IDLE_SOCKET_MS } from '../../../web/scripts/api-forwarder.mjs';
import { API_KEEP_ALIVE_TIMEOUT_MS } from '../../src/lib/keep-alive.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await testApp.close();
});

describe('keep-alive', () => {
  it('announces and keeps 72 s, above the web pool idle time of 30 s', async () => {
    const { port } = testApp.app.server.address() as AddressInfo;
    const call = request({
      host: '127.0.0.1',
      port,
      path: '/api/v1/healthcheck',
      agent: false,
      headers: {
        connection: 'keep-alive',
      },
    });
    call.end();
    const [response] = await once(call, 'response');
    response.resume();
    expect(response.headers['keep-alive']).toBe('timeout=72');
    expect(testApp.app.server.keepAliveTimeout).toBe(API_KEEP_ALIVE_TIMEOUT_MS);
  });

  it("outlasts the web server's idle sockets with room for a busy event loop", () => {
    expect(API_KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThanOrEqual(2 * WEB_IDLE_SOCKET_MS);
  });
});
