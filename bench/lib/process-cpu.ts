// CPU time spent by processes, read from Linux's /proc, so a benchmark can say what one unit of work
// costs the machine and who pays for it (docs/performance.md, Holds: "the CPU budget"). On a system
// without /proc every reading is null and the benchmark reports no CPU figures.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux architecture Node runs on.

/** CPU seconds (user + system) a process has used so far, or null when it cannot be read. */
function processCpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, so split after its closing parenthesis).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The PostgreSQL server's processes on this machine (postmaster, backends, writers). */
function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'latin1');
      if (command.startsWith('postgres')) pids.push(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  return pids;
}

export type CpuSnapshot = { at: number; byPid: Map<number, number>; machineBusy: number | null };

/** Busy CPU seconds of the whole machine since boot (all cores, idle and I/O wait left out). */
function machineBusySeconds(): number | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
    const [, ...values] = line.trim().split(/\s+/).map(Number);
    const total = values.reduce((sum, value) => sum + value, 0);
    const idle = (values[3] ?? 0) + (values[4] ?? 0);
    return (total - idle) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Reads the CPU time of the given processes and of every PostgreSQL process. */
export function snapshotCpu(pids: readonly number[]): CpuSnapshot | null {
  if (os.platform() !== 'linux') return null;
  const byPid = new Map<number, number>();
  for (const pid of [...pids, ...postgresPids()]) {
    const seconds = processCpuSeconds(pid);
    if (seconds !== null) byPid.set(pid, seconds);
  }
  return { at: performance.now(), byPid, machineBusy: machineBusySeconds() };
}

/**
 * CPU seconds used between two snapshots by `pids`, and by PostgreSQL: its processes alive at the
 * end (a backend that started in between counts from zero; one that ended in between is lost, so
 * keep connections pooled across the measured work).
 */
export function cpuBetween(
  before: CpuSnapshot,
  after: CpuSnapshot,
  pids: readonly number[],
): { processes: number; postgres: number; machine: number | null } {
  const used = (pid: number) => (after.byPid.get(pid) ?? 0) - (before.byPid.get(pid) ?? 0);
  const own = new Set(pids);
  let postgres = 0;
  for (const pid of after.byPid.keys()) if (!own.has(pid)) postgres += used(pid);
  const processes = pids.reduce((sum, pid) => sum + used(pid), 0);
  const machine =
    before.machineBusy !== null && after.machineBusy !== null ? after.machineBusy - before.machineBusy : null;
  return { processes, postgres, machine };
}
