// End-to-end tests: the built web app and the API, each started here on ports of their own against a dedicated
// database, driven through the system Chromium (never a downloaded browser). `npm test` at the root runs this.
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { apiUrl, offlineWebPort, unreachableApiUrl, webPort, webUrl } from './helpers/servers';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Starting the API includes migrating and seeding, and the first web start may include `next build`.
const serverStartTimeout = 600_000;
// Set E2E_REUSE_SERVERS=1 to run against servers you already started on these ports (when iterating on specs).
const reuseExistingServer = process.env.E2E_REUSE_SERVERS === '1';

/**
 * Browsers at once: E2E_WORKERS, else half the cores but at least two. On the 2-core CI machine (2026-11-29, no
 * screenshots or traces, a quiet machine) the whole tier took 8.8 min with two workers, all 158 green, and 9.2 min
 * with three, one test failing for the load (docs/architecture.md, "Testing"); one worker left a fifth of the CPU
 * idle while a page waited on the site's server or the API. The specs run side by side: each works on sessions,
 * seats and records of its own.
 */
const workers = process.env.E2E_WORKERS
  ? Number(process.env.E2E_WORKERS)
  : Math.max(2, Math.floor(availableParallelism() / 2));

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/test-results',
  workers,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: webUrl,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
    // A trace of each failed test, to open with `npx playwright show-trace`; E2E_TRACE=off records none, as CI does
    // (its artifacts are thrown away with the clone), which spares the recording of every test that passes.
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      name: 'api',
      command: 'node scripts/start-api.mjs',
      url: `${apiUrl}/api/v1/healthcheck`,
      timeout: serverStartTimeout,
      reuseExistingServer,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      name: 'web',
      command: `node scripts/start-web.mjs ${webPort} ${apiUrl}`,
      url: webUrl,
      timeout: serverStartTimeout,
      reuseExistingServer,
      stderr: 'pipe',
    },
    {
      name: 'web-without-api',
      command: `node scripts/start-web.mjs ${offlineWebPort} ${unreachableApiUrl} --after ${webUrl}`,
      // The shell's third parties, for security-headers.spec.ts (which answers them itself): a chat script on a
      // closed loopback port, and the analytics counters only when the site is opened as `localhost`.
      env: {
        ...process.env,
        CHAT_WIDGET_URL: 'http://127.0.0.5:9/chat-widget.js',
        ANALYTICS_PRODUCTION_HOST: `localhost:${offlineWebPort}`,
        METRICS_COUNTER_ID: '12345',
        TAG_MANAGER_ID: 'GTM-E2E',
      },
      url: `http://127.0.0.1:${offlineWebPort}`,
      timeout: serverStartTimeout,
      reuseExistingServer,
      stderr: 'pipe',
    },
  ],
});
