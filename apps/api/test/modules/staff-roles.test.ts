// [BOX OFFICE] Staff roles: GET /staff, POST /staff/grant and /staff/revoke, for administrators only (403 for staff,
// customers and anonymous visitors). A grant makes a customer staff of a venue (or of the whole site), who can then
// use the box office for that venue alone; taking the last grant back makes them a customer again, at once. Each
// change is in the audit log.
import { auditLog, users } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../factories/reviews.factory.ts';
import { type Visitor, visitor } from '../helpers/cart-client.ts';
import { useCheckoutTestApp } from '../helpers/checkout.ts';
import { signInCustomer } from '../helpers/signed-in.ts';
import { staffMember } from '../helpers/staff-member.ts';
import { manualClock } from '../helpers/test-app.ts';

const clock = manualClock();
const t = useCheckoutTestApp(clock, [{ name: { ru: 'Партер' }, kind: 'parterre', rows: 1, seatsPerRow: 2 }]);
const db = () => t.database.db;
let admin: Visitor;

beforeAll(async () => {
  admin = await staffMember(t.app, db(), 'admin');
});

describe('staff roles', () => {
  it('answers 403 to staff, customers and anonymous visitors', async () => {
    const people = [
      await visitor(t.app),
      await staffMember(t.app, db(), 'customer'),
      await staffMember(t.app, db(), 'staff', null),
    ];
    for (const me of people) {
      expect((await me.get('/staff')).status).toBe(403);
      expect((await me.post('/staff/grant', { email: 'x@example.com', venue: null })).status).toBe(403);
      expect((await me.post('/staff/revoke', { email: 'x@example.com', venue: null })).status).toBe(403);
    }
  });

  it('grants a venue to a customer, who then uses the box office for it; revoking ends it at once', async () => {
    const customer = await createCustomer(db(), { email: 'clerk@example.com' });
    const signed = await signInCustomer(t.app, db(), { userId: customer.id, email: customer.email });
    const clerk = await visitor(t.app, { session: signed.session });
    expect((await clerk.get('/orders/admin')).status).toBe(403);

    const venue = t.hall.venue.venue.id;
    const granted = await admin.post('/staff/grant', { email: 'CLERK@example.com', venue });
    expect(granted.status).toBe(200);
    expect(granted.body.results).toContainEqual(
      expect.objectContaining({
        email: 'clerk@example.com',
        role: 'staff',
        venues: [{ id: venue, name: expect.any(String) }],
      }),
    );
    expect((await clerk.get('/orders/admin')).status).toBe(200);

    const revoked = await admin.post('/staff/revoke', { email: 'clerk@example.com', venue });
    expect(revoked.body.results.map((row: { email: string }) => row.email)).not.toContain(
      'clerk@example.com',
    );
    expect((await clerk.get('/orders/admin')).status).toBe(403);
    const [user] = await db().select().from(users).where(eq(users.id, customer.id));
    expect(user?.role).toBe('customer');
    const entries = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(customer.id)));
    expect(entries.map((entry) => entry.action)).toEqual(['grant_staff', 'revoke_staff']);
  });

  it('grants the whole site with venue null', async () => {
    await createCustomer(db(), { email: 'head@example.com' });
    const granted = await admin.post('/staff/grant', { email: 'head@example.com', venue: null });
    expect(granted.body.results).toContainEqual(
      expect.objectContaining({ email: 'head@example.com', venues: 'all' }),
    );
  });

  it('refuses an unknown account or venue with a field error, and a malformed email', async () => {
    const nobody = await admin.post('/staff/grant', { email: 'nobody@example.com', venue: null });
    expect(nobody).toMatchObject({ status: 400, body: { codes: { email: ['does_not_exist'] } } });
    await createCustomer(db(), { email: 'someone@example.com' });
    const noVenue = await admin.post('/staff/grant', { email: 'someone@example.com', venue: 999_999 });
    expect(noVenue).toMatchObject({ status: 400, body: { codes: { venue: ['does_not_exist'] } } });
    expect((await admin.post('/staff/grant', { email: 'not an email', venue: null })).status).toBe(400);
    const [someone] = await db().select().from(users).where(eq(users.email, 'someone@example.com'));
    expect(someone?.role).toBe('customer');
  });
});
