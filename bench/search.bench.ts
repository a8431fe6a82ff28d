// Benchmark: search at catalogue scale. 50 clients (autocannon, in a process of its own: the machine
// has two cores, one serves, one loads) send a mix of prefix, typo, wrong-layout and transliterated
// queries in four cities and two languages to GET /api/v1/search and GET /api/v1/performancegroups;
// the baseline, in the same command, is a bare Fastify server running a plain ILIKE title search
// (no typos, layouts or ranking) on the same database. Latencies are taken per response, so p95 is
// exact (autocannon's own summary has no p95).
//
//   npm run bench:search -- [--scale 500] [--seconds 10] [--connections 50]
//     [--database-url postgres://postgres@127.0.0.1:5432/afisha_bench_search] [--port 4402]
//
// The database is created, migrated and seeded at --scale (500: 100,000 performances, ~2 min) on
// first use and reused after; the search index is rebuilt when it is missing. Writes
// bench/results/search.json and prints a Markdown table for docs/performance.md.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createDatabase, isDatabaseEmpty, migrate, refreshSearchDocuments, seedDatabase } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const thisFile = fileURLToPath(import.meta.url);

type Request = { path: string; headers: Record<string, string> };

/** The part of autocannon's programmatic API used here (it ships no types). */
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: (Request & { method: 'GET' })[];
}) => PromiseLike<{ errors: number; timeouts: number; non2xx: number }> & {
  on(
    event: 'response',
    listener: (client: unknown, status: number, bytes: number, responseTime: number) => void,
  ): void;
};
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
type LoadPlan = { origin: string; requests: Request[]; seconds: number; connections: number };
type Load = {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
};

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

