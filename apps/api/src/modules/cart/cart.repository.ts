// Owns the cart queries of the platform issue: how many places a visitor's cart holds right now.
import { carts, type Db, seatHolds, zoneHolds } from '@afisha/db';
import { and, count, eq, gt, inArray, or, sql, sum } from '@afisha/db/orm';

export type CartOwner = { sessionId: string | null; userId: number | null };

export type CartRepository = {
  /** Seats plus general-admission places held (not expired at `now`) by the owner's carts. */
  countHeldPlaces(owner: CartOwner, now: Date): Promise<number>;
};

export function createCartRepository(db: Db): CartRepository {
  return {
    async countHeldPlaces(owner, now) {
      const ownerMatch = or(
        owner.sessionId !== null ? eq(carts.sessionId, owner.sessionId) : undefined,
        owner.userId !== null ? eq(carts.userId, owner.userId) : undefined,
      );
      if (!ownerMatch) return 0;
      const ownerCarts = db.select({ id: carts.id }).from(carts).where(ownerMatch);
      const [seats, places] = await Promise.all([
        db
          .select({ value: count() })
          .from(seatHolds)
          .where(
            and(
              inArray(seatHolds.cartId, ownerCarts),
              eq(seatHolds.status, 'held'),
              gt(seatHolds.expiresAt, now),
            ),
          ),
        db
          .select({ value: sql<number>`coalesce(${sum(zoneHolds.quantity)}, 0)::int` })
          .from(zoneHolds)
          .where(
            and(
              inArray(zoneHolds.cartId, ownerCarts),
              eq(zoneHolds.status, 'held'),
              gt(zoneHolds.expiresAt, now),
            ),
          ),
      ]);
      return Number(seats[0]?.value ?? 0) + Number(places[0]?.value ?? 0);
    },
  };
}
