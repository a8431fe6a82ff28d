// End-to-end tests: the built web app and the API, each started here on ports of their own against a dedicated
// database, driven through the system Chromium (never a downloaded browser). `npm test` at the root runs this.
import { defineConfig } from '@playwright/test';
import { apiUrl, offlineWebPort, unreachableApiUrl, webPort, webUrl } from './helpers/servers';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Starting the API includes migrating and seeding, and the first web start may include `next build`.
const serverStartTimeout = 600_000;
// Set E2E_REUSE_SERVERS=1 to run against servers you already started on these ports (when iterating on specs).
const reuseExistingServer = process.env.E2E_REUSE_SERVERS === '1';

/**
 * Browsers at once: Playwright's default (half the cores: one on the 2-core CI machine) unless E2E_WORKERS says
 * otherwise. The tier is bound by the CPU (Chromium, the site's server rendering, the API), not by waiting: on the
 * CI machine two workers ran 57 of the 158 tests in 13 minutes and three 35 in 12 (with 9 timeouts), where one runs
 * the whole tier in 14-18 minutes (docs/architecture.md, "Testing"). The specs do run side by side (each works on
 * sessions, seats and records of its own), so a machine with more cores can use them.
 */
const workers = process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : undefined;

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
    trace: 'retain-on-failure',
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