function positive(name: string, fallback: number): number {
  const value = Number(option(name, String(fallback)));
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

/** The load generator (child process): runs the plan, prints the summary as JSON. */
async function generateLoad(plan: LoadPlan): Promise<Load> {
  const latencies: number[] = [];
  const instance = autocannon({
    url: plan.origin,
    connections: plan.connections,
    duration: plan.seconds,
    requests: plan.requests.map((request) => ({ method: 'GET' as const, ...request })),
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Number((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(2));
  return {
    requests: latencies.length,
    requestsPerSecond: Math.round(latencies.length / plan.seconds),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: at(1),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

if (process.argv.includes('--load-generator')) {
  const plan = JSON.parse(option('load-generator', '{}')) as LoadPlan;
  console.log(JSON.stringify(await generateLoad(plan)));
  process.exit(0);
}

async function load(plan: LoadPlan): Promise<Load> {
  const tsx = path.join(here, '..', 'node_modules', '.bin', 'tsx');
  const { stdout } = await run(tsx, [thisFile, '--load-generator', JSON.stringify(plan)], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
}

// What visitors type, by kind; every one of them finds a show of the seeded repertoire.
const QUERIES = {
  prefix: ['гам', 'щелк', 'лебед', 'ревиз', 'мастер и марг', 'жизел', 'карм', 'травиа'],
  typo: ['щелкунчек', 'гамлед', 'лебединое озро', 'травиото', 'ревезор', 'риголето', 'жызель', 'золущка'],
  layout: [
    'ufvktn',
    'otkreyxbr',
    'kt,tlbyjt jpthj',
    'ht,bpjh',
    'vfcnth b vfhufhbnf',
    'uhjpf',
    'pjkeirf',
    'nhfdbfnf',
  ],
  translit: [
    'gamlet',
    'shchelkunchik',
    'lebedinoe ozero',
    'revizor',
    'zhizel',
    'karmen',
    'zolushka',
    'traviata',
  ],
  english: [
    'hamlet',
    'nutcracker',
    'swan lake',
    'inspector',
    'giselle',
    'carmen',
    'cinderella',
    'la traviata',
  ],
} as const;
const CITIES = ['moscow', 'saint-petersburg', 'kazan', 'ekaterinburg'];

function mix(endpoint: (q: string, city: string) => string): Request[] {
  const requests: Request[] = [];
  for (const [kind, queries] of Object.entries(QUERIES)) {
    for (const [i, q] of queries.entries()) {
      const city = CITIES[i % CITIES.length] as string;
      requests.push({
        path: endpoint(q, city),
        headers: { 'accept-language': kind === 'english' ? 'en' : 'ru' },
      });
    }
  }
  return requests;
}

const scale = positive('scale', 500);
const seconds = positive('seconds', 10);
const connections = positive('connections', 50);
const port = positive('port', 4402);
const url = option('database-url', 'postgres://postgres@127.0.0.1:5432/afisha_bench_search');

// The benchmark database: created on first use, then reused (seeding 100,000 performances takes minutes).
const target = new URL(url);
const databaseName = target.pathname.slice(1);
const admin = await createDatabase({ url: new URL('/postgres', target).toString(), poolMax: 1 });
const exists = await admin.db.execute(sql`select 1 from pg_database where datname = ${databaseName}`);
if (exists.rows.length === 0)
  await admin.db.execute(sql.raw(`create database "${databaseName.replace(/"/g, '""')}"`));
await admin.close();

const database = await createDatabase({ url, poolMax: 20 });
await migrate(database);
if (await isDatabaseEmpty(database)) {
  console.log(`Seeding scale ${scale} into ${databaseName} (once)…`);
  const summary = await seedDatabase(database, { scale, seed: 1 });
  console.log(`Seeded in ${(summary.durationMs / 1000).toFixed(0)} s`);
}
const indexed = await database.db.execute<{ n: number }>(
  sql`select count(*)::int as n from search_documents`,
);
if (!indexed.rows[0]?.n) console.log('Search index built:', await refreshSearchDocuments(database.db));
// A bulk rebuild leaves the GIN index's pending list full and the statistics stale.
await database.db.execute(sql`vacuum analyze search_documents`);
await database.db.execute(sql`vacuum analyze search_terms`);
const sizes = await database.db.execute<{ performances: number; documents: number; terms: number }>(sql`
  select (select count(*)::int from performances) as performances,
    (select count(*)::int from search_documents) as documents,
    (select count(*)::int from search_terms) as terms`);
const catalogue = sizes.rows[0];

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: path.join(os.tmpdir(), 'afisha-bench-search'),
  RATE_LIMIT_MAX: '100000000',
});
const api = await buildApp({ config, database, logger: false });
await api.listen({ host: '127.0.0.1', port });
const apiOrigin = `http://127.0.0.1:${port}`;

// The baseline: what a first attempt at search looks like, an ILIKE on the Russian title.
const baseline = Fastify({ logger: false });
baseline.get<{ Querystring: { q: string; city: string } }>('/search', async (request, reply) => {
  const rows = await database.db.execute(sql`
    select p.id, p.slug, p.title->>'ru' as title from performances p
    join venues v on v.id = p.venue_id
    where v.city_id = (select id from cities where slug = ${request.query.city})
      and p.title->>'ru' ilike '%' || ${request.query.q} || '%'
    order by p.id limit 4`);
  return reply.type('application/json').send(JSON.stringify(rows.rows));
});
await baseline.listen({ host: '127.0.0.1', port: port + 1 });
const baselineOrigin = `http://127.0.0.1:${port + 1}`;

const q = (value: string) => encodeURIComponent(value);
const scenarios = [
  {
    name: 'baseline: bare Fastify, ILIKE on the title',
    origin: baselineOrigin,
    requests: mix((text, city) => `/search?q=${q(text)}&city=${city}`),
  },
  {
    name: 'API GET /search (events + venues), limit 4',
    origin: apiOrigin,
    requests: mix((text, city) => `/api/v1/search?q=${q(text)}&city=${city}&limit=4`),
  },
  {
    name: 'API GET /performancegroups?search, limit 4',
    origin: apiOrigin,
    requests: mix((text, city) => `/api/v1/performancegroups?search=${q(text)}&city=${city}&limit=4`),
  },
];

// Every query must find something, or the benchmark measures empty answers.
const empty: string[] = [];
for (const request of scenarios[1]?.requests ?? []) {
  const response = await fetch(`${apiOrigin}${request.path}`, { headers: request.headers });
  const body = (await response.json()) as { events?: unknown[] };
  if (!response.ok || !body.events?.length)
    empty.push(`${decodeURIComponent(request.path)} (${response.status})`);
}
if (empty.length > 0) throw new Error(`These queries found nothing:\n${empty.join('\n')}`);

const results: (Load & { name: string })[] = [];
for (const scenario of scenarios) {
  await load({ origin: scenario.origin, requests: scenario.requests, seconds: 2, connections }); // warm-up
  results.push({ name: scenario.name, ...(await load({ ...scenario, seconds, connections })) });
}
const [base, searchRun] = results;

const report = {
  date: new Date().toISOString(),
  database: database.kind,
  node: process.version,
  cpus: os.cpus().length,
  load: os.loadavg().map((value) => Number(value.toFixed(2))),
  catalogue,
  seconds,
  connections,
  queries: QUERIES,
  results,
  throughputRatioToBaseline: Number(
    ((searchRun?.requestsPerSecond ?? 0) / (base?.requestsPerSecond ?? 1)).toFixed(3),
  ),
};
await writeFile(path.join(here, 'results', 'search.json'), `${JSON.stringify(report, null, 2)}\n`);

console.log(
  `${catalogue?.performances} performances, ${catalogue?.documents} search documents, ${catalogue?.terms} words; ` +
    `${connections} connections, ${seconds} s each, load average ${report.load.join(' ')}`,
);
console.log('| server | req/s | p50 ms | p95 ms | p99 ms | errors |');
console.log('|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors + r.non2xx} |`,
  );
}
console.log(`API /search throughput / ILIKE baseline: ${report.throughputRatioToBaseline}`);

await api.close();
await baseline.close();
await database.close();
