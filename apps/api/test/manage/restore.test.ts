// [BACK OFFICE] Restoring archived records (POST /manage/{venues,halls,performances,artists,genres,tags}/{id}/restore):
// the exact reverse of an archive — the record is on the public site again (its page, search), at once through long
// caches; what the archive switched off comes back as it was before (a draft performance stays a draft); every
// restore is audited with before and after; a second restore changes nothing; the record's DELETE rules decide who
// may (venues, artists, genres, tags: administrators; halls and performances: their venue's managers; another
// venue's record is 404, a customer 403); a stale version is a 409; a hall or performance of an archived venue is
// refused in the editor's language (restore the venue first); a bad id is a 400 or 404, never a 500.
import { auditLog, searchDocuments } from '@afisha/db';
import { and, eq } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createArtist,
  createPerformance,
  createSession,
  createTag,
  createVenue,
  type VenueRef,
} from '../factories/catalogue.factory.ts';
import { createCity } from '../factories/cities.factory.ts';
import { type ManageClient, manageClient } from '../helpers/manager.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const db = () => t.database.db;
let admin: ManageClient;
let customer: ManageClient;
let city: Awaited<ReturnType<typeof createCity>>;
let mine: VenueRef;
let other: VenueRef;
let manager: ManageClient;

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
  customer = await manageClient(t.app, db(), { kind: 'customer' });
  city = await createCity(db());
  mine = await createVenue(db(), { city });
  other = await createVenue(db(), { city });
  manager = await manageClient(t.app, db(), { kind: 'manager', venues: [mine.venue.id] });
});
afterAll(async () => t.close());

const publicGet = async (url: string) => {
  const response = await t.app.inject({ url: `/api/v1${url}`, headers: { 'accept-language': 'ru' } });
  return { status: response.statusCode, body: response.json() };
};

/** The audit rows of one record, oldest first. */
const auditOf = (entity: string, id: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entity), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

const searchDocumentsOf = (kind: 'venue' | 'performance' | 'artist', id: number) =>
  db()
    .select()
    .from(searchDocuments)
    .where(and(eq(searchDocuments.kind, kind), eq(searchDocuments.entityId, id)));

/** What every restore does once the record is archived: the restore row's before and after, then nothing more. */
async function expectRestoredOnce(
  client: ManageClient,
  path: string,
  entity: string,
  id: number,
  restored: { version: number; archived_at: string | null },
) {
  expect(restored.archived_at).toBeNull();
  const rows = await auditOf(entity, id);
  const last = rows.at(-1);
  expect(last).toMatchObject({ action: 'restore', actorUserId: client.userId });
  expect(last?.before).toMatchObject({ archived_at: expect.any(String) });
  expect(last?.after).toMatchObject({ archived_at: null, version: restored.version });
  // Again: nothing to do, nothing written, the record answered as it is.
  const again = await client.post(`${path}/restore`);
  expect(again.status).toBe(200);
  expect(again.body).toMatchObject({ version: restored.version, archived_at: null });
  expect(await auditOf(entity, id)).toHaveLength(rows.length);
}

