// Owns the one rule of which sessions the public site knows at all (issue 20, "the site follows the back office"):
// a session still a `draft` in the back office, or archived there, is not shown anywhere public — listings, the
// performance's schedule, /events and /events/{id}, the seat map, the cart, search, the sitemap, the calendar strip,
// the cards' closest session and lowest price. Every public query on `events` ANDs this predicate, so a new status
// or archive rule changes here once. (Paused — `not_on_sale` — and cancelled sessions are shown: their pages say so.)
import { type SQL, sql } from '@afisha/db/orm';

/** `alias` is the events alias of the query (`e` almost everywhere). */
export function publicEvent(alias = 'e'): SQL {
  const e = sql.raw(alias);
  return sql`(${e}.sale_status <> 'draft' AND ${e}.archived_at IS NULL)`;
}
