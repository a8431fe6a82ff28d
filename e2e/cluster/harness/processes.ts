// The processes of the cluster tier: each one started detached in a process group of its own (so stopping the group
// stops whatever the process started too), its output in a log file, and its command, folder and environment kept in
// a state file, so a spec (in a Playwright worker, not the process that started the cluster) can stop one and start it
// again exactly as it was, and the global teardown (or the next run, after an interrupted one) can stop them all. A
// process is stopped only while its id still names the process started here (same start time in /proc): an id the
// system has since given to someone else's process is left alone.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { artifactsDir, stateFile } from './topology';

export type ProcessSpec = {
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  /** Polled after every start until the process serves: a 2xx, or with `readyWhen: 'answers'` any HTTP answer. */
  readyUrl?: string;
  readyWhen?: 'ok' | 'answers';
};
/** `started`: the process's start time in clock ticks after boot (/proc/<pid>/stat), null where /proc is absent. */
type Running = ProcessSpec & { pid: number; started: string | null };
type State = { processes: Record<string, Running> };

const logDir = path.join(artifactsDir, 'logs');

function readState(): State {
  return existsSync(stateFile) ? (JSON.parse(readFileSync(stateFile, 'utf8')) as State) : { processes: {} };
}

function writeState(state: State): void {
  mkdirSync(path.dirname(stateFile), { recursive: true });
  writeFileSync(stateFile, JSON.stringify(state, null, 2), { mode: 0o600 });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Field 22 of /proc/<pid>/stat (after the command name, which may hold spaces), or null. */
function startTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** Whether the recorded process still runs as the one started here. */
const stillOurs = (running: Running) =>
  alive(running.pid) && (running.started === null || startTime(running.pid) === running.started);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a one-off step (migrate, seed) to its end, its output in the runner's; rejects on a non-zero exit. */
export function runToEnd(
  command: string,
  args: string[],
  options: { cwd: string; env: Record<string, string> },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`)),
    );
  });
}

/** Polls `url` until it answers 2xx; fails at once when the process it waits for has exited. */
export async function waitUntilReady(
  name: string,
  url: string,
  pid: number,
  { answersOnly = false, timeoutMs = 90_000 } = {},
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive(pid))
      throw new Error(`${name} exited while starting: see ${path.join(logDir, `${name}.log`)}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (response.ok || answersOnly) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** Starts `name` (its output appended to logs/<name>.log), records it, and waits until it is ready. */
export async function startProcess(name: string, spec: ProcessSpec): Promise<void> {
  mkdirSync(logDir, { recursive: true });
  const log = openSync(path.join(logDir, `${name}.log`), 'a');
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    env: spec.env,
    detached: true,
    stdio: ['ignore', log, log],
  });
  child.unref();
  if (child.pid === undefined) throw new Error(`${name} could not be started (${spec.command})`);
  const state = readState();
  state.processes[name] = { ...spec, pid: child.pid, started: startTime(child.pid) };
  writeState(state);
  if (spec.readyUrl)
    await waitUntilReady(name, spec.readyUrl, child.pid, { answersOnly: spec.readyWhen === 'answers' });
}

/** Stops `name`'s process group (SIGTERM, SIGKILL after `graceMs`) and waits until it is gone. */
export async function stopProcess(name: string, graceMs = 10_000): Promise<void> {
  const running = readState().processes[name];
  if (!running || !stillOurs(running)) return;
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-running.pid, sig);
    } catch {
      // already gone
    }
  };
  const gone = async (ms: number) => {
    const deadline = Date.now() + ms;
    while (stillOurs(running) && Date.now() < deadline) await sleep(100);
    return !stillOurs(running);
  };
  signal('SIGTERM');
  if (await gone(graceMs)) return;
  signal('SIGKILL');
  if (!(await gone(5_000))) throw new Error(`${name} (pid ${running.pid}) did not stop`);
}

/** Stops `name` and starts it again with the same command and environment (a process restart). */
export async function restartProcess(name: string): Promise<void> {
  const spec = readState().processes[name];
  if (!spec) throw new Error(`no process ${name} in ${stateFile}`);
  await stopProcess(name);
  const { pid: _pid, started: _started, ...again } = spec;
  await startProcess(name, again);
}

/** Stops every recorded process, the last started first. */
export async function stopAll(): Promise<void> {
  for (const name of Object.keys(readState().processes).reverse()) await stopProcess(name);
}
