// Benchmark: the back office on the benchmark catalogue (issue 20, "Speed"). On a PostgreSQL database seeded at
// --scale (500: 100,000 performances, 250,000 sessions), an administrator signed in over HTTP:
//   1. lists and searches at 10 concurrent editors (autocannon in a process of its own, lib/load.ts): performances
//      by title search and by venue, a venue's week of sessions (the calendar) and its sessions list, venues by
//      name, the audit log (a year of history, 500,000 entries, unfiltered and by each filter) — each target's p95
//      against 50 ms; and the sessions title search across the whole site, which the API offers but no page asks.
//      Each after a second of the same load, not counted. Measured after the writes below, so the audit log holds
//      their entries too;
//   2. publishing a 1,500-seat plan (a draft made from a plan document, then POST …/publish), --runs times, in a hall
//      of its own so no session moves — against 1 s;
//   3. a series of 100 sessions (a weekly rule, every day at one time) — against 2 s;
//   4. a session's price change reaching the storefront: PATCH its prices (its cheapest category made cheaper), then
//      poll the public seat-map plan (GET /events/{id}/places/plan) and the performance page (GET /performance/{slug},
//      its lowest price) until both show the new price — against 2 s. The API keeps production's catalogue caches (CATALOGUE_CACHE_SECONDS=5), so only the
//      change notice can make this fast.
//
//   npm run bench:back-office -- [--scale 500] [--seconds 10] [--connections 10] [--runs 5]
//     [--database-url postgres://postgres@127.0.0.1:5432/afisha_bench_backoffice] [--port 4412] [--only calendar]
//
// The database is created, migrated and seeded on first use and reused after (seeding takes minutes). Writes
// bench/results/back-office.json and prints Markdown tables for docs/performance.md.
import os from 'node:os';
import path from 'node:path';
import { createDatabase, isDatabaseEmpty, migrate, refreshSearchDocuments, seedDatabase } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { ensureAuditHistory } from './lib/audit-history.ts';
import { numberFlag, textFlag } from './lib/cli.ts';
import { formatTable, type LoadResult, load } from './lib/load.ts';
import { writeReport } from './lib/report.ts';

const scale = numberFlag('scale', 500);
const seconds = numberFlag('seconds', 10);
const connections = numberFlag('connections', 10);
const runs = numberFlag('runs', 5);
const port = numberFlag('port', 4412);
const url = textFlag('database-url') ?? 'postgres://postgres@127.0.0.1:5432/afisha_bench_backoffice';
// Only the lists whose name contains this, and no writes: for profiling or comparing one list (no report written).
const only = textFlag('only');

const LIST_TARGET_MS = 50;
const PUBLISH_TARGET_MS = 1_000;
const SERIES_TARGET_MS = 2_000;
const VISIBLE_TARGET_MS = 2_000;
/** Entries of audit history, about one for each performance and session the catalogue holds (lib/audit-history.ts). */
const AUDIT_HISTORY = 500_000;

// The benchmark database: created on first use, then reused.
const target = new URL(url);
const databaseName = target.pathname.slice(1);
const server = await createDatabase({ url: new URL('/postgres', target).toString(), poolMax: 1 });
const exists = await server.db.execute(sql`select 1 from pg_database where datname = ${databaseName}`);
if (exists.rows.length === 0) {
  await server.db.execute(sql.raw(`create database "${databaseName.replace(/"/g, '""')}"`));
}
await server.close();
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
const historyWritten = await ensureAuditHistory(database, AUDIT_HISTORY);
if (historyWritten > 0) console.log(`Audit history: ${historyWritten} entries written (once)`);
// What autovacuum keeps true of a database in service (it is off on the benchmark machine's server): statistics
// current, and the visibility map set, so that counts can be answered from an index alone.
await database.db.execute(sql`vacuum analyze`);
const sizes = (
  await database.db.execute<{ performances: number; events: number; venues: number }>(sql`
    select (select count(*)::int from performances) as performances, (select count(*)::int from events) as events,
      (select count(*)::int from venues) as venues`)
).rows[0];
console.log(`Catalogue: ${JSON.stringify(sizes)}`);

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: path.join(os.tmpdir(), 'afisha-bench-back-office'),
  RATE_LIMIT_MAX: '100000000',
  RATE_LIMIT_STRICT_MAX: '100000',
  LOGIN_FAILURES_PER_IP: '100000',
  // Production's caches (NODE_ENV=test turns them off): the catalogue's five seconds, which only a change notice can
  // cut short (part 4), and the second for which one count of sessions' sold and held places answers every editor.
  CATALOGUE_CACHE_SECONDS: '5',
  PLACES_STATUS_SNAPSHOT_MS: '1000',
});
const api = await buildApp({ config, database, logger: false });
await api.listen({ host: '127.0.0.1', port });
const origin = `http://127.0.0.1:${port}`;