describe('restoring a venue', () => {
  it('puts it back on its public page and in search, active, audited; a second restore is nothing', async () => {
    const made = await admin.post('/venues', {
      name: { ru: 'Театр Возвращения', en: 'Theatre of Return' },
      type: 'THEATER',
      city: city.slug,
    });
    expect(made.status).toBe(201);
    const { id, slug } = made.body;
    const page = () => publicGet(`/theaters/${slug}`);
    const found = async () =>
      (await publicGet(`/theaters?city=${city.slug}&search=${encodeURIComponent('Возвращения')}`)).body.count;
    expect((await page()).status).toBe(200);
    expect(await found()).toBe(1);
    expect((await admin.delete(`/venues/${id}`)).status).toBe(204);
    expect((await page()).status).toBe(404);
    expect(await found()).toBe(0);
    expect(await searchDocumentsOf('venue', id)).toHaveLength(0);

    const restored = await admin.post(`/venues/${id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id, slug, is_active: true, version: 3, archived_at: null });
    expect((await page()).status).toBe(200);
    expect(await found()).toBe(1);
    expect((await searchDocumentsOf('venue', id)).length).toBeGreaterThan(0);
    expect(
      (await admin.get(`/venues?city=${city.slug}`)).body.results.map((v: { id: number }) => v.id),
    ).toContain(id);
    await expectRestoredOnce(admin, `/venues/${id}`, 'venue', id, restored.body);
    expect((await auditOf('venue', id)).map((row) => row.action)).toEqual(['create', 'archive', 'restore']);
  });

  it('brings back what the archive switched off as it was: an inactive venue stays inactive', async () => {
    const hidden = await createVenue(db(), { city, isActive: false });
    expect((await admin.delete(`/venues/${hidden.venue.id}`)).status).toBe(204);
    const restored = await admin.post(`/venues/${hidden.venue.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ is_active: false, archived_at: null });
    expect((await publicGet(`/theaters/${hidden.venue.slug}`)).status).toBe(404);
  });

  it("is the administrators': 403 for its own manager and a customer, 404 for another venue's, nothing changed", async () => {
    const ref = await createVenue(db(), { city });
    const own = await manageClient(t.app, db(), { kind: 'manager', venues: [ref.venue.id] });
    expect((await admin.delete(`/venues/${ref.venue.id}`)).status).toBe(204);
    expect((await own.post(`/venues/${ref.venue.id}/restore`)).status).toBe(403);
    expect((await manager.post(`/venues/${ref.venue.id}/restore`)).status).toBe(404);
    expect((await customer.post(`/venues/${ref.venue.id}/restore`)).status).toBe(403);
    expect((await admin.get(`/venues/${ref.venue.id}`)).body.archived_at).not.toBeNull();
    expect((await auditOf('venue', ref.venue.id)).map((row) => row.action)).toEqual(['archive']);
  });

  it('refuses a stale version (If-Match or body) with the version now, and restores with the current one', async () => {
    const ref = await createVenue(db(), { city });
    expect((await admin.delete(`/venues/${ref.venue.id}`)).status).toBe(204);
    const conflict = await restoreWith(`/venues/${ref.venue.id}`, { ifMatch: 1 });
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({ code: 'version_conflict', version: 2 });
    const inBody = await admin.post(`/venues/${ref.venue.id}/restore`, { version: 1 });
    expect(inBody.status).toBe(409);
    expect((await admin.get(`/venues/${ref.venue.id}`)).body.archived_at).not.toBeNull();
    const current = await restoreWith(`/venues/${ref.venue.id}`, { ifMatch: 2 });
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ version: 3, archived_at: null });
  });

  it('answers a bad id with 400 and an unknown one with 404, never 500', async () => {
    expect((await admin.post('/venues/abc/restore')).status).toBe(400);
    expect((await admin.post('/venues/0/restore')).status).toBe(400);
    expect((await admin.post('/venues/99999999999/restore')).status).toBe(400);
    expect((await admin.post('/venues/999999999/restore')).status).toBe(404);
    const malformed = await restoreWith('/venues/999999999', { ifMatch: 'abc' });
    expect(malformed.status).toBe(400);
    expect((await admin.post(`/venues/${mine.venue.id}/restore`, { version: 'x' })).status).toBe(400);
    expect((await admin.post(`/venues/${mine.venue.id}/restore`, { name: 'x' })).status).toBe(400);
  });
});

