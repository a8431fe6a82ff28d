// Owns the one rule of which performances and venues the public site knows at all: a performance that is published
// and not archived, a venue that is active and not archived. Archiving switches `is_published` / `is_active` off and
// the back office refuses any change of an archived record until it is restored (manage/record-writes.ts), so the flag
// alone hides an archived record; `archived_at IS NULL` beside it keeps one hidden even if a row was written outside
// the back office (an import, a hand-made fix). Each is one more condition on a row the query reads anyway (no index
// covers these columns, so no plan changes). The storefront's main reads AND these: the performance page, the
// catalogue's cards (and the sitemap built from them), the updates feed, sessions, search and the venue page.
import { type SQL, sql } from '@afisha/db/orm';

/** `alias` is the performances alias of the query. */
export function publicPerformance(alias = 'p'): SQL {
  const p = sql.raw(alias);
  return sql`(${p}.is_published AND ${p}.archived_at IS NULL)`;
}

/** `alias` is the venues alias of the query. */
export function publicVenue(alias = 'v'): SQL {
  const v = sql.raw(alias);
  return sql`(${v}.is_active AND ${v}.archived_at IS NULL)`;
}
