// `npm test`: the whole suite. Unit and integration tests (Vitest, every workspace that has a vitest.config.ts),
// then end-to-end tests (Playwright) in the system Chromium, then the cluster tier (e2e/cluster: two API and two web
// processes behind HAProxy, with Redis and PostgreSQL). Without a Chromium the end-to-end tier is skipped with one
// line, and without haproxy, redis-server or DATABASE_URL the cluster tier, unless E2E_REQUIRED=1, where that is a
// failure. Ends with one "N passed, N failed" line.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runForCode } from './lib/process.mjs';
import { ensureApiBuild, ensureDependencies, ensureWebBuild, repoRoot } from './lib/setup.mjs';
import { formatFailures, playwrightFailures, vitestFailures } from './lib/test-failures.mjs';
import { formatTimings, playwrightFileSeconds, slowest, vitestFileSeconds } from './lib/test-timings.mjs';

const resultsDir = path.join(repoRoot, '.data', 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const tally = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
/** The failed tests of each tier, named at the very end where a CI log's tail keeps them. */
const failureLines = [];
/** Each tier's wall time and slowest files, for the closing summary and timings.json. */
const tiers = [];

/** Runs `work` and records its wall time as the tier `name` (with the files of `filesOf()` once it is done). */
async function timed(name, work, filesOf = () => []) {
  const started = performance.now();
  const result = await work();
  tiers.push({ name, seconds: (performance.now() - started) / 1000, slowest: slowest(filesOf()) });
  return result;
}

/** The first of `names` on the PATH, else the first of `paths` that exists, else null. */
function findProgram(names, paths = []) {
  for (const name of names) {
    try {
      return execFileSync('which', [name], { encoding: 'utf8' }).trim() || null;
    } catch {
      // not this one
    }
  }
  return paths.find((file) => existsSync(file)) ?? null;
}

function findChromium() {
  if (process.env.CHROMIUM_PATH)
    return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : null;
  return findProgram(['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome']);
}

/** Adds a Playwright JSON report's counts to the tally; false when there is none. */
function tallyPlaywright(report) {
  const stats = readJson(report)?.stats;
  if (!stats) return false;
  tally.passed += stats.expected + stats.flaky;
  tally.failed += stats.unexpected;
  tally.skipped += stats.skipped;
  return true;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** `next build` when the sources changed, timed once for both tiers that need it. */
let webBuilt;
const buildWeb = () => {
  webBuilt ??= timed('web build', ensureWebBuild);
  return webBuilt;
};

await ensureDependencies();

// Unit and integration tests.
const vitestReport = path.join(resultsDir, 'vitest.json');
const vitestCode = await timed(
  'unit and integration',
  () =>
    runForCode(
      'npx',
      ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
      { cwd: repoRoot },
    ),
  () => vitestFileSeconds(readJson(vitestReport), repoRoot),
);
const vitest = readJson(vitestReport);
if (vitest) {
  tally.passed += vitest.numPassedTests;
  tally.failed += vitest.numFailedTests;
  tally.skipped += vitest.numPendingTests + vitest.numTodoTests;
  failureLines.push(...formatFailures('unit and integration', vitestFailures(vitest, repoRoot)));
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
  await buildWeb();
  const playwrightReport = path.join(resultsDir, 'playwright.json');
  const e2eCode = await timed(
    'end-to-end',
    () =>
      runForCode('npx', ['playwright', 'test', '--reporter=list,json'], {
        cwd: path.join(repoRoot, 'e2e'),
        env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
      }),
    () => playwrightFileSeconds(readJson(playwrightReport), 'e2e/tests'),
  );
  if (!tallyPlaywright(playwrightReport) || e2eCode !== 0) failedSteps.push('end-to-end tests');
  failureLines.push(
    ...formatFailures('end-to-end', playwrightFailures(readJson(playwrightReport), 'e2e/tests')),
  );
}

// The cluster tier (e2e/cluster, docs/scaling.md): Debian's haproxy and redis-server, and PostgreSQL.
const haproxy = findProgram(['haproxy'], ['/usr/sbin/haproxy']);
const redisServer = findProgram(['redis-server'], ['/usr/bin/redis-server', '/usr/sbin/redis-server']);
const redisCli = findProgram(['redis-cli'], ['/usr/bin/redis-cli']);
const clusterMissing = [
  !haproxy && 'haproxy',
  !redisServer && 'redis-server',
  !redisCli && 'redis-cli',
  !process.env.DATABASE_URL && 'DATABASE_URL (PostgreSQL)',
].filter(Boolean);
if (clusterMissing.length > 0) {
  console.log(
    `Cluster tests skipped: no ${clusterMissing.join(', ')} (apt-get install haproxy redis-server; see docs/scaling.md).`,
  );
  if (process.env.E2E_REQUIRED === '1')
    failedSteps.push(`cluster tests (E2E_REQUIRED=1 but no ${clusterMissing.join(', ')})`);
} else {
  await buildWeb();
  await ensureApiBuild();
  const clusterReport = path.join(resultsDir, 'cluster.json');
  const clusterCode = await timed(
    'cluster',
    () =>
      runForCode('npx', ['playwright', 'test', '-c', 'cluster', '--reporter=list,json'], {
        cwd: path.join(repoRoot, 'e2e'),
        env: {
          ...process.env,
          HAPROXY_BIN: haproxy,
          REDIS_SERVER_BIN: redisServer,
          REDIS_CLI_BIN: redisCli,
          PLAYWRIGHT_JSON_OUTPUT_NAME: clusterReport,
        },
      }),
    () => playwrightFileSeconds(readJson(clusterReport), 'e2e/cluster/tests'),
  );
  if (!tallyPlaywright(clusterReport) || clusterCode !== 0) failedSteps.push('cluster tests');
  failureLines.push(
    ...formatFailures('cluster', playwrightFailures(readJson(clusterReport), 'e2e/cluster/tests')),
  );
}

if (tally.passed === 0 && failedSteps.length === 0) failedSteps.push('no test ran');
console.log(formatTimings(tiers));
writeFileSync(
  path.join(resultsDir, 'timings.json'),
  `${JSON.stringify({ finishedAt: new Date().toISOString(), tiers }, null, 2)}\n`,
);
for (const line of failureLines) console.log(line);
console.log('');
for (const step of failedSteps) console.log(`FAILED: ${step}`);
console.log(`${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
process.exitCode = failedSteps.length > 0 ? 1 : 0;