/** POST …/restore with an If-Match header (the test client's post sends none). */
async function restoreWith(path: string, options: { ifMatch: string | number }, locale = 'en') {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/manage${path}/restore`,
    headers: {
      cookie: admin.session.cookie,
      'x-csrftoken': admin.session.csrf,
      'accept-language': locale,
      'if-match': String(options.ifMatch),
    },
  });
  return { status: response.statusCode, body: response.json() };
}

describe('restoring a hall', () => {
  it("is its venue's managers': back in the venue's halls, audited; 404 for another venue's, 403 for a customer", async () => {
    const made = await manager.post(`/venues/${mine.venue.id}/halls`, {
      title: { ru: 'Чердак' },
      address: { ru: 'ул. Тестовая, 1' },
    });
    const id = made.body.id;
    const otherManager = await manageClient(t.app, db(), { kind: 'manager', venues: [other.venue.id] });
    expect((await manager.delete(`/halls/${id}`)).status).toBe(204);
    expect((await otherManager.post(`/halls/${id}/restore`)).status).toBe(404);
    expect((await customer.post(`/halls/${id}/restore`)).status).toBe(403);
    const listed = async (archived: boolean) =>
      (await manager.get(`/venues/${mine.venue.id}/halls?archived=${archived}&limit=100`)).body.results.map(
        (hall: { id: number }) => hall.id,
      );
    expect(await listed(true)).toContain(id);

    const restored = await manager.post(`/halls/${id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id, title: { ru: 'Чердак' }, version: 3, archived_at: null });
    expect(await listed(false)).toContain(id);
    expect(await listed(true)).not.toContain(id);
    await expectRestoredOnce(manager, `/halls/${id}`, 'hall', id, restored.body);
  });

  it('is refused while its venue is archived, in the editor language, and done once the venue is back', async () => {
    const ref = await createVenue(db(), { city, name: { ru: 'Закрытый театр', en: 'Closed Theatre' } });
    expect((await admin.delete(`/halls/${ref.hall.id}`)).status).toBe(204);
    expect((await admin.delete(`/venues/${ref.venue.id}`)).status).toBe(204);
    const refused = await admin.inLocale('en').post(`/halls/${ref.hall.id}/restore`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 'venue_archived',
      detail: 'The venue “Closed Theatre” is archived. Restore the venue first.',
    });
    const inRussian = await admin.post(`/halls/${ref.hall.id}/restore`);
    expect(inRussian.body.detail).toBe(
      'Площадка «Закрытый театр» в архиве. Сначала верните из архива площадку.',
    );
    expect((await admin.inLocale('de').post(`/halls/${ref.hall.id}/restore`)).body.detail).toContain(
      'Spielstätte',
    );
    expect((await admin.inLocale('fr').post(`/halls/${ref.hall.id}/restore`)).body.detail).toContain('lieu');
    expect((await admin.get(`/halls/${ref.hall.id}`)).body).toMatchObject({ version: 2 });
    expect((await admin.get(`/halls/${ref.hall.id}`)).body.archived_at).not.toBeNull();
    expect((await auditOf('hall', ref.hall.id)).map((row) => row.action)).toEqual(['archive']);

    expect((await admin.post(`/venues/${ref.venue.id}/restore`)).status).toBe(200);
    const restored = await admin.post(`/halls/${ref.hall.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.archived_at).toBeNull();
  });

  it('refuses a stale version and a bad id', async () => {
    const ref = await createVenue(db(), { city });
    expect((await admin.delete(`/halls/${ref.hall.id}`)).status).toBe(204);
    const conflict = await restoreWith(`/halls/${ref.hall.id}`, { ifMatch: 1 });
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({ code: 'version_conflict', version: 2 });
    expect((await admin.post('/halls/abc/restore')).status).toBe(400);
    expect((await admin.post('/halls/999999999/restore')).status).toBe(404);
  });
});

describe('restoring a performance', () => {
  let n = 0;
  const make = async (title: string, more: Record<string, unknown> = {}) => {
    const made = await manager.post('/performances', {
      title: { ru: `${title} ${++n}` },
      age: 12,
      duration: '2:00',
      venue: mine.venue.id,
      ...more,
    });
    expect(made.status).toBe(201);
    return made.body as { id: number; slug: string; version: number };
  };

  it('puts it back on its page and in search, published, through long caches; audited; twice is nothing', async () => {
    const artist = await createArtist(db(), {
      slug: 'vozvrashchennyy-artist',
      name: { ru: 'Аркадий Вернувшийся' },
    });
    const show = await make('Дядя Ваня', { artists: [{ artist: artist.id }] });
    const page = () => publicGet(`/performance/${show.slug}`);
    const groups = async () =>
      (
        await publicGet(
          `/performancegroups?city=${city.slug}&search=${encodeURIComponent('Дядя Ваня')}&limit=100`,
        )
      ).body.results.map((group: { id: number }) => group.id);
    expect((await page()).status).toBe(200);
    expect(await groups()).toContain(show.id);
    expect(await searchDocumentsOf('artist', artist.id)).toHaveLength(1);

    expect((await manager.delete(`/performances/${show.id}`)).status).toBe(204);
    expect((await page()).status).toBe(404);
    expect(await groups()).not.toContain(show.id);
    expect(await searchDocumentsOf('performance', show.id)).toHaveLength(0);
    expect(await searchDocumentsOf('artist', artist.id)).toHaveLength(0);

    const restored = await manager.post(`/performances/${show.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: show.id, is_published: true, version: 3, archived_at: null });
    expect((await page()).status).toBe(200);
    expect(await groups()).toContain(show.id);
    expect((await searchDocumentsOf('performance', show.id)).length).toBeGreaterThan(0);
    expect(await searchDocumentsOf('artist', artist.id)).toHaveLength(1);
    const ids = async (query: string) =>
      (await manager.get(`/performances?venue=${mine.venue.id}&limit=100${query}`)).body.results.map(
        (row: { id: number }) => row.id,
      );
    expect(await ids('')).toContain(show.id);
    expect(await ids('&archived=true')).not.toContain(show.id);
    await expectRestoredOnce(manager, `/performances/${show.id}`, 'performance', show.id, restored.body);
    const rows = await auditOf('performance', show.id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'archive', 'restore']);
    expect(rows[2]?.before).toMatchObject({ is_published: false });
    expect(rows[2]?.after).toMatchObject({ is_published: true });
  });

  it('keeps a draft a draft: what the archive switched off comes back as it was before', async () => {
    const draft = await make('Черновик', { is_published: false });
    expect((await manager.delete(`/performances/${draft.id}`)).status).toBe(204);
    const restored = await manager.post(`/performances/${draft.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ is_published: false, archived_at: null });
    expect((await publicGet(`/performance/${draft.slug}`)).status).toBe(404);
  });

  it("is refused for another venue's manager (404) and a customer (403), nothing changed", async () => {
    const show = await make('Чужой');
    expect((await manager.delete(`/performances/${show.id}`)).status).toBe(204);
    const otherManager = await manageClient(t.app, db(), { kind: 'manager', venues: [other.venue.id] });
    expect((await otherManager.post(`/performances/${show.id}/restore`)).status).toBe(404);
    expect((await customer.post(`/performances/${show.id}/restore`)).status).toBe(403);
    expect((await manager.get(`/performances/${show.id}`)).body.archived_at).not.toBeNull();
  });

  it('is refused while its venue is archived (restore the venue first), then done', async () => {
    const ref = await createVenue(db(), { city, name: { ru: 'Театр в архиве', en: 'Archived Theatre' } });
    const show = await createPerformance(db(), ref, { title: { ru: 'Забытый' } });
    await createSession(db(), ref, show, { startsAt: new Date(Date.now() - 86_400_000) });
    expect((await admin.delete(`/performances/${show.id}`)).status).toBe(204);
    expect((await admin.delete(`/venues/${ref.venue.id}`)).status).toBe(204);
    const refused = await admin.inLocale('en').post(`/performances/${show.id}/restore`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 'venue_archived',
      detail: 'The venue “Archived Theatre” is archived. Restore the venue first.',
    });
    expect((await admin.get(`/performances/${show.id}`)).body).toMatchObject({
      is_published: false,
      version: 2,
    });
    expect((await admin.post(`/venues/${ref.venue.id}/restore`)).status).toBe(200);
    const restored = await admin.post(`/performances/${show.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ is_published: true, archived_at: null });
    expect((await publicGet(`/performance/${show.slug}`)).status).toBe(200);
  });

  it('refuses a stale version (409 with the version now) and a bad id', async () => {
    const show = await make('Устаревший');
    expect((await manager.delete(`/performances/${show.id}`)).status).toBe(204);
    const conflict = await restoreWith(`/performances/${show.id}`, { ifMatch: 1 });
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({ code: 'version_conflict', version: 2 });
    expect(conflict.body.detail).toContain('version 2');
    expect((await manager.post(`/performances/${show.id}/restore`, { version: 1 })).status).toBe(409);
    expect((await manager.post(`/performances/${show.id}/restore`, { version: 2 })).status).toBe(200);
    expect((await manager.post('/performances/abc/restore')).status).toBe(400);
    expect((await manager.post('/performances/999999999/restore')).status).toBe(404);
  });
});

