// `npm run functions -w packages/db`: rewrites packages/db/functions.sql, the current body of every SQL function and
// trigger, from an in-memory PGlite migrated from scratch (src/sql-functions.ts).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite, wrapPglite } from '../client.js';
import { migrate } from '../migrate.js';
import { functionsFileText } from '../sql-functions.js';

export const functionsFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../functions.sql',
);

const database = wrapPglite(await openPglite());
try {
  await migrate(database);
  await writeFile(functionsFile, await functionsFileText(database));
  console.log(`Wrote ${path.relative(process.cwd(), functionsFile)}`);
} finally {
  await database.close();
}
