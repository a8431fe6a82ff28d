// Owns the one rule of when an event's places can be put in a cart, shared by the seat map
// (`on_sale` of GET /events/{id}/places) and POST /cart/add: the event is on sale, has not
// started (an open-date ticket: its last valid moment has not passed) and its public sale has
// opened, or the visitor has unlocked it with an early-access key (POST /events/{id}/check_key).

export type SaleFacts = {
  saleStatus: 'on_sale' | 'sold_out' | 'not_on_sale' | 'cancelled' | 'announced';
  startsAt: Date;
  saleOpensAt: Date | null;
};

export function isOnSale(event: SaleFacts, now: Date, unlocked = false): boolean {
  return (
    event.saleStatus === 'on_sale' &&
    event.startsAt.getTime() > now.getTime() &&
    (unlocked || !beforePublicSale(event, now))
  );
}

/** The public sale has not opened yet (an early-access key may open it for one visitor). */
export function beforePublicSale(event: SaleFacts, now: Date): boolean {
  return event.saleOpensAt !== null && event.saleOpensAt.getTime() > now.getTime();
}

/** Past events have no seat map: their page is gone from every listing. */
export function isPast(event: Pick<SaleFacts, 'startsAt'>, now: Date): boolean {
  return event.startsAt.getTime() <= now.getTime();
}
