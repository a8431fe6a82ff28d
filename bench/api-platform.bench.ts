// Benchmark: the cost of the API platform per request, as a ratio against a bare Fastify baseline run in the
// same command. The API answers GET /api/v1/cities through every platform layer (request id, locale negotiation,
// security headers, rate limit, session lookup, field selection, the database query, zod serialisation);
// two baselines: a plain Fastify server answering the same JSON bytes from memory (the framework's floor on this
// machine), and a plain Fastify server that runs the same kind of query on the same database per request and
// stringifies the rows (the floor with the database round trip). The second ratio is the platform's own cost. Both are loaded by autocannon in a separate process (the machine has two cores: one serves, one loads).
//
//   npx tsx bench/api-platform.bench.ts [--seconds 10] [--connections 50]
// Uses a scratch database on DATABASE_URL's server when set (PostgreSQL), else in-memory PGlite. Writes bench/results/api-platform.json.
import { sql } from '@afisha/db/orm';
import Fastify from 'fastify';
import { numberFlag } from './lib/cli.ts';
import { formatTable, load } from './lib/load.ts';
import { writeReport } from './lib/report.ts';
import { startSeededApi } from './lib/seeded-api.ts';

const seconds = numberFlag('seconds', 10);
const connections = numberFlag('connections', 50);
const { database, origin, close } = await startSeededApi();
const apiUrl = `${origin}/api/v1/cities`;

const sample = await fetch(apiUrl, { headers: { 'accept-language': 'en' } });
const body = await sample.text();
if (!sample.ok) throw new Error(`the API answered ${sample.status}: ${body}`);
const baseline = Fastify({ logger: false });
baseline.get('/cities', async (_request, reply) => reply.type('application/json').send(body));
await baseline.listen({ host: '127.0.0.1', port: 0 });
const baselineUrl = `http://127.0.0.1:${(baseline.server.address() as { port: number }).port}/cities`;

const withDatabase = Fastify({ logger: false });
withDatabase.get('/cities', async (_request, reply) => {
  const rows = await database.db.execute(
    sql`select id, slug, coalesce(name->>'en', name->>'ru') as city_name,
          coalesce(name_case->>'en', name_case->>'ru') as city_name_case from cities order by position, id`,
  );
  return reply.type('application/json').send(JSON.stringify('rows' in rows ? rows.rows : rows));
});
await withDatabase.listen({ host: '127.0.0.1', port: 0 });
const withDatabaseUrl = `http://127.0.0.1:${(withDatabase.server.address() as { port: number }).port}/cities`;

const headers = { 'accept-language': 'en' };
// Warm both (JIT, pool, caches) before measuring.
await load({ url: baselineUrl, seconds: 2, connections, headers });
await load({ url: withDatabaseUrl, seconds: 2, connections, headers });
await load({ url: apiUrl, seconds: 2, connections, headers });
const baselineRun = await load({ url: baselineUrl, seconds: seconds, connections, headers });
const withDatabaseRun = await load({ url: withDatabaseUrl, seconds: seconds, connections, headers });
const apiRun = await load({ url: apiUrl, seconds: seconds, connections, headers });

const report = await writeReport('api-platform', {
  database: database.kind,
  seconds,
  connections,
  baseline: baselineRun,
  baselineWithDatabase: withDatabaseRun,
  api: apiRun,
  ratio: Number((apiRun.requestsPerSecond / baselineRun.requestsPerSecond).toFixed(3)),
  ratioToDatabaseBaseline: Number((apiRun.requestsPerSecond / withDatabaseRun.requestsPerSecond).toFixed(3)),
});
console.log(`database: ${report.database}, ${connections} connections, ${seconds} s each`);
console.log(
  formatTable([
    ['bare Fastify, same JSON from memory', baselineRun],
    ['bare Fastify, same query per request', withDatabaseRun],
    ['API GET /api/v1/cities', apiRun],
  ]),
);
console.log(`API / bare Fastify throughput: ${report.ratio}`);
console.log(`API / bare Fastify with the same query: ${report.ratioToDatabaseBaseline}`);

await baseline.close();
await withDatabase.close();
await close();
