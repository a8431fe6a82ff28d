// [SERVER] The process: a bad configuration (or the sandbox bank in production without
// SANDBOX_PAYMENTS=on) stops it with one clear message; a good one listens
// on API_HOST:API_PORT, logs the URL, and shuts down cleanly on SIGTERM.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../helpers/free-port.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dirs: string[] = [];

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

function run(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  // Node itself with tsx's loader, not the tsx command: that one forwards SIGTERM and kills the server 30 ms later
  // if it has not exited, which a busy machine turned into an exit code of 143 instead of a clean shutdown.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    // DATABASE_URL='' means "unset": this test always runs the embedded database.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

describe('server.ts', () => {
  it('refuses a bad configuration with a message naming the variable', async () => {
    const { output, exited } = run({ API_PORT: 'not-a-port' });
    expect(await exited).toBe(1);
    expect(output()).toMatch(/Invalid configuration: API_PORT: .+README\.md/);
    expect(output()).not.toMatch(/\n\s+at /);
  });

  it('refuses the sandbox (test) bank in production unless SANDBOX_PAYMENTS=on', async () => {
    const { output, exited } = run({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40) });
    expect(await exited).toBe(1);
    expect(output()).toMatch(/sandbox payment provider .+ NODE_ENV=production\. .+SANDBOX_PAYMENTS=on/);
    expect(output()).not.toMatch(/\n\s+at /);
  });

  it('listens on API_HOST:API_PORT (production settings, the sandbox switched on as npm start does), logs the URL, and stops cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'afisha-server-test-'));
    dirs.push(dataDir);
    const port = await freePort();
    const { child, output, exited } = run({
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      SANDBOX_PAYMENTS: 'on',
    });
    try {
      // A cold start (tsx compiling the API, then the API building itself) can take over a minute on a busy machine.
      await vi.waitFor(() => expect(output()).toContain('API ready at'), { timeout: 120_000, interval: 20 });
      expect(output()).toContain(`http://127.0.0.1:${port}/api/v1`);
      expect(output()).toContain(
        'SANDBOX_PAYMENTS=on: payments go to the sandbox test bank, which takes no money',
      );
      const response = await fetch(`http://127.0.0.1:${port}/healthcheck`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', db: 'ok' });
      expect(response.headers.get('x-request-id')).toBeTruthy();
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(output()).toContain('shutting down');
  }, 150_000);
});
