// Owns a real PgBouncer for tests: Debian's /usr/sbin/pgbouncer (or PGBOUNCER_BIN) started on a free loopback port in
// transaction mode in front of the PostgreSQL server of DATABASE_URL, every database name passed through. Without the
// program the tests that need it are skipped with a note, unless E2E_REQUIRED=1 (CI), where that fails.
import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const bin = process.env.PGBOUNCER_BIN ?? '/usr/sbin/pgbouncer';

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export const pgbouncerAvailable = executable(bin);
if (!pgbouncerAvailable && process.env.E2E_REQUIRED === '1') {
  throw new Error(`PgBouncer is required (E2E_REQUIRED=1) but ${bin} is missing: apt-get install pgbouncer`);
}

export type PgBouncer = {
  /** `server` with the host and port replaced by PgBouncer's (the same user and database). */
  url(server: string): string;
  stop(): Promise<void>;
};

/** A port nobody listens on now (TEST_PGBOUNCER_PORT and up when set, else one the system picks). */
async function freePort(): Promise<number> {
  const base = Number(process.env.TEST_PGBOUNCER_PORT ?? 0);
  for (let port = base; port < (base === 0 ? 1 : base + 50); port++) {
    const found = await new Promise<number | null>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(null));
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : null));
      });
    });
    if (found) return found;
  }
  throw new Error(`No free port from TEST_PGBOUNCER_PORT=${base}`);
}

/**
 * Starts PgBouncer in `poolMode` with `serverConnections` server connections per database and user (few, so that
 * consecutive transactions of one client really land on different server connections).
 */
export async function startPgBouncer(
  server: string,
  options: { poolMode?: 'transaction' | 'session'; serverConnections?: number } = {},
): Promise<PgBouncer> {
  const target = new URL(server);
  const user = decodeURIComponent(target.username || 'postgres');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'afisha-pgbouncer-'));
  const port = await freePort();
  // PgBouncer refuses to run as root; as root it is told to switch to the `postgres` system user, who must read these.
  const asRoot = process.getuid?.() === 0;
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, 'users.txt'), `"${user}" "${decodeURIComponent(target.password)}"\n`, {
    mode: 0o644,
  });
  const ini = [
    '[databases]',
    `* = host=${target.hostname} port=${target.port || 5432}`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${port}`,
    'unix_socket_dir =',
    `auth_type = ${target.password ? 'plain' : 'trust'}`,
    `auth_file = ${path.join(dir, 'users.txt')}`,
    `pool_mode = ${options.poolMode ?? 'transaction'}`,
    `default_pool_size = ${options.serverConnections ?? 2}`,
    'max_client_conn = 200',
    // node-postgres sends none of these, other clients do; PgBouncer refuses unknown startup parameters.
    'ignore_startup_parameters = extra_float_digits,options',
  ].join('\n');
  const iniFile = path.join(dir, 'pgbouncer.ini');
  writeFileSync(iniFile, `${ini}\n`, { mode: 0o644 });
  const child: ChildProcess = spawn(bin, [...(asRoot ? ['-u', 'postgres'] : []), iniFile], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = (of: string) => {
    const parsed = new URL(of);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(port);
    return parsed.toString();
  };
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // Ready when it answers a query (its own SHOW through the admin console needs more setup than a plain select).
  for (let attempt = 0; ; attempt++) {
    const probe = new pg.Client({ connectionString: url(server) });
    try {
      await probe.connect();
      await probe.query('select 1');
      await probe.end();
      break;
    } catch (error) {
      await probe.end().catch(() => undefined);
      if (child.exitCode !== null || attempt >= 50) {
        await stop();
        throw new Error(`PgBouncer did not start: ${(error as Error).message}\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { url, stop };
}
