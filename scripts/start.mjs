// `npm start`: install, build (the web app; the API to JavaScript), migrate, seed an empty database, then serve the
// API (`node apps/api/dist/server.mjs`, no tsx) and the web app. Every step is skipped when it is already done, so a
// second start is up in seconds.

import { startService, stopAllOnSignal, waitForHttp } from './lib/process.mjs';
import {
  ensureApiBuild,
  ensureDatabase,
  ensureDependencies,
  ensureWebBuild,
  localInternalSecret,
  localRevalidateSecret,
  localSessionSecret,
  repoRoot,
} from './lib/setup.mjs';

const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.WEB_PORT ?? '3000';
const env = {
  ...process.env,
  NODE_ENV: 'production',
  API_PORT: apiPort,
  WEB_PORT: webPort,
  API_INTERNAL_URL: process.env.API_INTERNAL_URL ?? `http://127.0.0.1:${apiPort}`,
  SESSION_SECRET: localSessionSecret(),
  INTERNAL_API_SECRET: localInternalSecret(),
  // The API tells the web server of every change it makes (back office, reviews), which drops its page caches.
  REVALIDATE_SECRET: localRevalidateSecret(),
  WEB_REVALIDATE_URL: process.env.WEB_REVALIDATE_URL ?? `http://127.0.0.1:${webPort}`,
  // npm start serves plain http://localhost; behind HTTPS set COOKIE_SECURE=true (docs/operations.md).
  COOKIE_SECURE: process.env.COOKIE_SECURE ?? 'false',
  // The demo pays through the sandbox (test) bank, which production settings refuse unless it is
  // switched on explicitly (docs/operations.md): no money moves.
  SANDBOX_PAYMENTS: 'on',
  // A person reads this terminal: readable lines, and none for every request the pages make (a first visit to the
  // home page alone makes dozens), so the "Ready" line and any failure stay in view. Production logs JSON lines
  // with every request (the defaults; docs/operations.md).
  LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty',
  LOG_REQUESTS: process.env.LOG_REQUESTS ?? 'off',
};

const startedAt = Date.now();
await ensureDependencies();
await ensureWebBuild();
await ensureApiBuild();
await ensureDatabase(env, { built: true });

const api = startService('api', process.execPath, ['--enable-source-maps', 'dist/server.mjs'], {
  cwd: `${repoRoot}/apps/api`,
  env,
});
// The site's own server around Next (apps/web/scripts/serve.mjs): it tells the /api proxy each visitor's address.
const web = startService('web', 'node', ['scripts/serve.mjs'], { cwd: `${repoRoot}/apps/web`, env });
stopAllOnSignal([api, web]);

await waitForHttp(`http://127.0.0.1:${apiPort}/api/v1/healthcheck`, 60_000);
await waitForHttp(`http://127.0.0.1:${webPort}/`, 60_000);
const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
console.log(
  `\nReady in ${seconds} s: the site is on http://localhost:${webPort}, the API on http://localhost:${apiPort}/api/v1 (docs: /api/docs). Ctrl-C stops both.\n`,
);
