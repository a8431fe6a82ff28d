// Benchmark: do the times of the answers that must not tell whether an address has an account tell it anyway?
// - The password reset (issue 18 item 7, measured then as a median of 11.4 ms for a customer against 6.8 ms for a
//   stranger, the customer slower in 23 of 25 pairs): POST /api/v1/auth/password/reset in alternating pairs, one
//   for a customer's address and one for an address without an account.
// - The sign-up (POST /api/v1/auth/registration, the handler the site's /account/registration shares): in rounds
//   of three in rotating order, a customer's confirmed address, an address that waits for its confirmation, and
//   a fresh address nobody has signed up with.
// Over HTTP to the API listening on the loopback; reports the medians and in how many rounds the customer's (and
// the pending address's) answer was slower than the stranger's (about half when the time says nothing).
//
//   npx tsx bench/reset-timing.bench.ts [--pairs 200]   (or npm run bench:reset-timing -- --pairs 200; --pairs: rounds)
// Uses a scratch database on DATABASE_URL's server when set (PostgreSQL), else in-memory PGlite; mails go to a
// scratch outbox. Writes bench/results/reset-timing.json.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createTestDatabase, users } from '@afisha/db';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { numberFlag } from './lib/cli.ts';
import { writeReport } from './lib/report.ts';

const pairs = numberFlag('pairs', 200);
const scratch = await mkdtemp(path.join(os.tmpdir(), 'afisha-bench-reset-'));
const database = await createTestDatabase();
const customer = 'customer@example.com';
const pending = 'pending@example.com';
await database.db.insert(users).values([
  { email: customer, passwordHash: 'not-used-here', firstName: 'Customer', emailVerifiedAt: new Date() },
  { email: pending, passwordHash: 'not-used-here', firstName: 'Pending' },
]);
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: scratch,
  RATE_LIMIT_MAX: '100000000',
  RATE_LIMIT_STRICT_MAX: '100000000',
  ACCOUNT_MAILS_PER_ADDRESS: '100000000',
  ACCOUNT_MAILS_PER_IP: '100000000',
});
const api = await buildApp({ config, database, logger: false });
await api.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(api.server.address() as { port: number }).port}/api/v1/auth`;

/** The time of one JSON POST to the token API, checked for the status every address must get. */
async function timePost(route: string, body: unknown, status: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify(body),
  });
  await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== status) throw new Error(`${route} answered ${response.status}`);
  return elapsed;
}

const timeReset = (email: string) => timePost('/password/reset', { email }, 200);
const timeSignUp = (email: string) =>
  timePost('/registration', { email, password: 'Bench-sign-up-2026', name: 'Bench' }, 201);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const round = (ms: number) => Number(ms.toFixed(2));

/**
 * Times `rounds` rounds of one request per address kind, in an order that rotates each round (so none is always
 * first): each kind's median, and in how many rounds each kind was slower than the stranger's.
 */
async function compare(
  rounds: number,
  kinds: Record<string, (round: number) => Promise<number>>,
): Promise<Record<string, { medianMs: number; slowerThanStrangerInRounds?: number }>> {
  const names = Object.keys(kinds);
  const times = Object.fromEntries(names.map((name) => [name, [] as number[]]));
  const slower = Object.fromEntries(names.map((name) => [name, 0]));
  for (let i = 0; i < rounds; i += 1) {
    const took: Record<string, number> = {};
    for (let j = 0; j < names.length; j += 1) {
      const name = names[(i + j) % names.length] as string;
      took[name] = await (kinds[name] as (round: number) => Promise<number>)(i);
    }
    for (const name of names) {
      times[name]?.push(took[name] as number);
      if ((took[name] as number) > (took.stranger as number)) slower[name] = (slower[name] as number) + 1;
    }
  }
  return Object.fromEntries(
    names.map((name) => [
      name,
      {
        medianMs: round(median(times[name] as number[])),
        ...(name === 'stranger' ? {} : { slowerThanStrangerInRounds: slower[name] as number }),
      },
    ]),
  );
}

// Warm up (JIT, pool), then measure.
for (let i = 0; i < 20; i += 1) {
  await timeReset(customer);
  await timeReset(`warm-${i}@example.com`);
  await timeSignUp(customer);
  await timeSignUp(`warm-${i}@example.com`);
}
const reset = await compare(pairs, {
  customer: () => timeReset(customer),
  stranger: (i) => timeReset(`stranger-${i}@example.com`),
});
const signUp = await compare(pairs, {
  customer: () => timeSignUp(customer),
  pending: () => timeSignUp(pending),
  stranger: (i) => timeSignUp(`newcomer-${i}@example.com`),
});
await api.close();
await database.close();
await rm(scratch, { recursive: true, force: true });

const report = await writeReport('reset-timing', { database: database.kind, rounds: pairs, reset, signUp });
const line = (figures: typeof reset) =>
  Object.entries(figures)
    .map(
      ([name, f]) =>
        `${name} ${f.medianMs} ms${f.slowerThanStrangerInRounds === undefined ? '' : ` (slower in ${f.slowerThanStrangerInRounds})`}`,
    )
    .join(', ');
console.log(`database: ${report.database}, ${pairs} rounds`);
console.log(`reset:   ${line(reset)}`);
console.log(`sign-up: ${line(signUp)}`);
