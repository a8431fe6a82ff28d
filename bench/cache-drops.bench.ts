// bench:cache-drops — how the two ways of keeping several web processes' caches consistent compare (issue 19):
// 1. what is built: each process keeps its own cache in memory and a drop is fanned out (Redis pub/sub, or WEB_PEERS):
//    the time from a drop through web process A until web process B serves the changed page (B's re-render
//    included), and B's latency serving a cached page from memory;
// 2. the alternative: one cache shared in Redis (a Next.js cacheHandler): every page served costs at least a Redis
//    GET of the page's cache entry (its HTML and its React payload), measured here with entries of the real size.
//
//   npm run bench:cache-drops -- <url of web A> <url of web B> <page path> [redis url]
// A and B: two web processes of one build (scripts/serve.mjs) with the same REDIS_URL (or A with WEB_PEERS=B),
// REVALIDATE_SECRET in this environment too, and API_INTERNAL_URL pointing at an API whose answers for the page can
// be changed: here the drop itself is what is timed, so the page only has to be rendered again (a changed answer
// is not needed to time the re-render: B's first request after the drop renders it, and that is measured).
import autocannon from 'autocannon';
import { Redis } from 'ioredis';

const [aUrl, bUrl, pagePath, redisUrl = 'redis://127.0.0.1:6379'] = process.argv.slice(2);
const secret = process.env.REVALIDATE_SECRET;
if (!aUrl || !bUrl || !pagePath || !secret) {
  console.error('usage: REVALIDATE_SECRET=… bench:cache-drops -- <web A> <web B> <page path> [redis url]');
  process.exit(2);
}
const ROUNDS = 10;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** B's cache state of the page, from Next's own header: HIT while cached, MISS/STALE once dropped. */
async function cacheState(): Promise<string> {
  const response = await fetch(`${bUrl}${pagePath}`);
  await response.arrayBuffer();
  return response.headers.get('x-nextjs-cache') ?? 'none';
}

/** Drops through `through` (A: fanned out to B; B: B's own drop, the control) until B serves the new render. */
async function timeDrops(through: string): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    // Cached on B first.
    while ((await cacheState()) !== 'HIT') await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    const drop = await fetch(`${through}/revalidate?tag=catalogue`, {
      method: 'POST',
      headers: { 'x-revalidate-secret': secret ?? '' },
    });
    if (!drop.ok) throw new Error(`drop through A: ${drop.status} ${await drop.text()}`);
    // The first answer from B that is not its cached copy is the re-rendered page.
    while ((await cacheState()) === 'HIT') await new Promise((resolve) => setTimeout(resolve, 5));
    times.push(performance.now() - started);
  }
  return times;
}

async function pageLatency(url: string) {
  const result = await autocannon({ url, connections: 20, duration: 10 });
  return { rps: result.requests.average, p50: result.latency.p50, p97_5: result.latency.p97_5 };
}

/** A shared cache's least cost per page: one Redis GET of an entry as large as the page's HTML and payload. */
async function redisEntryCost(bytes: number) {
  const redis = new Redis(redisUrl);
  const key = `bench:cache-drops:${process.pid}`;
  await redis.set(key, 'x'.repeat(bytes), 'EX', 60);
  const times: number[] = [];
  const worker = async () => {
    for (let index = 0; index < 200; index += 1) {
      const started = performance.now();
      await redis.getBuffer(key);
      times.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: 20 }, worker));
  const seconds = (performance.now() - started) / 1000;
  await redis.del(key);
  redis.disconnect();
  return { perSecond: times.length / seconds, p50: percentile(times, 50), p95: percentile(times, 95) };
}

const html = await (await fetch(`${bUrl}${pagePath}`)).arrayBuffer();
const payload = await (await fetch(`${bUrl}${pagePath}`, { headers: { RSC: '1' } })).arrayBuffer();
const entryBytes = html.byteLength + payload.byteLength;

const own = await timeDrops(bUrl);
console.log(
  `control: drop through B itself → B serves the re-rendered page: p50 ${ms(percentile(own, 50))}, max ${ms(Math.max(...own))} (${ROUNDS} drops)`,
);
const drops = await timeDrops(aUrl);
console.log(
  `fan-out: drop through A → B serves the re-rendered page: p50 ${ms(percentile(drops, 50))}, max ${ms(Math.max(...drops))} (${ROUNDS} drops)`,
);
const cached = await pageLatency(`${bUrl}${pagePath}`);
console.log(
  `fan-out: B serves the cached page from memory: ${cached.rps.toFixed(0)} req/s, p50 ${cached.p50} ms, p97.5 ${cached.p97_5} ms`,
);
const shared = await redisEntryCost(entryBytes);
console.log(
  `shared cache in Redis: one GET of a ${(entryBytes / 1024).toFixed(0)} KB page entry (20 at once): p50 ${ms(shared.p50)}, p95 ${ms(shared.p95)}, ${shared.perSecond.toFixed(0)} GETs/s`,
);