describe('restoring artists, genres and tags', () => {
  it('puts an artist back on their page and in search (administrators only), audited', async () => {
    const artist = await createArtist(db(), { slug: 'artist-returns', name: { ru: 'Пётр Возвращенцев' } });
    const ref = await createVenue(db(), { city });
    const show = await createPerformance(db(), ref, { cast: [{ artistId: artist.id }] });
    // The factory's rows are not in search yet: the edit of the cast puts them there.
    await admin.patch(`/performances/${show.id}`, { artists: [{ artist: artist.id }] }, { ifMatch: 1 });
    expect(await searchDocumentsOf('artist', artist.id)).toHaveLength(1);
    const page = () => publicGet(`/artists/${artist.slug}`);
    expect((await page()).status).toBe(200);
    expect((await admin.delete(`/artists/${artist.id}`)).status).toBe(204);
    expect((await page()).status).toBe(404);
    expect(await searchDocumentsOf('artist', artist.id)).toHaveLength(0);

    expect((await manager.post(`/artists/${artist.id}/restore`)).status).toBe(403);
    expect((await customer.post(`/artists/${artist.id}/restore`)).status).toBe(403);
    const stale = await restoreWith(`/artists/${artist.id}`, { ifMatch: 1 });
    expect(stale.status).toBe(409);
    const restored = await admin.post(`/artists/${artist.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: artist.id, version: 3, archived_at: null });
    expect((await page()).status).toBe(200);
    expect(await searchDocumentsOf('artist', artist.id)).toHaveLength(1);
    await expectRestoredOnce(admin, `/artists/${artist.id}`, 'artist', artist.id, restored.body);
    expect((await admin.post('/artists/abc/restore')).status).toBe(400);
    expect((await admin.post('/artists/999999999/restore')).status).toBe(404);
  });

  it.each([
    ['genres', 'genre'],
    ['tags', 'tag'],
  ] as const)('puts a %s entry back in the public list (administrators only), audited', async (kind, entity) => {
    const made = await admin.post(`/${kind}`, {
      name: { ru: `Возвратный ${entity}` },
      slug: `returning-${entity}`,
    });
    expect(made.status).toBe(201);
    const id = made.body.id;
    const listed = async () =>
      JSON.stringify((await publicGet(`/${kind}`)).body).includes(`returning-${entity}`);
    expect(await listed()).toBe(true);
    expect((await admin.delete(`/${kind}/${id}`)).status).toBe(204);
    expect(await listed()).toBe(false);
    expect((await manager.post(`/${kind}/${id}/restore`)).status).toBe(403);
    expect((await customer.post(`/${kind}/${id}/restore`)).status).toBe(403);
    expect((await restoreWith(`/${kind}/${id}`, { ifMatch: 1 })).status).toBe(409);
    const restored = await admin.post(`/${kind}/${id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id, version: 3, archived_at: null });
    expect(await listed()).toBe(true);
    await expectRestoredOnce(admin, `/${kind}/${id}`, entity, id, restored.body);
    expect((await admin.post(`/${kind}/abc/restore`)).status).toBe(400);
    expect((await admin.post(`/${kind}/999999999/restore`)).status).toBe(404);
  });

  it('answers a record that is not archived as it is, with no audit row', async () => {
    const tag = await createTag(db(), 'never-archived', { ru: 'Живой' });
    const answer = await admin.post(`/tags/${tag.id}/restore`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: tag.id, version: 1, archived_at: null });
    expect(await auditOf('tag', tag.id)).toHaveLength(0);
  });
});
