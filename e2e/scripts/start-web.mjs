// Starts the built web app for the end-to-end run (a Playwright webServer), building it first when no build
// exists (E2E_BUILD=1 forces a fresh one). Usage: start-web.mjs <port> <api-url> [--after <url>]; with --after it
// first waits for that URL, so a second server on the same build never races the first one's build.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, run, runService, waitForHttp } from './process.mjs';

const [port, apiUrl, flag, afterUrl] = process.argv.slice(2);
if (!port || !apiUrl || (flag !== undefined && (flag !== '--after' || !afterUrl))) {
  console.error('usage: start-web.mjs <port> <api-url> [--after <url>]');
  process.exit(2);
}

const webDir = path.join(repoRoot, 'apps', 'web');
if (afterUrl) {
  await waitForHttp(afterUrl, 600_000);
} else if (process.env.E2E_BUILD === '1' || !existsSync(path.join(webDir, '.next', 'BUILD_ID'))) {
  await run('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot });
}

// The site's own server around Next (scripts/serve.mjs), as npm start runs it. It listens on 127.0.0.1 only; Next's
// own idea of its address stays `localhost` (with `next start -H 127.0.0.1` Next 16 took next-intl's internal
// rewrite of `/`, addressed to localhost, for an external one and answered with a redirect loop).
runService('node', ['scripts/serve.mjs'], {
  cwd: webDir,
  env: {
    ...process.env,
    API_INTERNAL_URL: apiUrl,
    WEB_PORT: port,
    WEB_HOST: '127.0.0.1',
    // Plain http, as the API of the run (no Secure cookies, no HSTS).
    COOKIE_SECURE: process.env.COOKIE_SECURE ?? 'false',
  },
});
