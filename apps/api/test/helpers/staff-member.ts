// Box-office staff in tests: a signed-in account made a customer, an administrator, or staff — of one venue, of the
// whole site (`venueId` null) or of none (`venueId` undefined), as staff_venue_roles stores them — and its visitor
// (session cookie and CSRF token, in `locale`) to call the API with.
import { type Db, staffVenueRoles, users } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import type { App } from '../../src/app.ts';
import { type Visitor, visitor } from './cart-client.ts';
import { signInCustomer } from './signed-in.ts';

export async function staffMember(
  app: App,
  db: Db,
  role: 'staff' | 'customer' | 'admin',
  venueId?: number | null,
  locale = 'ru',
): Promise<Visitor & { userId: number; email: string }> {
  const signed = await signInCustomer(app, db);
  await db.update(users).set({ role }).where(eq(users.id, signed.userId));
  if (venueId !== undefined) await db.insert(staffVenueRoles).values({ userId: signed.userId, venueId });
  const me = await visitor(app, { session: signed.session, locale });
  return Object.assign(me, { userId: signed.userId, email: signed.email });
}
