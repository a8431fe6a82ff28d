// Owns the SQL fragments that say whose a cart is and which of its lines are live, shared by the
// cart queries and the seat map's "mine": a line is live while its hold (seat_holds or zone_holds)
// still belongs to its cart, is `held` and has not expired — never by the line alone, so a line
// whose hold expired (and was perhaps taken by someone else) can never show or keep a place.
import { type SQL, sql } from '@afisha/db/orm';
import { at } from '../../lib/sql-time.ts';

/** Who a cart belongs to: the browser session, and the user once signed in (a token client has no session). */
export type CartOwner = { sessionId: string | null; userId: number | null };

/** Ids of the owner's carts: the session's and the user's (two until the first write after sign-in merges them). */
export function ownerCartIds(owner: CartOwner): SQL | null {
  const matches: SQL[] = [];
  if (owner.sessionId !== null) matches.push(sql`session_id = ${owner.sessionId}`);
  if (owner.userId !== null) matches.push(sql`user_id = ${owner.userId}`);
  if (matches.length === 0) return null;
  return sql`SELECT id FROM carts WHERE ${sql.join(matches, sql` OR `)}`;
}

/** Cart line `ci` is live at `now`. */
export const liveLine = (now: Date) => sql`(CASE WHEN ci.seat_id IS NOT NULL
  THEN EXISTS (SELECT 1 FROM seat_holds lh WHERE lh.event_id = ci.event_id AND lh.seat_id = ci.seat_id
    AND lh.cart_id = ci.cart_id AND lh.status = 'held' AND lh.expires_at > ${at(now)})
  ELSE EXISTS (SELECT 1 FROM zone_holds lz WHERE lz.event_id = ci.event_id AND lz.zone_id = ci.zone_id
    AND lz.cart_id = ci.cart_id AND lz.status = 'held' AND lz.expires_at > ${at(now)}) END)`;

/** ISO 8601 text, or null. */
export const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);
