// [BACK OFFICE] Venues (docs/api.md "Back office": /manage/venues): administrators create and archive them, a venue's
// managers read and edit theirs only (another venue is 404), customers 403, anonymous 401; field errors in the
// editor's language; two editors never overwrite each other; a venue's city carries its sessions' listing; an
// archive is refused while live sessions or sold tickets need the venue and otherwise takes it off the site; every
// write is audited, and the public API shows it at once even behind long caches.
import { auditLog, cities, events, searchDocuments } from '@afisha/db';
import { and, eq } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerformance, createSession, createVenue } from '../factories/catalogue.factory.ts';
import { createCity } from '../factories/cities.factory.ts';
import { createOrder, createZone } from '../factories/orders.factory.ts';
import { type ManageClient, manageClient } from '../helpers/manager.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const db = () => t.database.db;
let admin: ManageClient;
const DAY = 24 * 60 * 60 * 1000;
const future = (days: number) => new Date(Date.now() + days * DAY);

beforeAll(async () => {
  // Long caches: the public answers below can only change because the change bus dropped them.
  t = await createTestApp({
    config: (config) => ({
      ...config,
      catalogueCacheMs: 600_000,
      searchCache: { ...config.searchCache, ttlMs: 600_000 },
    }),
  });
  admin = await manageClient(t.app, db(), { kind: 'admin' });
});
afterAll(async () => t.close());

/** A venue (with a hall and a plan) in a city of its own unless given, the city's slug known. */
async function place(
  options: Parameters<typeof createVenue>[1] & { city?: { id: number; slug: string } } = {},
) {
  const city = options.city ?? (await createCity(db()));
  return { ...(await createVenue(db(), { ...options, city })), city };
}

async function cityWithZone(timezone: string) {
  const city = await createCity(db());
  await db().update(cities).set({ timezone }).where(eq(cities.id, city.id));
  return city;
}

const newVenue = (city: string, more: Record<string, unknown> = {}) => ({
  name: { ru: 'Театр на Малой Бронной', en: 'Malaya Bronnaya Theatre' },
  type: 'THEATER',
  city,
  ...more,
});

