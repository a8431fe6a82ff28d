// The crash test's API: the real server (src/server.ts) as a child process on a PostgreSQL
// database, started, killed with SIGKILL at any moment and started again. The server is bundled
// once with esbuild (workspace packages inlined, installed packages left as imports), so a restart
// costs a plain `node` start instead of tsx compiling every module again.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Bundles src/server.ts under apps/api/node_modules/.cache (so installed packages resolve from there). */
export async function bundleServer(): Promise<{ file: string; remove(): Promise<void> }> {
  const dir = path.join(apiDir, 'node_modules', '.cache', `afisha-crash-${process.pid}`);
  await mkdir(dir, { recursive: true });
  const manifests = await Promise.all(
    ['package.json', '../../packages/db/package.json', '../../packages/contracts/package.json'].map(
      async (file) => JSON.parse(await readFile(path.join(apiDir, file), 'utf8')) as Record<string, unknown>,
    ),
  );
  // drizzle-orm is installed under packages/db only: it is bundled with the package that uses it.
  const external = manifests
    .flatMap((manifest) => Object.keys((manifest.dependencies as Record<string, string>) ?? {}))
    .filter((name) => !name.startsWith('@afisha/') && name !== 'drizzle-orm')
    .flatMap((name) => [name, `${name}/*`]);
  const file = path.join(dir, 'server.mjs');
  await build({
    // The ticket PDF threads' entry is bundled too, under the name the pool looks for beside the server
    // (ticket-pdf-pool.ts: ./ticket-pdf.worker.mjs, which from the sources registers tsx first; bundled, it needs none).
    entryPoints: {
      server: path.join(apiDir, 'src/server.ts'),
      'ticket-pdf.worker': path.join(apiDir, 'src/modules/tickets/ticket-pdf.thread.ts'),
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    logLevel: 'error',
  });
  return { file, remove: () => rm(dir, { recursive: true, force: true }) };
}

export type ApiProcess = {
  readonly url: string;
  /** Starts the server and waits until its healthcheck answers. */
  start(): Promise<void>;
  /** SIGKILL: no shutdown hook runs, requests in flight are cut. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful stop. */
  stop(): Promise<void>;
  output(): string;
};

export function apiProcess(options: { file: string; port: number; env: Record<string, string> }): ApiProcess {
  const url = `http://127.0.0.1:${options.port}`;
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let log = '';

  async function healthy(): Promise<boolean> {
    try {
      return (await fetch(`${url}/api/v1/healthcheck`, { signal: AbortSignal.timeout(1000) })).ok;
    } catch {
      return false;
    }
  }

  async function end(signal: NodeJS.Signals) {
    if (!child || child.exitCode !== null) return;
    child.kill(signal);
    await exited;
    child = null;
  }

  return {
    url,
    async start() {
      const started = spawn(process.execPath, [options.file], {
        cwd: apiDir,
        env: {
          PATH: process.env.PATH ?? '',
          ...options.env,
          API_HOST: '127.0.0.1',
          API_PORT: String(options.port),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      exited = new Promise((resolve) => started.on('exit', () => resolve()));
      const keep = (chunk: unknown) => {
        log = `${log}${String(chunk)}`.slice(-20_000);
      };
      started.stdout?.on('data', keep);
      started.stderr?.on('data', keep);
      const end = Date.now() + 60_000;
      while (!(await healthy())) {
        if (started.exitCode !== null) throw new Error(`the API exited at start:\n${log}`);
        if (Date.now() > end) throw new Error(`the API did not start within 60 s:\n${log}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
    output: () => log,
  };
}
