// packages/db/functions.sql is the current body of every SQL function and trigger, for a database migrated from
// scratch (src/sql-functions.ts): a migration that adds or replaces one without regenerating the file fails here,
// with the command that brings it up to date.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, wrapPglite } from '../src/client.js';
import { migrate } from '../src/migrate.js';
import { FUNCTIONS_FILE_HEADER, functionsFileText } from '../src/sql-functions.js';

const functionsFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../functions.sql');

describe('functions.sql', () => {
  let database: Database;
  beforeAll(async () => {
    database = wrapPglite(await openPglite());
    await migrate(database);
  }, 60_000);
  afterAll(() => database?.close());

  it('is what the migrations define now (npm run functions -w packages/db rewrites it)', async () => {
    const committed = await readFile(functionsFile, 'utf8');
    expect(committed, 'packages/db/functions.sql is stale: run npm run functions -w packages/db').toBe(
      await functionsFileText(database),
    );
  });

  it('holds each function once, in its last form: hold_seats as migration 0020 left it, not 0006 or 0018', async () => {
    const committed = await readFile(functionsFile, 'utf8');
    expect(committed.startsWith(FUNCTIONS_FILE_HEADER)).toBe(true);
    expect(committed.match(/CREATE OR REPLACE FUNCTION public\.hold_seats\(/g)).toHaveLength(1);
    const start = committed.indexOf('FUNCTION public.hold_seats(');
    const holdSeats = committed.slice(start, committed.indexOf('CREATE OR REPLACE FUNCTION', start));
    expect(holdSeats).toContain('p_address inet');
    // 0020 taught it the waiting list's live offers; the earlier bodies knew nothing of them.
    expect(holdSeats).toContain('waiting_list');
    expect(committed).toContain('CREATE TRIGGER zone_holds_sync_taken');
    // Extensions' functions (pg_trgm's) are theirs, not ours.
    expect(committed).not.toContain('FUNCTION public.similarity(');
  });
});
