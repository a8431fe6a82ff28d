// Benchmark: how heavy is a seat map? On the demo catalogue (seeded into a scratch database: PGlite,
// or PostgreSQL when DATABASE_URL is set), the event of the largest hall plan is asked for
// GET /events/{id}/places, /places/plan and /places/status, with a few seats held and sold so the
// status is not empty. Reported: seats, raw JSON bytes, gzip and brotli bytes (what goes over the
// wire through a compressing proxy), and the server time of each answer (median of 50, in process).
//
//   npm run bench:places
//
// Writes bench/results/places.json and prints a Markdown table for docs/performance.md.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createTestDatabase, seedDatabase } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { writeReport } from './lib/report.ts';

const scratch = await mkdtemp(path.join(os.tmpdir(), 'afisha-bench-places-'));
const database = await createTestDatabase();
await seedDatabase(database, { seed: 1, mediaDir: path.join(scratch, 'media') });
const { rows } = await database.db.execute<{ id: number; seats: number }>(sql`
  SELECT e.id, (SELECT count(*)::int FROM plan_seats s WHERE s.plan_id = e.plan_id) AS seats
  FROM events e JOIN performances p ON p.id = e.performance_id
  WHERE p.is_published AND e.sale_status = 'on_sale' AND e.starts_at > now() + interval '1 day'
  ORDER BY seats DESC, e.id LIMIT 1`);
const event = rows[0];
if (!event) throw new Error('the demo catalogue has no event on sale');
// Some life in the status: a cart holding a run of seats.
await database.db.execute(sql`
  WITH s AS (INSERT INTO sessions (id, expires_at) VALUES ('bench-places', now() + interval '1 day') RETURNING id),
  c AS (INSERT INTO carts (session_id) SELECT id FROM s RETURNING id)
  INSERT INTO seat_holds (event_id, seat_id, cart_id, status, expires_at)
  SELECT ${event.id}, ps.id, c.id, 'held', now() + interval '15 minutes'
  FROM plan_seats ps, c WHERE ps.plan_id = (SELECT plan_id FROM events WHERE id = ${event.id})
  ORDER BY ps.id LIMIT 60`);

const config = loadConfig({
  NODE_ENV: 'production',
  SANDBOX_PAYMENTS: 'on',
  SESSION_SECRET: 'b'.repeat(40),
  LOG_LEVEL: 'silent',
  DATA_DIR: scratch,
});
const api = await buildApp({ config, database, logger: false });
await api.ready();

type Row = { path: string; rawBytes: number; gzipBytes: number; brotliBytes: number; medianMs: number };
const results: Row[] = [];
for (const suffix of ['', '/plan', '/status']) {
  const url = `/api/v1/events/${event.id}/places${suffix}`;
  const times: number[] = [];
  let body = '';
  for (let i = 0; i < 50; i++) {
    const started = performance.now();
    const response = await api.inject({ url, headers: { 'accept-language': 'ru' } });
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    body = response.body;
  }
  times.sort((a, b) => a - b);
  const bytes = Buffer.from(body);
  results.push({
    path: `/events/{id}/places${suffix}`,
    rawBytes: bytes.length,
    gzipBytes: gzipSync(bytes).length,
    brotliBytes: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length,
    medianMs: Number((times[25] ?? 0).toFixed(2)),
  });
}
await api.close();
await database.close();
await rm(scratch, { recursive: true, force: true });

await writeReport('places', {
  event: event.id,
  seats: event.seats,
  database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
  results,
});
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log(
  [
    `Seat map of a ${event.seats}-seat hall (demo catalogue, 60 seats held):`,
    '',
    '| answer | JSON KB | gzip KB | brotli KB | server ms (median) |',
    '|---|---|---|---|---|',
    ...results.map(
      (r) => `| ${r.path} | ${kb(r.rawBytes)} | ${kb(r.gzipBytes)} | ${kb(r.brotliBytes)} | ${r.medianMs} |`,
    ),
  ].join('\n'),
);
