// Owns how a moment goes into a raw SQL statement: the ISO 8601 text (UTC) cast to timestamptz, so the value is
// the same instant whichever driver runs the statement (pg or PGlite) and whatever time zone the session has. The
// repositories of every module and the platform's own (the outbox) compare with the app's clock through it.
import { type SQL, sql } from '@afisha/db/orm';

/** `now` as a timestamptz value of a raw statement. */
export const at = (now: Date): SQL => sql`${now.toISOString()}::timestamptz`;
