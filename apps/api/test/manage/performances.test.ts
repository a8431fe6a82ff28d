// [BACK OFFICE] /manage/performances: managers write performances whole in four languages (Russian required) for
// their venues only; references are checked and named by index; two editors never overwrite each other; archiving
// is refused while sessions to come use the performance; every write is audited, and the public site (its cached
// performance page, search, the groups of the search popup) shows it at once, however long its caches.
import { auditLog, performanceGroups, performances, searchDocuments } from '@afisha/db';
import { and, eq } from '@afisha/db/orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createArtist,
  createGenre,
  createPerformance,
  createSession,
  createTag,
  createVenue,
  type VenueRef,
} from '../factories/catalogue.factory.ts';
import { createCity } from '../factories/cities.factory.ts';
import { type ManageClient, manageClient } from '../helpers/manager.ts';
import { createTestApp, manualClock, type TestApp } from '../helpers/test-app.ts';

const NOW = new Date('2030-01-10T12:00:00Z');
let t: TestApp;
let admin: ManageClient;
let city: Awaited<ReturnType<typeof createCity>>;
let mine: VenueRef;
let other: VenueRef;
let manager: ManageClient;
const db = () => t.database.db;

beforeAll(async () => {
  // Caches as long as in production and longer: what an editor saves must still show at once.
  t = await createTestApp({
    clock: manualClock(NOW),
    config: (config) => ({
      ...config,
      catalogueCacheMs: 600_000,
      searchCache: { ...config.searchCache, ttlMs: 600_000 },
    }),
  });
  admin = await manageClient(t.app, db(), { kind: 'admin' });
  city = await createCity(db());
  mine = await createVenue(db(), { slug: 'mine', city });
  other = await createVenue(db(), { slug: 'other', city });
  manager = await manageClient(t.app, db(), { kind: 'manager', venues: [mine.venue.id] });
});
afterAll(async () => t.close());

let n = 0;
const base = (overrides: Record<string, unknown> = {}) => ({
  title: { ru: `Вишнёвый сад ${++n}`, en: `The Cherry Orchard ${n}` },
  age: 12,
  duration: '2:45',
  venue: mine.venue.id,
  ...overrides,
});

const publicGet = (url: string, locale = 'ru') =>
  t.app.inject({ url: `/api/v1${url}`, headers: { 'accept-language': locale } });

