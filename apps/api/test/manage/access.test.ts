// [BACK OFFICE] Who may use /manage/: administrators everywhere; venue managers at their venues; anybody else is
// refused — 401 before signing in, 403 for customers and box-office clerks — and a role taken away stops working at
// once. The audit log is readable and filtered to the manager's venues.
import { AUDIT_COUNT_CAP } from '@afisha/contracts/manage/audit';
import { auditLog, staffVenueRoles } from '@afisha/db';
import { eq, sql } from '@afisha/db/orm';
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
    expect(all.body).toMatchObject({ count: 3, count_capped: false });
    expect(all.body.results).toHaveLength(2);
    expect(all.body.next).toContain('offset=2');
    // A record's history by its id alone, as the page's search box asks.
    const record = await admin.get('/audit?entity_id=c&date_from=2030-03-01&date_to=2030-03-01');
    expect(record.body.results.map((each: { entity_id: string }) => each.entity_id)).toEqual(['c']);
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

  it('counts up to AUDIT_COUNT_CAP entries, and pages on past it, newest first', async () => {
    const admin = await manageClient(t.app, db(), { kind: 'admin' });
    // One more than the cap and four besides, all on one day; every pair of entries shares its moment, so the order
    // within a moment (the newer id first) is tested too.
    await db().execute(sql`
      INSERT INTO audit_log (actor_user_id, action, entity_type, entity_id, created_at)
      SELECT ${admin.userId}::int, 'update', 'performance', i::text,
        '2031-01-01T08:00:00Z'::timestamptz + (i / 2) * interval '1 second'
      FROM generate_series(1, ${AUDIT_COUNT_CAP + 5}) i`);
    const day = 'date_from=2031-01-01&date_to=2031-01-01';
    const first = await admin.get(`/audit?${day}&limit=3`);
    expect(first.body).toMatchObject({ count: AUDIT_COUNT_CAP, count_capped: true, previous: null });
    const newest = String(AUDIT_COUNT_CAP + 5);
    expect(first.body.results.map((each: { entity_id: string }) => each.entity_id)).toEqual([
      newest,
      String(AUDIT_COUNT_CAP + 4),
      String(AUDIT_COUNT_CAP + 3),
    ]);
    expect(first.body.next).toContain('offset=3');

    // Past the cap the next page is still offered while entries follow, and the one before is the offset's.
    const past = await admin.get(`/audit?${day}&limit=10&offset=${AUDIT_COUNT_CAP - 10}`);
    expect(past.body.results).toHaveLength(10);
    expect(past.body.next).toContain(`offset=${AUDIT_COUNT_CAP}`);
    const last = await admin.get(`/audit?${day}&limit=10&offset=${AUDIT_COUNT_CAP}`);
    expect(last.body.results.map((each: { entity_id: string }) => each.entity_id)).toEqual([
      '5',
      '4',
      '3',
      '2',
      '1',
    ]);
    expect(last.body).toMatchObject({ count: AUDIT_COUNT_CAP, count_capped: true, next: null });
    expect(last.body.previous).toContain(`offset=${AUDIT_COUNT_CAP - 10}`);

    // Under the cap the count is exact again.
    const some = await admin.get(`/audit?${day}&entity_id=7`);
    expect(some.body).toMatchObject({ count: 1, count_capped: false, next: null });
  });

  it('refuses malformed filters with field errors', async () => {
    const admin = await manageClient(t.app, db(), { kind: 'admin' }, 'en');
    const answer = await admin.get('/audit?date_from=yesterday&actor=two%20words');
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.codes).sort()).toEqual(['actor', 'date_from']);
  });
});
