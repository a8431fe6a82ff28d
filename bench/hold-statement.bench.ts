// Benchmark: the database's side of a hold, alone, against pgbench's simple-update on the same database in the
// same command. One transaction of ours is what PostgreSQL does for a new buyer of a rush: the session row that
// GET /account/csrf stores, then POST /cart/add's one statement (hold_seats_in_session, migration 0013) for a run
// of 1 to 4 neighbouring seats of a 2,000-seat event. Holds last a millisecond, so the seats stay claimable and
// every call does the whole claim. No HTTP, no API, no Node: the ratio it prints is what the holds/s ÷
// pgbench TPS could reach at best on this machine if the API and the buyers cost nothing (docs/performance.md,
// Holds, "Third step").
//
// A third script is the floor of any hold over this data model: what a new buyer's hold must write and
// nothing else (the session row, the cart, the claim of the seats, the cart's lines), in one statement
// with synchronous commit off as the cart transactions run, without a single check (no live session
// read, no open-window or limits check, no all-or-nothing undo, no answer to build). Its ratio bounds
// what any hold function on these tables could reach on this machine, before HTTP.
//
// A fourth script is the hold with the limits per client network (migration 0018_hold_address, docs/operations.md
// "Hoarding"): each pgbench client is one network (10.0.<client>.1) under a cap it never reaches and a limit of 60
// new carts a second, so every call takes the network's advisory lock, counts its places and recent carts and
// records them, and then holds as the second script does. Holds last a millisecond here, so the count finds few live
// places: a lower bound of what the count costs a network holding its whole share.
//
//   DATABASE_URL=postgres://… npm run bench:hold-statement -- [--rounds 2] [--seconds 8] [--clients 16]
//
// Writes bench/results/hold-statement.json and prints a Markdown table.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createTestDatabase } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { createHall } from '../apps/api/test/factories/hall.factory.ts';
import { numberFlag } from './lib/cli.ts';
import { runPgbench } from './lib/pgbench.ts';
import { writeReport } from './lib/report.ts';

const run = promisify(execFile);
const rounds = numberFlag('rounds', 2);
const seconds = numberFlag('seconds', 8);
const clients = numberFlag('clients', 16);

if (!process.env.DATABASE_URL?.trim()) {
  console.error('bench:hold-statement needs PostgreSQL: set DATABASE_URL.');
  process.exit(1);
}

const database = await createTestDatabase({ poolMax: 2 });
const name = (await database.db.execute<{ name: string }>(sql`SELECT current_database() AS name`)).rows[0]
  ?.name;
const url = new URL(process.env.DATABASE_URL.trim());
url.pathname = `/${name}`;
const hall = await createHall(database.db, {
  sections: [{ name: { ru: 'Партер' }, kind: 'parterre', rows: 50, seatsPerRow: 40 }],
  categories: [{ name: { ru: 'Партер' }, color: '#C62828', price: 250_000 }],
  startsAt: new Date(Date.now() + 30 * 86_400_000),
});
const seatIds = hall.seats.map((seat) => seat.id).sort((a, b) => a - b);
const first = seatIds[0] ?? 0;
// The hall's seats are numbered without gaps, so a run of n neighbours is first…first+n-1.
if (seatIds.at(-1) !== first + seatIds.length - 1) throw new Error('the hall’s seat ids are not contiguous');

