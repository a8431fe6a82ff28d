// Benchmark: the content endpoints the home page, the venue page, CMS pages and the FAQ read on
// every render (GET /mainslides, /footer_banner, /gift_card_banner, /theaters/{slug}, /pages/find,
// /faq/categories, /faq/page, /reviews, /holidays), each loaded by autocannon in a separate
// process against the API built in this one, on the demo catalogue.
//
//   npx tsx bench/content.bench.ts [--seconds 5] [--connections 50] [--port 0]
// Uses a scratch database on DATABASE_URL's server when set (PostgreSQL), else in-memory PGlite.
// Writes bench/results/content.json.
import { venues } from '@afisha/db';
import { asc, eq } from '@afisha/db/orm';
import { numberFlag } from './lib/cli.ts';
import { formatTable, type LoadResult, load } from './lib/load.ts';
import { writeReport } from './lib/report.ts';
import { startSeededApi } from './lib/seeded-api.ts';

const seconds = numberFlag('seconds', 5);
const connections = numberFlag('connections', 50);
const { database, origin, close } = await startSeededApi(numberFlag('port', 0, 0));
const base = `${origin}/api/v1`;

// Real slugs of the seeded catalogue, read through the API itself.
const firstSlide = (await (await fetch(`${base}/mainslides?city=moscow`)).json()) as Array<{ url: string }>;
const performance = firstSlide[0]?.url.split('/').pop();
const [venue] = await database.db
  .select({ slug: venues.slug })
  .from(venues)
  .where(eq(venues.isActive, true))
  .orderBy(asc(venues.id))
  .limit(1);

const targets: Array<[string, string]> = [
  // The platform's reference (see api-platform.bench.ts): the machine is shared, so compare ratios.
  ['GET /cities (reference)', '/cities'],
  ['GET /mainslides?city=moscow', '/mainslides?city=moscow'],
  ['GET /footer_banner?city=moscow', '/footer_banner?city=moscow'],
  ['GET /gift_card_banner?city=moscow', '/gift_card_banner?city=moscow'],
  ['GET /theaters/{slug}', `/theaters/${venue?.slug}`],
  ['GET /pages/find?path=/about', '/pages/find?path=/about'],
  ['GET /faq/categories', '/faq/categories'],
  ['GET /faq/page', '/faq/page'],
  ['GET /faq/page?search=ticket', '/faq/page?search=ticket'],
  ['GET /reviews?performance={slug}', `/reviews?performance=${performance}`],
  ['GET /holidays', '/holidays'],
];

const headers = { 'accept-language': 'en' };
const results: Record<string, LoadResult> = {};
for (const [name, url] of targets) {
  const check = await fetch(`${base}${url}`);
  if (!check.ok) throw new Error(`${name} answered ${check.status}`);
  await load({ url: `${base}${url}`, seconds: 1, connections, headers });
  results[name] = await load({ url: `${base}${url}`, seconds: seconds, connections, headers });
}

const report = await writeReport('content', {
  database: database.kind,
  seconds,
  connections,
  results,
});
console.log(`database: ${report.database}, ${connections} connections, ${seconds} s each`);
console.log(formatTable(Object.entries(results)));

await close();
