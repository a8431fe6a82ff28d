// [PLATFORM] CSRF: GET /account/csrf hands out a session-bound token and cookie; every unsafe
// method must echo it in X-CSRFToken; routes can opt out with config.csrf = false.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCity } from '../factories/cities.factory.ts';
import { cookieValue, startSession } from '../helpers/session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extend(app) {
      app.post('/api/v1/test/callback', { config: { csrf: false } }, async () => ({ ok: true }));
      app.post('/api/v1/test/protected', async () => ({ ok: true }));
      app.patch('/api/v1/test/protected', async () => ({ ok: true }));
      app.delete('/api/v1/test/protected', async () => ({ ok: true }));
    },
  });
  await createCity(t.database.db, { slug: 'moscow' });
});
afterAll(async () => {
  await t?.close();
});

const putCity = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/cities/me',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ city_slug: 'moscow' }),
  });

describe('GET /account/csrf', () => {
  it('answers {csrf}, sets a readable csrftoken cookie with the same value', async () => {
    const response = await t.app.inject({ url: '/api/v1/account/csrf' });
    expect(response.statusCode).toBe(200);
    const { csrf } = response.json<{ csrf: string }>();
    expect(csrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = (response.cookies as Array<Record<string, unknown>>).find((c) => c.name === 'csrftoken');
    expect(cookie).toMatchObject({ value: csrf, sameSite: 'Lax', path: '/' });
    expect(cookie?.httpOnly).toBeUndefined();
  });

  it('is stable within a session and different between sessions', async () => {
    const first = await startSession(t.app);
    const again = await t.app.inject({ url: '/api/v1/account/csrf', headers: { cookie: first.cookie } });
    expect(again.json()).toEqual({ csrf: first.csrf });
    expect(cookieValue(again, 'sessionid')).toBeUndefined();
    const second = await startSession(t.app);
    expect(second.csrf).not.toBe(first.csrf);
  });
});

describe('unsafe methods', () => {
  it('pass with the token of their session', async () => {
    const session = await startSession(t.app);
    const response = await putCity({ cookie: session.cookie, 'x-csrftoken': session.csrf });
    expect(response.statusCode).toBe(200);
  });

  it('are refused without the header, translated', async () => {
    const session = await startSession(t.app);
    const ru = await putCity({ cookie: session.cookie });
    expect(ru.statusCode).toBe(403);
    expect(ru.json()).toEqual({
      detail: 'Ошибка проверки CSRF: отсутствует или неверен токен CSRF.',
      code: 'csrf_failed',
    });
    const en = await putCity({ cookie: session.cookie, 'accept-language': 'en' });
    expect(en.json()).toEqual({
      detail: 'CSRF failed: the CSRF token is missing or incorrect.',
      code: 'csrf_failed',
    });
  });

  it('are refused with a wrong token, another session’s token, or no session', async () => {
    const mine = await startSession(t.app);
    const theirs = await startSession(t.app);
    const cases: Array<Record<string, string>> = [
      { cookie: mine.cookie, 'x-csrftoken': 'wrong' },
      // One character changed (the last one was 'A' in 1 of 16 tokens: then it becomes 'B').
      {
        cookie: mine.cookie,
        'x-csrftoken': `${mine.csrf.slice(0, -1)}${mine.csrf.endsWith('A') ? 'B' : 'A'}`,
      },
      { cookie: mine.cookie, 'x-csrftoken': theirs.csrf },
      { 'x-csrftoken': mine.csrf },
      { cookie: `csrftoken=${mine.csrf}`, 'x-csrftoken': mine.csrf },
      { cookie: mine.cookie, 'x-csrftoken': '' },
    ];
    for (const headers of cases) {
      const response = await putCity(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().code).toBe('csrf_failed');
    }
  });

  it('are checked for POST, PATCH and DELETE, before the body is even parsed', async () => {
    for (const method of ['POST', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/v1/test/protected',
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      });
      expect(response.statusCode, method).toBe(403);
    }
  });

  it('are not checked on routes that opt out', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/test/callback' });
    expect(response.statusCode).toBe(200);
  });

  it('get a 404 rather than a 403 on unknown routes', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
  });
});
