// Owns running an HTTP load against a URL from a separate process (load-worker.ts) and reading
// back its throughput and latency percentiles.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));

export type LoadResult = {
  requestsPerSecond: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  errors: number;
  non2xx: number;
};

export async function load(
  url: string,
  options: { seconds: number; connections: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'load-worker.ts'), JSON.stringify({ url, headers: {}, ...options })],
    { cwd: here, maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as LoadResult;
}
