import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { cpuBetween, snapshotCpu } from './process-cpu.ts';

/** Burns `ms` of this process's own CPU time (not wall time: a busy machine may preempt it). */
function spin(ms: number) {
  const start = process.cpuUsage();
  let x = 0;
  for (;;) {
    for (let i = 0; i < 10_000; i += 1) x += Math.sqrt(x + i);
    const used = process.cpuUsage(start);
    if ((used.user + used.system) / 1000 >= ms) return x;
  }
}

describe.runIf(os.platform() === 'linux')('process CPU from /proc', () => {
  it('counts the CPU a process spent between two snapshots, and the machine’s at least as much', () => {
    const before = snapshotCpu([process.pid]);
    spin(300);
    const after = snapshotCpu([process.pid]);
    if (!before || !after) throw new Error('no /proc on Linux');
    const used = cpuBetween(before, after, [process.pid]);
    // 300 ms of CPU, as the kernel counts it in ticks of 10 ms.
    expect(used.processes).toBeGreaterThan(0.2);
    expect(used.processes).toBeLessThan(0.45);
    expect(used.postgres).toBeGreaterThanOrEqual(0);
    // The machine's counters (/proc/stat) and a process's (/proc/<pid>/stat) are kept apart and can differ by a few
    // ticks of 10 ms; the machine still has the 300 ms.
    expect(used.machine).toBeGreaterThanOrEqual(used.processes - 0.05);
  });

  it('counts an idle process as nothing', () => {
    const before = snapshotCpu([process.pid]);
    const after = snapshotCpu([process.pid]);
    if (!before || !after) throw new Error('no /proc on Linux');
    expect(cpuBetween(before, after, [process.pid]).processes).toBeLessThan(0.05);
  });
});
