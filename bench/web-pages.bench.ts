// Benchmark: the storefront pages a visitor opens first — home, /events and a performance page — served by the
// built web app (`next start`) over the API on the demo catalogue, at 50 concurrent clients. Target (issue 3):
// ≥ 200 requests/s with p95 ≤ 150 ms for each. Baseline in the same command: the same server answering one of
// its own static JavaScript files, the floor of `next start` on this machine; each page's throughput is also
// shown as a ratio to it.
//
//   npm run bench:pages [-- --seconds 10 --connections 50]
// Writes bench/results/web-pages.json and prints a markdown table (docs/performance.md keeps the latest).
import { numberFlag } from './lib/cli.ts';
import { formatTable, type LoadResult, load } from './lib/load.ts';
import { writeReport } from './lib/report.ts';
import { firstLink, startSite } from './lib/site.ts';

const seconds = numberFlag('seconds', 10);
const connections = numberFlag('connections', 50);
const site = await startSite({ api: numberFlag('api-port', 4701), web: numberFlag('web-port', 3701) });

try {
  const home = await (await fetch(`${site.webUrl}/`)).text();
  const events = await (await fetch(`${site.webUrl}/events`)).text();
  const performancePath = firstLink(home, '/perfomances/') ?? firstLink(events, '/perfomances/');
  const staticPath = firstLink(home.replaceAll('src="', 'href="'), '/_next/static/');
  if (!staticPath) throw new Error('the home page links no /_next/static/ file: is the build complete?');

  const targets: Array<readonly [string, string]> = [
    ['baseline: a static JS file of next start', staticPath],
    ['home /', '/'],
    ['/events', '/events'],
  ];
  if (performancePath) targets.push([`performance ${performancePath}`, performancePath]);
  else
    console.warn('No /perfomances/ link on the home page or /events: the performance page is not measured.');

  const headers = { 'accept-language': 'ru', 'accept-encoding': 'gzip, br' };
  for (const [, target] of targets)
    await load({ url: site.webUrl + target, connections, seconds: 2, headers });
  const results: Array<readonly [string, LoadResult]> = [];
  for (const [name, target] of targets) {
    results.push([name, await load({ url: site.webUrl + target, connections, seconds, headers })]);
  }
  const baseline = results[0]?.[1];
  const report = await writeReport('web-pages', {
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    seconds,
    connections,
    results: Object.fromEntries(
      results.map(([name, r]) => [
        name,
        {
          ...r,
          ratioToBaseline: baseline
            ? Number((r.requestsPerSecond / baseline.requestsPerSecond).toFixed(3))
            : null,
        },
      ]),
    ),
  });
  console.log(`database: ${report.database}, ${connections} connections, ${seconds} s each`);
  console.log(formatTable(results));
  for (const [name, r] of results.slice(1)) {
    const ok = r.requestsPerSecond >= 200 && r.p95 <= 150 && r.errors + r.non2xx === 0;
    console.log(`${ok ? 'meets' : 'MISSES'} the target (≥ 200 req/s, p95 ≤ 150 ms): ${name}`);
  }
} finally {
  await site.stop();
}
