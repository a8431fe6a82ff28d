// Runs one autocannon load in a process of its own and prints its LoadResult as JSON on stdout. Every response's
// latency is kept so that p50/p95/p99 are exact (autocannon's own summary has no p95).
//   tsx bench/lib/load-worker.ts plan.json   (a LoadOptions: {"url": "...", "seconds": 10, "connections": 50})
import type { EventEmitter } from 'node:events';
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import type { LoadOptions, LoadResult } from './load.ts';

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Number((sorted[Math.max(0, index)] ?? 0).toFixed(1));
}

const options = JSON.parse(await readFile(process.argv[2] ?? '', 'utf8')) as LoadOptions;
const latencies: number[] = [];

/**
 * One request whose path is the next of `paths` across all connections: autocannon walks a
 * `requests` list from its start in every connection, so with a list 50 connections would send
 * the same path at the same moment (one answer cache miss, forty-nine shared).
 */
function pathCursor(paths: readonly string[]) {
  let next = 0;
  return [
    {
      method: 'GET' as const,
      setupRequest: (request: autocannon.Request) => {
        const path = paths[next % paths.length];
        next += 1;
        return { ...request, path };
      },
    },
  ];
}

const instance = autocannon({
  url: options.url,
  connections: options.connections,
  duration: options.seconds,
  headers: options.headers,
  requests: options.paths?.length ? pathCursor(options.paths) : undefined,
});
// autocannon emits (client, statusCode, bytes, responseTime) here; @types/autocannon drops the client.
(instance as unknown as EventEmitter).on('response', (...args: unknown[]) => {
  latencies.push(Number(args[3]));
});
const result = await instance;
latencies.sort((a, b) => a - b);
const summary: LoadResult = {
  requests: latencies.length,
  requestsPerSecond: Math.round(latencies.length / options.seconds),
  p50: percentile(latencies, 50),
  p95: percentile(latencies, 95),
  p99: percentile(latencies, 99),
  max: percentile(latencies, 100),
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
};
console.log(JSON.stringify(summary));
