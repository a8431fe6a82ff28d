// [PLATFORM] The request log never holds the key of a guest ticket link (it opens the tickets and their QR codes):
// the logged URL has it redacted, the rest of the URL kept. Nor the values a failed query was given (an e-mail
// address, a password's hash): the logged error keeps the query and drops them.
import { Writable } from 'node:stream';
import { sql } from '@afisha/db/orm';
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
  t = await createTestApp({
    logger: { level: 'info', stream },
    extend(app) {
      app.get('/api/v1/test/failing-query', async () => {
        await app.database.db.execute(
          sql`SELECT ${'buyer@example.com'}::text AS email, ${'NotANumber-Secret'}::int AS n`,
        );
        return { ok: true };
      });
    },
  });
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

it("logs a failed query's error without the values it was given", async () => {
  const answer = await t.app.inject({ url: '/api/v1/test/failing-query' });
  expect(answer.statusCode).toBe(500);
  const log = logged.join('');
  expect(log).toContain('Failed query: SELECT $1::text AS email, $2::int AS n');
  expect(log).toContain('params: [redacted]');
  expect(log).not.toContain('buyer@example.com');
  expect(log).not.toContain('NotANumber-Secret');
});
