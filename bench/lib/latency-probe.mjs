// A load generator for bench/ticket-pdfs.bench.ts, run as its own process (its own event loop: a stalled API must not
// stall the clock that measures it). One prober asks for `probe` back to back and times each answer; meanwhile
// `concurrency` loaders fetch the `load` addresses in turn, each as soon as its last one is answered. Prints one JSON
// line: the probe's latencies (ms) and what the loaders got.
//   node latency-probe.mjs <origin> <probe path> <seconds> <concurrency> [load path …]
const [origin, probe, secondsText, concurrencyText, ...load] = process.argv.slice(2);
const seconds = Number(secondsText);
const concurrency = Number(concurrencyText);
if (!origin || !probe || !(seconds > 0) || !(concurrency >= 0)) {
  console.error('usage: latency-probe.mjs <origin> <probe path> <seconds> <concurrency> [load path …]');
  process.exit(2);
}

const until = Date.now() + seconds * 1000;
const latencies = [];
const statuses = {};
let loaded = 0;

async function prober() {
  while (Date.now() < until) {
    const started = performance.now();
    const response = await fetch(origin + probe, { headers: { 'accept-language': 'ru' } });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    if (!response.ok) throw new Error(`${probe} answered ${response.status}`);
  }
}

async function loader(first) {
  for (let next = first; Date.now() < until; next += 1) {
    const response = await fetch(origin + load[next % load.length], { headers: { 'accept-language': 'ru' } });
    await response.arrayBuffer();
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    loaded += 1;
  }
}

const loaders = load.length > 0 ? Array.from({ length: concurrency }, (_, index) => loader(index)) : [];
await Promise.all([prober(), ...loaders]);
console.log(JSON.stringify({ latencies, loaded, statuses }));
