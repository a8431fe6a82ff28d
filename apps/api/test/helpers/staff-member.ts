// Box-office staff in tests: a signed-in account made a customer, staff of one venue, staff of the whole site
// (`venueId` null) or an administrator, and its visitor (session cookie and CSRF token) to call the API with.
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
  options: { locale?: string } = {},
): Promise<Visitor & { userId: number; email: string }> {
  const signed = await signInCustomer(app, db);
  await db.update(users).set({ role }).where(eq(users.id, signed.userId));
  if (venueId !== undefined) await db.insert(staffVenueRoles).values({ userId: signed.userId, venueId });
  const me = await visitor(app, { session: signed.session, ...options });
  return Object.assign(me, { userId: signed.userId, email: signed.email });
}
