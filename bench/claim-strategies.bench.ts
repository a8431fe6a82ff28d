// Benchmark: which statement should claim the seats of one /cart/add? Four ways of holding 1 to 4
// seats all-or-nothing in one transaction, measured on PostgreSQL with 16 connections on a
// 2,000-seat event in two scenes:
//   spread: seats anywhere in the hall, holds of 100 ms, so nearly every claim wins (inserting a
//           new row or taking over an expired one): the cost of a winning claim;
//   hot:    the best 200 seats only, holds of 2 s: most claims lose to a live hold or wait for a
//           competitor's lock: the cost of contention (wins are capped by the seats, not the code).
// Every strategy orders its seats by id, so none should deadlock; the run counts any error all the same.
//
//   A  per-seat:   the single-seat INSERT … ON CONFLICT DO UPDATE … WHERE expired, once per seat
//   B  multi-row:  the same statement for all seats at once (INSERT … SELECT unnest … ORDER BY)
//   C  select-then-insert: SELECT … FOR UPDATE the existing rows, refuse live ones, DELETE the
//                  expired ones, plain INSERT (a concurrent insert surfaces as a unique violation)
//   D  delete-then-insert: DELETE the expired rows, INSERT … ON CONFLICT DO NOTHING
//
//   DATABASE_URL=postgres://… npm run bench:claims -- [--seconds 6] [--rounds 3] [--connections 16]
// Each scene and strategy runs --rounds times (median kept). Writes bench/results/claim-strategies.json and prints a Markdown table for docs/performance.md.
import { carts, createTestDatabase, type Db, sessions } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { createHall } from '../apps/api/test/factories/hall.factory.ts';
import { numberFlag } from './lib/cli.ts';
import { writeReport } from './lib/report.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Claim = { eventId: number; cartId: number; seatIds: number[]; now: Date; until: Date };

class Lost extends Error {}

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const ids = (seatIds: number[]) => sql`${`{${seatIds.join(',')}}`}::int[]`;

const STRATEGIES: Record<string, (tx: Tx, c: Claim) => Promise<void>> = {
  'A per-seat INSERT … ON CONFLICT (n statements)': async (tx, c) => {
    for (const seatId of c.seatIds) {
      const { rows } = await tx.execute(sql`
        INSERT INTO seat_holds (event_id, seat_id, cart_id, status, expires_at, created_at)
        VALUES (${c.eventId}, ${seatId}, ${c.cartId}, 'held', ${iso(c.until)}, ${iso(c.now)})
        ON CONFLICT (event_id, seat_id) DO UPDATE
          SET cart_id = excluded.cart_id, order_id = NULL, status = 'held',
              expires_at = excluded.expires_at, created_at = excluded.created_at
          WHERE seat_holds.expires_at < ${iso(c.now)}
        RETURNING seat_id`);
      if (rows.length === 0) throw new Lost();
    }
  },
  'B multi-row INSERT … ON CONFLICT (1 statement)': async (tx, c) => {
    const { rows } = await tx.execute(sql`
      INSERT INTO seat_holds (event_id, seat_id, cart_id, status, expires_at, created_at)
      SELECT ${c.eventId}, s, ${c.cartId}, 'held', ${iso(c.until)}, ${iso(c.now)}
      FROM unnest(${ids(c.seatIds)}) AS s ORDER BY s
      ON CONFLICT (event_id, seat_id) DO UPDATE
        SET cart_id = excluded.cart_id, order_id = NULL, status = 'held',
            expires_at = excluded.expires_at, created_at = excluded.created_at
        WHERE seat_holds.expires_at < ${iso(c.now)}
      RETURNING seat_id`);
    if (rows.length < c.seatIds.length) throw new Lost();
  },
  'C select-then-insert (3 statements)': async (tx, c) => {
    const { rows } = await tx.execute<{ live: boolean }>(sql`
      SELECT expires_at IS NULL OR expires_at >= ${iso(c.now)} AS live FROM seat_holds
      WHERE event_id = ${c.eventId} AND seat_id = ANY(${ids(c.seatIds)}) ORDER BY seat_id FOR UPDATE`);
    if (rows.some((row) => row.live)) throw new Lost();
    if (rows.length > 0) {
      await tx.execute(sql`
        DELETE FROM seat_holds WHERE event_id = ${c.eventId} AND seat_id = ANY(${ids(c.seatIds)})`);
    }
    try {
      await tx.execute(sql`
        INSERT INTO seat_holds (event_id, seat_id, cart_id, status, expires_at, created_at)
        SELECT ${c.eventId}, s, ${c.cartId}, 'held', ${iso(c.until)}, ${iso(c.now)}
        FROM unnest(${ids(c.seatIds)}) AS s ORDER BY s`);
    } catch (error) {
      if (
        (error as { code?: string }).code === '23505' ||
        (error as { cause?: { code?: string } }).cause?.code === '23505'
      ) {
        throw new Lost();
      }
      throw error;
    }
  },
  'D DELETE expired + INSERT … DO NOTHING (2 statements)': async (tx, c) => {
    await tx.execute(sql`
      DELETE FROM seat_holds WHERE event_id = ${c.eventId} AND seat_id = ANY(${ids(c.seatIds)})
        AND expires_at < ${iso(c.now)}`);
    const { rows } = await tx.execute(sql`
      INSERT INTO seat_holds (event_id, seat_id, cart_id, status, expires_at, created_at)
      SELECT ${c.eventId}, s, ${c.cartId}, 'held', ${iso(c.until)}, ${iso(c.now)}
      FROM unnest(${ids(c.seatIds)}) AS s ORDER BY s
      ON CONFLICT (event_id, seat_id) DO NOTHING
      RETURNING seat_id`);
    if (rows.length < c.seatIds.length) throw new Lost();
  },
};

