// Starts the API for the end-to-end run (a Playwright webServer): a clean database, migrated and seeded, then the
// server. With DATABASE_URL the given database is used as is (CI creates a fresh one); without it, an embedded
// PGlite under e2e/.artifacts/data, deleted first so every run starts from the same demo catalogue. Mails go to an
// empty outbox folder (e2e/.artifacts/outbox).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { e2eRoot, outboxDir, repoRoot, run, runService } from './process.mjs';

const env = {
  ...process.env,
  API_HOST: '127.0.0.1',
  API_PORT: process.env.E2E_API_PORT ?? '4100',
  // One log line per request would bury the test report; warnings and errors still show.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // No SMTP: every mail is an .eml file here, where the specs read it (helpers/mail.ts), whichever database is used.
  MAIL_OUTBOX_DIR: outboxDir,
  // Seats stay held one minute (the API's shortest), so the seat map spec sees a hold run out; every other flow
  // of a test finishes well within it. E2E_HOLD_MINUTES overrides it.
  HOLD_MINUTES: process.env.E2E_HOLD_MINUTES ?? '1',
  // The site under test: the sandbox bank's pages and its "return to the shop" links, and the links of mails,
  // are built on it (127.0.0.1 as the browser uses it, so the session cookie goes along).
  PUBLIC_SITE_URL: `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? '3100'}`,
};
rmSync(outboxDir, { recursive: true, force: true });
if (!env.DATABASE_URL) {
  env.DATA_DIR = path.join(e2eRoot, '.artifacts', 'data');
  rmSync(env.DATA_DIR, { recursive: true, force: true });
}

await run('npm', ['run', 'migrate', '-w', 'packages/db'], { cwd: repoRoot, env });
await run('npm', ['run', 'seed', '-w', 'packages/db', '--', '--if-empty'], { cwd: repoRoot, env });
runService('npm', ['run', 'start', '-w', 'apps/api'], { cwd: repoRoot, env });
