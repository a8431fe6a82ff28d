// Which tests failed, read from the runners' JSON reports, so that the last lines of `npm test` (all a CI log's
// tail may keep) name them: "file › title" for each failed test, and a file that failed outside any test (its
// set-up threw, it did not compile) by its name and first line of error.
import path from 'node:path';
import { forEachPlaywrightTest } from './playwright-report.mjs';

/** The first line of a message that is not blank, trimmed. */
const firstLine = (message) =>
  String(message ?? '')
    .split('\n')
    .find((line) => line.trim())
    ?.trim();

/** The failed tests of a Vitest JSON report, paths relative to `root`. */
export function vitestFailures(report, root) {
  const failures = [];
  for (const file of report?.testResults ?? []) {
    const name = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${name} › ${test.fullName ?? test.title}`);
    if (failed.length === 0 && file.status === 'failed')
      failures.push(`${name}: ${firstLine(file.message) ?? 'failed'}`);
  }
  return failures;
}

/** The tests of a Playwright JSON report that did not end as expected (flaky ones pass and are not named). */
export function playwrightFailures(report, specRoot) {
  const failures = [];
  forEachPlaywrightTest(report, (test, spec, file, titles) => {
    if (test.status !== 'unexpected') return;
    failures.push(`${path.join(specRoot, file)}:${spec.line ?? ''} › ${[...titles, spec.title].join(' › ')}`);
  });
  for (const error of report?.errors ?? []) {
    const line = firstLine(error.message);
    if (line) failures.push(`${specRoot}: ${line}`);
  }
  return failures;
}

/** The lines naming the failed tests of one tier, at most `limit` of them. */
export function formatFailures(tier, failures, limit = 30) {
  if (failures.length === 0) return [];
  const lines = ['', `  Failed in ${tier}:`];
  for (const failure of failures.slice(0, limit)) lines.push(`    ${failure}`);
  if (failures.length > limit) lines.push(`    … and ${failures.length - limit} more`);
  return lines;
}
