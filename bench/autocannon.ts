// Shared by the benchmarks: command-line numbers and one autocannon run in a separate process (the
// machine has two cores: one serves, one loads), summarised as throughput and latency percentiles.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));

/** `--name N` of the command line, else `fallback`; refuses anything but a number ≥ `min`. */
export function flag(name: string, fallback: number, min = 1): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value < min) throw new Error(`--${name} must be a number ≥ ${min}`);
  return value;
}

export type Load = {
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  errors: number;
  non2xx: number;
};

export async function load(
  url: string,
  seconds: number,
  connections: number,
  headers: Record<string, string>,
): Promise<Load> {
  const headerArgs = Object.entries(headers).flatMap(([key, value]) => ['-H', `${key}=${value}`]);
  const { stdout } = await run(
    path.join(here, '..', 'node_modules', '.bin', 'autocannon'),
    ['--json', '-c', String(connections), '-d', String(seconds), ...headerArgs, url],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
