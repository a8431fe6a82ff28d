// Builds carts and holds for tests, the way the cart feature will store them.
import { carts, type Db, seatHolds, zoneHolds } from '@afisha/db';

export async function createCart(db: Db, owner: { sessionId?: string; userId?: number }) {
  const [row] = await db
    .insert(carts)
    .values({ sessionId: owner.sessionId ?? null, userId: owner.userId ?? null })
    .returning();
  if (!row) throw new Error('cart insert returned nothing');
  return row;
}

export async function holdSeats(
  db: Db,
  values: { cartId: number; eventId: number; seatIds: number[]; expiresAt: Date },
) {
  await db.insert(seatHolds).values(
    values.seatIds.map((seatId) => ({
      eventId: values.eventId,
      seatId,
      cartId: values.cartId,
      status: 'held' as const,
      expiresAt: values.expiresAt,
    })),
  );
}

export async function holdZonePlaces(
  db: Db,
  values: { cartId: number; eventId: number; zoneId: number; quantity: number; expiresAt: Date },
) {
  await db.insert(zoneHolds).values({ ...values, status: 'held' });
}