// The seeded administrator, signed in as the site does it: a session, its CSRF token, then the sign-in.
type Editor = { cookie: string; csrf: string };
async function signIn(email: string, password: string): Promise<Editor> {
  const start = await fetch(`${origin}/api/v1/account/csrf`);
  const cookies = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';', 1);
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  keep(start);
  const { csrf } = (await start.json()) as { csrf: string };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const signed = await fetch(`${origin}/api/v1/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookieHeader(), 'x-csrftoken': csrf },
    body: JSON.stringify({ email, password }),
  });
  if (signed.status !== 200) throw new Error(`sign-in answered ${signed.status}: ${await signed.text()}`);
  keep(signed);
  const again = await fetch(`${origin}/api/v1/account/csrf`, { headers: { cookie: cookieHeader() } });
  keep(again);
  return { cookie: cookieHeader(), csrf: ((await again.json()) as { csrf: string }).csrf };
}
const editor = await signIn('admin@example.com', 'demo12345');

async function call<T>(
  method: string,
  pathname: string,
  body?: unknown,
): Promise<{ status: number; body: T; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${origin}/api/v1${pathname}`, {
    method,
    headers: {
      cookie: editor.cookie,
      'x-csrftoken': editor.csrf,
      'accept-language': 'ru',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, ms };
}

async function expectOk<T>(method: string, pathname: string, body?: unknown) {
  const answer = await call<T>(method, pathname, body);
  if (answer.status >= 300)
    throw new Error(`${method} ${pathname} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer;
}

// The busiest venue (most performances) is the editor's: its lists are the longest.
const venue = (
  await database.db.execute<{ venue_id: number }>(sql`
    select p.venue_id from performances p group by p.venue_id order by count(*) desc, p.venue_id limit 1`)
).rows[0];
if (!venue) throw new Error('the catalogue has no performances');
const week = (
  await database.db.execute<{ from: string; to: string }>(sql`
    select to_char(min(e.eventdate), 'YYYY-MM-DD') as "from", to_char(min(e.eventdate) + 6, 'YYYY-MM-DD') as "to"
    from events e join halls h on h.id = e.hall_id where h.venue_id = ${venue.venue_id}`)
).rows[0];
const titles = (
  await database.db.execute<{ prefix: string }>(sql`
    select distinct left(title->>'ru', 5) as prefix from performances order by 1 limit 40`)
).rows.map((row) => row.prefix);

const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

// 1. Lists and searches, each target on its own at `connections` editors (measured last, part 5).
const headers = { cookie: editor.cookie, 'accept-language': 'ru' };
const listTargets: [string, string[]][] = [
  [
    'performances: title search',
    titles.map((prefix) => `/api/v1/manage/performances?search=${encodeURIComponent(prefix)}`),
  ],
  ['performances: a venue', [`/api/v1/manage/performances?venue=${venue.venue_id}`]],
  [
    'sessions: a venue’s week (calendar)',
    [`/api/v1/manage/events?venue=${venue.venue_id}&date_from=${week?.from}&date_to=${week?.to}&limit=500`],
  ],
  // What the sessions page's list view asks: a venue's sessions in order, a page at a time.
  [
    'sessions: a venue’s list',
    [0, 20, 40].map(
      (offset) =>
        `/api/v1/manage/events?venue=${venue.venue_id}&ordering=starts_at&limit=20&offset=${offset}`,
    ),
  ],
  // No page asks this (the sessions list filters by performance); the API offers it across the whole site.
  [
    'sessions: title search, whole site (API only)',
    titles.map((prefix) => `/api/v1/manage/events?search=${encodeURIComponent(prefix)}`),
  ],
  [
    'venues: name search',
    ['театр', 'филар', 'центр', 'дом'].map((q) => `/api/v1/manage/venues?search=${encodeURIComponent(q)}`),
  ],
  // Unfiltered and by each filter the page has, over a year of history.
  [
    'audit log',
    [
      '',
      '?entity=event',
      '?entity=venue',
      '?action=archive',
      `?date_from=${monthAgo}&date_to=${monthAgo}`,
      '?entity_id=4242',
      '?offset=200',
    ].map((query) => `/api/v1/manage/audit${query}`),
  ],
];
/** A list's load figures, with the CPU the API process (this one) spent per answer: less noisy than latency. */
type ListResult = LoadResult & { apiCpuMsPerRequest: number };

async function measureLists(): Promise<[string, ListResult][]> {
  const measured: [string, ListResult][] = [];
  for (const [name, paths] of listTargets.filter(([name]) => only === undefined || name.includes(only))) {
    const probe = await call('GET', paths[0]!.replace('/api/v1', ''));
    if (probe.status !== 200) {
      throw new Error(`${name}: ${paths[0]} answered ${probe.status} ${JSON.stringify(probe.body)}`);
    }
    // A second of the same load first, not counted: every pooled connection is opened and has planned the target's
    // statements, as in a server that has been running (the first target measured used to pay for that alone).
    await load({ url: `${origin}${paths[0]}`, paths, headers, connections, seconds: 1 });
    const cpuBefore = process.cpuUsage();
    const result = await load({ url: `${origin}${paths[0]}`, paths, headers, connections, seconds });
    const cpu = process.cpuUsage(cpuBefore);
    const apiCpuMsPerRequest =
      Math.round(((cpu.user + cpu.system) / 1000 / Math.max(1, result.requests)) * 100) / 100;
    measured.push([name, { ...result, apiCpuMsPerRequest }]);
  }
  return measured;
}

/** The lists' table, with the API process's CPU per answer as its last column. */
function listsTable(lists: [string, ListResult][]): string {
  return formatTable(lists)
    .split('\n')
    .map((line, index) => {
      if (index === 0) return `${line} API CPU ms/req |`;
      if (index === 1) return `${line}---|`;
      return `${line} ${lists[index - 2]?.[1].apiCpuMsPerRequest} |`;
    })
    .join('\n');
}

if (only !== undefined) {
  console.log(listsTable(await measureLists()));
  await api.close();
  await database.close();
  process.exit(0);
}

// 2. Publishing a 1,500-seat plan: 30 rows of 50 seats in three sections, four categories.
function planDocument(name: string) {
  const categories = ['c1', 'c2', 'c3', 'c4'].map((key, index) => ({
    key,
    name: { ru: `Категория ${index + 1}` },
    color: ['#C62828', '#1565C0', '#2E7D32', '#F9A825'][index]!,
  }));
  const sections = ['parterre', 'amphitheatre', 'balcony'].map((kind, s) => ({
    key: `s${s + 1}`,
    name: { ru: ['Партер', 'Амфитеатр', 'Балкон'][s]! },
    kind,
    rows: Array.from({ length: 10 }, (_, r) => ({
      key: `s${s + 1}-${r + 1}`,
      label: String(r + 1),
      seats: Array.from({ length: 50 }, (_, n) => ({
        key: `s${s + 1}-${r + 1}-${n + 1}`,
        label: String(n + 1),
        x: 40 + n * 22,
        y: 120 + s * 260 + r * 24,
        category: categories[Math.min(3, Math.floor(r / 3))]!.key,
      })),
    })),
  }));
  return { name, width: 1200, height: 900, categories, sections, zones: [], shapes: [] };
}

// The writes go to another venue, with a performance of their own: the measured venue's lists stay as the seed made
// them from run to run, and the performance's only sessions are the series, so its page's lowest price is the one
// part 4 sets.
const writeVenue = (
  await database.db.execute<{ venue_id: number }>(sql`
    select p.venue_id from performances p group by p.venue_id order by count(*) desc, p.venue_id limit 1 offset 1`)
).rows[0]?.venue_id;
if (!writeVenue) throw new Error('the catalogue has one venue only');
const benchPerformance = (
  await expectOk<{ id: number; slug: string }>('POST', '/manage/performances', {
    title: { ru: `Спектакль бенчмарка ${Date.now()}` },
    age: 12,
    duration: '02:00',
    venue: writeVenue,
    is_published: true,
  })
).body;

async function newHall(title: string): Promise<number> {
  const hall = await expectOk<{ id: number }>('POST', `/manage/venues/${writeVenue}/halls`, {
    title: { ru: title },
    address: { ru: 'ул. Бенчмарка, 1' },
  });
  return hall.body.id;
}

const publishes: number[] = [];
let benchHall = 0;
let benchPlan = 0;
for (let run = 0; run < runs; run++) {
  const hall = await newHall(`Зал бенчмарка ${Date.now()}-${run}`);
  const draft = await expectOk<{ id: number }>(
    'POST',
    `/manage/halls/${hall}/plans`,
    planDocument(`План ${run}`),
  );
  const published = await expectOk('POST', `/manage/plans/${draft.body.id}/publish`);
  publishes.push(published.ms);
  benchHall = hall;
  benchPlan = draft.body.id;
}

// 3. A series of 100 sessions, every day at one time, in the last hall (its plan just published).
const prices = ['c1', 'c2', 'c3', 'c4'].map((category, index) => ({ category, price: 3000 - index * 500 }));
const seriesTimes: number[] = [];
let firstSession = 0;
for (let run = 0; run < Math.min(runs, 3); run++) {
  const from = new Date(Date.UTC(2031 + run, 0, 1));
  const until = new Date(from.getTime() + 99 * 86_400_000);
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const made = await expectOk<{ count?: number; results?: { id: number }[]; sessions?: { id: number }[] }>(
    'POST',
    '/manage/events/series',
    {
      performance: benchPerformance.id,
      hall: benchHall,
      plan: benchPlan,
      status: 'on_sale',
      prices,
      dates: { days: [1, 2, 3, 4, 5, 6, 7], times: ['19:00'], from: day(from), until: day(until) },
    },
  );
  seriesTimes.push(made.ms);
  const ids = made.body.results ?? made.body.sessions ?? [];
  if (run === 0) firstSession = ids[0]?.id ?? 0;
}

// 4. A price change reaching the storefront's answers.
async function publicPrice(eventId: number): Promise<{ plan: number[]; page: number | null }> {
  const plan = await fetch(`${origin}/api/v1/events/${eventId}/places/plan`);
  const body = (await plan.json()) as { categories?: { price: number }[] };
  const page = await fetch(`${origin}/api/v1/performance/${benchPerformance.slug}`);
  const performance = (await page.json()) as { min_price?: number | null };
  return {
    plan: (body.categories ?? []).map((category) => category.price),
    page: performance.min_price ?? null,
  };
}
const visible: number[] = [];
if (firstSession) {
  await publicPrice(firstSession); // warm the caches, so only the change notice can refresh them
  for (let run = 0; run < runs; run++) {
    const current = await expectOk<{ version: number }>('GET', `/manage/events/${firstSession}`);
    // The cheapest category made cheaper still: the performance's lowest price is then this session's new one.
    const newPrice = 1000 - run * 10;
    const started = performance.now();
    await expectOk('PATCH', `/manage/events/${firstSession}`, {
      version: current.body.version,
      prices: prices.map((price, index) => ({
        ...price,
        price: index === prices.length - 1 ? newPrice : price.price,
      })),
    });
    for (;;) {
      const seen = await publicPrice(firstSession);
      if (seen.plan.includes(newPrice) && seen.page === newPrice) break;
      if (performance.now() - started > 10_000) throw new Error('the new price did not show within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    visible.push(performance.now() - started);
  }
}

// 5. The lists, after the writes: the audit log then holds this run's entries (a series writes one a session). The
// writes went to another venue, so the measured venue's lists are the same in every run.
const lists = await measureLists();

await api.close();
await database.close();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const max = (values: number[]) => Math.max(0, ...values);
const round = (value: number) => Math.round(value);
const report = await writeReport('back-office', {
  scale,
  catalogue: sizes,
  connections,
  seconds,
  lists: Object.fromEntries(lists.map(([name, result]) => [name, { ...result, target: LIST_TARGET_MS }])),
  publish1500: {
    runs: publishes.map(round),
    median: round(median(publishes)),
    max: round(max(publishes)),
    target: PUBLISH_TARGET_MS,
  },
  series100: {
    runs: seriesTimes.map(round),
    median: round(median(seriesTimes)),
    max: round(max(seriesTimes)),
    target: SERIES_TARGET_MS,
  },
  priceVisible: {
    runs: visible.map(round),
    median: round(median(visible)),
    max: round(max(visible)),
    target: VISIBLE_TARGET_MS,
  },
});

console.log(
  `\nBack office on ${sizes?.performances} performances, ${sizes?.events} sessions; ${connections} editors\n`,
);
console.log(listsTable(lists));
console.log('\n| operation | median ms | max ms | target ms |\n|---|---|---|---|');
for (const [name, figures] of [
  ['publish a 1,500-seat plan', report.publish1500],
  ['a series of 100 sessions', report.series100],
  ['price change visible (API)', report.priceVisible],
] as const) {
  console.log(`| ${name} | ${figures.median} | ${figures.max} | ${figures.target} |`);
}
console.log(`\nLoad average: ${report.loadAverage.start.join(' ')} → ${report.loadAverage.end.join(' ')}`);
