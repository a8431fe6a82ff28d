// Benchmark: the on-sale rush. One 2,000-seat event on PostgreSQL; --api-processes API instances (lib/api-process.ts,
// 2 by default) sharing Redis when one answers (REDIS_URL, else redis://127.0.0.1:6379); in another process
// (lib/onsale-load.ts) thousands of open seat maps poll GET /events/{id}/places/status every 2 s while buyers race
// for the seats, rush after rush. Three scenes in one command, each on freshly started API processes:
//   buyers alone            — the holds per second without viewers (the reference for "no lower than")
//   viewers, uncached       — PLACES_STATUS_SNAPSHOT_MS=0: every status request computes (the baseline)
//   viewers, snapshot       — PLACES_STATUS_SNAPSHOT_MS=1000, shared in Redis (in memory without Redis)
// Reported per scene: status answers per second and their latency (p50/p95/p99, from sending and from the due time),
// the status's database reads (the availability query, counted in each API process) per second, holds per second
// and their latency, the freshness of a hold in another viewer's status (p95), and the API processes' CPU.
//
//   DATABASE_URL=postgres://… npm run bench:onsale -- [--viewers 5000] [--seconds 30] [--buyers 32]
//     [--api-processes 2] [--pool 16] [--connections 200] [--hot 400] [--port N]
//
// Writes bench/results/onsale.json and prints a Markdown table for docs/performance.md.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from '@afisha/db/orm';
import { connectRedis } from '../apps/api/src/lib/redis.ts';
import { numberFlag } from './lib/cli.ts';
import type { OnsalePlan, OnsaleResult } from './lib/onsale-load.ts';
import { cpuBetween, snapshotCpu } from './lib/process-cpu.ts';
import { writeReport } from './lib/report.ts';
import { openRushSession } from './lib/rush-session.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

const viewers = numberFlag('viewers', 5000);
const seconds = numberFlag('seconds', 30, 10);
const buyers = numberFlag('buyers', 32);
const apiProcesses = numberFlag('api-processes', 2);
const pool = numberFlag('pool', 16);
const connections = numberFlag('connections', 200);
const hot = numberFlag('hot', 400);
const port = numberFlag('port', 0, 0);
const POLL_MS = 2000;
const SNAPSHOT_MS = 1000;

const databaseUrl = process.env.DATABASE_URL?.trim();
if (!databaseUrl) {
  console.error(
    'bench:onsale needs PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).',
  );
  process.exit(1);
}

/** The Redis URL when one answers, else null (the snapshot scene then keeps snapshots in each process). */
async function reachableRedis(): Promise<string | null> {
  const url = process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379';
  const client = connectRedis(url);
  client.on('error', () => {});
  try {
    return (await client.ping()) === 'PONG' ? url : null;
  } catch {
    return null;
  } finally {
    client.disconnect();
  }
}
const redisUrl = await reachableRedis();

const scratch = await mkdtemp(path.join(os.tmpdir(), 'afisha-bench-onsale-'));
const { database, db, benchUrl, hall, seats } = await openRushSession(databaseUrl, 4);

type Instance = { child: ChildProcess; port: number };

