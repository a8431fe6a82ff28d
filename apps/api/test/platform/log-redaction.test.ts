// [PLATFORM] The request log never holds the key of a guest ticket link (it opens the tickets and their QR codes):
// the logged URL has it redacted, the rest of the URL kept.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const logged: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    logged.push(String(chunk));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'info', stream } });
});
afterAll(async () => {
  await t.close();
});

it("logs a guest ticket request's URL without its key", async () => {
  const answer = await t.app.inject({ url: '/api/v1/tickets/ABC-DEFGH?key=TopSecretKey123&format=pdf' });
  expect(answer.statusCode).toBe(404);
  const log = logged.join('');
  expect(log).toContain('/api/v1/tickets/ABC-DEFGH?key=[redacted]&format=pdf');
  expect(log).not.toContain('TopSecretKey123');
});
