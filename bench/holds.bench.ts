// Benchmark: holds under a sell-out rush, on PostgreSQL. The API runs as --api-processes instances
// (lib/api-process.ts; 2 by default: one per core, as a deployment would run it) on a scratch
// database with one 2,000-seat event, the pool split between them; in another process (lib/holds-buyers.ts) many buyers race
// over HTTP for its seats, 1 to 4 neighbours each, all aiming at the best free seats, until every
// seat is held. Two scenes: `hot 40` (everyone aims at the 40 best free seats: heavy overlap, most
// requests lose) and `hot 400` (a wider choice: fewer collisions). Each runs --rushes times (the
// holds are cleared in between). Reported: successful holds per second, seats per second, refusals, p50/p95/p99 of
// POST /cart/add, and after every rush a database check that no seat is held twice and that the
// seats held are exactly those the 200 answers granted.
// The ceiling, in the same command and on the same database with the API stopped: pgbench's
// built-in simple-update transaction (`pgbench -b simple-update`) with as many clients as the
// API's pool; the report gives holds/s ÷ that TPS (target ≥ 0.3).
//
//   DATABASE_URL=postgres://… npm run bench:holds -- [--rushes 3] [--buyers 64] [--pool 16]
//     [--api-processes 2] [--pgbench-seconds 10] [--port N]   (instances on N, N+1, …; default: free ports)
//     [--cpu-prof DIR]   (V8 CPU profiles of the API instances and the buyers, for `node --cpu-prof` analysis)
//
// Writes bench/results/holds.json and prints a Markdown table for docs/performance.md.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from '@afisha/db/orm';
import { numberFlag, textFlag } from './lib/cli.ts';
import type { RushPlan, RushResult } from './lib/holds-buyers.ts';
import { type PgbenchRun, runPgbench } from './lib/pgbench.ts';
import { cpuBetween, snapshotCpu } from './lib/process-cpu.ts';
import { writeReport } from './lib/report.ts';
import { openRushSession } from './lib/rush-session.ts';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));

const rushes = numberFlag('rushes', 3);
const buyers = numberFlag('buyers', 64);
const pool = numberFlag('pool', 16);
const pgbenchSeconds = numberFlag('pgbench-seconds', 10);
const port = numberFlag('port', 0, 0);
const apiProcesses = numberFlag('api-processes', 2);
/** --cpu-prof DIR: the API instances and the buyers write V8 CPU profiles there (node --cpu-prof). */
const cpuProfDir = textFlag('cpu-prof');
const profiling = cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(cpuProfDir)] : [];
const SCENES = [40, 400];

const databaseUrl = process.env.DATABASE_URL?.trim();
if (!databaseUrl) {
  console.error(
    'bench:holds needs PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).',
  );
  process.exit(1);
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Number((sorted[index] ?? 0).toFixed(1));
}

/** A rush as the buyers saw it, with the CPU the API and PostgreSQL spent on it (null without /proc). */
type MeasuredRush = RushResult & { cpu: { apiSeconds: number; postgresSeconds: number } | null };

