// `npm test`: the whole suite. Unit and integration tests (Vitest, every workspace that has a vitest.config.ts),
// then end-to-end tests (Playwright) in the system Chromium. Without a Chromium the end-to-end tier is skipped
// with one line, unless E2E_REQUIRED=1, where that is a failure. Ends with one "N passed, N failed" line.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runForCode } from './lib/process.mjs';
import { ensureDependencies, ensureWebBuild, repoRoot } from './lib/setup.mjs';

const resultsDir = path.join(repoRoot, '.data', 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const tally = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function findChromium() {
  if (process.env.CHROMIUM_PATH)
    return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : null;
  for (const name of ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome']) {
    try {
      return execFileSync('which', [name], { encoding: 'utf8' }).trim() || null;
    } catch {
      // not this one
    }
  }
  return null;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

await ensureDependencies();

// Unit and integration tests.
const vitestReport = path.join(resultsDir, 'vitest.json');
const vitestCode = await runForCode(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  { cwd: repoRoot },
);
const vitest = readJson(vitestReport);
if (vitest) {
  tally.passed += vitest.numPassedTests;
  tally.failed += vitest.numFailedTests;
  tally.skipped += vitest.numPendingTests + vitest.numTodoTests;
}
if (vitestCode !== 0 || !vitest) failedSteps.push('unit and integration tests');

// End-to-end tests.
const chromium = findChromium();
if (!chromium) {
  const line =
    'End-to-end tests skipped: no Chromium found (apt-get install chromium, or set CHROMIUM_PATH).';
  console.log(line);
  if (process.env.E2E_REQUIRED === '1') failedSteps.push('end-to-end tests (E2E_REQUIRED=1 but no Chromium)');
} else {
  await ensureWebBuild();
  const playwrightReport = path.join(resultsDir, 'playwright.json');
  const e2eCode = await runForCode('npx', ['playwright', 'test', '--reporter=list,json'], {
    cwd: path.join(repoRoot, 'e2e'),
    env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  });
  const stats = readJson(playwrightReport)?.stats;
  if (stats) {
    tally.passed += stats.expected + stats.flaky;
    tally.failed += stats.unexpected;
    tally.skipped += stats.skipped;
  }
  if (e2eCode !== 0 || !stats) failedSteps.push('end-to-end tests');
}

if (tally.passed === 0 && failedSteps.length === 0) failedSteps.push('no test ran');
console.log('');
for (const step of failedSteps) console.log(`FAILED: ${step}`);
console.log(`${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
process.exitCode = failedSteps.length > 0 ? 1 : 0;
