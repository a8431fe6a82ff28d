// Benchmark: do ticket PDFs slow the rest of the API down? GET /api/v1/cities is timed back to back (median and
// p95) alone, then while other clients fetch PDFs 4 at a time: the sample of GET /tickets_preview (the reproduction
// of issue 18: anyone may ask for it) and real guest ticket PDFs of the demo orders. Twice, in one command: "before",
// the API rendering every PDF on its event loop and the preview on every call (the test-only control
// `testing.ticketPdfs.onEventLoop`), and "after", as it runs: the PDFs on worker threads, the preview from memory.
// Reported: each median and p95, and the ratio of /cities' median under PDF load to its median alone; for reference,
// the same under four clients asking for /cities itself back to back (what any load costs on this machine).
// The load runs in a separate process (bench/lib/latency-probe.mjs), so a stalled API does not stall its clock.
//
//   npm run bench:pdf [-- --seconds 8]
// Uses a scratch database on DATABASE_URL's server when set (PostgreSQL), else in-memory PGlite. Writes
// bench/results/ticket-pdfs.json and prints a table for docs/performance.md.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createTestDatabase, seedDatabase } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { ticketAccessKey } from '@afisha/db/ticket-access-key';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { numberFlag } from './lib/cli.ts';
import { writeReport } from './lib/report.ts';

const run = promisify(execFile);
const probeScript = fileURLToPath(new URL('./lib/latency-probe.mjs', import.meta.url));
const seconds = numberFlag('seconds', 8);
const CONCURRENCY = 4;
const SESSION_SECRET = 'bench-only-secret-0123456789-0123456789';

const scratch = await mkdtemp(path.join(os.tmpdir(), 'afisha-bench-pdf-'));
const database = await createTestDatabase();
await seedDatabase(database, {
  seed: 1,
  mediaDir: path.join(scratch, 'media'),
  sessionSecret: SESSION_SECRET,
});
// Four demo orders of several tickets: their guest links, as the tickets mail gives them.
const { rows } = await database.db.execute<{ number: string; tickets: number }>(sql`
  SELECT o.number, count(t.id)::int AS tickets FROM orders o JOIN tickets t ON t.order_id = o.id
  WHERE o.status = 'paid' GROUP BY o.id ORDER BY count(t.id) DESC, o.id LIMIT 4`);
const guestPdfs = rows.map(
  (order) =>
    `/api/v1/tickets/${order.number}?key=${ticketAccessKey(SESSION_SECRET, order.number)}&format=pdf`,
);
const config = loadConfig({
  NODE_ENV: 'production',
  SANDBOX_PAYMENTS: 'on',
  SESSION_SECRET,
  LOG_LEVEL: 'silent',
  DATA_DIR: scratch,
  RATE_LIMIT_MAX: '100000000',
  TICKET_PDF_RATE_LIMIT_MAX: '100000000',
  HOLD_SWEEP_SECONDS: '0',
});

type Probe = { latencies: number[]; loaded: number; statuses: Record<string, number> };
type Figures = {
  medianMs: number;
  p95Ms: number;
  probes: number;
  pdfs: number;
  statuses: Record<string, number>;
};

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function probe(origin: string, load: string[]): Promise<Figures> {
  const { stdout } = await run(
    process.execPath,
    [probeScript, origin, '/api/v1/cities', String(seconds), String(CONCURRENCY), ...load],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout) as Probe;
  const sorted = [...result.latencies].sort((a, b) => a - b);
  return {
    medianMs: Number(quantile(sorted, 0.5).toFixed(1)),
    p95Ms: Number(quantile(sorted, 0.95).toFixed(1)),
    probes: sorted.length,
    pdfs: result.loaded,
    statuses: result.statuses,
  };
}

async function measure(onEventLoop: boolean) {
  const api = await buildApp({ config, database, logger: false, testing: { ticketPdfs: { onEventLoop } } });
  await api.listen({ host: '127.0.0.1', port: 0 });
  const origin = `http://127.0.0.1:${(api.server.address() as { port: number }).port}`;
  // Warm up: the JIT, the pool's threads, the preview's cache (after), the catalogue cache.
  for (const url of ['/api/v1/cities', '/api/v1/tickets_preview', ...guestPdfs]) {
    const response = await fetch(origin + url, { headers: { 'accept-language': 'ru' } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
  }
  const alone = await probe(origin, []);
  // The floor of "under load": four clients asking back to back for something cheap (/cities itself).
  const json = await probe(origin, ['/api/v1/cities']);
  const preview = await probe(origin, ['/api/v1/tickets_preview']);
  const guest = await probe(origin, guestPdfs);
  await api.close();
  const ratio = (loaded: Figures) => Number((loaded.medianMs / alone.medianMs).toFixed(1));
  return {
    alone,
    json,
    preview,
    guest,
    jsonRatio: ratio(json),
    previewRatio: ratio(preview),
    guestRatio: ratio(guest),
  };
}

const before = await measure(true);
const after = await measure(false);
await database.close();
await rm(scratch, { recursive: true, force: true });

const report = await writeReport('ticket-pdfs', {
  database: database.kind,
  seconds,
  concurrency: CONCURRENCY,
  guestOrders: rows.map((order) => ({ number: order.number, tickets: order.tickets })),
  threads: config.ticketPdf.threads,
  before,
  after,
});
const line = (label: string, figures: Figures, ratio?: number) =>
  `| ${label} | ${figures.medianMs} | ${figures.p95Ms} | ${ratio === undefined ? '1' : ratio} | ${figures.pdfs} |`;
console.log(
  `database: ${report.database}, ${seconds} s per run, PDFs ${CONCURRENCY} at a time, ${report.threads} PDF thread(s)`,
);
console.log('| GET /api/v1/cities | median ms | p95 ms | median / alone | load requests served |');
console.log('|---|---|---|---|---|');
for (const [name, result] of [
  ['before', before],
  ['after', after],
] as const) {
  console.log(line(`${name}: alone`, result.alone));
  console.log(line(`${name}: with /cities ×${CONCURRENCY} (reference)`, result.json, result.jsonRatio));
  console.log(line(`${name}: with /tickets_preview ×${CONCURRENCY}`, result.preview, result.previewRatio));
  console.log(line(`${name}: with guest ticket PDFs ×${CONCURRENCY}`, result.guest, result.guestRatio));
}
