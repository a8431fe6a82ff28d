// [BACK OFFICE] Artists, genres and tags (docs/api.md "Back office"): site-wide, written by administrators; venue managers
// read them and add artists, but not genres or tags (403). A genre or tag still given to a performance is not
// archived (409 naming the performances); an artist in the cast of a performance with live sessions is not either;
// otherwise they leave the site. Artist names follow into search.
import { auditLog, searchDocuments } from '@afisha/db';
import { and, eq } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createArtist,
  createGenre,
  createPerformance,
  createSession,
  createTag,
  createVenue,
} from '../factories/catalogue.factory.ts';
import { type ManageClient, manageClient } from '../helpers/manager.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const db = () => t.database.db;
let admin: ManageClient;
let manager: ManageClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await manageClient(t.app, db(), { kind: 'admin' });
  const { venue } = await createVenue(db());
  manager = await manageClient(t.app, db(), { kind: 'manager', venues: [venue.id] });
});
afterAll(async () => t.close());

describe('who writes the vocabulary', () => {
  it('lets managers read all three and add artists, but not genres or tags, nor edit them', async () => {
    const artist = await manager.post('/artists', { name: { ru: 'Олег Янковский', en: 'Oleg Yankovsky' } });
    expect(artist.status).toBe(201);
    expect(artist.body).toMatchObject({ slug: 'oleg-yankovskiy', version: 1, performances_count: 0 });
    expect(artist.body.missing_locales).toEqual({ name: ['fr', 'de'], bio: ['ru', 'en', 'fr', 'de'] });
    expect((await manager.post('/genres', { name: { ru: 'Драма' } })).status).toBe(403);
    expect((await manager.post('/tags', { name: { ru: 'Премьера' } })).status).toBe(403);
    expect(
      (await manager.patch(`/artists/${artist.body.id}`, { version: 1, name: { ru: 'x' } })).status,
    ).toBe(403);
    expect((await manager.delete(`/artists/${artist.body.id}`)).status).toBe(403);
    const genre = await admin.post('/genres', { name: { ru: 'Драма' }, position: 3 });
    expect(genre.status).toBe(201);
    expect(genre.body).toMatchObject({ slug: 'drama', position: 3 });
    expect((await manager.get('/genres')).body.results.map((g: { id: number }) => g.id)).toContain(
      genre.body.id,
    );
    expect((await manager.get(`/artists/${artist.body.id}`)).status).toBe(200);
    const customer = await manageClient(t.app, db(), { kind: 'customer' });
    expect((await customer.get('/tags')).status).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/manage/artists' })).statusCode).toBe(401);
  });

  it('refuses bad input with field errors in the editor language, and duplicate slugs', async () => {
    await createTag(db(), 'dlya-detey', { ru: 'Для детей' });
    const en = admin.inLocale('en');
    const taken = await en.post('/tags', { name: { ru: 'Для детей' }, slug: 'dlya-detey' });
    expect(taken.body.codes).toEqual({ slug: ['unique'] });
    const derived = await en.post('/tags', { name: { ru: 'Для детей' } });
    expect(derived.body.slug).toBe('dlya-detey-2');
    const bad = await en.post('/artists', {
      name: { ru: '   ' },
      photo: '/media/../../etc/passwd',
      slug: 'Not A Slug',
      bio: { ru: 'x'.repeat(100_000) },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.codes).sort()).toEqual(['bio.ru', 'name.ru', 'photo', 'slug']);
    expect(bad.body.photo[0]).toBe('Give the address of an uploaded image (/media/…).');
    expect((await en.post('/genres', { name: { ru: 'Опера' }, position: -1 })).status).toBe(400);
    expect((await en.get('/genres/99999999999')).status).toBe(400);
    expect((await en.get('/genres/99999999')).status).toBe(404);
  });
});

describe('editing and archiving', () => {
  it('edits with versions, audited, and a renamed artist is found by the new name', async () => {
    const ref = await createVenue(db());
    const artist = await createArtist(db(), { slug: 'artist-rename', name: { ru: 'Иван Петров' } });
    await createPerformance(db(), ref, { cast: [{ artistId: artist.id }] });
    const renamed = await admin.patch(
      `/artists/${artist.id}`,
      { name: { ru: 'Пётр Иванов' } },
      { ifMatch: 1 },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ version: 2, performances_count: 1 });
    const stale = await admin.patch(`/artists/${artist.id}`, { version: 1, bio: { ru: 'Био' } });
    expect(stale.status).toBe(409);
    expect(stale.body.version).toBe(2);
    const documents = await db()
      .select()
      .from(searchDocuments)
      .where(and(eq(searchDocuments.kind, 'artist'), eq(searchDocuments.entityId, artist.id)));
    expect(documents.map((document) => document.text)).toEqual(['петр иванов']);
    const [row] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'artist'), eq(auditLog.entityId, String(artist.id))));
    expect(row?.before).toMatchObject({ name: { ru: 'Иван Петров' } });
    expect(row?.after).toMatchObject({ name: { ru: 'Пётр Иванов' } });
  });

  it('refuses to archive a genre or tag performances still have, naming them; archives it otherwise', async () => {
    const ref = await createVenue(db());
    const genre = await createGenre(db(), 'komediya', { ru: 'Комедия' });
    const show = await createPerformance(db(), ref, { title: { ru: 'Ревизор' }, genreIds: [genre.id] });
    const refused = await admin.delete(`/genres/${genre.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'in_use',
      used_count: 1,
      used_by: [{ kind: 'performance', id: show.id, label: 'Ревизор' }],
    });
    const unused = await createTag(db(), 'unused-tag', { ru: 'Ненужный' });
    const publicTags = async () => (await t.app.inject({ url: '/api/v1/tags' })).json();
    expect(JSON.stringify(await publicTags())).toContain('unused-tag');
    expect((await admin.delete(`/tags/${unused.id}`)).status).toBe(204);
    expect(JSON.stringify(await publicTags())).not.toContain('unused-tag');
    expect((await admin.get(`/tags?archived=true&search=unused`)).body.results[0].id).toBe(unused.id);
    expect((await admin.delete(`/tags/${unused.id}`)).status).toBe(204);
  });

  it('refuses to archive an artist playing in a performance with live sessions; archives one who does not', async () => {
    const ref = await createVenue(db());
    const busy = await createArtist(db(), { slug: 'busy-artist', name: { ru: 'Занятой' } });
    const show = await createPerformance(db(), ref, { cast: [{ artistId: busy.id }] });
    const session = await createSession(db(), ref, show, { startsAt: new Date(Date.now() + 86_400_000) });
    const refused = await admin.delete(`/artists/${busy.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.used_by).toEqual([{ kind: 'event', id: session.id, label: expect.any(String) }]);
    const idle = await createArtist(db(), { slug: 'idle-artist', name: { ru: 'Свободный' } });
    expect((await t.app.inject({ url: '/api/v1/artists/idle-artist' })).statusCode).toBe(200);
    expect((await admin.delete(`/artists/${idle.id}`)).status).toBe(204);
    expect((await t.app.inject({ url: '/api/v1/artists/idle-artist' })).statusCode).toBe(404);
    expect((await admin.get('/artists?search=idle')).body.count).toBe(0);
  });
});
