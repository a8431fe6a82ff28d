// Owns generating HTTP load for the benchmarks: autocannon in a process of its own (lib/load-worker.ts), so it
// never shares an event loop with a server under test running in the benchmark's process, and the result read
// back as exact latency percentiles and throughput.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));

export type LoadOptions = {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /**
   * Paths (with query) sent in turn on the origin of `url`, the next one by whichever connection is
   * free (no two connections replay the same sequence); without them every request goes to `url`.
   */
  paths?: readonly string[];
};

export type LoadResult = {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
};

export async function load(options: LoadOptions): Promise<LoadResult> {
  // Through a file: thousands of paths exceed what one command-line argument may hold (128 KiB).
  const folder = await mkdtemp(path.join(tmpdir(), 'afisha-load-'));
  const plan = path.join(folder, 'plan.json');
  try {
    await writeFile(plan, JSON.stringify(options));
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'load-worker.ts'), plan],
      {
        cwd: here,
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    return JSON.parse(stdout) as LoadResult;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A markdown table, one row per named result. */
export function formatTable(rows: ReadonlyArray<readonly [string, LoadResult]>): string {
  const lines = ['| target | req/s | p50 ms | p95 ms | p99 ms | errors |', '|---|---|---|---|---|---|'];
  for (const [name, r] of rows) {
    lines.push(
      `| ${name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors + r.non2xx} |`,
    );
  }
  return lines.join('\n');
}
