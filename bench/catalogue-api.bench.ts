// Benchmark: the catalogue's two hottest API reads, GET /api/v1/performance?city=moscow (the
// listing) and GET /api/v1/performance/{slug} (a performance page), at 50 concurrent clients on
// the demo catalogue (seed 1), with the catalogue micro-cache off (every request runs its
// queries) and on (CATALOGUE_CACHE_SECONDS=5, the default). Load comes from another process.
// GET /api/v1/cities (one small query, the platform benchmark's request) is measured in the same
// run as the yardstick: on a shared machine absolute figures move, the ratio to it less.
//
//   npx tsx bench/catalogue-api.bench.ts [--seconds 10] [--connections 50] [--port 0]
// Uses a scratch database on DATABASE_URL's server when set (PostgreSQL), else in-memory PGlite.
// Writes bench/results/catalogue-api.json.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, seedDatabase } from '@afisha/db';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { numberFlag } from './lib/cli.ts';
import { type LoadResult, load } from './lib/load.ts';
import { writeReport } from './lib/report.ts';

const seconds = numberFlag('seconds', 10);
const connections = numberFlag('connections', 50);
// 0: any free port. The servers run one after the other, so one port serves both.
const port = numberFlag('port', 0, 0);
const scratch = await mkdtemp(path.join(os.tmpdir(), 'afisha-bench-'));
const database = await createTestDatabase();
await seedDatabase(database, { seed: 1, mediaDir: path.join(scratch, 'media') });

async function serve(cacheSeconds: number) {
  const config = loadConfig({
    NODE_ENV: 'production',
    SANDBOX_PAYMENTS: 'on',
    SESSION_SECRET: 'benchmark-only-secret-0123456789abcdef',
    LOG_LEVEL: 'silent',
    DATA_DIR: scratch,
    RATE_LIMIT_MAX: '100000000',
    CATALOGUE_CACHE_SECONDS: String(cacheSeconds),
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: '127.0.0.1', port });
  return { app, base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/v1` };
}

const results: Record<string, LoadResult> = {};
for (const cacheSeconds of [0, 5]) {
  const { app, base } = await serve(cacheSeconds);
  const listing = await fetch(`${base}/performance?city=moscow`);
  const page = (await listing.json()) as { results: Array<{ slug: string }> };
  const slug = page.results[0]?.slug;
  if (!listing.ok || !slug) throw new Error('the listing of Moscow is empty: was the seed loaded?');
  const requests = [
    ['GET /performance?city=moscow', `${base}/performance?city=moscow`],
    ['GET /performance/{slug}', `${base}/performance/${slug}`],
    ...(cacheSeconds === 0 ? [['GET /cities (yardstick)', `${base}/cities`]] : []),
  ] as const;
  for (const [name, url] of requests) {
    await load({ url, seconds: 2, connections });
    results[`${name}, cache ${cacheSeconds ? `${cacheSeconds} s` : 'off'}`] = await load({
      url,
      seconds,
      connections,
    });
  }
  await app.close();
}

const report = await writeReport('catalogue-api', {
  database: database.kind,
  seconds,
  connections,
  results,
});
console.log(
  `database: ${report.database}, ${connections} connections, ${seconds} s each, load ${report.loadAverage.end.join(' ')}`,
);
console.log('| request | req/s | p50 ms | p95 ms | p99 ms | errors |');
console.log('|---|---|---|---|---|---|');
for (const [name, r] of Object.entries(results)) {
  console.log(
    `| ${name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors + r.non2xx} |`,
  );
}
await database.close();
await rm(scratch, { recursive: true, force: true });
