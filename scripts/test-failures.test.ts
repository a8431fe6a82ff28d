// The failed tests named at the end of `npm test`, where a CI log's tail still shows them.
import { describe, expect, it } from 'vitest';
import { formatFailures, playwrightFailures, vitestFailures } from './lib/test-failures.mjs';

describe('failed tests named from the runners’ reports', () => {
  it('names each failed Vitest test by file and full title, and a file that failed outside its tests', () => {
    const report = {
      testResults: [
        {
          name: '/repo/apps/api/test/cart.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'cart holds a seat' },
            { status: 'failed', fullName: 'cart releases a seat' },
          ],
        },
        {
          name: '/repo/apps/api/test/ok.test.ts',
          status: 'passed',
          assertionResults: [{ status: 'passed' }],
        },
        {
          name: '/repo/apps/api/test/broken.test.ts',
          status: 'failed',
          message: '\nError: Cannot find module x\n    at y',
          assertionResults: [],
        },
      ],
    };
    expect(vitestFailures(report, '/repo')).toEqual([
      'apps/api/test/cart.test.ts › cart releases a seat',
      'apps/api/test/broken.test.ts: Error: Cannot find module x',
    ]);
    expect(vitestFailures(null, '/repo')).toEqual([]);
  });

  it('names each unexpected Playwright test with its describe titles, not the flaky or skipped ones', () => {
    const report = {
      suites: [
        {
          title: 'cart.spec.ts',
          file: 'cart.spec.ts',
          specs: [{ title: 'adds a seat', line: 12, tests: [{ status: 'unexpected' }] }],
          suites: [
            {
              title: 'checkout',
              specs: [
                { title: 'pays', line: 30, tests: [{ status: 'flaky' }] },
                { title: 'refunds', line: 40, tests: [{ status: 'unexpected' }] },
                { title: 'later', line: 50, tests: [{ status: 'skipped' }] },
              ],
            },
          ],
        },
      ],
      errors: [{ message: 'Error: webServer did not start\nmore' }],
    };
    expect(playwrightFailures(report, 'e2e/tests')).toEqual([
      'e2e/tests/cart.spec.ts:12 › adds a seat',
      'e2e/tests/cart.spec.ts:40 › checkout › refunds',
      'e2e/tests: Error: webServer did not start',
    ]);
  });

  it('prints at most the limit and says how many more', () => {
    expect(formatFailures('cluster', [])).toEqual([]);
    const lines = formatFailures('end-to-end', ['a', 'b', 'c'], 2);
    expect(lines).toEqual(['', '  Failed in end-to-end:', '    a', '    b', '    … and 1 more']);
  });
});