const scratch = await mkdtemp(path.join(os.tmpdir(), 'afisha-bench-hold-statement-'));
const script = path.join(scratch, 'hold.sql');
const floorScript = path.join(scratch, 'floor.sql');
const limitedScript = path.join(scratch, 'limited.sql');
/** Both scripts' buyer: a random session suffix, and a run of 1 to 4 neighbouring seats. */
const randomBuyer = [
  '\\set r random(1, 2000000000)',
  `\\set seat random(${first}, ${first + seatIds.length - 4})`,
  '\\set n random(1, 4)',
];
await writeFile(
  floorScript,
  [
    ...randomBuyer,
    [
      "WITH s AS (INSERT INTO sessions (id, data, created_at, last_seen_at, expires_at) VALUES ('floor-' || :client_id || '-' || :r, '{}', now(), now(), now() + interval '1 day') RETURNING id),",
      "c AS (INSERT INTO carts (session_id, expires_at) SELECT id, now() + interval '1 millisecond' FROM s RETURNING id),",
      `h AS (INSERT INTO seat_holds (event_id, seat_id, cart_id, order_id, status, expires_at, created_at) SELECT ${hall.event.id}, x, c.id, NULL, 'held', now() + interval '1 millisecond', now() FROM c, generate_series(:seat, :seat + :n - 1) x ORDER BY x`,
      "  ON CONFLICT (event_id, seat_id) DO UPDATE SET cart_id = excluded.cart_id, order_id = NULL, status = 'held', expires_at = excluded.expires_at, created_at = excluded.created_at WHERE seat_holds.expires_at < now() RETURNING seat_id, cart_id),",
      `l AS (INSERT INTO cart_items (cart_id, event_id, seat_id, quantity, price_kopecks, created_at) SELECT cart_id, ${hall.event.id}, seat_id, 1, 250000, now() FROM h RETURNING id)`,
      "SELECT count(*), (SELECT set_config('synchronous_commit', 'off', true)) FROM l;",
    ].join(' '),
    '',
  ].join('\n'),
);
await writeFile(
  script,
  [
    ...randomBuyer,
    "INSERT INTO sessions (id, data, created_at, last_seen_at, expires_at) VALUES ('bench-' || :client_id || '-' || :r, '{}', now(), now(), now() + interval '1 day') ON CONFLICT DO NOTHING;",
    `SELECT hold_seats_in_session('bench-' || :client_id || '-' || :r, ${hall.event.id}, ARRAY(SELECT generate_series(:seat, :seat + :n - 1)), ARRAY(SELECT 250000 FROM generate_series(1, :n)), now(), now() + interval '1 millisecond', 10, 10, interval '14 days', interval '60 days');`,
    '',
  ].join('\n'),
);

await writeFile(
  limitedScript,
  [
    ...randomBuyer,
    "INSERT INTO sessions (id, data, created_at, last_seen_at, expires_at) VALUES ('limited-' || :client_id || '-' || :r, '{}', now(), now(), now() + interval '1 day') ON CONFLICT DO NOTHING;",
    `SELECT hold_seats_in_session('limited-' || :client_id || '-' || :r, ${hall.event.id}, ARRAY(SELECT generate_series(:seat, :seat + :n - 1)), ARRAY(SELECT 250000 FROM generate_series(1, :n)), now(), now() + interval '1 millisecond', 10, 10, interval '14 days', interval '60 days', ('10.0.' || :client_id || '.1')::inet, 1000000, 60, now() - interval '1 second');`,
    '',
  ].join('\n'),
);

/** A pgbench run of ours: whole transactions a second, and the machine's CPU per transaction. */
async function tps(args: string[]): Promise<Run> {
  const measured = await runPgbench([
    '-n',
    ...args,
    '-c',
    String(clients),
    '-j',
    '2',
    '-T',
    String(seconds),
    url.toString(),
  ]);
  return { tps: Math.round(measured.tps), cpuMs: measured.cpuPerTransactionMs };
}

type Run = { tps: number; cpuMs: number | null };

try {
  await run('pgbench', ['-i', '-q', '-s', '1', url.toString()]);
  const rows: {
    round: number;
    simpleUpdate: Run;
    hold: Run;
    ratio: number;
    floor: Run;
    floorRatio: number;
    limited: Run;
    limitedRatio: number;
  }[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const simpleUpdate = await tps(['-b', 'simple-update']);
    const hold = await tps(['-f', script]);
    const floor = await tps(['-f', floorScript]);
    const limited = await tps(['-f', limitedScript]);
    rows.push({
      round,
      simpleUpdate,
      hold,
      ratio: Number((hold.tps / simpleUpdate.tps).toFixed(3)),
      floor,
      floorRatio: Number((floor.tps / simpleUpdate.tps).toFixed(3)),
      limited,
      limitedRatio: Number((limited.tps / simpleUpdate.tps).toFixed(3)),
    });
  }
  await writeReport('hold-statement', { clients, seconds, rows });
  console.log(
    '| round | pgbench simple-update TPS (CPU ms) | session + hold_seats_in_session TPS (CPU ms) | ratio | floor: the writes alone, TPS (CPU ms) | ratio | with the limits per network, TPS (CPU ms) | ratio |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  const cell = (r: Run) => `${r.tps} (${r.cpuMs ?? '–'})`;
  for (const row of rows)
    console.log(
      `| ${row.round} | ${cell(row.simpleUpdate)} | ${cell(row.hold)} | ${row.ratio} | ${cell(row.floor)} | ${row.floorRatio} | ${cell(row.limited)} | ${row.limitedRatio} |`,
    );
  console.log('CPU ms: the whole machine’s busy CPU per transaction (PostgreSQL and pgbench’s client).');
} finally {
  await rm(scratch, { recursive: true, force: true });
  await database.close();
}
