// Walks a Playwright JSON report: its suites nest (a file, then its describe blocks), and each spec holds the runs
// of one test. Shared by the suite's time keeping (test-timings.mjs) and its list of failures (test-failures.mjs).

/** Calls `visit(test, spec, file, titles)` for every test of the report: its spec file and describe titles. */
export function forEachPlaywrightTest(report, visit) {
  const walk = (suite, file, titles) => {
    const owner = suite.file ?? file;
    const here = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) visit(test, spec, owner, here);
    for (const child of suite.suites ?? []) walk(child, owner, here);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file, []);
}
