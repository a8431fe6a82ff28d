// The suite's own time keeping: per-file seconds read right from both runners' reports, and the budget rule that
// .ci/run enforces (scripts/check-test-budget.mjs).
import { describe, expect, it } from 'vitest';
import { overBudget } from './lib/test-budget.mjs';
import { formatTimings, playwrightFileSeconds, slowest, vitestFileSeconds } from './lib/test-timings.mjs';

describe('per-file seconds', () => {
  it('reads a Vitest report: each file from its start to its end, relative to the root', () => {
    const report = {
      testResults: [
        { name: '/repo/apps/api/test/a.test.ts', startTime: 1_000, endTime: 4_500 },
        { name: '/repo/packages/db/test/b.test.ts', startTime: 2_000, endTime: 2_250 },
      ],
    };
    expect(vitestFileSeconds(report, '/repo')).toEqual([
      { file: 'apps/api/test/a.test.ts', seconds: 3.5 },
      { file: 'packages/db/test/b.test.ts', seconds: 0.25 },
    ]);
    expect(vitestFileSeconds(null, '/repo')).toEqual([]);
  });

  it('reads a Playwright report: every run of every test of a file, nested describes included', () => {
    const report = {
      suites: [
        {
          file: 'cart.spec.ts',
          specs: [{ tests: [{ results: [{ duration: 2_000 }] }] }],
          suites: [{ specs: [{ tests: [{ results: [{ duration: 1_500 }, { duration: 500 }] }] }] }],
        },
        { file: 'home.spec.ts', specs: [{ tests: [{ results: [{ duration: 700 }] }] }] },
      ],
    };
    expect(playwrightFileSeconds(report, 'e2e/tests')).toEqual([
      { file: 'e2e/tests/cart.spec.ts', seconds: 4 },
      { file: 'e2e/tests/home.spec.ts', seconds: 0.7 },
    ]);
  });

  it('keeps the slowest files, slowest first, and prints them under their tier', () => {
    const files = Array.from({ length: 12 }, (_, i) => ({ file: `f${i}.test.ts`, seconds: i + 0.04 }));
    const top = slowest(files, 10);
    expect(top).toHaveLength(10);
    expect(top[0]).toEqual({ file: 'f11.test.ts', seconds: 11 });
    const text = formatTimings([{ name: 'end-to-end', seconds: 312.4, slowest: top.slice(0, 1) }]);
    expect(text).toContain('end-to-end: 312 s');
    expect(text).toMatch(/Slowest files of end-to-end:\n\s+11\.0 s {2}f11\.test\.ts/);
  });
});

describe('the time budget', () => {
  const budget = { marginPercent: 25, wholeRun: 1_200, tiers: { 'end-to-end': 400, cluster: 60 } };
  const tier = (name: string, seconds: number) => ({
    name,
    seconds,
    slowest: [{ file: `${name}-slowest.spec.ts`, seconds: 99 }],
  });

  it('lets a tier take its budget plus the margin, and no more', () => {
    expect(overBudget({ tiers: [tier('end-to-end', 500), tier('cluster', 75)] }, budget).failed).toBe(false);
    const over = overBudget({ tiers: [tier('end-to-end', 501), tier('cluster', 10)] }, budget);
    expect(over.failed).toBe(true);
    const text = over.lines.join('\n');
    expect(text).toContain('OVER   end-to-end: 501 s of 400 s');
    expect(text).toContain('end-to-end-slowest.spec.ts');
    expect(text).not.toContain('cluster-slowest.spec.ts');
  });

  it('fails a tier that has no budget, and only reports one that did not run', () => {
    const result = overBudget({ tiers: [tier('end-to-end', 10), tier('visual', 5)] }, budget);
    expect(result.failed).toBe(true);
    expect(result.lines.join('\n')).toContain('visual: 5 s and no budget');
    expect(result.lines.join('\n')).toContain('cluster: did not run');
  });

  it('holds the whole CI run to its budget when given', () => {
    const timings = { tiers: [tier('end-to-end', 10), tier('cluster', 10)] };
    expect(overBudget(timings, budget, 1_500).failed).toBe(false);
    expect(overBudget(timings, budget, 1_501).failed).toBe(true);
  });

  it('gives a machine slower than the reference proportionally more time, and a faster one no less', () => {
    const measured = { ...budget, referenceSpeed: { seconds: 0.4 } };
    const timings = { tiers: [tier('end-to-end', 900), tier('cluster', 10)] };
    expect(overBudget(timings, measured, undefined, 0.4).failed).toBe(true);
    const slower = overBudget(timings, measured, undefined, 0.8);
    expect(slower.failed).toBe(false);
    expect(slower.lines.join('\n')).toContain('budgets × 2.00');
    expect(slower.lines.join('\n')).toContain('end-to-end: 900 s of 800 s (at most 1000 s)');
    expect(overBudget({ tiers: [tier('end-to-end', 500)] }, measured, undefined, 0.1).failed).toBe(false);
    expect(overBudget(timings, measured, undefined, Number.NaN).failed).toBe(true);
  });
});