describe('creating a performance', () => {
  it('answers 201 with the whole record, the slug made from the Russian title and the missing languages', async () => {
    const genre = await createGenre(db(), 'drama-c', { ru: 'Драма' });
    const tag = await createTag(db(), 'classic-c', { ru: 'Классика' });
    const artist = await createArtist(db(), { slug: 'lopakhin-c', name: { ru: 'Иван Петров' } });
    const answer = await manager.post('/performances', {
      title: { ru: 'Вишнёвый сад', en: 'The Cherry Orchard', fr: '  ' },
      short: { ru: 'Комедия в четырёх действиях' },
      description: { ru: 'Строка один\nСтрока два <b>жирно</b>', de: 'Zeile' },
      age: 16,
      duration: '3:05',
      venue: mine.venue.id,
      genres: [genre.id],
      tags: [tag.id],
      artists: [{ artist: artist.id, role: { ru: 'Лопахин', en: 'Lopakhin' } }, { artist: artist.id }],
      is_premiere: true,
      named_tickets: true,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({
      version: 1,
      slug: 'vishnevyy-sad',
      title: { ru: 'Вишнёвый сад', en: 'The Cherry Orchard', fr: '', de: '' },
      description: { ru: 'Строка один\nСтрока два <b>жирно</b>', en: '', fr: '', de: 'Zeile' },
      missing_locales: { title: ['fr', 'de'], short: ['en', 'fr', 'de'], description: ['en', 'fr'] },
      age: 16,
      duration: '03:05',
      venue: { id: mine.venue.id },
      genres: [{ id: genre.id, name: 'Драма' }],
      tags: [{ id: tag.id, name: 'Классика' }],
      artists: [
        { artist: artist.id, name: 'Иван Петров', role: { ru: 'Лопахин', en: 'Lopakhin', fr: '', de: '' } },
        { artist: artist.id, role: null },
      ],
      is_premiere: true,
      named_tickets: true,
      is_published: true,
      archived_at: null,
    });
    // A group of its own, so the search popup lists it.
    const [group] = await db()
      .select()
      .from(performanceGroups)
      .where(eq(performanceGroups.id, answer.body.group));
    expect(group).toMatchObject({
      slug: 'vishnevyy-sad',
      title: { ru: 'Вишнёвый сад', en: 'The Cherry Orchard' },
    });

    // The same title again: the next free slug; a slug given that is taken: a field error.
    const again = await manager.post('/performances', { ...base(), title: { ru: 'Вишнёвый сад' } });
    expect(again.body.slug).toBe('vishnevyy-sad-2');
    const taken = await manager.inLocale('en').post('/performances', { ...base(), slug: 'vishnevyy-sad' });
    expect(taken.status).toBe(400);
    expect(taken.body.codes).toEqual({ slug: ['unique'] });
    expect(taken.body.slug[0]).toMatch(/already exists/);
  });

  it('takes an uploaded poster by its id: the poster size for the page, the stored original for cards', async () => {
    const data = await sharp({ create: { width: 400, height: 600, channels: 3, background: '#333' } })
      .jpeg()
      .toBuffer();
    const upload = await manager.upload('/media', { name: 'poster.jpg', type: 'image/jpeg', data });
    expect(upload.status).toBe(201);
    const answer = await manager.post('/performances', base({ images: { poster: upload.body.id } }));
    expect(answer.status).toBe(201);
    expect(answer.body.images).toEqual({
      poster: upload.body.variants.poster.url,
      original: upload.body.url,
    });
    const byUrl = await manager.patch(
      `/performances/${answer.body.id}`,
      { images: { poster: '/media/posters/x.svg' } },
      { ifMatch: 1 },
    );
    expect(byUrl.body.images).toEqual({ poster: '/media/posters/x.svg', original: '/media/posters/x.svg' });
    const outside = await manager.patch(
      `/performances/${answer.body.id}`,
      { images: { poster: 'https://evil.example/x.png', original: 999_999 } },
      { ifMatch: 2 },
    );
    expect(outside.status).toBe(400);
    expect(outside.body.codes).toEqual({ 'images.poster': ['invalid'] });
    const unknown = await manager.patch(
      `/performances/${answer.body.id}`,
      { images: { original: 999_999 } },
      { ifMatch: 2 },
    );
    expect(unknown.body.codes).toEqual({ 'images.original': ['does_not_exist'] });
  });

  it('answers field errors in the editor language for empty, huge, malformed and unknown input', async () => {
    const en = manager.inLocale('en');
    const empty = await en.post('/performances', {});
    expect(empty.status).toBe(400);
    expect(empty.body.codes).toMatchObject({ title: ['required'], age: ['required'], venue: ['required'] });
    expect(empty.body.title[0]).toMatch(/required/i);

    const bad = await en.post('/performances', {
      title: { ru: '   ', xx: 'x' },
      age: 7,
      duration: '25:99',
      venue: 2_147_483_648,
      genres: Array.from({ length: 10_000 }, (_, i) => i + 1),
      description: { ru: 'x'.repeat(100_000) },
      slug: 'Не Латиница',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.codes).sort()).toEqual(
      ['age', 'description.ru', 'duration', 'genres', 'slug', 'title.ru', 'title.xx', 'venue'].sort(),
    );
    expect(bad.body.duration[0]).toMatch(/HH:MM/);
    const ru = await manager.post('/performances', base({ duration: 'два часа' }));
    expect(ru.body.duration[0]).toMatch(/ЧЧ:ММ/);

    const genre = await createGenre(db(), 'g-unknown', { ru: 'Жанр' });
    const artist = await createArtist(db(), { slug: 'a-unknown', name: { ru: 'Артист' } });
    const unknown = await en.post(
      '/performances',
      base({
        genres: [genre.id, 999_999],
        tags: [999_998],
        artists: [{ artist: artist.id }, { artist: artist.id }, { artist: 999_997 }],
        group: 999_996,
      }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.codes).toEqual({
      'genres.1': ['does_not_exist'],
      'tags.0': ['does_not_exist'],
      'artists.2.artist': ['does_not_exist'],
      group: ['does_not_exist'],
    });
    expect(
      await db().select().from(performances).where(eq(performances.venueId, mine.venue.id)),
    ).not.toContainEqual(
      expect.objectContaining({
        title: expect.objectContaining({ ru: expect.stringContaining('undefined') }),
      }),
    );
  });
});

describe('venue managers', () => {
  it("see and change their venues' performances only: another venue's is 404, creating one there a field error", async () => {
    const theirs = await createPerformance(db(), other, { title: { ru: 'Чужой спектакль' } });
    expect((await manager.get(`/performances/${theirs.id}`)).status).toBe(404);
    expect((await manager.patch(`/performances/${theirs.id}`, { age: 6 }, { ifMatch: 1 })).status).toBe(404);
    expect((await manager.delete(`/performances/${theirs.id}`)).status).toBe(404);
    expect((await manager.get('/performances/2147483647')).status).toBe(404);
    const there = await manager.post('/performances', base({ venue: other.venue.id }));
    expect(there.status).toBe(400);
    expect(there.body.codes).toEqual({ venue: ['does_not_exist'] });
    const own = await manager.post('/performances', base());
    const moved = await manager.patch(
      `/performances/${own.body.id}`,
      { venue: other.venue.id },
      { ifMatch: 1 },
    );
    expect(moved.body.codes).toEqual({ venue: ['does_not_exist'] });

    const list = await manager.get('/performances?limit=100');
    expect(list.status).toBe(200);
    expect(list.body.results.map((row: { venue: { id: number } }) => row.venue.id)).not.toContain(
      other.venue.id,
    );
    expect((await admin.get(`/performances/${theirs.id}`)).status).toBe(200);
    const customer = await manageClient(t.app, db(), { kind: 'customer' });
    expect((await customer.get('/performances')).status).toBe(403);
  });
});

describe('the list', () => {
  it('filters by venue, city, genre, status, archived and search in any language or slug, and orders', async () => {
    const genre = await createGenre(db(), 'opera-l', { ru: 'Опера' });
    const a = await admin.post(
      '/performances',
      base({ title: { ru: 'Аида', fr: 'Aïda zz' }, genres: [genre.id] }),
    );
    const b = await admin.post(
      '/performances',
      base({ title: { ru: 'Борис Годунов' }, is_published: false }),
    );
    const c = await admin.post('/performances', base({ title: { ru: 'Кармен' }, venue: other.venue.id }));
    const ids = (body: { results: { id: number }[] }) => body.results.map((row) => row.id);
    expect(ids((await admin.get(`/performances?genre=${genre.id}`)).body)).toEqual([a.body.id]);
    expect(ids((await admin.get('/performances?search=aïda%20zz')).body)).toEqual([a.body.id]);
    expect(ids((await admin.get(`/performances?search=${b.body.slug}`)).body)).toEqual([b.body.id]);
    expect(ids((await admin.get('/performances?search=%D0%B1%D0%BE%D1%80%D0%B8%D1%81')).body)).toEqual([
      b.body.id,
    ]);
    const drafts = ids((await admin.get('/performances?status=draft&limit=100')).body);
    expect(drafts).toContain(b.body.id);
    expect(drafts).not.toContain(a.body.id);
    const atOther = ids((await admin.get(`/performances?venue=${other.venue.id}&limit=100`)).body);
    expect(atOther).toContain(c.body.id);
    expect(atOther).not.toContain(a.body.id);
    expect((await admin.get(`/performances?city=${city.slug}&limit=100`)).body.count).toBeGreaterThan(2);
    const byTitle = (await admin.get('/performances?ordering=title&limit=100')).body.results.map(
      (row: { title: { ru: string } }) => row.title.ru,
    );
    expect(byTitle).toEqual([...byTitle].sort());
    const page = await admin.get('/performances?limit=1&ordering=-updated');
    expect(page.body.results).toHaveLength(1);
    expect(page.body.next).toContain('offset=1');
    expect((await admin.get('/performances?ordering=sideways')).status).toBe(400);
    expect((await admin.get('/performances?venue=99999999999')).status).toBe(400);

    await admin.delete(`/performances/${c.body.id}`);
    expect(ids((await admin.get('/performances?limit=100')).body)).not.toContain(c.body.id);
    expect(ids((await admin.get('/performances?archived=true&limit=100')).body)).toContain(c.body.id);
  });

  it("names each performance's venue in the editor's language, with the clock its next session is read by", async () => {
    const west = await createVenue(db(), {
      city,
      name: { ru: 'Драмтеатр', en: 'Drama Theatre' },
      timezone: 'Europe/Kaliningrad',
    });
    await admin.post('/performances', base({ venue: west.venue.id }));
    const venueOf = async (client: typeof admin) =>
      (await client.get(`/performances?venue=${west.venue.id}`)).body.results[0].venue;
    const english = await manageClient(t.app, db(), { kind: 'admin' }, 'en');
    expect(await venueOf(english)).toEqual({
      id: west.venue.id,
      name: 'Drama Theatre',
      timezone: 'Europe/Kaliningrad',
    });
    expect((await venueOf(admin)).name).toBe('Драмтеатр');
    // A language the venue has no name in reads the English one (the chain de → en → ru).
    const german = await manageClient(t.app, db(), { kind: 'admin' }, 'de');
    expect((await venueOf(german)).name).toBe('Drama Theatre');
  });
});

describe('editing', () => {
  it('takes a subset with the version; a second editor on the old version gets 409, no version 400', async () => {
    const created = await manager.post('/performances', base());
    const url = `/performances/${created.body.id}`;
    const noVersion = await manager.patch(url, { age: 6 });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.codes).toEqual({ version: ['required'] });

    const first = await manager.patch(url, { age: 6, short: { ru: 'Коротко', en: 'Short' } }, { ifMatch: 1 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ version: 2, age: 6, title: created.body.title, duration: '02:45' });
    expect(first.body.missing_locales.short).toEqual(['fr', 'de']);
    const second = await manager.inLocale('fr').patch(url, { age: 18, version: 1 });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'version_conflict', version: 2 });
    expect(second.body.detail).toMatch(/version 2/);
    expect((await manager.get(url)).body.age).toBe(6);
    // Clearing a field: null.
    const cleared = await manager.patch(url, { short: null, duration: null }, { ifMatch: '"2"' });
    expect(cleared.body).toMatchObject({ version: 3, duration: null, short: { ru: '' } });
  });

  it('writes an audit row with before and after, in the venue, in the same transaction', async () => {
    const created = await manager.post('/performances', base());
    await manager.patch(`/performances/${created.body.id}`, { title: { ru: 'Новое имя' } }, { ifMatch: 1 });
    const rows = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'performance'), eq(auditLog.entityId, String(created.body.id))));
    expect(rows.map((row) => row.action).sort()).toEqual(['create', 'update']);
    const update = rows.find((row) => row.action === 'update');
    expect(update).toMatchObject({
      actorUserId: manager.userId,
      venueId: mine.venue.id,
      before: expect.objectContaining({ version: 1, title: created.body.title }),
      after: expect.objectContaining({ version: 2, title: expect.objectContaining({ ru: 'Новое имя' }) }),
    });
    // A refused write leaves no row.
    await manager.patch(`/performances/${created.body.id}`, { age: 6 }, { ifMatch: 1 });
    const after = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'performance'), eq(auditLog.entityId, String(created.body.id))));
    expect(after).toHaveLength(2);
  });
});

