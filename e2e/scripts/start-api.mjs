// Starts the API for the end-to-end run (a Playwright webServer): a clean database, migrated and seeded, then the
// server as production runs it, built to JavaScript (apps/api/dist, rebuilt by esbuild in a second or two when its
// sources changed: scripts/lib/setup.mjs ensureApiBuild) and started with plain node, which is also faster than tsx. With DATABASE_URL the given database is used as is (CI creates a fresh one); without it, an embedded
// PGlite under e2e/.artifacts/data, deleted first so every run starts from the same demo catalogue. Mails go to an
// empty outbox folder (e2e/.artifacts/outbox).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ensureApiBuild } from '../../scripts/lib/setup.mjs';
import { e2eRoot, outboxDir, repoRoot, run, runService } from './process.mjs';

const env = {
  ...process.env,
  API_HOST: '127.0.0.1',
  API_PORT: process.env.E2E_API_PORT ?? '4100',
  // One log line per request would bury the test report; warnings and errors still show.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // No SMTP: every mail is an .eml file here, where the specs read it (helpers/mail.ts), whichever database is used.
  MAIL_OUTBOX_DIR: outboxDir,
  // Seats stay held as long as in production (15 minutes), so a spec slowed down by the specs running beside it
  // never loses its seats halfway. The specs that watch a hold run out end their own at once through the test
  // controls below. E2E_HOLD_MINUTES overrides it.
  HOLD_MINUTES: process.env.E2E_HOLD_MINUTES ?? '15',
  // The API's test controls (apps/api/src/modules/test-controls, never in production), each acting on the calling
  // browser's own data or doing early what a timer would: the seat map and waiting list specs end their own holds
  // and run the hold sweeper at once rather than wait for real minutes on a server the parallel specs share.
  TEST_CONTROLS: 'on',
  // Every browser of the run comes from 127.0.0.1, one client network: the limits on what one network may hold
  // (docs/operations.md "Hoarding") would refuse later specs the places earlier ones hold, so they are off here
  // (the API's tests prove them: apps/api/test/modules/cart-hoarding.test.ts).
  HOLD_SHARE_PER_ADDRESS_PERCENT: '0',
  HOLD_NEW_CARTS_PER_ADDRESS: '0',
  // The site under test: the sandbox bank's pages and its "return to the shop" links, and the links of mails,
  // are built on it (127.0.0.1 as the browser uses it, so the session cookie goes along).
  PUBLIC_SITE_URL: `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? '3100'}`,
  // The API tells the run's web server of its changes (POST /revalidate with REVALIDATE_SECRET, which
  // helpers/servers.ts sets for all servers), so what the back office changes shows on the pages at once.
  WEB_REVALIDATE_URL: `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? '3100'}`,
  // INTERNAL_API_SECRET comes from the environment, as for the web servers (helpers/servers.ts sets it).
  // Only the web servers of the run, which reach the API from 127.0.0.1, are trusted hops: a spec playing a visitor
  // from 127.0.0.2 or .3 is then a stranger whose own X-Forwarded-For counts for nothing (security-proxy.spec.ts).
  TRUST_PROXY: '127.0.0.1',
  // Every spec's browser is one visitor at 127.0.0.1, doing in minutes what hundreds of people would: the per-client
  // limits get room (the per-account ones stay as in production). security-proxy.spec.ts reads the strict limit
  // from the answers' x-ratelimit-limit header.
  RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_STRICT_MAX: '100',
  LOGIN_FAILURES_PER_IP: '100000',
  ACCOUNT_MAILS_PER_IP: '100000',
};
rmSync(outboxDir, { recursive: true, force: true });
if (!env.DATABASE_URL) {
  env.DATA_DIR = path.join(e2eRoot, '.artifacts', 'data');
  rmSync(env.DATA_DIR, { recursive: true, force: true });
}

await ensureApiBuild();
await run(process.execPath, ['packages/db/dist/migrate.mjs'], { cwd: repoRoot, env });
await run(process.execPath, ['packages/db/dist/seed.mjs', '--if-empty'], { cwd: repoRoot, env });
runService(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.mjs'], { cwd: repoRoot, env });