function startApi(instancePort: number, settings: Record<string, string>): Promise<Instance> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'lib', 'api-process.ts')], {
      cwd: here,
      env: {
        ...process.env,
        BENCH_DATABASE_URL: benchUrl.toString(),
        BENCH_PORT: String(instancePort),
        BENCH_POOL: String(Math.max(1, Math.floor(pool / apiProcesses))),
        BENCH_SETTINGS: JSON.stringify(settings),
      },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`API instance on ${instancePort} exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      const ready = /ready (\d+)/.exec(chunk.toString());
      if (ready) resolve({ child, port: Number(ready[1]) });
    });
  });
}

/** Asks the instance to count the statements it sends from now on. */
const startCounting = (instance: Instance) => instance.child.send('count-start');

/** How many availability queries the instance ran since startCounting. */
function stopCounting(instance: Instance): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer to count-stop')), 10_000);
    instance.child.once('message', (message: { statusQueries: number }) => {
      clearTimeout(timer);
      resolve(message.statusQueries);
    });
    instance.child.send('count-stop');
  });
}

/** Runs the load process on `plan`; `onStart` when it says it has begun. Resolves with its whole stdout. */
function runLoad(plan: string, onStart: () => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'lib', 'onsale-load.ts'), plan],
      {
        cwd: here,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      const first = stdout === '';
      stdout += chunk.toString();
      if (first) onStart();
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`load process exited with ${code}`)),
    );
  });
}

async function stopApis(instances: readonly Instance[]) {
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

type Scene = { name: string; viewers: number; settings: Record<string, string> };
const snapshotSettings: Record<string, string> = {
  PLACES_STATUS_SNAPSHOT_MS: String(SNAPSHOT_MS),
  ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `bench:onsale:${randomUUID().slice(0, 8)}:` } : {}),
};
const SCENES: Scene[] = [
  { name: 'buyers alone', viewers: 0, settings: snapshotSettings },
  { name: 'viewers, status uncached', viewers, settings: { PLACES_STATUS_SNAPSHOT_MS: '0' } },
  {
    name: `viewers, status snapshot (${redisUrl ? 'Redis' : 'in memory'})`,
    viewers,
    settings: snapshotSettings,
  },
];

const planPath = path.join(scratch, 'onsale.json');
const measured: (OnsaleResult & {
  scene: string;
  viewers: number;
  statusQueriesPerSecond: { total: number; perProcess: number[] };
  apiCpuSeconds: number | null;
})[] = [];

for (const scene of SCENES) {
  await db.execute(sql`TRUNCATE seat_holds, cart_items`);
  const instances = await Promise.all(
    Array.from({ length: apiProcesses }, (_, i) => startApi(port === 0 ? 0 : port + i, scene.settings)),
  );
  try {
    const plan: OnsalePlan = {
      origins: instances.map((instance) => `http://127.0.0.1:${instance.port}`),
      eventId: hall.event.id,
      seats,
      viewers: scene.viewers,
      pollMs: POLL_MS,
      connections,
      buyers,
      hot,
      warmupSeconds: 3,
      seconds,
      probeMs: 50,
    };
    await writeFile(planPath, JSON.stringify(plan));
    const pids = instances.flatMap(({ child }) => (child.pid ? [child.pid] : []));
    const cpuBefore = snapshotCpu(pids);
    let countingFrom = 0;
    const stdout = await runLoad(planPath, () => {
      for (const instance of instances) startCounting(instance);
      countingFrom = performance.now();
    });
    const cpuAfter = snapshotCpu(pids);
    const queries = await Promise.all(instances.map(stopCounting));
    const countedSeconds = (performance.now() - countingFrom) / 1000;
    const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as OnsaleResult;
    const perProcess = queries.map((count) => Number((count / countedSeconds).toFixed(2)));
    const used = cpuBefore && cpuAfter ? cpuBetween(cpuBefore, cpuAfter, pids) : null;
    measured.push({
      scene: scene.name,
      viewers: scene.viewers,
      ...result,
      statusQueriesPerSecond: {
        total: Number(perProcess.reduce((sum, value) => sum + value, 0).toFixed(2)),
        perProcess,
      },
      apiCpuSeconds: used && Number(used.processes.toFixed(1)),
    });
    console.error(
      `${scene.name}: status ${result.status.answersPerSecond}/s (offered ${result.status.offeredPerSecond}), ` +
        `p95 ${result.status.latencyMs.p95} ms; status queries ${perProcess.join(' + ')}/s; ` +
        `holds ${result.holds.perSecond}/s in ${result.holds.rushes} rushes; freshness p95 ${result.freshness.ms.p95} ms`,
    );
  } finally {
    await stopApis(instances);
  }
}

await database.close();
await rm(scratch, { recursive: true, force: true });

await writeReport('onsale', {
  event: { seats: seats.length },
  apiProcesses,
  pool,
  redis: redisUrl !== null,
  pollMs: POLL_MS,
  snapshotMs: SNAPSHOT_MS,
  buyers,
  hotSeats: hot,
  connections,
  scenes: measured,
});

console.log(
  [
    `| scene (${apiProcesses} API processes, ${seats.length} seats, ${buyers} buyers) | status answers/s (offered; dropped) | status p50 / p95 / p99 ms | p95 from due time ms | status DB reads/s (per process) | holds/s | hold p95 ms | freshness p50 / p95 ms | API CPU s |`,
    '|---|---|---|---|---|---|---|---|---|',
    ...measured.map(
      (r) =>
        `| ${r.scene}${r.viewers ? `, ${r.viewers} viewers every ${POLL_MS / 1000} s` : ''} | ${r.viewers ? `${r.status.answersPerSecond} (${r.status.offeredPerSecond}; ${r.status.dropped})` : '–'} | ${r.viewers ? `${r.status.latencyMs.p50} / ${r.status.latencyMs.p95} / ${r.status.latencyMs.p99}` : '–'} | ${r.viewers ? r.status.lateMs.p95 : '–'} | ${r.statusQueriesPerSecond.total} (${r.statusQueriesPerSecond.perProcess.join(', ')}) | ${r.holds.perSecond} | ${r.holds.latencyMs.p95} | ${r.freshness.ms.p50} / ${r.freshness.ms.p95} | ${r.apiCpuSeconds ?? '–'} |`,
    ),
  ].join('\n'),
);
