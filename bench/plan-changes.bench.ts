// Benchmark: GET /manage/plans/{id}/changes (issue 31) — a 3,000-seat draft against the hall's plan in use, with
// 1,000 seats sold across 20 live sessions on it. The draft drops the last seat of each row (60, some of them sold:
// touched), moves 294, relabels 49 and recategorises 98. Reported: the answer's server time through the whole API
// (an administrator's session, app.inject, median and p95 of 30 after 3 warm-ups), and the figures it found. The aim
// is under 500 ms.
//
//   npm run bench:plan-changes               (PGlite: 115 ms median on a 2-core machine, 2026-11-29)
//   DATABASE_URL=postgres://… npm run bench:plan-changes   (PostgreSQL 15: 77 ms median, p95 98 ms)
//
// Writes bench/results/plan-changes.json and prints a Markdown table.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, eventPrices, events, seatHolds } from '@afisha/db';
import { eq, sql } from '@afisha/db/orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { createHall } from '../apps/api/test/factories/hall.factory.ts';
import { createOrder } from '../apps/api/test/factories/orders.factory.ts';
import { manageClient } from '../apps/api/test/helpers/manager.ts';
import { writeReport } from './lib/report.ts';

const SESSIONS = 20;
const SOLD = 1_000;
const RUNS = 30;

const scratch = await mkdtemp(path.join(os.tmpdir(), 'afisha-bench-plan-changes-'));
const database = await createTestDatabase();
const db = database.db;
const config = loadConfig({
  NODE_ENV: 'production',
  SANDBOX_PAYMENTS: 'on',
  SESSION_SECRET: 'b'.repeat(40),
  LOG_LEVEL: 'silent',
  DATA_DIR: scratch,
});
const api = await buildApp({ config, database, logger: false });
await api.ready();

// A 3,000-seat hall (60 rows of 50) with one session on sale, then 19 more sessions like it.
const hall = await createHall(db, { sections: [{ name: { ru: 'Партер' }, rows: 60, seatsPerRow: 50 }] });
const sessions = [hall.event.id];
const prices = await db.select().from(eventPrices).where(eq(eventPrices.eventId, hall.event.id));
for (let i = 1; i < SESSIONS; i++) {
  const { id: _id, nombilkn, startsAt, ...rest } = hall.event;
  const [event] = await db
    .insert(events)
    .values({
      ...rest,
      nombilkn: nombilkn + 9_000_000 + i,
      startsAt: new Date(startsAt.getTime() + i * 86_400_000),
    })
    .returning();
  if (!event) throw new Error('no session made');
  sessions.push(event.id);
  await db
    .insert(eventPrices)
    .values(prices.map(({ id: _p, eventId: _e, ...price }) => ({ ...price, eventId: event.id })));
}
// 1,000 seats sold: 50 in each session, spread over the hall.
for (const [index, eventId] of sessions.entries()) {
  const order = await createOrder(db, { userId: null, status: 'paid' });
  const seats = Array.from(
    { length: SOLD / SESSIONS },
    (_, n) => hall.seats[(index * 7 + n * 59) % hall.seats.length]!.id,
  );
  await db
    .insert(seatHolds)
    .values(seats.map((seatId) => ({ eventId, seatId, orderId: order.id, status: 'sold' as const })));
}

const admin = await manageClient(api, db, { kind: 'admin' }, 'en');
const draft = await admin.post(`/plans/${hall.venue.plan.id}/draft`, {});
if (draft.status !== 201) throw new Error(`draft: ${draft.status} ${JSON.stringify(draft.body)}`);
type Doc = {
  sections: { rows: { seats: { x: number; label: string; category?: string }[] }[] }[];
  version?: number;
};
const document = draft.body as Doc;
const rows = document.sections[0]!.rows;
for (const [r, row] of rows.entries()) {
  row.seats.pop(); // 60 seats dropped, the last of each row (free unless sold)
  if (r < 6) for (const seat of row.seats) seat.x += 2; // 294 moved
  if (r === 10) for (const seat of row.seats) seat.label = `${seat.label}a`; // 49 relabelled
  if (r === 20 || r === 21) for (const seat of row.seats) seat.category = 'c2'; // 98 recategorised
}
document.version = 1;
const saved = await admin.put(`/plans/${draft.body.id}`, document);
if (saved.status !== 200) throw new Error(`put: ${saved.status} ${JSON.stringify(saved.body)}`);

const times: number[] = [];
let answer: Record<string, unknown> = {};
for (let i = 0; i < RUNS + 3; i++) {
  const started = performance.now();
  const response = await admin.get(`/plans/${draft.body.id}/changes`);
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`changes: ${response.status}`);
  if (i >= 3) times.push(elapsed);
  answer = response.body;
}
times.sort((a, b) => a - b);
const median = Number((times[Math.floor(RUNS / 2)] ?? 0).toFixed(1));
const p95 = Number((times[Math.floor(RUNS * 0.95)] ?? 0).toFixed(1));
const seatsFound = answer.seats as Record<string, unknown[]>;
const sessionsFound = answer.sessions as { sold: number; touched_count: number }[];
const figures = {
  database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
  seats: hall.seats.length,
  sessions: sessionsFound.length,
  sold: sessionsFound.reduce((sum, session) => sum + session.sold, 0),
  touched: sessionsFound.reduce((sum, session) => sum + session.touched_count, 0),
  changes: Object.fromEntries(Object.entries(seatsFound).map(([kind, list]) => [kind, list.length])),
  medianMs: median,
  p95Ms: p95,
};
await db.execute(sql`SELECT 1`);
await api.close();
await database.close();
await rm(scratch, { recursive: true, force: true });
await writeReport('plan-changes', figures);

console.log(
  '| seats | sessions | sold | touched | added / removed / moved / relabelled / recategorised | median | p95 |',
);
console.log('|---|---|---|---|---|---|---|');
const c = figures.changes as Record<string, number>;
console.log(
  `| ${figures.seats} | ${figures.sessions} | ${figures.sold} | ${figures.touched} | ${c.added} / ${c.removed} / ${c.moved} / ${c.relabelled} / ${c.recategorised} | ${median} ms | ${p95} ms |`,
);
