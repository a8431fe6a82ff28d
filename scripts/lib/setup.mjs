// The idempotent steps shared by `npm start`, `npm run dev` and `npm test`: install dependencies and build the web
// app and the API only when something changed, so a second run is up in seconds.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './process.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const stateDir = path.join(repoRoot, '.data', 'state');

function readState(name) {
  const file = path.join(stateDir, name);
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

function writeState(name, value) {
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(path.join(stateDir, name), value, { mode: 0o600 });
}

/** Hash of file contents below the given roots (skipping build output), to tell whether a rebuild is due. */
function hashTree(roots) {
  const hash = createHash('sha256');
  const skip = new Set(['node_modules', '.next', '.turbo', 'dist', '.data', 'test-results']);
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      // next-env.d.ts and *.tsbuildinfo are written by the build itself: hashing them would force a rebuild every time.
      if (skip.has(entry.name) || entry.name === 'next-env.d.ts' || entry.name.endsWith('.tsbuildinfo'))
        continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        hash.update(path.relative(repoRoot, full));
        hash.update(readFileSync(full));
      }
    }
  };
  for (const root of roots) {
    const full = path.join(repoRoot, root);
    if (existsSync(full) && statSync(full).isDirectory()) walk(full);
    else if (existsSync(full)) hash.update(readFileSync(full));
  }
  return hash.digest('hex');
}

/** `npm ci` when node_modules is missing or older than the lockfile (npm writes node_modules/.package-lock.json). */
export async function ensureDependencies() {
  const lock = path.join(repoRoot, 'package-lock.json');
  const installed = path.join(repoRoot, 'node_modules', '.package-lock.json');
  if (existsSync(installed) && (!existsSync(lock) || statSync(installed).mtimeMs >= statSync(lock).mtimeMs))
    return;
  console.log('Installing dependencies (npm ci)…');
  await run('npm', existsSync(lock) ? ['ci', '--no-audit', '--no-fund'] : ['install'], { cwd: repoRoot });
}

/** `next build` when the web app, the contracts or the lockfile changed since the last build. */
export async function ensureWebBuild() {
  const sourceHash = hashTree(['apps/web', 'packages/contracts/src', 'package-lock.json']);
  const buildId = path.join(repoRoot, 'apps', 'web', '.next', 'BUILD_ID');
  if (existsSync(buildId) && readState('web-build-hash') === sourceHash) return;
  console.log('Building the web app (next build)…');
  await run('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot });
  writeState('web-build-hash', sourceHash);
}

/**
 * The API and the database commands as JavaScript (apps/api/dist, packages/db/dist; esbuild, a second or two) when
 * their sources, the packages they bundle or the lockfile changed since the last build: `npm start` runs those.
 */
export async function ensureApiBuild() {
  const sourceHash = hashTree([
    'apps/api/src',
    'apps/api/scripts',
    'apps/api/package.json',
    'packages/db/src',
    'packages/db/scripts',
    'packages/db/package.json',
    'packages/contracts/src',
    'scripts/lib/bundle.mjs',
    'package-lock.json',
  ]);
  const built = [
    'apps/api/dist/server.mjs',
    'apps/api/dist/ticket-pdf.worker.mjs',
    'packages/db/dist/seed.mjs',
  ];
  if (
    built.every((file) => existsSync(path.join(repoRoot, file))) &&
    readState('api-build-hash') === sourceHash
  )
    return;
  console.log('Building the API (esbuild)…');
  await run(process.execPath, ['apps/api/scripts/build.mjs'], { cwd: repoRoot });
  await run(process.execPath, ['packages/db/scripts/build.mjs'], { cwd: repoRoot });
  writeState('api-build-hash', sourceHash);
}

/**
 * Applies migrations and, on an empty database, seeds the demo catalogue (one process: PGlite allows one opener).
 * `built`: the seed command of packages/db/dist (ensureApiBuild) instead of its sources through tsx.
 */
export async function ensureDatabase(env = process.env, { built = false } = {}) {
  if (built) await run(process.execPath, ['packages/db/dist/seed.mjs', '--if-empty'], { cwd: repoRoot, env });
  else await run('npm', ['run', 'seed', '-w', 'packages/db', '--', '--if-empty'], { cwd: repoRoot, env });
}

/**
 * A secret for a local run: the operator's own (the environment variable `name`) when set, else a random one made on
 * the first start and kept in .data/state under `stateName` (so it survives restarts without a secret in the repo).
 */
function localSecret(name, stateName) {
  if (process.env[name]) return process.env[name];
  let secret = readState(stateName);
  if (!secret) {
    secret = randomBytes(48).toString('base64url');
    writeState(stateName, secret);
  }
  return secret;
}

/** SESSION_SECRET for a local production-mode run. */
export function localSessionSecret() {
  return localSecret('SESSION_SECRET', 'session-secret');
}

/**
 * INTERNAL_API_SECRET, given to both servers: the web server's own calls carry it, so the API does not limit page
 * rendering per address (docs/operations.md).
 */
export function localInternalSecret() {
  return localSecret('INTERNAL_API_SECRET', 'internal-api-secret');
}

/**
 * REVALIDATE_SECRET, given to both servers: the API tells the web server of its changes by POST /revalidate with it
 * (no Redis on one machine), so an edit in the back office shows on the pages at once (docs/operations.md).
 */
export function localRevalidateSecret() {
  return localSecret('REVALIDATE_SECRET', 'revalidate-secret');
}