const seconds = numberFlag('seconds', 6);
/** Each scene × strategy runs this many times, strategies in a rotated order each round; the median is kept. */
const rounds = numberFlag('rounds', 3);
const connections = numberFlag('connections', 16);
const SCENES = [
  { scene: 'spread', seats: 2000, holdMs: 100 },
  { scene: 'hot', seats: 200, holdMs: 2000 },
] as const;

if (!process.env.DATABASE_URL) {
  console.error(
    'bench:claims needs PostgreSQL: set DATABASE_URL (PGlite has one connection, nothing races).',
  );
  process.exit(1);
}

const database = await createTestDatabase({ poolMax: connections + 2 });
const { db } = database;
const hall = await createHall(db, {
  sections: [{ name: { ru: 'Партер' }, rows: 50, seatsPerRow: 40 }],
  categories: [{ name: { ru: 'Партер' }, color: '#C62828', price: 100_000 }],
});
const seatIds = hall.seats.map((seat) => seat.id).sort((a, b) => a - b);
const cartIds: number[] = [];
for (let i = 0; i < connections; i++) {
  const sessionId = `bench-claims-${i}`;
  await db.insert(sessions).values({ id: sessionId, expiresAt: new Date(Date.now() + 86_400_000) });
  cartIds.push(first(await db.insert(carts).values({ sessionId }).returning({ id: carts.id })).id);
}

function first<T>(rows: T[]): T {
  if (!rows[0]) throw new Error('insert returned nothing');
  return rows[0];
}

function pick(block: number): number[] {
  // Runs of 1–4 neighbours among the first `block` seats.
  const size = 1 + Math.floor(Math.random() * 4);
  const start = Math.floor(Math.random() * (block - size));
  return seatIds.slice(start, start + size);
}

function percentile(sorted: number[], p: number) {
  return sorted.length
    ? Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(2))
    : 0;
}

type Row = {
  scene: string;
  strategy: string;
  attempts: number;
  won: number;
  errors: number;
  wonPerSecond: number;
  attemptsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
};
const results: Row[] = [];

async function measure(
  scene: string,
  block: number,
  holdMs: number,
  name: string,
  claim: (tx: Tx, c: Claim) => Promise<void>,
) {
  await db.execute(sql`TRUNCATE seat_holds`);
  const latencies: number[] = [];
  let won = 0;
  let errors = 0;
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    cartIds.map(async (cartId) => {
      while (Date.now() < deadline) {
        const chosen = pick(block);
        const now = new Date();
        const started = performance.now();
        try {
          await db.transaction(async (tx) =>
            claim(tx, {
              eventId: hall.event.id,
              cartId,
              seatIds: chosen,
              now,
              until: new Date(now.getTime() + holdMs),
            }),
          );
          won += 1;
        } catch (error) {
          if (!(error instanceof Lost)) {
            errors += 1;
            if (errors < 3) console.error(name, error);
          }
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  // The unique constraint makes a double hold impossible; checked anyway.
  const { rows } = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM (SELECT 1 FROM seat_holds GROUP BY event_id, seat_id HAVING count(*) > 1) d`);
  if (Number(rows[0]?.n) !== 0) throw new Error(`${name}: a seat is held twice`);
  latencies.sort((a, b) => a - b);
  const row: Row = {
    scene,
    strategy: name,
    attempts: latencies.length,
    won,
    errors,
    wonPerSecond: Math.round(won / seconds),
    attemptsPerSecond: Math.round(latencies.length / seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
  console.error(JSON.stringify(row));
  return row;
}

const entries = Object.entries(STRATEGIES);
for (const { scene, seats: block, holdMs } of SCENES) {
  const runs = new Map<string, Row[]>();
  for (let round = 0; round < rounds; round++) {
    // Rotating the order spreads the machine's ups and downs (it is shared) over every strategy.
    for (let i = 0; i < entries.length; i++) {
      const [name, claim] = entries[(i + round) % entries.length]!;
      runs.set(name, [...(runs.get(name) ?? []), await measure(scene, block, holdMs, name, claim)]);
    }
  }
  for (const [name] of entries) {
    const sorted = [...(runs.get(name) ?? [])].sort((a, b) => a.attemptsPerSecond - b.attemptsPerSecond);
    results.push(sorted[Math.floor(sorted.length / 2)]!);
  }
}
await database.close();

const table = [
  '| scene | strategy | claims/s (won) | attempts/s | p50 ms | p95 ms | p99 ms | errors |',
  '|---|---|---|---|---|---|---|---|',
  ...results.map(
    (r) =>
      `| ${r.scene} | ${r.strategy} | ${r.wonPerSecond} | ${r.attemptsPerSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} |`,
  ),
].join('\n');
console.log(table);
await writeReport('claim-strategies', { seconds, rounds, connections, scenes: SCENES, results });
