// The cluster tier (`npm test` runs it after the end-to-end tier): two API processes and two web processes from one
// build behind HAProxy, with a redis-server and a PostgreSQL database of their own (harness/cluster.ts), and the specs
// of issue 19's proof, each talking to the balancer or to one process directly over HTTP. No browser: what is proven
// is what the processes answer. One worker, in order: a spec restarts an API process under the others' feet.
//
//   DATABASE_URL=postgres://… npx playwright test -c cluster     (from e2e/; needs haproxy and redis-server)
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: './tests',
  outputDir: '../.artifacts/cluster/test-results',
  globalSetup: './harness/global-setup.ts',
  globalTeardown: './harness/global-teardown.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
});
