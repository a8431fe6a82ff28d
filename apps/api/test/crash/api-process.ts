// The crash test's API: the real server (src/server.ts) as a child process on a PostgreSQL
// database, started, killed with SIGKILL at any moment and started again. The server is built
// once to JavaScript as for production (scripts/build.mjs), so a restart costs a plain `node`
// start instead of tsx compiling every module again.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Builds the server as `npm start` runs it (scripts/build.mjs) under apps/api/node_modules/.cache. */
export async function bundleServer(): Promise<{ file: string; remove(): Promise<void> }> {
  const dir = path.join(apiDir, 'node_modules', '.cache', `afisha-crash-${process.pid}`);
  const built = spawnSync(process.execPath, [path.join(apiDir, 'scripts/build.mjs'), dir], {
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`the API build failed:\n${built.stderr}`);
  return { file: path.join(dir, 'server.mjs'), remove: () => rm(dir, { recursive: true, force: true }) };
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

  /** Keeps the end of the output of every process of the run, with the moments they were started and ended. */
  function keep(chunk: unknown) {
    log = `${log}${String(chunk)}`.slice(-1_000_000);
  }

  async function end(signal: NodeJS.Signals) {
    if (!child || child.exitCode !== null) return;
    keep(`[crash test] ${signal} at ${Date.now()}\n`);
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
      keep(`[crash test] started at ${Date.now()}\n`);
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