describe('creating a venue', () => {
  it("makes the record with a slug from the Russian name and the city's time zone, audited", async () => {
    const city = await cityWithZone('Asia/Yekaterinburg');
    const created = await admin.post(
      '/venues',
      newVenue(city.slug, { contacts: { website: 'https://mb.ru' } }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      slug: 'teatr-na-maloy-bronnoy',
      version: 1,
      timezone: 'Asia/Yekaterinburg',
      name: { ru: 'Театр на Малой Бронной', en: 'Malaya Bronnaya Theatre', fr: '', de: '' },
      missing_locales: { name: ['fr', 'de'], description: ['ru', 'en', 'fr', 'de'] },
      city: { slug: city.slug },
      contacts: { website: 'https://mb.ru', phone: null, email: null },
      archived_at: null,
      halls_count: 0,
      live_sessions_count: 0,
    });
    const again = await admin.post('/venues', newVenue(city.slug, { timezone: 'Europe/Samara' }));
    expect(again.body).toMatchObject({ slug: 'teatr-na-maloy-bronnoy-2', timezone: 'Europe/Samara' });
    const [row] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'venue'), eq(auditLog.entityId, String(created.body.id))));
    expect(row).toMatchObject({ action: 'create', actorUserId: admin.userId, venueId: created.body.id });
    expect(row?.after).toMatchObject({ slug: 'teatr-na-maloy-bronnoy' });
    // The new venue is searchable.
    const documents = await db()
      .select()
      .from(searchDocuments)
      .where(eq(searchDocuments.entityId, created.body.id));
    expect(documents.some((document) => document.kind === 'venue' && document.text.includes('бронной'))).toBe(
      true,
    );
  });

  it("refuses a taken slug, an unknown city, a bad time zone, colours of nonsense — in the editor's language", async () => {
    const { venue, city } = await place();
    const en = admin.inLocale('en');
    const taken = await en.post('/venues', newVenue(city.slug, { slug: venue.slug }));
    expect(taken.status).toBe(400);
    expect(taken.body.codes).toEqual({ slug: ['unique'] });
    expect(taken.body.slug[0]).toBe('An entry with this value already exists.');
    const bad = await admin.inLocale('de').post('/venues', {
      name: { ru: '' },
      type: 'CINEMA',
      city: 'atlantis',
      timezone: 'Mars/Olympus',
      logo: 'https://evil.example/x.png',
      contacts: { website: 'javascript:alert(1)', phone: 'call me', email: 'nope' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.codes).sort()).toEqual(
      ['contacts.email', 'contacts.phone', 'contacts.website', 'logo', 'name.ru', 'timezone', 'type'].sort(),
    );
    expect(bad.body.timezone[0]).toBe('Wählen Sie eine Zeitzone wie Europe/Moscow.');
    const unknownCity = await en.post('/venues', newVenue('atlantis'));
    expect(unknownCity.body.codes).toEqual({ city: ['does_not_exist'] });
    const control = await en.post('/venues', newVenue(city.slug, { name: { ru: 'Театр\u0007' } }));
    expect(control.body.codes).toEqual({ 'name.ru': ['invalid'] });
    const huge = await en.post('/venues', newVenue(city.slug, { name: { ru: 'Я'.repeat(100_000) } }));
    expect(huge.status).toBe(400);
    expect(huge.body.codes['name.ru']).toBeDefined();
    const multiline = await en.post(
      '/venues',
      newVenue(city.slug, { slug: 'multiline', description: { ru: 'Первая строка\nвторая' } }),
    );
    expect(multiline.status).toBe(201);
    expect(multiline.body.description.ru).toBe('Первая строка\nвторая');
  });

  it('is for administrators only: a venue manager gets 403, a customer 403, an anonymous visitor 401', async () => {
    const { venue, city } = await place();
    const manager = await manageClient(t.app, db(), { kind: 'manager', venues: [venue.id] });
    expect((await manager.post('/venues', newVenue(city.slug))).status).toBe(403);
    const customer = await manageClient(t.app, db(), { kind: 'customer' });
    expect((await customer.post('/venues', newVenue(city.slug))).status).toBe(403);
    expect((await customer.get('/venues')).status).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/manage/venues' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('listing and reading venues', () => {
  it("shows a manager their venues only, and another venue's record is 404", async () => {
    const mine = await place({ name: { ru: 'Мой театр', de: 'Mein Theater' } });
    const other = await place({ name: { ru: 'Чужой театр' } });
    const manager = await manageClient(t.app, db(), { kind: 'manager', venues: [mine.venue.id] });
    const list = await manager.get('/venues');
    expect(list.status).toBe(200);
    expect(list.body.results.map((venue: { id: number }) => venue.id)).toEqual([mine.venue.id]);
    expect(list.body.count).toBe(1);
    expect((await manager.get(`/venues/${mine.venue.id}`)).body).toMatchObject({ halls_count: 1 });
    expect((await manager.get(`/venues/${other.venue.id}`)).status).toBe(404);
    expect((await manager.patch(`/venues/${other.venue.id}`, { version: 1, name: { ru: 'x' } })).status).toBe(
      404,
    );
    expect((await manager.delete(`/venues/${other.venue.id}`)).status).toBe(404);
    // Their own may be edited, not archived: that is the administrators'.
    expect((await manager.delete(`/venues/${mine.venue.id}`)).status).toBe(403);
    expect((await admin.get('/venues/2147483648')).status).toBe(400);
    expect((await admin.get('/venues/2147483647')).status).toBe(404);
  });

  it('filters by city, type and a search in any language or the slug, and orders', async () => {
    const city = await createCity(db());
    const a = await place({ city, name: { ru: 'Альфа', en: 'Zebra hall' }, slug: 'alpha-x' });
    const b = await place({ city, name: { ru: 'Бета' }, type: 'ORGANIZATOR' });
    const page = await admin.get(`/venues?city=${city.slug}&ordering=-name`);
    expect(page.body.results.map((v: { id: number }) => v.id)).toEqual([b.venue.id, a.venue.id]);
    expect((await admin.get(`/venues?city=${city.slug}&type=ORGANIZATOR`)).body.count).toBe(1);
    expect((await admin.get(`/venues?city=${city.slug}&search=zebra`)).body.results[0].id).toBe(a.venue.id);
    expect((await admin.get(`/venues?city=${city.slug}&search=alpha-x`)).body.count).toBe(1);
    expect((await admin.get(`/venues?city=${city.slug}&search=%25`)).body.count).toBe(0);
    // Any letter case, Cyrillic too.
    expect(
      (await admin.get(`/venues?city=${city.slug}&search=${encodeURIComponent('аЛЬф')}`)).body,
    ).toMatchObject({
      count: 1,
      results: [{ id: a.venue.id }],
    });
    expect((await admin.get(`/venues?city=${city.slug}&search=nothing-like-it`)).body).toMatchObject({
      count: 0,
      results: [],
    });
    // Past the last page: the count still, and no rows.
    expect((await admin.get(`/venues?city=${city.slug}&offset=5`)).body).toMatchObject({
      count: 2,
      results: [],
    });
    expect((await admin.get('/venues?ordering=nonsense')).status).toBe(400);
    const paged = await admin.get(`/venues?city=${city.slug}&limit=1`);
    expect(paged.body.count).toBe(2);
    expect(paged.body.next).toContain('offset=1');
  });
});

describe('editing a venue', () => {
  it('needs the version, and of two editors the second gets 409 with the current version', async () => {
    const { venue } = await place();
    const first = await manageClient(t.app, db(), { kind: 'manager', venues: [venue.id] }, 'en');
    const second = await manageClient(t.app, db(), { kind: 'manager', venues: [venue.id] }, 'en');
    const none = await first.patch(`/venues/${venue.id}`, { name: { ru: 'Без версии' } });
    expect(none.status).toBe(400);
    expect(none.body.codes).toEqual({ version: ['required'] });
    const saved = await first.patch(`/venues/${venue.id}`, { name: { ru: 'Первый' } }, { ifMatch: 1 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 2, name: { ru: 'Первый' } });
    const stale = await second.patch(`/venues/${venue.id}`, { version: 1, name: { ru: 'Второй' } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'version_conflict', version: 2 });
    expect((await second.get(`/venues/${venue.id}`)).body.name.ru).toBe('Первый');
    // The audit keeps before and after.
    const rows = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'venue'), eq(auditLog.entityId, String(venue.id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'update', actorUserId: first.userId, venueId: venue.id });
    expect(rows[0]?.before).toMatchObject({ version: 1, name: { ru: venue.name.ru } });
    expect(rows[0]?.after).toMatchObject({ version: 2, name: { ru: 'Первый' } });
  });

  it('lets only one of two simultaneous saves of one version through', async () => {
    const { venue } = await place();
    const answers = await Promise.all(
      ['Один', 'Два', 'Три'].map((name) =>
        admin.patch(`/venues/${venue.id}`, { version: 1, name: { ru: name } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect((await admin.get(`/venues/${venue.id}`)).body.version).toBe(2);
  });

  it('writes nothing for a save that changes nothing: same version, no audit row', async () => {
    const { venue } = await place();
    const same = await admin.patch(`/venues/${venue.id}`, { version: 1 });
    expect(same.status).toBe(200);
    expect(same.body.version).toBe(1);
    const rows = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'venue'), eq(auditLog.entityId, String(venue.id))));
    expect(rows).toHaveLength(0);
    // A stale version is still refused, even with nothing to change.
    expect((await admin.patch(`/venues/${venue.id}`, { version: 7 })).status).toBe(409);
  });

  it("moves the venue's sessions to its new city, in the same write", async () => {
    const ref = await place();
    const show = await createPerformance(db(), ref);
    const session = await createSession(db(), ref, show, { startsAt: future(10) });
    const past = await createSession(db(), ref, show, { startsAt: future(-10) });
    const elsewhere = await place({ city: ref.city });
    const untouched = await createSession(db(), elsewhere, await createPerformance(db(), elsewhere), {
      startsAt: future(10),
    });
    const kazan = await createCity(db());
    const moved = await admin.patch(`/venues/${ref.venue.id}`, { version: 1, city: kazan.slug });
    expect(moved.status).toBe(200);
    expect(moved.body.city).toMatchObject({ id: kazan.id, slug: kazan.slug });
    const cityOf = async (id: number) =>
      (await db().select({ cityId: events.cityId }).from(events).where(eq(events.id, id)))[0]?.cityId;
    expect(await cityOf(session.id)).toBe(kazan.id);
    expect(await cityOf(past.id)).toBe(kazan.id);
    expect(await cityOf(untouched.id)).toBe(ref.city.id);
    // Its sessions are now listed in the new city.
    const listed = await t.app.inject({ url: `/api/v1/events?city=${kazan.slug}` });
    expect(listed.json().results.map((event: { id: number }) => event.id)).toContain(session.id);
  });

  it('refuses a taken slug on edit and keeps the record as it was', async () => {
    const a = await place();
    const b = await place();
    const answer = await admin.patch(`/venues/${a.venue.id}`, {
      version: 1,
      slug: b.venue.slug,
      name: { ru: 'Новое' },
    });
    expect(answer.body.codes).toEqual({ slug: ['unique'] });
    expect((await admin.get(`/venues/${a.venue.id}`)).body).toMatchObject({
      version: 1,
      name: { ru: a.venue.name.ru },
    });
  });
});

describe('the public site follows at once', () => {
  it("shows a new venue name on a performance page and in the theatres' search, through long caches", async () => {
    const ref = await place({ name: { ru: 'Старое имя' } });
    const show = await createPerformance(db(), ref);
    await createSession(db(), ref, show, { startsAt: future(5) });
    const page = async () => (await t.app.inject({ url: `/api/v1/performance/${show.slug}` })).json();
    const theatres = async (search: string) =>
      (
        await t.app.inject({
          url: `/api/v1/theaters?city=${ref.city.slug}&search=${encodeURIComponent(search)}`,
        })
      ).json();
    expect(JSON.stringify(await page())).toContain('Старое имя');
    expect((await theatres('Старое')).count).toBe(0); // the index was built before this venue existed
    const saved = await admin.patch(`/venues/${ref.venue.id}`, { version: 1, name: { ru: 'Новое имя' } });
    expect(saved.status).toBe(200);
    expect(JSON.stringify(await page())).toContain('Новое имя');
    const found = await theatres('Новое');
    expect(found.results.map((venue: { slug: string }) => venue.slug)).toEqual([ref.venue.slug]);
  });
});

describe('archiving a venue', () => {
  async function venueInUse(): Promise<{ ref: Awaited<ReturnType<typeof place>>; sessionId: number }> {
    const ref = await place();
    const show = await createPerformance(db(), ref, { title: { ru: 'Гамлет' } });
    const session = await createSession(db(), ref, show, { startsAt: future(3) });
    return { ref, sessionId: session.id };
  }

  it('is refused while a live session needs it, naming the session', async () => {
    const { ref, sessionId } = await venueInUse();
    const answer = await admin.inLocale('en').delete(`/venues/${ref.venue.id}`);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'in_use', used_count: 1 });
    expect(answer.body.used_by).toEqual([
      { kind: 'event', id: sessionId, label: expect.stringContaining('Гамлет') },
    ]);
    expect((await admin.get(`/venues/${ref.venue.id}`)).body.archived_at).toBeNull();
  });

  it('is refused while sold tickets of a cancelled session are not refunded yet, naming the order', async () => {
    const { ref, sessionId } = await venueInUse();
    await db()
      .update(events)
      .set({ saleStatus: 'cancelled', cancelledAt: new Date() })
      .where(eq(events.id, sessionId));
    const zone = await createZone(db(), ref.plan.id);
    const order = await createOrder(db(), { userId: null, lines: [{ eventId: sessionId, zoneId: zone.id }] });
    const answer = await admin.delete(`/venues/${ref.venue.id}`);
    expect(answer.status).toBe(409);
    expect(answer.body.used_by).toEqual([
      { kind: 'order', id: order.id, label: expect.stringContaining(order.number) },
    ]);
  });

  it('archives otherwise: off the public site and out of the list, audited, and twice is nothing more', async () => {
    const ref = await place();
    const show = await createPerformance(db(), ref);
    await createSession(db(), ref, show, { startsAt: future(-3) }); // history does not stop it
    const publicPage = () => t.app.inject({ url: `/api/v1/theaters/${ref.venue.slug}` });
    expect((await publicPage()).statusCode).toBe(200);
    const answer = await admin.delete(`/venues/${ref.venue.id}`);
    expect(answer.status).toBe(204);
    expect((await publicPage()).statusCode).toBe(404);
    const record = (await admin.get(`/venues/${ref.venue.id}`)).body;
    expect(record).toMatchObject({ is_active: false, version: 2 });
    expect(record.archived_at).not.toBeNull();
    const listed = await admin.get(`/venues?city=${ref.city.slug}`);
    expect(listed.body.results.map((v: { id: number }) => v.id)).not.toContain(ref.venue.id);
    const archived = await admin.get(`/venues?city=${ref.city.slug}&archived=true`);
    expect(archived.body.results.map((v: { id: number }) => v.id)).toEqual([ref.venue.id]);
    expect((await admin.delete(`/venues/${ref.venue.id}`)).status).toBe(204);
    const rows = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'venue'), eq(auditLog.entityId, String(ref.venue.id))));
    expect(rows.map((row) => row.action)).toEqual(['archive']);
    expect(rows[0]?.before).toMatchObject({ archived_at: null });
  });
});
