// [ACCOUNTS] The token API (/auth) for clients without cookies: sign-in for an access and a refresh token,
// refresh rotation with reuse detection (a used token again revokes the whole family), verify, sign-out, the
// bearer user on owner-checked routes, short-lived access tokens (manual clock), CSRF only for cookie requests,
// and sign-up, confirmation, password and profile through the same rules as the site, in Russian and English.
import { refreshTokens } from '@afisha/db';
import { describe, expect, it } from 'vitest';
import { requireUserId } from '../../src/plugins/auth/current-user.ts';
import {
  bearer,
  GOOD_PASSWORD,
  getAs,
  SITE_URL,
  send,
  signIn,
  signUpAndConfirm,
  tokenSignIn,
  useAccountsTestApp,
} from '../helpers/accounts.ts';
import { startSession } from '../helpers/session.ts';
import { createTestApp, manualClock } from '../helpers/test-app.ts';
import { linkIn, tokenIn } from '../helpers/test-smtp.ts';
import { aLaterMail } from '../helpers/wait.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const clock = manualClock();

const t = useAccountsTestApp({ clock });

describe('POST /auth/login', () => {
  it('answers an access and a refresh token for confirmed credentials, with no cookie and no CSRF', async () => {
    await signUpAndConfirm(t, { email: 'mobile@example.com', name: 'Mobile' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'mobile@example.com', password: GOOD_PASSWORD }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    const pair = response.json();
    expect(pair).toEqual({ access: expect.any(String), refresh: expect.any(String), expires_in: 300 });
    expect(pair.access.split('.')).toHaveLength(3);

    const user = await getAs(t.app, '/auth/user', { headers: bearer(pair.access) });
    expect(user).toMatchObject({
      status: 200,
      body: {
        email: 'mobile@example.com',
        first_name: 'Mobile',
        last_name: '',
        phone: null,
        pending_email: null,
      },
    });
  });

  it.each([
    ['ru', 'Неверный адрес электронной почты или пароль.'],
    ['en', 'Incorrect email address or password.'],
  ])('refuses wrong credentials like the site (%s)', async (locale, message) => {
    const answer = await send(
      t.app,
      '/auth/login',
      { email: 'mobile@example.com', password: 'nope-nope-1' },
      { locale },
    );
    expect(answer).toMatchObject({ status: 400, body: { non_field_errors: [message] } });
  });

  it('checks CSRF when the request does carry a session cookie', async () => {
    const session = await startSession(t.app);
    const withCookie = await send(
      t.app,
      '/auth/login',
      { email: 'mobile@example.com', password: GOOD_PASSWORD },
      { headers: { cookie: session.cookie } },
    );
    expect(withCookie.status).toBe(403);
    expect(withCookie.body.code).toBe('csrf_failed');
    const withCsrf = await send(
      t.app,
      '/auth/login',
      { email: 'mobile@example.com', password: GOOD_PASSWORD },
      { session },
    );
    expect(withCsrf.status).toBe(200);
  });
});

describe('access tokens', () => {
  it('identify the user on every owner-checked route (requireUserId), without CSRF', async () => {
    const { app, close } = await createTestApp({
      database: t.database,
      config: (config) => ({ ...config, publicSiteUrl: SITE_URL }),
      clock,
      extend(extended) {
        extended.get('/api/v1/__whoami', async (request) => ({ id: await requireUserId(request) }));
        extended.post('/api/v1/__whoami', async (request) => ({ id: await requireUserId(request) }));
      },
    });
    try {
      const pair = await tokenSignIn(app, { email: 'mobile@example.com' });
      const me = await getAs(app, '/auth/user', { headers: bearer(pair.access) });
      const get = await getAs(app, '/__whoami', { headers: bearer(pair.access) });
      expect(get).toMatchObject({ status: 200, body: { id: me.body.id } });
      // A real owner-checked route of the engagement module.
      const notifications = await getAs(app, '/notifications', { headers: bearer(pair.access) });
      expect(notifications.status).toBe(200);
      expect(notifications.body.count).toBe(1);
      const post = await send(app, '/__whoami', {}, { headers: bearer(pair.access) });
      expect(post).toMatchObject({ status: 200, body: { id: me.body.id } });

      // A cookie next to the bearer token brings CSRF back.
      const session = await startSession(app);
      const mixed = await send(
        app,
        '/__whoami',
        {},
        { headers: { ...bearer(pair.access), cookie: session.cookie } },
      );
      expect(mixed.status).toBe(403);

      // Not a bearer token: a 401 that tells the client to refresh, not an anonymous visit.
      for (const header of [
        'Bearer',
        'Bearer garbage',
        `Bearer ${pair.access}x`,
        `Bearer ${'a'.repeat(5000)}`,
      ]) {
        const bad = await getAs(app, '/__whoami', { headers: { authorization: header }, locale: 'en' });
        expect(bad.status, header.slice(0, 20)).toBe(401);
        expect(bad.body).toEqual({ detail: 'Token is invalid or expired.', code: 'token_not_valid' });
      }
      // Another scheme is not ours: the visitor is anonymous.
      expect(
        (await getAs(app, '/__whoami', { headers: { authorization: 'Basic dXNlcjpwYXNz' } })).body.code,
      ).toBe('not_authenticated');
    } finally {
      await close();
    }
  });

  it('expire after 5 minutes; token/verify says so', async () => {
    const pair = await tokenSignIn(t.app, { email: 'mobile@example.com' });
    expect(await send(t.app, '/auth/token/verify', { token: pair.access })).toMatchObject({
      status: 200,
      body: {},
    });
    clock.advance(5 * MINUTE + 1000);
    const verify = await send(t.app, '/auth/token/verify', { token: pair.access }, { locale: 'en' });
    expect(verify).toMatchObject({
      status: 401,
      body: { code: 'token_not_valid', detail: 'Token is invalid or expired.' },
    });
    expect((await getAs(t.app, '/auth/user', { headers: bearer(pair.access) })).status).toBe(401);
    // The refresh token still gives a new one.
    const renewed = await send(t.app, '/auth/token/refresh', { refresh: pair.refresh });
    expect(renewed.status).toBe(200);
    expect((await getAs(t.app, '/auth/user', { headers: bearer(renewed.body.access) })).status).toBe(200);
  });

  it('token/verify refuses garbage and a token signed with another secret', async () => {
    const other = await createTestApp({
      database: t.database,
      clock,
      config: (config) => ({ ...config, sessionSecret: 'another-secret-of-at-least-32-characters!!' }),
    });
    try {
      const forged = await tokenSignIn(other.app, { email: 'mobile@example.com' });
      expect((await send(t.app, '/auth/token/verify', { token: forged.access })).status).toBe(401);
    } finally {
      await other.close();
    }
    expect((await send(t.app, '/auth/token/verify', { token: 'a.b.c' })).status).toBe(401);
    expect((await send(t.app, '/auth/token/verify', { token: '' })).body.codes).toEqual({ token: ['blank'] });
  });
});

describe('POST /auth/token/refresh', () => {
  it('rotates: each refresh token works once and the new pair works', async () => {
    const first = await tokenSignIn(t.app, { email: 'mobile@example.com' });
    const second = await send(t.app, '/auth/token/refresh', { refresh: first.refresh });
    expect(second.status).toBe(200);
    expect(second.body.refresh).not.toBe(first.refresh);
    const third = await send(t.app, '/auth/token/refresh', { refresh: second.body.refresh });
    expect(third.status).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back (RFC 6819)', async () => {
    const stolen = await tokenSignIn(t.app, { email: 'mobile@example.com' });
    const legit = await send(t.app, '/auth/token/refresh', { refresh: stolen.refresh });
    expect(legit.status).toBe(200);

    // The thief replays the old refresh token.
    const replay = await send(t.app, '/auth/token/refresh', { refresh: stolen.refresh }, { locale: 'en' });
    expect(replay).toMatchObject({ status: 401, body: { code: 'token_not_valid' } });
    // Every token of the family is dead now: the legitimate client's refresh and access tokens too.
    expect((await send(t.app, '/auth/token/refresh', { refresh: legit.body.refresh })).status).toBe(401);
    expect((await getAs(t.app, '/auth/user', { headers: bearer(legit.body.access) })).status).toBe(401);
    // Other families of the same user are not touched.
    const other = await tokenSignIn(t.app, { email: 'mobile@example.com' });
    expect((await getAs(t.app, '/auth/user', { headers: bearer(other.access) })).status).toBe(200);
  });

  it('refuses an unknown token and stores only hashes', async () => {
    const pair = await tokenSignIn(t.app, { email: 'mobile@example.com' });
    expect((await send(t.app, '/auth/token/refresh', { refresh: 'x'.repeat(43) })).status).toBe(401);
    const rows = await t.database.db.select().from(refreshTokens);
    expect(JSON.stringify(rows)).not.toContain(pair.refresh);
  });

  it('ends a family unused for the idle lifetime, and any family at the absolute lifetime', async () => {
    const idle = await tokenSignIn(t.app, { email: 'mobile@example.com' });
    clock.advance(15 * DAY);
    expect((await send(t.app, '/auth/token/refresh', { refresh: idle.refresh })).status).toBe(401);

    let current = (await tokenSignIn(t.app, { email: 'mobile@example.com' })).refresh;
    for (let day = 10; day <= 50; day += 10) {
      clock.advance(10 * DAY);
      const renewed = await send(t.app, '/auth/token/refresh', { refresh: current });
      expect(renewed.status, `day ${day}`).toBe(200);
      current = renewed.body.refresh;
    }
    clock.advance(10 * DAY + MINUTE);
    expect((await send(t.app, '/auth/token/refresh', { refresh: current })).status).toBe(401);
  });
});

describe('POST /auth/logout', () => {
  it('revokes the family of the refresh token', async () => {
    const pair = await tokenSignIn(t.app, { email: 'mobile@example.com' });
    const out = await send(t.app, '/auth/logout', { refresh: pair.refresh }, { locale: 'en' });
    expect(out).toMatchObject({ status: 200, body: { detail: 'You have signed out.' } });
    expect((await send(t.app, '/auth/token/refresh', { refresh: pair.refresh })).status).toBe(401);
    expect((await getAs(t.app, '/auth/user', { headers: bearer(pair.access) })).status).toBe(401);
  });

  it('without a refresh token, revokes the family of the bearer access token', async () => {
    const pair = await tokenSignIn(t.app, { email: 'mobile@example.com' });
    const out = await send(t.app, '/auth/logout', {}, { headers: bearer(pair.access) });
    expect(out).toMatchObject({ status: 200, body: { detail: 'Вы вышли из учётной записи.' } });
    expect((await send(t.app, '/auth/token/refresh', { refresh: pair.refresh })).status).toBe(401);
    const nothing = await send(t.app, '/auth/logout', {});
    expect(nothing).toMatchObject({ status: 400, body: { codes: { refresh: ['required'] } } });
  });
});

describe('sign-up, confirmation and passwords through /auth', () => {
  it('signs up, resends the link, verifies the address, and only then signs in (en)', async () => {
    const email = 'app-user@example.com';
    const registered = await send(
      t.app,
      '/auth/registration',
      { email, password: GOOD_PASSWORD, name: 'App' },
      { locale: 'en' },
    );
    expect(registered).toMatchObject({ status: 201, body: { success: true, email } });
    const first = await t.smtp.nextMailTo(email);
    expect(linkIn(first, SITE_URL).pathname).toBe('/en/account/confirm');
    expect((await send(t.app, '/auth/login', { email, password: GOOD_PASSWORD })).body.codes).toEqual({
      non_field_errors: ['email_not_verified'],
    });

    const resent = await send(t.app, '/auth/registration/resend-email', { email }, { locale: 'en' });
    expect(resent).toMatchObject({
      status: 200,
      body: { detail: `If ${email} is waiting for confirmation, we have sent it a new link.` },
    });
    const second = await t.smtp.nextMailTo(email);
    // Both links work (they activate the same sign-up) until one of them is followed.
    const verified = await send(t.app, '/auth/registration/verify-email', {
      token: tokenIn(second, SITE_URL),
    });
    expect(verified.status).toBe(200);
    expect(
      (await send(t.app, '/auth/registration/verify-email', { token: tokenIn(first, SITE_URL) })).status,
    ).toBe(400);
    expect((await tokenSignIn(t.app, { email })).access).toEqual(expect.any(String));

    // Resending to a confirmed or unknown address answers the same and sends nothing.
    const unknown = await send(
      t.app,
      '/auth/registration/resend-email',
      { email: 'who@example.com' },
      { locale: 'en' },
    );
    expect(unknown.body.detail).toBe(
      'If who@example.com is waiting for confirmation, we have sent it a new link.',
    );
    expect((await send(t.app, '/auth/registration/resend-email', { email })).status).toBe(200);
    await aLaterMail(t);
    expect(t.smtp.pendingFor(email)).toEqual([]);
    expect(t.smtp.pendingFor('who@example.com')).toEqual([]);
  });

  it('resets the password by mail; the token family of the client ends', async () => {
    const email = 'app-reset@example.com';
    await signUpAndConfirm(t, { email });
    const pair = await tokenSignIn(t.app, { email });
    expect((await send(t.app, '/auth/password/reset', { email })).status).toBe(200);
    const token = tokenIn(await t.smtp.nextMailTo(email), SITE_URL);
    const confirm = await send(t.app, '/auth/password/reset/confirm', {
      token,
      new_password: 'Chaika-1896-new',
    });
    expect(confirm.status).toBe(200);
    expect((await send(t.app, '/auth/token/refresh', { refresh: pair.refresh })).status).toBe(401);
    expect((await tokenSignIn(t.app, { email, password: 'Chaika-1896-new' })).access).toEqual(
      expect.any(String),
    );
  });

  it('changes the password with a bearer token: other sign-ins end, this family stays', async () => {
    const email = 'app-change@example.com';
    await signUpAndConfirm(t, { email });
    const here = await tokenSignIn(t.app, { email });
    const there = await tokenSignIn(t.app, { email });
    const site = await signIn(t.app, { email });
    const changed = await send(
      t.app,
      '/auth/password/change',
      { old_password: GOOD_PASSWORD, new_password: 'Dyadya-Vanya-1899' },
      { headers: bearer(here.access) },
    );
    expect(changed.status).toBe(200);
    expect((await getAs(t.app, '/auth/user', { headers: bearer(here.access) })).status).toBe(200);
    expect((await send(t.app, '/auth/token/refresh', { refresh: here.refresh })).status).toBe(200);
    expect((await send(t.app, '/auth/token/refresh', { refresh: there.refresh })).status).toBe(401);
    expect((await getAs(t.app, '/account/me', { session: site })).body).toEqual({ success: false });
  });
});

describe('GET, PUT and PATCH /auth/user', () => {
  it('needs a signed-in user', async () => {
    const answer = await getAs(t.app, '/auth/user', { locale: 'en' });
    expect(answer).toMatchObject({ status: 401, body: { code: 'not_authenticated' } });
  });

  it('PATCH changes some fields, PUT needs all of them', async () => {
    const email = 'app-profile@example.com';
    await signUpAndConfirm(t, { email, name: 'Before' });
    const { access } = await tokenSignIn(t.app, { email });
    const headers = bearer(access);
    const patched = await send(t.app, '/auth/user', { last_name: 'Chekhov' }, { method: 'PATCH', headers });
    expect(patched).toMatchObject({ status: 200, body: { first_name: 'Before', last_name: 'Chekhov' } });

    const partialPut = await send(
      t.app,
      '/auth/user',
      { first_name: 'Anton' },
      { method: 'PUT', headers, locale: 'en' },
    );
    expect(partialPut.status).toBe(400);
    expect(partialPut.body.codes).toEqual({
      last_name: ['required'],
      phone: ['required'],
      email: ['required'],
    });
    expect(partialPut.body.email).toEqual(['This field is required.']);

    const put = await send(
      t.app,
      '/auth/user',
      { first_name: 'Anton', last_name: 'Chekhov', phone: null, email },
      { method: 'PUT', headers },
    );
    expect(put).toMatchObject({
      status: 200,
      body: { first_name: 'Anton', last_name: 'Chekhov', phone: null, email },
    });
  });
});
