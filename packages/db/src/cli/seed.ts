// `npm run seed -w packages/db -- [--scale N] [--seed S] [--today YYYY-MM-DD] [--if-empty]`:
// migrates, then fills the database (DATABASE_URL, or the embedded PGlite in DATA_DIR) with the
// demo catalogue and writes its images to the media store (MEDIA_DIR, or the S3 bucket of MEDIA_S3_*). Prints what
// was written and how long it took.
import { parseArgs } from 'node:util';
import { createDatabase } from '../client.js';
import { type DbCliConfig, loadDbCliConfig } from '../config.js';
import { createMediaStore, type MediaStore } from '../media/media-store.js';
import { migrate } from '../migrate.js';
import { toIsoDay } from '../seed/calendar.js';
import { isDatabaseEmpty, type SeedSummary, seedDatabase } from '../seed/index.js';

const USAGE = `Usage: npm run seed -w packages/db -- [options]

  --scale N          catalogue size: 1 is the demo (default); N gives about 200·N performances
  --seed S           random seed, an integer (default 1): the same seed gives the same data
  --today YYYY-MM-DD first day of the 90 days of sessions (default: today in Moscow)
  --if-empty         do nothing when the database already has a catalogue
  --help             show this text

Environment: DATABASE_MIGRATION_URL or DATABASE_URL (else PGlite in DATA_DIR/pglite), DATA_DIR, MEDIA_DIR or
MEDIA_S3_* (the API's media store, docs/operations.md), and SESSION_SECRET: the API's, which the demo orders' ticket
links are signed with (without it, the API's development default).`;

type CliOptions = { scale: number; seed: number; today: string | undefined; ifEmpty: boolean };

function parseOptions(argv: string[]): CliOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      scale: { type: 'string' },
      seed: { type: 'string' },
      today: { type: 'string' },
      'if-empty': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) return 'help';
  const scale = values.scale === undefined ? 1 : Number(values.scale);
  if (!Number.isFinite(scale) || scale < 1 || scale > 10_000)
    throw new Error(`--scale must be a number from 1 to 10000`);
  const seed = values.seed === undefined ? 1 : Number(values.seed);
  if (!Number.isSafeInteger(seed)) throw new Error('--seed must be an integer');
  const today = values.today === undefined ? undefined : toIsoDay(values.today);
  return { scale, seed, today, ifEmpty: values['if-empty'] ?? false };
}

function report(summary: SeedSummary, kind: string, media: MediaStore): void {
  const total = Object.values(summary.counts).reduce((n, c) => n + c, 0);
  const width = Math.max(...Object.keys(summary.counts).map((k) => k.length));
  console.log(
    `Seeded the demo catalogue (${kind}): seed ${summary.seed}, scale ${summary.scale}, sessions from ${summary.today}`,
  );
  for (const [table, count] of Object.entries(summary.counts)) {
    console.log(`  ${table.padEnd(width)}  ${count.toLocaleString('en-US').padStart(10)}`);
  }
  console.log(`  ${'rows in total'.padEnd(width)}  ${total.toLocaleString('en-US').padStart(10)}`);
  console.log(`  ${'event seats'.padEnd(width)}  ${summary.eventSeats.toLocaleString('en-US').padStart(10)}`);
  console.log(`Images: ${summary.mediaFiles} files in ${media.description}`);
  console.log(`Done in ${(summary.durationMs / 1000).toFixed(1)} s`);
}

/** The database's own message when there is one: drizzle wraps it with the whole statement. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : null;
  return cause ?? error.message;
}

async function main(): Promise<number> {
  let options: CliOptions | 'help';
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error(USAGE);
    return 2;
  }
  if (options === 'help') {
    console.log(USAGE);
    return 0;
  }

  let config: DbCliConfig;
  try {
    config = loadDbCliConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 2;
  }
  const media = await createMediaStore(config.media);
  // The scale seed runs one long transaction on one connection; a pool of one is enough.
  const database = await createDatabase({ url: config.migrationUrl, dataDir: config.dataDir, poolMax: 2 });
  try {
    await migrate(database);
    if (!(await isDatabaseEmpty(database))) {
      if (options.ifEmpty) {
        console.log('The database already has a catalogue: seeding skipped (--if-empty).');
        return 0;
      }
      console.error(
        'The database already has a catalogue. Seed an empty database, or pass --if-empty to skip.',
      );
      return 1;
    }
    const summary = await seedDatabase(database, {
      seed: options.seed,
      scale: options.scale,
      today: options.today,
      mediaStore: media,
      sessionSecret: config.sessionSecret,
    });
    report(summary, database.kind, media);
    return 0;
  } catch (error) {
    console.error('Seeding failed:', describe(error));
    return 1;
  } finally {
    await Promise.all([database.close(), media.close()]);
  }
}

process.exitCode = await main();
