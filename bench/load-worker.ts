// Runs one autocannon load in its own process (the machine has two cores: the server keeps one)
// and prints {requestsPerSecond, p50, p95, p99, errors, non2xx} as JSON. Latencies are collected
// per response, because autocannon's own summary has no 95th percentile.
//   tsx bench/load-worker.ts '{"url": "...", "seconds": 10, "connections": 50, "headers": {}}'
import autocannon from 'autocannon';

type Options = { url: string; seconds: number; connections: number; headers: Record<string, string> };

const options = JSON.parse(process.argv[2] ?? '{}') as Options;
const latencies: number[] = [];
const instance = autocannon({
  url: options.url,
  connections: options.connections,
  duration: options.seconds,
  headers: options.headers,
});
instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
  latencies.push(responseTime);
});
const result = await instance;
latencies.sort((a, b) => a - b);
const percentile = (p: number) =>
  latencies.length === 0
    ? null
    : Number(
        latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]?.toFixed(1),
      );
console.log(
  JSON.stringify({
    requestsPerSecond: Math.round(result.requests.average),
    p50: percentile(50),
    p95: percentile(95),
    p99: percentile(99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }),
);
