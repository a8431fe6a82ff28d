// Child-process helpers of the end-to-end server scripts: run a step to completion, hand over to a long-running
// service (stopping it with us), wait for a URL to answer.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const e2eRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(e2eRoot, '..');
/** Where the API of the run writes its mails (.eml files): read by helpers/mail.ts. */
export const outboxDir = path.join(e2eRoot, '.artifacts', 'outbox');

export function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`)),
    );
  });
}

/**
 * Runs the service in the foreground of this process: our signals stop it, its exit ends us. npm and npx do not
 * pass signals on to the server they start, so a signal goes to our whole process group when we lead one (as
 * under Playwright, which also kills that group itself), else to the child.
 */
export function runService(command, args, options) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    try {
      process.kill(-process.pid, signal);
    } catch {
      child.kill(signal);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

export async function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}
