// Owns the readable copy of the database's own code: every SQL function and trigger the migrations leave behind,
// as PostgreSQL itself prints them (pg_get_functiondef, pg_get_triggerdef). A function replaced by a later migration
// (hold_seats has three bodies in three migrations) is read here in its current form, in one place; the committed
// `packages/db/functions.sql` is this text for a database migrated from scratch, kept up to date by a test
// (test/functions-file.test.ts) and rewritten by `npm run functions -w packages/db`.
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

export const FUNCTIONS_FILE_HEADER = `-- The current definition of every SQL function and trigger the migrations (drizzle/*.sql) create, as PostgreSQL
-- prints them for a database migrated from scratch. Read here, change in a new migration: this file is generated
-- (npm run functions -w packages/db) and a test fails when it no longer matches the migrations.
`;

/** The functions of the public schema that the migrations made (not those of extensions such as pg_trgm). */
async function functionDefinitions(database: Database): Promise<string[]> {
  const result = await database.db.execute<{ definition: string }>(sql`
    select pg_get_functiondef(p.oid) as definition
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public'
      and not exists (
        select 1 from pg_depend d
        where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e'
      )
    order by p.proname, pg_get_function_identity_arguments(p.oid)`);
  return result.rows.map((row) => `${row.definition.trim()};`);
}

/** The triggers on the public schema's tables, which say which function runs when. */
async function triggerDefinitions(database: Database): Promise<string[]> {
  const result = await database.db.execute<{ definition: string }>(sql`
    select pg_get_triggerdef(t.oid) as definition
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and not t.tgisinternal
    order by c.relname, t.tgname`);
  return result.rows.map((row) => `${row.definition.trim()};`);
}

/** The text of functions.sql for `database` (migrated): the header, the functions, then the triggers. */
export async function functionsFileText(database: Database): Promise<string> {
  const functions = await functionDefinitions(database);
  const triggers = await triggerDefinitions(database);
  return `${[
    FUNCTIONS_FILE_HEADER,
    '-- Functions, by name.\n',
    ...functions.map((text) => `${text}\n`),
    '-- Triggers, by table.\n',
    triggers.join('\n'),
  ].join('\n')}\n`;
}
