// A batch job run on demand: runOnce joins a run in progress, runFresh begins a run after the call, so what was
// made due just before it (a hold ended a moment ago) is seen even while the timer's run, begun earlier, is going.
import { describe, expect, it } from 'vitest';
import { createBatchJob } from './batch-job.ts';

const silent = { debug: () => {}, warn: () => {} } as never;

/** A job whose step reads what is due when it begins (as the sweeper reads its clock), held until released. */
function gatedJob() {
  let due = 0;
  const begun: number[] = [];
  const gates: { release(): void; fail(error: Error): void }[] = [];
  const job = createBatchJob<{ done: number }>({
    name: 'test job',
    intervalMs: 0,
    batch: 100,
    log: silent,
    async step() {
      const seen = due;
      begun.push(seen);
      await new Promise<void>((resolve, reject) => {
        gates.push({ release: resolve, fail: reject });
      });
      due -= seen;
      return { done: seen };
    },
  });
  return {
    job,
    begun,
    makeDue(n: number) {
      due += n;
    },
    /** Lets the oldest waiting step finish (or fail), once it is waiting (a run begins within a few turns). */
    async open(error?: Error) {
      for (let turn = 0; gates.length === 0 && turn < 100; turn++) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      const gate = gates.shift();
      if (!gate) throw new Error(`no step waiting; the steps so far read ${begun.join(', ')}`);
      if (error) gate.fail(error);
      else gate.release();
    },
  };
}

describe('a batch job run on demand', () => {
  it('runFresh waits out the run in progress and runs again; runOnce joins the run in progress', async () => {
    const { job, begun, makeDue, open } = gatedJob();
    // The timer's run begins (its step reads what is due: nothing yet), then something becomes due.
    const early = job.runOnce();
    expect(begun).toEqual([0]);

    makeDue(3);
    const joined = job.runOnce();
    const fresh = job.runFresh();
    await open();
    expect(await early).toEqual({ done: 0 });
    expect(await joined).toEqual({ done: 0 });
    await open();
    expect(await fresh).toEqual({ done: 3 });
    expect(begun).toEqual([0, 3]);
  });

  it('runs at once when nothing is in progress, and after a run that failed', async () => {
    const { job, begun, makeDue, open } = gatedJob();
    makeDue(2);
    const alone = job.runFresh();
    await open();
    expect(await alone).toEqual({ done: 2 });

    const failing = job.runOnce();
    makeDue(1);
    const fresh = job.runFresh();
    await open(new Error('database went away'));
    await expect(failing).rejects.toThrow('database went away');
    await open();
    expect(await fresh).toEqual({ done: 1 });
    expect(begun).toEqual([2, 0, 1]);
  });
});
