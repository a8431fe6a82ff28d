// `npm run dev`: the API and the web app with reload on change, on the same database as `npm start`.

import { startService, stopAllOnSignal } from './lib/process.mjs';
import {
  ensureDatabase,
  ensureDependencies,
  localInternalSecret,
  localRevalidateSecret,
  repoRoot,
} from './lib/setup.mjs';

const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.WEB_PORT ?? '3000';
const env = {
  ...process.env,
  NODE_ENV: 'development',
  API_PORT: apiPort,
  WEB_PORT: webPort,
  API_INTERNAL_URL: process.env.API_INTERNAL_URL ?? `http://127.0.0.1:${apiPort}`,
  INTERNAL_API_SECRET: localInternalSecret(),
  REVALIDATE_SECRET: localRevalidateSecret(),
  WEB_REVALIDATE_URL: process.env.WEB_REVALIDATE_URL ?? `http://127.0.0.1:${webPort}`,
};

await ensureDependencies();
await ensureDatabase(env);
const api = startService('api', 'npm', ['run', 'dev', '-w', 'apps/api'], { cwd: repoRoot, env });
const web = startService('web', 'node', ['scripts/serve.mjs', '--dev'], { cwd: `${repoRoot}/apps/web`, env });
stopAllOnSignal([api, web]);
console.log(`Development servers: http://localhost:${webPort} and http://localhost:${apiPort}/api/v1`);
