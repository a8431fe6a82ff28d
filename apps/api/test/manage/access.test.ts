// [BACK OFFICE] Who may use /manage/: administrators everywhere; venue managers at their venues; anybody else is
// refused — 401 before signing in, 403 for customers and box-office clerks — and a role taken away stops working at
// once. The audit log is readable and filtered to the manager's venues.
import { auditLog, staffVenueRoles } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue } from '../factories/catalogue.factory.ts';
import { type ManageRole, manageClient } from '../helpers/manager.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('who may use the back office', () => {
  it('answers 401 to an anonymous visitor, in their language', async () => {
    const response = await t.app.inject({ url: '/api/v1/manage/me', headers: { 'accept-language': 'de' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'not_authenticated' });
    expect(response.json().detail).not.toBe('');
  });

  it('answers 403 to customers and box-office clerks, of a venue or of the whole site', async () => {
    const { venue } = await createVenue(db());
    const roles: ManageRole[] = [
      { kind: 'customer' },
      { kind: 'box_office', venues: [venue.id] },
      { kind: 'box_office', venues: 'all' },
    ];
    for (const role of roles) {
      const someone = await manageClient(t.app, db(), role);
      const answer = await someone.get('/me');
      expect(answer.status, role.kind).toBe(403);
      expect(answer.body.code).toBe('permission_denied');
      expect((await someone.get('/audit')).status).toBe(403);
    }
  });

  it('tells an administrator and a venue manager what they manage', async () => {
    const { venue } = await createVenue(db(), { name: { ru: 'Театр на Таганке', en: 'Taganka Theatre' } });
    const admin = await manageClient(t.app, db(), { kind: 'admin' });
    expect((await admin.get('/me')).body).toMatchObject({ is_admin: true, venues: 'all' });
    const manager = await manageClient(t.app, db(), { kind: 'manager', venues: [venue.id] }, 'en');
    expect((await manager.get('/me')).body).toMatchObject({
      is_admin: false,
      venues: [{ id: venue.id, name: 'Taganka Theatre' }],
    });
    const siteManager = await manageClient(t.app, db(), { kind: 'manager', venues: 'all' });
    expect((await siteManager.get('/me')).body).toMatchObject({ is_admin: false, venues: 'all' });
  });

  it('stops serving a manager whose role is taken away, at once', async () => {
    const { venue } = await createVenue(db());
    const manager = await manageClient(t.app, db(), { kind: 'manager', venues: [venue.id] });
    expect((await manager.get('/me')).status).toBe(200);
    await db().delete(staffVenueRoles).where(eq(staffVenueRoles.userId, manager.userId));
    expect((await manager.get('/me')).status).toBe(403);
  });
});

describe('the audit log', () => {
  it("shows administrators everything and managers their venues' entries, newest first, filtered", async () => {
    const mine = await createVenue(db());
    const other = await createVenue(db());
    const admin = await manageClient(t.app, db(), { kind: 'admin' });
    const at = new Date('2030-03-01T10:00:00Z');
    const entry = (venueId: number | null, entityId: string, minutes: number) => ({
      actorUserId: admin.userId,
      action: 'update',
      entityType: 'venue',
      entityId,
      venueId,
      before: { name: 'old' },
      after: { name: 'new' },
      createdAt: new Date(at.getTime() + minutes * 60_000),
    });
    await db()
      .insert(auditLog)
      .values([entry(mine.venue.id, 'a', 1), entry(other.venue.id, 'b', 2), entry(mine.venue.id, 'c', 3)]);

    const manager = await manageClient(t.app, db(), { kind: 'manager', venues: [mine.venue.id] });
    const seen = await manager.get('/audit?entity=venue&date_from=2030-03-01&date_to=2030-03-01');
    expect(seen.status).toBe(200);
    expect(seen.body.results.map((each: { entity_id: string }) => each.entity_id)).toEqual(['c', 'a']);
    expect(seen.body.results[0]).toMatchObject({
      action: 'update',
      before: { name: 'old' },
      after: { name: 'new' },
      actor: { id: admin.userId, email: admin.email },
    });

    const all = await admin.get(
      `/audit?actor=${admin.userId}&date_from=2030-03-01&date_to=2030-03-01&limit=2`,
    );
    expect(all.body.count).toBe(3);
    expect(all.body.results).toHaveLength(2);
    expect(all.body.next).toContain('offset=2');
    expect((await admin.get('/audit?date_from=2030-03-02')).body.count).toBe(0);

    // Who, as a person remembers them: the whole e-mail in any letter case, or a part of it.
    const sign = admin.email.indexOf('@');
    for (const who of [admin.email.toUpperCase(), admin.email.slice(0, sign + 1), admin.email.slice(sign)]) {
      const byEmail = await admin.get(
        `/audit?actor=${encodeURIComponent(who)}&date_from=2030-03-01&date_to=2030-03-01`,
      );
      expect(byEmail.body.count, who).toBe(3);
    }
    const nobody = await admin.get('/audit?actor=nobody%40nowhere.example&date_from=2030-03-01');
    expect(nobody.body.count).toBe(0);
    // LIKE's wildcards are letters here: "%" finds nobody rather than everybody.
    expect((await admin.get('/audit?actor=%25&date_from=2030-03-01')).body.count).toBe(0);
  });

  it('refuses malformed filters with field errors', async () => {
    const admin = await manageClient(t.app, db(), { kind: 'admin' }, 'en');
    const answer = await admin.get('/audit?date_from=yesterday&actor=two%20words');
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.codes).sort()).toEqual(['actor', 'date_from']);
  });
});
