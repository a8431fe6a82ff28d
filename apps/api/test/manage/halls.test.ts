// [BACK OFFICE] Halls (docs/api.md "Back office": /manage/venues/{id}/halls, /manage/halls/{id}): a venue's managers keep
// its halls and another venue's are 404; addresses in four languages, subway stations with their colours replaced
// whole; field errors in the editor's language; versions; an archive refused while live sessions use the hall.
import { auditLog } from '@afisha/db';
import { and, eq } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerformance, createSession, createVenue } from '../factories/catalogue.factory.ts';
import { type ManageClient, manageClient } from '../helpers/manager.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const db = () => t.database.db;
let admin: ManageClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await manageClient(t.app, db(), { kind: 'admin' });
});
afterAll(async () => t.close());

const newHall = (more: Record<string, unknown> = {}) => ({
  title: { ru: 'Малая сцена', en: 'Small Stage' },
  address: { ru: 'ул. Малая Бронная, 2' },
  subways: [{ title: { ru: 'Пушкинская' }, color: '#8D5B2D' }],
  latitude: 55.76,
  longitude: 37.59,
  ...more,
});

describe('halls of a venue', () => {
  it("are made, read and listed by the venue's manager; another venue's are 404", async () => {
    const mine = await createVenue(db());
    const other = await createVenue(db());
    const manager = await manageClient(t.app, db(), { kind: 'manager', venues: [mine.venue.id] });
    const created = await manager.post(`/venues/${mine.venue.id}/halls`, newHall());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      slug: 'malaya-stsena',
      version: 1,
      venue: { id: mine.venue.id },
      title: { ru: 'Малая сцена', en: 'Small Stage', fr: '', de: '' },
      subtitle: { ru: '' },
      missing_locales: { address: ['en', 'fr', 'de'] },
      subways: [{ title: { ru: 'Пушкинская', en: '' }, color: '#8D5B2D' }],
      plans_count: 0,
      live_sessions_count: 0,
    });
    const list = await manager.get(`/venues/${mine.venue.id}/halls`);
    expect(list.body.count).toBe(2);
    expect((await manager.get(`/venues/${mine.venue.id}/halls?search=small`)).body.count).toBe(1);
    expect((await manager.get(`/venues/${other.venue.id}/halls`)).status).toBe(404);
    expect((await manager.post(`/venues/${other.venue.id}/halls`, newHall())).status).toBe(404);
    expect((await manager.get(`/halls/${other.hall.id}`)).status).toBe(404);
    expect((await manager.patch(`/halls/${other.hall.id}`, { version: 1, title: { ru: 'x' } })).status).toBe(
      404,
    );
    expect((await manager.delete(`/halls/${other.hall.id}`)).status).toBe(404);
    expect((await admin.get('/venues/999999999/halls')).status).toBe(404);
    const customer = await manageClient(t.app, db(), { kind: 'customer' });
    expect((await customer.get(`/halls/${mine.hall.id}`)).status).toBe(403);
    expect((await t.app.inject({ url: `/api/v1/manage/halls/${mine.hall.id}` })).statusCode).toBe(401);
  });

  it('refuses bad colours, coordinates, control characters, huge lists and a slug taken in the venue', async () => {
    const { venue, hall } = await createVenue(db());
    const fr = admin.inLocale('fr');
    const bad = await fr.post(`/venues/${venue.id}/halls`, {
      title: { ru: '\u0007' },
      address: { ru: 'ok', xx: 'unknown language' },
      subways: [
        { title: { ru: 'Арбатская' }, color: 'blue' },
        { title: { ru: 'Смоленская' }, color: '#12345' },
      ],
      latitude: 91,
      longitude: 'east',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.codes)).toEqual(
      expect.arrayContaining(['title.ru', 'subways.0.color', 'subways.1.color', 'latitude', 'longitude']),
    );
    expect(bad.body['subways.0.color'][0]).toBe(
      'Indiquez une couleur au format #RRGGBB, par exemple #D6083B.',
    );
    const many = await fr.post(
      `/venues/${venue.id}/halls`,
      newHall({ subways: Array.from({ length: 10_000 }, () => ({ title: { ru: 'x' }, color: '#000000' })) }),
    );
    expect(many.status).toBe(400);
    const taken = await admin.post(`/venues/${venue.id}/halls`, newHall({ slug: hall.slug }));
    expect(taken.body.codes).toEqual({ slug: ['unique'] });
    // The same slug in another venue is fine.
    const elsewhere = await createVenue(db());
    expect(
      (await admin.post(`/venues/${elsewhere.venue.id}/halls`, newHall({ slug: 'malaya' }))).status,
    ).toBe(201);
    expect((await admin.post(`/venues/${venue.id}/halls`, newHall({ slug: 'malaya' }))).status).toBe(201);
  });

  it('are edited with their version; subway stations given are replaced whole; audited before and after', async () => {
    const { venue } = await createVenue(db());
    const hall = (await admin.post(`/venues/${venue.id}/halls`, newHall())).body;
    expect((await admin.patch(`/halls/${hall.id}`, { subtitle: { ru: 'Без версии' } })).status).toBe(400);
    const edited = await admin.patch(
      `/halls/${hall.id}`,
      {
        subtitle: { ru: 'Вход со двора' },
        subways: [
          { title: { ru: 'Тверская' }, color: '#4FB04F' },
          { title: { ru: 'Чеховская' }, color: '#ACADAF' },
        ],
      },
      { ifMatch: hall.version },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.subways.map((s: { title: { ru: string } }) => s.title.ru)).toEqual([
      'Тверская',
      'Чеховская',
    ]);
    expect(edited.body).toMatchObject({
      version: 2,
      subtitle: { ru: 'Вход со двора' },
      address: hall.address,
    });
    const kept = await admin.patch(`/halls/${hall.id}`, { version: 2, latitude: null });
    expect(kept.body.subways).toHaveLength(2);
    expect(kept.body.latitude).toBeNull();
    const stale = await admin.patch(`/halls/${hall.id}`, { version: 2, title: { ru: 'Поздно' } });
    expect(stale.status).toBe(409);
    expect(stale.body.version).toBe(3);
    const rows = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'hall'), eq(auditLog.entityId, String(hall.id))));
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'update']);
    expect(rows[1]?.before).toMatchObject({ subways: [{ title: { ru: 'Пушкинская' } }] });
    expect(rows[1]?.after).toMatchObject({
      subways: [{ title: { ru: 'Тверская' } }, { title: { ru: 'Чеховская' } }],
    });
    expect(rows[1]?.venueId).toBe(venue.id);
  });

  it('are archived unless a live session uses them, naming it', async () => {
    const ref = await createVenue(db());
    const show = await createPerformance(db(), ref, { title: { ru: 'Чайка', en: 'The Seagull' } });
    const session = await createSession(db(), ref, show, { startsAt: new Date(Date.now() + 86_400_000) });
    const refused = await admin.inLocale('en').delete(`/halls/${ref.hall.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.used_by).toEqual([
      { kind: 'event', id: session.id, label: expect.stringContaining('The Seagull') },
    ]);
    const free = (await admin.post(`/venues/${ref.venue.id}/halls`, newHall())).body;
    expect((await admin.delete(`/halls/${free.id}`)).status).toBe(204);
    expect((await admin.get(`/halls/${free.id}`)).body.archived_at).not.toBeNull();
    expect((await admin.get(`/venues/${ref.venue.id}/halls`)).body.count).toBe(1);
    expect((await admin.get(`/venues/${ref.venue.id}/halls?archived=true`)).body.results[0].id).toBe(free.id);
    expect((await admin.delete(`/halls/${free.id}`)).status).toBe(204);
  });
});
