// One API process for the holds benchmark: the app on an existing database, production settings,
// no logs, listening on the loopback (BENCH_PORT, 0: any free port); prints `ready <port>` once it listens. The benchmark starts several,
// as a deployment runs several instances behind a balancer (the claim and the sweeper are safe
// across processes: the database decides). BENCH_SETTINGS (JSON) adds settings of the API's own (bench:onsale: the
// status snapshot, Redis). Started with an IPC channel, it counts the seat map's availability queries and answers
// the message 'status-queries' with how many it ran so far (bench:onsale's database reads per second).
//   BENCH_DATABASE_URL=… BENCH_PORT=4410 BENCH_POOL=8 tsx bench/lib/api-process.ts
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '@afisha/db';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { countQueries, isPlacesLiveStatusQuery } from '../../apps/api/test/helpers/query-counter.ts';

const url = process.env.BENCH_DATABASE_URL;
const port = Number(process.env.BENCH_PORT);
const pool = Number(process.env.BENCH_POOL ?? 8);
if (!url || !Number.isInteger(port)) throw new Error('BENCH_DATABASE_URL and BENCH_PORT are required');

const scratch = await mkdtemp(path.join(os.tmpdir(), 'afisha-bench-api-'));
const settings = JSON.parse(process.env.BENCH_SETTINGS ?? '{}') as Record<string, string>;
const opened = await createDatabase({ url, poolMax: pool });
const counter = countQueries(opened, isPlacesLiveStatusQuery);
// Without an IPC channel nobody asks: the database goes to the app as it is.
const database = process.send ? counter.database : opened;
process.on('message', (message) => {
  if (message === 'status-queries') process.send?.({ statusQueries: counter.count() });
});
const config = loadConfig({
  NODE_ENV: 'production',
  SANDBOX_PAYMENTS: 'on',
  SESSION_SECRET: 'bench-only-secret-0123456789-0123456789',
  LOG_LEVEL: 'silent',
  DATA_DIR: scratch,
  RATE_LIMIT_MAX: '100000000',
  HOLD_SWEEP_SECONDS: '0',
  // Every buyer of the benchmark comes from the loopback address, one client network: its limits on holds
  // (docs/operations.md "Hoarding") would refuse the rush after its share, so they are off here like the rate limit.
  HOLD_SHARE_PER_ADDRESS_PERCENT: '0',
  HOLD_NEW_CARTS_PER_ADDRESS: '0',
  ...settings,
});
const app = await buildApp({ config: { ...config, cookieSecure: false }, database, logger: false });
await app.listen({ host: '127.0.0.1', port });
console.log(`ready ${(app.server.address() as { port: number }).port}`);

async function stop() {
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
