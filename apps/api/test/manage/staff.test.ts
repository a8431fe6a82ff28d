// [BACK OFFICE] People and their roles (docs/api.md "Back office": /manage/staff, extending /staff/grant and /staff/revoke):
// administrators give and take `manager` or `box_office` at a venue or of the whole site by email, audited; a
// manager so made manages that venue at once; venue managers, customers and anonymous visitors are refused.
import { auditLog } from '@afisha/db';
import { and, eq } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue } from '../factories/catalogue.factory.ts';
import { clientFor, type ManageClient, manageClient } from '../helpers/manager.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const db = () => t.database.db;
let admin: ManageClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await manageClient(t.app, db(), { kind: 'admin' });
});
afterAll(async () => t.close());

describe('roles per venue', () => {
  it('grants a venue manager role by email: the person manages that venue at once; revoking ends it', async () => {
    const { venue } = await createVenue(db(), { name: { ru: 'Театр Ермоловой' } });
    const person = await manageClient(t.app, db(), { kind: 'customer' });
    expect((await person.get('/me')).status).toBe(403);
    const granted = await admin.post('/staff/grant', {
      email: person.email.toUpperCase(),
      venue: venue.id,
      role: 'manager',
    });
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({
      user: person.userId,
      is_admin: false,
      roles: [{ venue: { id: venue.id, name: 'Театр Ермоловой' }, role: 'manager' }],
    });
    const again = clientFor(t.app, person.userId, person.email, person.session, 'ru');
    expect((await again.get(`/venues/${venue.id}`)).status).toBe(200);
    // The role at a venue is one: box office replaces manager there.
    const swapped = await admin.post('/staff/grant', {
      email: person.email,
      venue: venue.id,
      role: 'box_office',
    });
    expect(swapped.body.roles).toEqual([
      { venue: { id: venue.id, name: 'Театр Ермоловой' }, role: 'box_office' },
    ]);
    expect((await again.get(`/venues/${venue.id}`)).status).toBe(403);
    // Revoking a role the person does not hold there leaves theirs alone.
    const wrong = await admin.post('/staff/revoke', {
      email: person.email,
      venue: venue.id,
      role: 'manager',
    });
    expect(wrong.body.roles).toHaveLength(1);
    const revoked = await admin.post('/staff/revoke', {
      email: person.email,
      venue: venue.id,
      role: 'box_office',
    });
    expect(revoked.body.roles).toEqual([]);
    const rows = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(person.userId))));
    expect(rows.map((row) => row.action)).toEqual([
      'grant_staff',
      'grant_staff',
      'revoke_staff',
      'revoke_staff',
    ]);
    expect(rows[0]).toMatchObject({ actorUserId: admin.userId, venueId: venue.id });
    expect(rows[0]?.before).toMatchObject({ role: 'customer', staff_role: null });
    expect(rows[0]?.after).toMatchObject({ role: 'staff', staff_role: 'manager' });
    expect(rows[1]?.before).toMatchObject({ staff_role: 'manager' });
  });

  it('lists people with their roles, searched, filtered by venue and role, paged', async () => {
    const a = await createVenue(db());
    const b = await createVenue(db());
    const managerOfA = await manageClient(t.app, db(), { kind: 'manager', venues: [a.venue.id] });
    const clerkOfB = await manageClient(t.app, db(), { kind: 'box_office', venues: [b.venue.id] });
    const site = await manageClient(t.app, db(), { kind: 'manager', venues: 'all' });
    const ids = (answer: { body: { results: { user: number }[] } }) => answer.body.results.map((r) => r.user);
    const atA = await admin.get(`/staff?venue=${a.venue.id}`);
    expect(ids(atA)).toContain(managerOfA.userId);
    expect(ids(atA)).toContain(site.userId);
    expect(ids(atA)).not.toContain(clerkOfB.userId);
    expect(ids(await admin.get(`/staff?venue=${b.venue.id}&role=box_office`))).toEqual([clerkOfB.userId]);
    expect(ids(await admin.get(`/staff?search=${encodeURIComponent(managerOfA.email)}`))).toEqual([
      managerOfA.userId,
    ]);
    expect(ids(await admin.get('/staff?role=admin'))).toContain(admin.userId);
    const page = await admin.get('/staff?limit=1');
    expect(page.body.results).toHaveLength(1);
    expect(page.body.count).toBeGreaterThan(3);
    expect(
      (await admin.get(`/staff?search=${encodeURIComponent(managerOfA.email)}`)).body.results[0].roles,
    ).toEqual([{ venue: { id: a.venue.id, name: expect.any(String) }, role: 'manager' }]);
  });

  it('is for administrators only, and refuses unknown people and venues with field errors', async () => {
    const { venue } = await createVenue(db());
    const manager = await manageClient(t.app, db(), { kind: 'manager', venues: [venue.id] });
    expect((await manager.get('/staff')).status).toBe(403);
    expect(
      (await manager.post('/staff/grant', { email: manager.email, venue: null, role: 'manager' })).status,
    ).toBe(403);
    const customer = await manageClient(t.app, db(), { kind: 'customer' });
    expect((await customer.get('/staff')).status).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/manage/staff' })).statusCode).toBe(401);
    const en = admin.inLocale('en');
    const nobody = await en.post('/staff/grant', {
      email: 'nobody@example.com',
      venue: venue.id,
      role: 'manager',
    });
    expect(nobody.body.codes).toEqual({ email: ['does_not_exist'] });
    const noVenue = await en.post('/staff/grant', {
      email: customer.email,
      venue: 99999999,
      role: 'manager',
    });
    expect(noVenue.body.codes).toEqual({ venue: ['does_not_exist'] });
    const badRole = await en.post('/staff/grant', { email: customer.email, venue: null, role: 'admin' });
    expect(badRole.body.codes).toEqual({ role: ['invalid_choice'] });
    const site = await en.post('/staff/grant', { email: customer.email, venue: null, role: 'manager' });
    expect(site.body.roles).toEqual([{ venue: null, role: 'manager' }]);
  });
});