async function rush(planPath: string, rushPlan: RushPlan): Promise<MeasuredRush> {
  await writeFile(planPath, JSON.stringify(rushPlan));
  const apiPids = instances.flatMap(({ child }) => (child.pid ? [child.pid] : []));
  const before = snapshotCpu(apiPids);
  const { stdout } = await run(
    process.execPath,
    [...profiling, '--import', 'tsx', path.join(here, 'lib', 'holds-buyers.ts'), planPath],
    {
      cwd: here,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const after = snapshotCpu(apiPids);
  const used = before && after ? cpuBetween(before, after, apiPids) : null;
  return {
    ...(JSON.parse(stdout) as RushResult),
    cpu: used && { apiSeconds: used.processes, postgresSeconds: used.postgres },
  };
}

/** pgbench's simple-update TPS on `url` (initialised at scale 1 first), or null when pgbench is missing. */
async function pgbenchTps(url: string, clients: number): Promise<(PgbenchRun & { command: string }) | null> {
  try {
    await run('pgbench', ['--version']);
  } catch {
    return null;
  }
  await run('pgbench', ['-i', '-q', '-s', '1', url]);
  const args = [
    '-n',
    '-b',
    'simple-update',
    '-c',
    String(clients),
    '-j',
    '2',
    '-T',
    String(pgbenchSeconds),
    url,
  ];
  const measured = await runPgbench(args);
  await run('psql', [
    url,
    '-qc',
    'DROP TABLE pgbench_accounts, pgbench_branches, pgbench_tellers, pgbench_history',
  ]);
  return { ...measured, command: `pgbench ${args.slice(0, -1).join(' ')}` };
}

const scratch = await mkdtemp(path.join(os.tmpdir(), 'afisha-bench-holds-'));
const { database, db, benchUrl, hall, seats } = await openRushSession(databaseUrl, pool);

/** Starts one API instance and resolves once it listens, with the port it got. */
function startApi(instancePort: number): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...profiling, '--import', 'tsx', path.join(here, 'lib', 'api-process.ts')],
      {
        cwd: here,
        env: {
          ...process.env,
          BENCH_DATABASE_URL: benchUrl.toString(),
          BENCH_PORT: String(instancePort),
          BENCH_POOL: String(Math.max(1, Math.floor(pool / apiProcesses))),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`API instance on ${instancePort} exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      const ready = /ready (\d+)/.exec(chunk.toString());
      if (ready) resolve({ child, port: Number(ready[1]) });
    });
  });
}

const instances = await Promise.all(
  Array.from({ length: apiProcesses }, (_, i) => startApi(port === 0 ? 0 : port + i)),
);
const origins = instances.map((instance) => `http://127.0.0.1:${instance.port}`);
async function stopApis() {
  await Promise.all(
    instances.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.removeAllListeners('exit');
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}
const planPath = path.join(scratch, 'rush.json');

const byScene = new Map<number, MeasuredRush[]>();
const checks: { doubleHeld: number; held: number; granted: number; linesWithoutHold: number }[] = [];
try {
  for (const hot of SCENES)
    for (let i = 0; i < rushes; i++) {
      await db.execute(sql`TRUNCATE seat_holds, cart_items`);
      await db.execute(sql`UPDATE carts SET expires_at = NULL`);
      const result = await rush(planPath, {
        origins,
        eventId: hall.event.id,
        seats,
        buyers,
        hot,
        maxSeconds: 90,
      });
      const now = sql`${new Date().toISOString()}::timestamptz`;
      const { rows } = await db.execute<{
        double_held: number;
        held: number;
        lines_without_hold: number;
      }>(sql`
      SELECT
        (SELECT count(*)::int FROM (SELECT 1 FROM seat_holds WHERE event_id = ${hall.event.id}
          GROUP BY seat_id HAVING count(*) > 1) d) AS double_held,
        (SELECT count(*)::int FROM seat_holds WHERE event_id = ${hall.event.id} AND status = 'held'
          AND expires_at > ${now}) AS held,
        (SELECT count(*)::int FROM cart_items ci WHERE ci.event_id = ${hall.event.id} AND NOT EXISTS (
          SELECT 1 FROM seat_holds h WHERE h.event_id = ci.event_id AND h.seat_id = ci.seat_id AND h.cart_id = ci.cart_id))
          AS lines_without_hold`);
      const check = {
        doubleHeld: Number(rows[0]?.double_held),
        held: Number(rows[0]?.held),
        granted: new Set(result.grantedSeats).size,
        linesWithoutHold: Number(rows[0]?.lines_without_hold),
      };
      checks.push(check);
      byScene.set(hot, [...(byScene.get(hot) ?? []), result]);
      console.error(
        `hot ${hot}, rush ${i + 1}: ${result.granted} holds (${result.seatsGranted} seats) in ${result.seconds.toFixed(2)} s, ` +
          `${result.refused} refused, ${result.errors} errors; db: ${check.held} held, ${check.doubleHeld} held twice`,
      );
      if (
        check.doubleHeld !== 0 ||
        check.held !== result.seatsGranted ||
        check.granted !== result.seatsGranted ||
        check.linesWithoutHold !== 0
      ) {
        throw new Error(
          `database check failed: ${JSON.stringify(check)} vs ${result.seatsGranted} seats granted`,
        );
      }
      if (result.errors > 0) throw new Error(`errors reached buyers: ${result.errorSamples.join(' | ')}`);
    }
} finally {
  await stopApis();
}

const ceiling = await pgbenchTps(benchUrl.toString(), pool);
await database.close();
await rm(scratch, { recursive: true, force: true });

/** CPU milliseconds one hold cost, by who spent them, over all the rushes of a scene. */
function cpuPerHold(results: readonly MeasuredRush[], holds: number) {
  if (holds === 0 || results.some((r) => r.cpu === null)) return null;
  const ms = (seconds: number) => Number(((seconds * 1000) / holds).toFixed(2));
  const api = results.reduce((sum, r) => sum + (r.cpu?.apiSeconds ?? 0), 0);
  const postgres = results.reduce((sum, r) => sum + (r.cpu?.postgresSeconds ?? 0), 0);
  const buyersCpu = results.reduce((sum, r) => sum + r.cpuSeconds, 0);
  return {
    api: ms(api),
    postgres: ms(postgres),
    buyers: ms(buyersCpu),
    total: ms(api + postgres + buyersCpu),
  };
}

function summarise(hot: number, results: MeasuredRush[]) {
  const seconds = results.reduce((sum, r) => sum + r.seconds, 0);
  const granted = results.reduce((sum, r) => sum + r.granted, 0);
  const attempts = results.reduce((sum, r) => sum + r.attempts, 0);
  const refused = results.reduce((sum, r) => sum + r.refused, 0);
  const seatsHeld = results.reduce((sum, r) => sum + r.seatsGranted, 0);
  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const holdsPerSecond = Math.round(granted / seconds);
  return {
    hotSeats: hot,
    rushes: results.length,
    seconds: Number(seconds.toFixed(2)),
    holds: granted,
    seatsHeld,
    attempts,
    refused,
    refusedShare: Number((refused / attempts).toFixed(3)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    sessions: results.reduce((sum, r) => sum + r.sessions, 0),
    holdsPerSecond,
    seatsPerSecond: Math.round(seatsHeld / seconds),
    attemptsPerSecond: Math.round(attempts / seconds),
    latencyMs: {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: percentile(latencies, 100),
    },
    holdsPerPgbenchTps: ceiling ? Number((holdsPerSecond / ceiling.tps).toFixed(3)) : null,
    cpuPerHoldMs: cpuPerHold(results, granted),
  };
}

const scenes = SCENES.map((hot) => summarise(hot, byScene.get(hot) ?? []));
await writeReport('holds', {
  event: { seats: seats.length },
  buyers,
  pool,
  apiProcesses,
  scenes,
  databaseCheck: {
    rushes: checks.length,
    seatsHeldTwice: checks.reduce((n, c) => n + c.doubleHeld, 0),
    linesWithoutHold: checks.reduce((n, c) => n + c.linesWithoutHold, 0),
    grantedEqualsHeld: true,
  },
  pgbench: ceiling,
});

console.log(
  [
    '| scene | holds/s | seats/s | attempts/s (refused) | p50 ms | p95 ms | p99 ms | errors | pgbench simple-update TPS | holds/s ÷ TPS |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...scenes.map(
      (r) =>
        `| ${buyers} buyers, best ${r.hotSeats} free seats, ${apiProcesses} API processes | ${r.holdsPerSecond} | ${r.seatsPerSecond} | ${r.attemptsPerSecond} (${Math.round(r.refusedShare * 100)} %) | ${r.latencyMs.p50} | ${r.latencyMs.p95} | ${r.latencyMs.p99} | ${r.errors} | ${ceiling ? Math.round(ceiling.tps) : 'pgbench missing'} | ${r.holdsPerPgbenchTps ?? '–'} |`,
    ),
    '',
    '| scene | CPU ms per hold: API · PostgreSQL · buyers = all | pgbench: CPU ms per transaction, all included |',
    '|---|---|---|',
    ...scenes.map((r) => {
      const cpu = r.cpuPerHoldMs;
      return `| best ${r.hotSeats} | ${cpu ? `${cpu.api} · ${cpu.postgres} · ${cpu.buyers} = ${cpu.total}` : '–'} | ${ceiling?.cpuPerTransactionMs ?? '–'} |`;
    }),
    '',
    `Database check after each of ${checks.length} rushes: ${checks.reduce((n, c) => n + c.doubleHeld, 0)} seats held twice; seats held = seats granted by the 200 answers.`,
  ].join('\n'),
);
