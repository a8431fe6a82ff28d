// Owns running the whole site for a benchmark: a migrated, seeded database of its own, the API and the built web
// app (apps/web/scripts/serve.mjs: Next's handler), each a child process in a process group of its own so that stop() leaves nothing behind.
// With DATABASE_URL the API uses that database as it is (seeded only when empty); without it an embedded PGlite
// in a scratch folder, removed on stop().
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);

export type RunningSite = { webUrl: string; apiUrl: string; stop(): Promise<void> };

function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv, cwd = repoRoot): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

function startService(command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): ChildProcess {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'ignore', 'inherit'] });
  child.unref();
  return child;
}

async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function stopGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

export async function startSite(ports: { api: number; web: number }): Promise<RunningSite> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'afisha-bench-site-'));
  const apiUrl = `http://127.0.0.1:${ports.api}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    SANDBOX_PAYMENTS: 'on',
    API_HOST: '127.0.0.1',
    API_PORT: String(ports.api),
    WEB_PORT: String(ports.web),
    API_INTERNAL_URL: apiUrl,
    SESSION_SECRET: randomBytes(48).toString('base64url'),
    // The web server's own calls (page rendering) are not limited per address, as with npm start.
    INTERNAL_API_SECRET: randomBytes(48).toString('base64url'),
    COOKIE_SECURE: 'false',
    LOG_LEVEL: 'warn',
    ...(process.env.DATABASE_URL ? {} : { DATA_DIR: scratch }),
  };
  await runToEnd(
    'node',
    ['--input-type=module', '-e', "await (await import('./scripts/lib/setup.mjs')).ensureWebBuild()"],
    env,
  );
  await runToEnd('npm', ['run', 'seed', '-w', 'packages/db', '--', '--if-empty'], env);
  const api = startService(bin('tsx'), ['src/server.ts'], env, path.join(repoRoot, 'apps', 'api'));
  // The site's own server around Next (apps/web/scripts/serve.mjs), as npm start runs it; it listens on WEB_PORT.
  const web = startService('node', ['scripts/serve.mjs'], env, path.join(repoRoot, 'apps', 'web'));
  const stop = async () => {
    stopGroup(web);
    stopGroup(api);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await rm(scratch, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${apiUrl}/api/v1/healthcheck`, 60_000);
    await waitForHttp(`http://127.0.0.1:${ports.web}/`, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { webUrl: `http://127.0.0.1:${ports.web}`, apiUrl, stop };
}

/** The first link on `html` whose path starts with `prefix` (how a visitor would find a page to open). */
export function firstLink(html: string, prefix: string): string | null {
  const match = html.match(new RegExp(`href="(${prefix.replace(/[/.]/g, '\\$&')}[^"#?]+)"`));
  return match?.[1] ?? null;
}
