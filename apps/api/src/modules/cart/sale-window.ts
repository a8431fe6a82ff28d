// Owns the one rule of when an event's places can be put in a cart, shared by the seat map
// (`on_sale` of GET /events/{id}/places) and POST /cart/add: the event is on sale, has not
// started (an open-date ticket: its last valid moment has not passed), its online sale has not
// closed (`sale_closes_at`, set in the back office) and its public sale has opened, or the visitor
// has unlocked it with an early-access key (POST /events/{id}/check_key). A `draft` session never
// reaches here (the public queries leave it out, catalogue/public-event.sql.ts); were it to, it is
// not on sale.

export type SaleFacts = {
  saleStatus: 'draft' | 'on_sale' | 'sold_out' | 'not_on_sale' | 'cancelled' | 'announced';
  startsAt: Date;
  saleOpensAt: Date | null;
  /** Online sale ends then; null or left out: when the session starts. */
  saleClosesAt?: Date | null;
};

export function isOnSale(event: SaleFacts, now: Date, unlocked = false): boolean {
  return (
    event.saleStatus === 'on_sale' &&
    event.startsAt.getTime() > now.getTime() &&
    !afterSaleClose(event, now) &&
    (unlocked || !beforePublicSale(event, now))
  );
}

/** The public sale has not opened yet (an early-access key may open it for one visitor). */
export function beforePublicSale(event: SaleFacts, now: Date): boolean {
  return event.saleOpensAt !== null && event.saleOpensAt.getTime() > now.getTime();
}

/** The online sale has closed (no key reopens it: the box office sells from then on). */
export function afterSaleClose(event: SaleFacts, now: Date): boolean {
  return (
    event.saleClosesAt !== null &&
    event.saleClosesAt !== undefined &&
    event.saleClosesAt.getTime() <= now.getTime()
  );
}

/** Past events have no seat map: their page is gone from every listing. */
export function isPast(event: Pick<SaleFacts, 'startsAt'>, now: Date): boolean {
  return event.startsAt.getTime() <= now.getTime();
}
