// [PLATFORM] Cookie sessions: cookie attributes, only a hash stored, lazy creation, idle and
// absolute lifetimes (injected clock), rotation against fixation, destruction, bad cookies.
import { createHash } from 'node:crypto';
import { sessions } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCity } from '../factories/cities.factory.ts';
import { authHeaders, type ClientSession, cookieValue, startSession } from '../helpers/session.ts';
import { createTestApp, manualClock, type TestApp } from '../helpers/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;
const clock = manualClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    clock,
    extend(app) {
      app.get('/api/v1/test/session', async (request) => {
        const session = await request.getSession();
        return { id: session.id, note: session.get('note') ?? null };
      });
      app.post(
        '/api/v1/test/session',
        { schema: { body: z.object({ note: z.string() }) } },
        async (request) => {
          (await request.getSession()).set('note', request.body.note);
          return { ok: true };
        },
      );
      app.post('/api/v1/test/session/rotate', async (request) => {
        (await request.getSession()).rotate();
        return { ok: true };
      });
      app.post('/api/v1/test/session/destroy', async (request) => {
        (await request.getSession()).destroy();
        return { ok: true };
      });
    },
  });
  await createCity(t.database.db, { slug: 'moscow' });
});
afterAll(async () => {
  await t?.close();
});

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const sessionRows = () => t.database.db.select().from(sessions);
const readNote = async (cookie: string) =>
  (await t.app.inject({ url: '/api/v1/test/session', headers: { cookie } })).json<{ note: string | null }>()
    .note;
const post = (url: string, session: ClientSession, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: authHeaders(session, payload ? { 'content-type': 'application/json' } : {}),
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });

describe('the session cookie', () => {
  it('is httpOnly, SameSite=Lax, site-wide, persistent, and not Secure on plain http by default', async () => {
    const response = await t.app.inject({ url: '/api/v1/account/csrf' });
    const cookies = response.cookies as Array<Record<string, unknown>>;
    const sessionCookie = cookies.find((cookie) => cookie.name === 'sessionid');
    expect(sessionCookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 60 * 24 * 60 * 60,
    });
    expect(sessionCookie?.secure).toBeUndefined();
    expect(String(sessionCookie?.value)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('is Secure when COOKIE_SECURE is set', async () => {
    const secure = await createTestApp({
      database: t.database,
      config: (config) => ({ ...config, cookieSecure: true }),
    });
    try {
      const response = await secure.app.inject({ url: '/api/v1/account/csrf' });
      for (const cookie of response.cookies as Array<Record<string, unknown>>)
        expect(cookie.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('is stored only as its SHA-256', async () => {
    const session = await startSession(t.app);
    const rows = await sessionRows();
    const row = rows.find((candidate) => candidate.id === sha256(session.sessionid));
    expect(row).toBeDefined();
    expect(JSON.stringify(rows)).not.toContain(session.sessionid);
  });
});

describe('lazy creation', () => {
  it('stores nothing and sets no cookie for visitors who only read', async () => {
    const before = (await sessionRows()).length;
    for (const url of ['/api/v1/cities', '/api/v1/cities/me', '/api/v1/cart/count_seats', '/api/v1/site']) {
      const response = await t.app.inject({ url });
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
    expect((await sessionRows()).length).toBe(before);
  });

  it('keeps data between requests', async () => {
    const session = await startSession(t.app);
    expect((await post('/api/v1/test/session', session, { note: 'hello' })).statusCode).toBe(200);
    expect(await readNote(session.cookie)).toBe('hello');
  });
});

describe('lifetimes', () => {
  it('ends after 14 idle days, and the browser is told to drop the cookie', async () => {
    const session = await startSession(t.app);
    await post('/api/v1/test/session', session, { note: 'idle' });
    clock.advance(15 * DAY);
    const response = await t.app.inject({ url: '/api/v1/test/session', headers: { cookie: session.cookie } });
    expect(response.json()).toEqual({ id: null, note: null });
    expect(response.headers['set-cookie']).toMatch(/sessionid=;/);
    expect((await post('/api/v1/test/session', session, { note: 'again' })).statusCode).toBe(403);
  });

  it('slides with use', async () => {
    const session = await startSession(t.app);
    await post('/api/v1/test/session', session, { note: 'active' });
    for (let i = 0; i < 3; i += 1) {
      clock.advance(10 * DAY);
      expect(await readNote(session.cookie)).toBe('active');
    }
  });

  it('ends after 60 days however active', async () => {
    const session = await startSession(t.app);
    await post('/api/v1/test/session', session, { note: 'long' });
    for (let day = 10; day <= 50; day += 10) {
      clock.advance(10 * DAY);
      expect(await readNote(session.cookie), `day ${day}`).toBe('long');
    }
    clock.advance(11 * DAY);
    expect(await readNote(session.cookie)).toBeNull();
  });
});

describe('rotation and destruction', () => {
  it('rotate() issues a new id and cookie, keeps the data, and kills the old id', async () => {
    const session = await startSession(t.app);
    await post('/api/v1/test/session', session, { note: 'kept' });
    const response = await post('/api/v1/test/session/rotate', session);
    expect(response.statusCode).toBe(200);
    const rotated = cookieValue(response, 'sessionid');
    expect(rotated).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rotated).not.toBe(session.sessionid);

    expect(await readNote(`sessionid=${rotated}`)).toBe('kept');
    expect(await readNote(session.cookie)).toBeNull();
    const ids = (await sessionRows()).map((row) => row.id);
    expect(ids).toContain(sha256(rotated ?? ''));
    expect(ids).not.toContain(sha256(session.sessionid));

    // The CSRF token is bound to the session id, so the old one stops working too.
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/session/destroy',
      headers: { cookie: `sessionid=${rotated}`, 'x-csrftoken': session.csrf },
    });
    expect(stale.statusCode).toBe(403);
  });

  it('destroy() deletes the row and clears the cookie', async () => {
    const session = await startSession(t.app);
    const response = await post('/api/v1/test/session/destroy', session);
    expect(response.headers['set-cookie']).toMatch(/sessionid=;/);
    expect(
      await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sha256(session.sessionid))),
    ).toEqual([]);
  });
});

describe('bad cookies', () => {
  it.each([
    'garbage',
    'x'.repeat(43),
    '"; drop table sessions; --',
    'a'.repeat(5000),
  ])('treats %j as no session and clears it', async (value) => {
    const response = await t.app.inject({
      url: '/api/v1/test/session',
      headers: { cookie: `sessionid=${value}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: null, note: null });
    expect(response.headers['set-cookie']).toMatch(/sessionid=;/);
  });
});