describe('archiving', () => {
  it('is refused while a session to come uses it, naming the session; otherwise archives once and hides it', async () => {
    const created = await manager.post('/performances', base());
    const id = created.body.id;
    const live = await createSession(db(), mine, { id }, { startsAt: new Date('2030-02-01T16:00:00Z') });
    const refused = await manager.delete(`/performances/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'in_use',
      used_count: 1,
      used_by: [{ kind: 'event', id: live.id, label: '2030-02-01 19:00' }],
    });
    expect((await publicGet(`/performance/${created.body.slug}`)).statusCode).toBe(200);

    await createSession(
      db(),
      mine,
      { id },
      { startsAt: new Date('2030-03-01T16:00:00Z'), saleStatus: 'cancelled' },
    );
    const past = await manager.post('/performances', base());
    await createSession(db(), mine, { id: past.body.id }, { startsAt: new Date('2029-12-01T16:00:00Z') });
    expect((await manager.delete(`/performances/${past.body.id}`)).status).toBe(204);
    expect((await manager.delete(`/performances/${past.body.id}`)).status).toBe(204);
    const archived = await manager.get(`/performances/${past.body.id}`);
    expect(archived.body).toMatchObject({ is_published: false, version: 2 });
    expect(archived.body.archived_at).not.toBeNull();
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'performance'), eq(auditLog.entityId, String(past.body.id))));
    expect(audits.map((row) => row.action).sort()).toEqual(['archive', 'create']);
    expect((await publicGet(`/performance/${past.body.slug}`)).statusCode).toBe(404);
  });
});

describe('the site follows at once, with long caches', () => {
  it('serves a new performance, then its edit, on its page and in search; drops it when archived', async () => {
    const page = (slug: string, locale = 'ru') => publicGet(`/performance/${slug}?city=${city.slug}`, locale);
    const search = async (q: string) =>
      (await publicGet(`/search?q=${encodeURIComponent(q)}&city=${city.slug}`)).json().events as {
        performance: { id: number; title: string };
      }[];
    const groups = async () =>
      (await publicGet(`/performancegroups?city=${city.slug}&limit=100`)).json().results as {
        id: number;
      }[];

    // Warm the caches with the answers before the performance exists.
    expect(await search('Чайка')).toEqual([]);
    expect((await page('chayka')).statusCode).toBe(404);

    const created = await manager.post(
      '/performances',
      base({ title: { ru: 'Чайка', en: 'The Seagull' }, slug: 'chayka' }),
    );
    expect(created.status).toBe(201);
    await createSession(db(), mine, { id: created.body.id }, { startsAt: new Date('2030-01-20T16:00:00Z') });
    expect((await page('chayka')).json()).toMatchObject({ id: created.body.id, title: 'Чайка' });
    expect((await search('Чайка')).map((hit) => hit.performance.id)).toEqual([created.body.id]);
    expect((await groups()).map((group) => group.id)).toContain(created.body.id);

    const edited = await manager.patch(
      `/performances/${created.body.id}`,
      { title: { ru: 'Дикая утка', en: 'The Wild Duck' } },
      { ifMatch: 1 },
    );
    expect(edited.status).toBe(200);
    expect((await page('chayka', 'en')).json().title).toBe('The Wild Duck');
    expect(await search('Чайка')).toEqual([]);
    expect((await search('утка')).map((hit) => hit.performance.title)).toEqual(['Дикая утка']);

    // Unpublished: gone from the page and search.
    await manager.patch(`/performances/${created.body.id}`, { is_published: false }, { ifMatch: 2 });
    expect((await page('chayka')).statusCode).toBe(404);
    expect(await search('утка')).toEqual([]);
  });

  it("keeps the cast's search documents right when an artist leaves the cast", async () => {
    const artist = await createArtist(db(), { slug: 'solo', name: { ru: 'Зиновий Эфрос' } });
    const created = await manager.post('/performances', base({ artists: [{ artist: artist.id }] }));
    const documents = () =>
      db()
        .select()
        .from(searchDocuments)
        .where(and(eq(searchDocuments.kind, 'artist'), eq(searchDocuments.entityId, artist.id)));
    expect(await documents()).toHaveLength(1);
    await manager.patch(`/performances/${created.body.id}`, { artists: [] }, { ifMatch: 1 });
    expect(await documents()).toHaveLength(0);
  });
});

describe('a premiere', () => {
  it('is the "Premiere" tag the site shows: the flag and the tag never disagree', async () => {
    const premiere = await createTag(db(), 'premiere', { ru: 'Премьера', en: 'Premiere' });
    const classic = await createTag(db(), 'classic-p', { ru: 'Классика' });
    const tagIds = (body: { tags: Array<{ id: number }> }) => body.tags.map((tag) => tag.id).sort();

    // The tag chosen makes it a premiere.
    const tagged = await manager.post('/performances', base({ tags: [classic.id, premiere.id] }));
    expect(tagged.status, JSON.stringify(tagged.body)).toBe(201);
    expect(tagged.body.is_premiere).toBe(true);

    // The flag written by an API client puts the tag on, or takes it off.
    const flagged = await manager.post('/performances', base({ tags: [classic.id], is_premiere: true }));
    expect(flagged.body.is_premiere).toBe(true);
    expect(tagIds(flagged.body)).toEqual([classic.id, premiere.id].sort());
    const unflagged = await manager.patch(
      `/performances/${flagged.body.id}`,
      { is_premiere: false },
      { ifMatch: 1 },
    );
    expect(unflagged.status).toBe(200);
    expect(unflagged.body.is_premiere).toBe(false);
    expect(tagIds(unflagged.body)).toEqual([classic.id]);

    // The tag taken off by the back office's form ends the premiere.
    const untagged = await manager.patch(
      `/performances/${tagged.body.id}`,
      { tags: [classic.id] },
      { ifMatch: 1 },
    );
    expect(untagged.body.is_premiere).toBe(false);
    const [row] = await db().select().from(performances).where(eq(performances.id, tagged.body.id));
    expect(row?.isPremiere).toBe(false);
  });
});
