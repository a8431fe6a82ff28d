// RUN_JOBS: with it off the API process starts none of its background jobs' timers (the hold sweeper, the refund
// retry, the sign-in purge, the outboxes' pollers), so the sweeps and outboxes run only in the processes chosen for
// them; with it on (the default) the same app starts them all. The timers are seen as the app creates them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Intervals no other part of the app uses, so the timers found are the jobs'.
const SWEEP_MS = 37_000;
const PURGE_MS = 41 * 60_000;
const OUTBOX_POLL_MS = 1000;

let t: TestApp | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await t?.close();
  t = undefined;
});

/** The delays of the timers set while the app is built and made ready. */
async function timersOfAnApp(runJobs: string): Promise<{ timeouts: number[]; intervals: number[] }> {
  const timeouts = vi.spyOn(globalThis, 'setTimeout');
  const intervals = vi.spyOn(globalThis, 'setInterval');
  const env = loadConfig({ NODE_ENV: 'test', RUN_JOBS: runJobs });
  t = await createTestApp({
    config: (base) => ({
      ...base,
      runJobs: env.runJobs,
      cart: { ...base.cart, sweepIntervalMs: SWEEP_MS },
      accounts: { ...base.accounts, purgeIntervalMs: PURGE_MS },
    }),
  });
  const delays = (spy: typeof timeouts | typeof intervals) => spy.mock.calls.map((call) => Number(call[1]));
  return { timeouts: delays(timeouts), intervals: delays(intervals) };
}

describe('RUN_JOBS', () => {
  it('on: the sweeper, the refund retry, the purge and the three outboxes start their timers', async () => {
    const { timeouts, intervals } = await timersOfAnApp('on');
    expect(timeouts.filter((ms) => ms === SWEEP_MS)).toHaveLength(2);
    expect(timeouts.filter((ms) => ms === PURGE_MS)).toHaveLength(1);
    expect(intervals.filter((ms) => ms === OUTBOX_POLL_MS)).toHaveLength(3);
  });

  it('off: no job timer starts', async () => {
    const { timeouts, intervals } = await timersOfAnApp('off');
    expect(timeouts.filter((ms) => ms === SWEEP_MS || ms === PURGE_MS)).toEqual([]);
    expect(intervals.filter((ms) => ms === OUTBOX_POLL_MS)).toEqual([]);
  });
});
