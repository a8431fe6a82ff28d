// Owns the SQL of the places a session's live waiting-list offers keep: the session's free seats (sellable, priced,
// held by nobody), the places kept for its live offers, and whether taking more seats would eat into them. Read from
// the database at every use, in the caller's transaction when it has one (a hold's): issue 19 found a process that
// decided from its own copy of the sessions with offers and sold the places another process had just offered.
import type { Db } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { at } from '../../lib/sql-time.ts';
import type { Tx } from '../cart/cart-window.ts';

/** Seats of the session for sale now and free: the same test as the claim's (an ended hold counts as free). */
export const freeSeatsOf = (eventId: number, now: Date) => sql`
  SELECT s.id FROM events e
  JOIN plan_seats s ON s.plan_id = e.plan_id AND s.is_sellable
  JOIN plan_sections ps ON ps.id = s.section_id
  JOIN plan_rows r ON r.id = s.row_id
  JOIN event_prices ep ON ep.event_id = e.id AND ep.price_category_id = s.price_category_id
  WHERE e.id = ${eventId} AND NOT EXISTS (
    SELECT 1 FROM seat_holds h WHERE h.event_id = e.id AND h.seat_id = s.id
      AND (h.expires_at IS NULL OR h.expires_at > ${at(now)}))
  ORDER BY ps.position, ps.id, r.position, r.id, s.x, s.id`;

/** Places kept for the live offers of the session, other than `exceptEntry`'s (waiting_list_entries_offer_idx). */
export async function keptPlaces(tx: Tx | Db, eventId: number, now: Date, exceptEntry = 0): Promise<number> {
  const { rows } = await tx.execute<{ n: number }>(sql`
    SELECT coalesce(sum(quantity), 0)::int AS n FROM waiting_list_entries
    WHERE event_id = ${eventId} AND claimed_at IS NULL AND offer_expires_at IS NOT NULL
      AND offer_expires_at > ${at(now)} AND id <> ${exceptEntry}`);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Whether taking `wanted` more seats of the session would leave fewer free seats than its live offers keep (the
 * offer of `exceptEntry`, which is claiming them, aside). A session without live offers costs one index probe.
 */
export async function keptBeyond(
  tx: Tx | Db,
  input: { eventId: number; wanted: number; now: Date; exceptEntry?: number },
): Promise<boolean> {
  const kept = await keptPlaces(tx, input.eventId, input.now, input.exceptEntry);
  if (kept === 0) return false;
  const { rows } = await tx.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM (${freeSeatsOf(input.eventId, input.now)} LIMIT ${kept + input.wanted}) f`);
  return Number(rows[0]?.n ?? 0) < kept + input.wanted;
}
