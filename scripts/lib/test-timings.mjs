// Where the suite's time goes: each tier's wall time and its slowest files, read from the runners' JSON reports
// (Vitest's and Playwright's), printed at the end of `npm test` and kept in .data/test-results/timings.json, which
// scripts/check-test-budget.mjs holds against scripts/test-budget.json.
import path from 'node:path';
import { forEachPlaywrightTest } from './playwright-report.mjs';

/**
 * Seconds each test file of a Vitest JSON report took, from its start to its end (its own set-up included), with
 * paths relative to `root`. Files run in parallel workers, so these add up to more than the tier's wall time.
 */
export function vitestFileSeconds(report, root) {
  return (report?.testResults ?? []).map((file) => ({
    file: path.relative(root, file.name),
    seconds: Math.max(0, (file.endTime - file.startTime) / 1000),
  }));
}

/** Seconds each spec file of a Playwright JSON report took: the sum of its tests' runs (hooks included). */
export function playwrightFileSeconds(report, specRoot) {
  const totals = new Map();
  forEachPlaywrightTest(report, (test, _spec, file) => {
    for (const result of test.results ?? [])
      totals.set(file, (totals.get(file) ?? 0) + (result.duration ?? 0) / 1000);
  });
  return [...totals].map(([file, seconds]) => ({ file: path.join(specRoot, file), seconds }));
}

/** The `count` slowest files, slowest first, seconds rounded to tenths. */
export function slowest(files, count = 10) {
  return [...files]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map(({ file, seconds }) => ({ file, seconds: Math.round(seconds * 10) / 10 }));
}

/** The lines `npm test` ends with: each tier's time, then its slowest files. */
export function formatTimings(tiers) {
  const lines = ['', 'Where the time went:'];
  for (const tier of tiers) {
    lines.push(`  ${tier.name}: ${tier.seconds.toFixed(0)} s${tier.note ? ` (${tier.note})` : ''}`);
  }
  for (const tier of tiers) {
    if (!tier.slowest?.length) continue;
    lines.push('', `  Slowest files of ${tier.name}:`);
    for (const { file, seconds } of tier.slowest)
      lines.push(`    ${seconds.toFixed(1).padStart(7)} s  ${file}`);
  }
  return lines.join('\n');
}
