// Owns generating HTTP load for the benchmarks: autocannon driven from this process, with every response's
// latency kept so that p50/p95/p99 are exact (autocannon's own summary has no p95). Run the servers under test in
// other processes: the load generator must not share an event loop with them.
import type { EventEmitter } from 'node:events';
import autocannon from 'autocannon';

export type LoadOptions = {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Paths (with query) to cycle through; without them every request goes to `url`. */
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

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Number((sorted[Math.max(0, index)] ?? 0).toFixed(1));
}

export async function load(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    requests: options.paths?.map((path) => ({ method: 'GET', path })),
  });
  // autocannon emits (client, statusCode, bytes, responseTime) here; @types/autocannon drops the client.
  (instance as unknown as EventEmitter).on('response', (...args: unknown[]) => {
    latencies.push(Number(args[3]));
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    requestsPerSecond: Math.round(latencies.length / options.seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: percentile(latencies, 100),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** A markdown table row per named result. */
export function formatTable(rows: ReadonlyArray<readonly [string, LoadResult]>): string {
  const lines = ['| target | req/s | p50 ms | p95 ms | p99 ms | errors |', '|---|---|---|---|---|---|'];
  for (const [name, r] of rows) {
    lines.push(
      `| ${name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors + r.non2xx} |`,
    );
  }
  return lines.join('\n');
}
