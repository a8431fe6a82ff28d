// Benchmark: search at catalogue scale. 50 clients (autocannon through lib/load.ts, in a child
// process: the machine has two cores, one serves, one loads) send prefix, typo, wrong-layout,
// transliterated and English queries in four cities to GET /api/v1/search, with the answer cache
// on (SEARCH_CACHE_SECONDS=30): (a) as visitors type them (lib/search-mix.ts: a Zipf-like share
// per query, each sent letter by letter, so popular prefixes repeat) and (b) every request a
// different answer (the cache cannot help), at 50 clients and at 1.
// The baseline, in the same command, is a bare Fastify server running a plain ILIKE title search
// (no typos, layouts or ranking) on the same database. Latencies are taken per response, so p95 is
// exact (autocannon's own summary has no p95).
//
//   npm run bench:search -- [--scale 500] [--seconds 10] [--connections 50]
//     [--database-url postgres://postgres@127.0.0.1:5432/afisha_bench_search] [--port 4402]
//
// The database is created, migrated and seeded at --scale (500: 100,000 performances, ~2 min) on
// first use and reused after; the search index is rebuilt when it is missing. Writes
// bench/results/search.json and prints a Markdown table for docs/performance.md.
import os from 'node:os';
import path from 'node:path';
import { createDatabase, isDatabaseEmpty, migrate, refreshSearchDocuments, seedDatabase } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { formatTable, load as generateLoad, type LoadResult } from './lib/load.ts';
import { writeReport } from './lib/report.ts';
import { distinctMix, typingMix } from './lib/search-mix.ts';

type LoadPlan = { origin: string; paths: string[]; seconds: number; connections: number };

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

function positive(name: string, fallback: number): number {
  const value = Number(option(name, String(fallback)));
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

async function load(plan: LoadPlan): Promise<LoadResult> {
  const { origin, ...rest } = plan;
  return generateLoad({ url: origin, headers: { 'accept-language': 'ru' }, ...rest });
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

/** Every query of every kind, each in one of the cities in turn. */
function mix(endpoint: (q: string, city: string) => string): string[] {
  return Object.values(QUERIES).flatMap((queries) =>
    queries.map((q, i) => endpoint(q, CITIES[i % CITIES.length] as string)),
  );
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
  SEARCH_CACHE_SECONDS: '30',
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
const searchPath = (text: string, city: string, limit = 4) =>
  `/api/v1/search?q=${q(text)}&city=${city}&limit=${limit}`;
const everyQuery = Object.values(QUERIES).flat();
const typing = typingMix(
  everyQuery.map((text, i) => [text, CITIES[i % CITIES.length] as string] as const),
  20_000,
  searchPath,
);
// Disjoint slices of the distinct requests for the warm-up and each run, so none repeats.
const distinct = distinctMix(everyQuery, CITIES, searchPath);
const DISTINCT_SLICES = { warmUp: [0, 1000], many: [1000, 6000], one: [6000, distinct.length] } as const;
const slice = (name: keyof typeof DISTINCT_SLICES) => distinct.slice(...DISTINCT_SLICES[name]);

// Every query must find something, or the benchmark measures empty answers.
const empty: string[] = [];
for (const requestPath of mix(searchPath)) {
  const response = await fetch(`${apiOrigin}${requestPath}`);
  const body = (await response.json()) as { events?: unknown[] };
  if (!response.ok || !body.events?.length)
    empty.push(`${decodeURIComponent(requestPath)} (${response.status})`);
}
if (empty.length > 0) throw new Error(`These queries found nothing:\n${empty.join('\n')}`);

type Scenario = { name: string; origin: string; paths: string[]; warmUp: string[]; connections: number };
const scenarios: Scenario[] = [
  {
    name: 'baseline: bare Fastify, ILIKE on the title',
    origin: baselineOrigin,
    paths: mix((text, city) => `/search?q=${q(text)}&city=${city}`),
    warmUp: [],
    connections,
  },
  {
    name: '(a) API GET /search as typed, Zipf mix, cache on',
    origin: apiOrigin,
    paths: typing,
    warmUp: typing,
    connections,
  },
  {
    name: '(b) API GET /search, every request distinct (cache useless)',
    origin: apiOrigin,
    paths: slice('many'),
    warmUp: slice('warmUp'),
    connections,
  },
  {
    name: '(b) API GET /search, every request distinct, 1 connection',
    origin: apiOrigin,
    paths: slice('one'),
    warmUp: [],
    connections: 1,
  },
];

const results: (LoadResult & { name: string; connections: number; distinctPaths: number })[] = [];
for (const scenario of scenarios) {
  const { name, origin, paths, warmUp } = scenario;
  const plan = { origin, seconds, connections: scenario.connections };
  await load({ ...plan, paths: warmUp.length ? warmUp : paths, seconds: 2 });
  const result = await load({ ...plan, paths });
  results.push({ name, connections: scenario.connections, distinctPaths: new Set(paths).size, ...result });
  // A distinct run that sent more requests than it has paths repeated some: say so, it flatters the cache.
  if (name.includes('distinct') && result.requests > paths.length)
    console.warn(`${name}: ${result.requests} requests for ${paths.length} distinct paths`);
}
const [base, searchRun] = results;

const report = await writeReport('search', {
  database: database.kind,
  searchCacheSeconds: config.searchCache.ttlMs / 1000,
  mixes: {
    typing: `${typing.length} requests: a query picked ∝ 1/rank (Zipf), sent as each typed prefix from 2 letters`,
    distinct: DISTINCT_SLICES,
  },
  catalogue,
  seconds,
  connections,
  queries: QUERIES,
  results,
  throughputRatioToBaseline: Number(
    ((searchRun?.requestsPerSecond ?? 0) / (base?.requestsPerSecond ?? 1)).toFixed(3),
  ),
});

console.log(
  `${catalogue?.performances} performances, ${catalogue?.documents} search documents, ${catalogue?.terms} words; ` +
    `${seconds} s each, load average ${report.loadAverage.start.join(' ')} before, ${report.loadAverage.end.join(' ')} after`,
);
console.log(formatTable(results.map((r) => [r.name, r] as const)));
console.log(`(a) API /search as typed throughput / ILIKE baseline: ${report.throughputRatioToBaseline}`);

await api.close();
await baseline.close();
await database.close();
