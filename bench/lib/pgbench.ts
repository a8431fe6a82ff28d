// One measured pgbench run, for the benchmarks that compare against it (holds, hold-statement): its TPS and
// what a transaction cost the whole machine (PostgreSQL and pgbench's client), from /proc (process-cpu.ts).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { cpuBetween, snapshotCpu } from './process-cpu.ts';

const run = promisify(execFile);

export type PgbenchRun = {
  /** Transactions a second, initial connections left out. */
  tps: number;
  /** The machine's busy CPU per transaction, ms; null without /proc. */
  cpuPerTransactionMs: number | null;
};

/** Runs `pgbench <args>` (the URL last) and reads its TPS; throws with pgbench's output when it printed none. */
export async function runPgbench(args: readonly string[]): Promise<PgbenchRun> {
  const before = snapshotCpu([]);
  const { stdout } = await run('pgbench', [...args], { maxBuffer: 16 * 1024 * 1024 });
  const after = snapshotCpu([]);
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
  if (!match) throw new Error(`pgbench printed no TPS:\n${stdout}`);
  const transactions = Number(/number of transactions actually processed: (\d+)/.exec(stdout)?.[1]);
  const machine = before && after ? cpuBetween(before, after, []).machine : null;
  return {
    tps: Number(match[1]),
    cpuPerTransactionMs:
      machine !== null && transactions > 0 ? Number(((machine * 1000) / transactions).toFixed(3)) : null,
  };
}
