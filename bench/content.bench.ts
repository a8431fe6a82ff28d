// Benchmark: the content endpoints the home page, the venue page, CMS pages and the FAQ read on
// every render (GET /mainslides, /footer_banner, /gift_card_banner, /theaters/{slug}, /pages/find,
// /faq/categories, /faq/page, /reviews, /holidays), each loaded by autocannon in a separate
// process against the API built in this one, on the demo catalogue.
//
//   npx tsx bench/content.bench.ts [--seconds 5] [--connections 50] [--port 0]
// Uses a scratch database on DATABASE_URL's server when set (PostgreSQL), else in-memory PGlite.
// Writes bench/results/content.json.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createTestDatabase, seedDatabase, venues } from '@afisha/db';
import { asc, eq } from '@afisha/db/orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));

function flag(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number ≥ 0`);
  return value;
}

type Load = {
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  errors: number;
  non2xx: number;
};

async function load(url: string, seconds: number, connections: number): Promise<Load> {
  const { stdout } = await run(
    path.join(here, '..', 'node_modules', '.bin', 'autocannon'),
    ['--json', '-c', String(connections), '-d', String(seconds), '-H', 'accept-language=en', url],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const seconds = flag('seconds', 5);
const connections = flag('connections', 50);
const scratch = await mkdtemp(path.join(os.tmpdir(), 'afisha-bench-'));
const database = await createTestDatabase();
await seedDatabase(database, { seed: 1, mediaDir: path.join(scratch, 'media') });

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: scratch,
  RATE_LIMIT_MAX: '100000000',
});
const api = await buildApp({ config, database, logger: false });
await api.listen({ host: '127.0.0.1', port: flag('port', 0) });
const base = `http://127.0.0.1:${(api.server.address() as { port: number }).port}/api/v1`;

// Real slugs of the seeded catalogue, read through the API itself.
const firstSlide = (await (await fetch(`${base}/mainslides?city=moscow`)).json()) as Array<{ url: string }>;
const performance = firstSlide[0]?.url.split('/').pop();
const [venue] = await database.db
  .select({ slug: venues.slug })
  .from(venues)
  .where(eq(venues.isActive, true))
  .orderBy(asc(venues.id))
  .limit(1);

const targets: Array<[string, string]> = [
  ['GET /mainslides?city=moscow', '/mainslides?city=moscow'],
  ['GET /footer_banner?city=moscow', '/footer_banner?city=moscow'],
  ['GET /gift_card_banner?city=moscow', '/gift_card_banner?city=moscow'],
  ['GET /theaters/{slug}', `/theaters/${venue?.slug}`],
  ['GET /pages/find?path=/about', '/pages/find?path=/about'],
  ['GET /faq/categories', '/faq/categories'],
  ['GET /faq/page', '/faq/page'],
  ['GET /faq/page?search=ticket', '/faq/page?search=ticket'],
  ['GET /reviews?performance={slug}', `/reviews?performance=${performance}`],
  ['GET /holidays', '/holidays'],
];

const results: Record<string, Load> = {};
for (const [name, url] of targets) {
  const check = await fetch(`${base}${url}`);
  if (!check.ok) throw new Error(`${name} answered ${check.status}`);
  await load(`${base}${url}`, 1, connections);
  results[name] = await load(`${base}${url}`, seconds, connections);
}

const report = {
  date: new Date().toISOString(),
  database: database.kind,
  node: process.version,
  cpus: os.cpus().length,
  seconds,
  connections,
  results,
};
await writeFile(path.join(here, 'results', 'content.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(`database: ${report.database}, ${connections} connections, ${seconds} s each`);
console.log('| endpoint | req/s | p50 ms | p90 ms | p99 ms | errors |');
console.log('|---|---|---|---|---|---|');
for (const [name, r] of Object.entries(results)) {
  console.log(
    `| ${name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.errors + r.non2xx} |`,
  );
}

await api.close();
await database.close();
await rm(scratch, { recursive: true, force: true });
