// `npm run migrate -w packages/db`: applies pending migrations to DATABASE_MIGRATION_URL or DATABASE_URL, or to the
// embedded PGlite in DATA_DIR when it is unset.
import { createDatabase } from '../client.js';
import { loadDbCliConfig } from '../config.js';
import { migrate } from '../migrate.js';

const config = loadDbCliConfig();
const database = await createDatabase({ url: config.migrationUrl, dataDir: config.dataDir, poolMax: 1 });
try {
  const started = Date.now();
  await migrate(database);
  console.log(`Migrations applied (${database.kind}) in ${Date.now() - started} ms`);
} catch (error) {
  console.error('Migration failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
