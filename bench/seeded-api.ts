// Shared by the benchmarks: the API built in this process on a scratch database seeded with the
// demo catalogue (a new database on DATABASE_URL's server when set, else in-memory PGlite), with
// logging off and the rate limit out of the way, listening on the loopback.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, seedDatabase } from '@afisha/db';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';

export async function startSeededApi(port = 0) {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'afisha-bench-'));
  const database = await createTestDatabase();
  await seedDatabase(database, { seed: 1, mediaDir: path.join(scratch, 'media') });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: scratch,
    RATE_LIMIT_MAX: '100000000',
  });
  const api = await buildApp({ config, database, logger: false });
  await api.listen({ host: '127.0.0.1', port });
  const origin = `http://127.0.0.1:${(api.server.address() as { port: number }).port}`;
  return {
    database,
    origin,
    async close() {
      await api.close();
      await database.close();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}
