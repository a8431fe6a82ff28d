// The cluster's own PostgreSQL database: made fresh next to DATABASE_URL's (same server, name + `_cluster`) for every
// run, dropped after it, and read or changed by the specs with psql (a catalogue edit made as the back office would,
// an offer looked up, tickets counted), so the harness needs no database driver of its own.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

function baseUrl(): URL {
  const raw = process.env.DATABASE_URL?.trim();
  if (!raw) throw new Error('The cluster tier needs PostgreSQL: set DATABASE_URL (postgres://…).');
  return new URL(raw);
}

/** The cluster's database: DATABASE_URL's server, its database name followed by `_cluster`. */
export function clusterDatabaseUrl(): string {
  const url = baseUrl();
  url.pathname = `${url.pathname.replace(/^\//, '') || 'postgres'}_cluster`;
  return url.toString();
}

const nameOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

function maintenanceUrl(): string {
  const url = baseUrl();
  url.pathname = '/postgres';
  return url.toString();
}

/** Runs SQL with psql and answers the rows, each as its columns' text (NULL as ''). */
export async function query(sql: string, url = clusterDatabaseUrl()): Promise<string[][]> {
  const { stdout } = await run('psql', [url, '-X', '-v', 'ON_ERROR_STOP=1', '-qtA', '-F', '\t', '-c', sql]);
  return stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => line.split('\t'));
}

/** Drops the cluster's database (if a run before left it) and makes it again, empty. */
export async function recreateClusterDatabase(): Promise<void> {
  const name = nameOf(clusterDatabaseUrl()).replaceAll('"', '""');
  await query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`, maintenanceUrl());
  await query(`CREATE DATABASE "${name}"`, maintenanceUrl());
}

export async function dropClusterDatabase(): Promise<void> {
  const name = nameOf(clusterDatabaseUrl()).replaceAll('"', '""');
  await query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`, maintenanceUrl());
}
