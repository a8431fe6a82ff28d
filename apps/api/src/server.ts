// Owns running the API as a process: config from the environment, the database (and Redis when REDIS_URL is set), listen on
// API_HOST:API_PORT, and a graceful shutdown (stop accepting, finish in-flight requests, close
// the database) on SIGINT/SIGTERM or a fatal error.
import { createDatabase } from '@afisha/db';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const database = await createDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  poolMax: config.database.poolMax,
  preparedStatements: config.database.preparedStatements,
});
// The app connects to REDIS_URL itself and closes that connection with itself.
const app = await buildApp({ config, database });

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'fatal error, shutting down');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
});

try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  app.log.error({ err: error }, 'could not start listening');
  await database.close();
  process.exit(1);
}
if (config.env === 'production' && !config.internalSecret) {
  app.log.warn(
    'INTERNAL_API_SECRET is not set: the web server rendering pages is limited like one visitor (set the same secret on both, docs/operations.md)',
  );
}
const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host;
app.log.info(
  `API ready at http://${shownHost}:${config.port}/api/v1 (docs: http://${shownHost}:${config.port}/api/docs)`,
);
