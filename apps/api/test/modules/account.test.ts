// [ACCOUNTS] /account for the web site: sign-up with a confirmation mail (received by a real SMTP server and
// followed), sign-in only once confirmed, a new session id at sign-in with the visitor's cart and city kept,
// sign-out, the profile and e-mail change by confirmation, in Russian and English; bad input changes nothing.

import { carts, emailTokens, passwordHashParams, sessions, staffVenueRoles, users } from '@afisha/db';
import { eq, sql } from '@afisha/db/orm';
import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { sessionIdOf } from '../../src/plugins/session/session-token.ts';
import { createCart, holdSeats } from '../factories/cart.factory.ts';
import { createCity } from '../factories/cities.factory.ts';
import { createEventWithSeats } from '../factories/events.factory.ts';
import {
  GOOD_PASSWORD,
  getAs,
  SITE_URL,
  send,
  signIn,
  signUpAndConfirm,
  useAccountsTestApp,
} from '../helpers/accounts.ts';
import { startSession } from '../helpers/session.ts';
import { manualClock } from '../helpers/test-app.ts';
import { linkIn, tokenIn } from '../helpers/test-smtp.ts';
import { aLaterMail } from '../helpers/wait.ts';

const HOUR = 3_600_000;
const clock = manualClock();

const t = useAccountsTestApp({ clock }, async () => {
  await createCity(t.database.db, { slug: 'moscow' });
  await createCity(t.database.db, { slug: 'kazan' });
});

const userByEmail = async (email: string) => {
  const [row] = await t.database.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
};
const userCount = async () => (await t.database.db.select({ id: users.id }).from(users)).length;

describe('POST /account/registration', () => {
  it('creates an unconfirmed account, answers for the "check your mail" screen and mails a link (ru)', async () => {
    const session = await startSession(t.app);
    const answer = await send(
      t.app,
      '/account/registration',
      { email: 'Anna.Ru@Example.COM', password: GOOD_PASSWORD, name: ' Анна ' },
      { session },
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      success: true,
      email: 'anna.ru@example.com',
      detail:
        'Мы отправили ссылку для подтверждения на anna.ru@example.com. Перейдите по ней, чтобы завершить регистрацию.',
    });

    // The account and its link are written after the answer (its time must not tell whether the address was
    // new): they are there once the mail is.
    const mail = await t.smtp.nextMailTo('anna.ru@example.com');
    const user = await userByEmail('anna.ru@example.com');
    expect(user).toMatchObject({
      email: 'anna.ru@example.com',
      firstName: 'Анна',
      locale: 'ru',
      emailVerifiedAt: null,
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    expect(mail.subject).toMatch(/^Подтвердите адрес электронной почты/);
    // The name is whatever the sign-up typed and the address is not proven yet: the mail greets nobody by it.
    expect(mail.text).toMatch(/^Здравствуйте!\n/);
    expect(mail.html).toContain('Подтвердить адрес');
    const link = linkIn(mail, SITE_URL);
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE_URL}/account/confirm`);
    expect(mail.html).toContain(link.href.replace(/&/g, '&amp;'));
    // Only the hash of the token is stored.
    const stored = await t.database.db.select().from(emailTokens).where(eq(emailTokens.userId, user!.id));
    expect(JSON.stringify(stored)).not.toContain(tokenIn(mail, SITE_URL));
  });

  it('speaks English to an English visitor, in the answer and the mail (link under /en)', async () => {
    const session = await startSession(t.app);
    const answer = await send(
      t.app,
      '/account/registration',
      { email: 'anna.en@example.com', password: GOOD_PASSWORD, name: 'Anna' },
      { session, locale: 'en' },
    );
    expect(answer.status).toBe(201);
    expect(answer.body.detail).toBe(
      'We have sent a confirmation link to anna.en@example.com. Follow it to finish signing up.',
    );
    const mail = await t.smtp.nextMailTo('anna.en@example.com');
    expect(mail.subject).toMatch(/^Confirm your email address at /);
    expect(linkIn(mail, SITE_URL).pathname).toBe('/en/account/confirm');
    expect((await userByEmail('anna.en@example.com'))?.locale).toBe('en');
  });

  it.each([
    ['ru', 'Адрес электронной почты ещё не подтверждён'],
    ['en', 'This email address is not confirmed yet'],
  ])('refuses to sign in before the address is confirmed (%s)', async (locale, text) => {
    const email = `unconfirmed-${locale}@example.com`;
    const session = await startSession(t.app);
    await send(
      t.app,
      '/account/registration',
      { email, password: GOOD_PASSWORD, name: 'Ivan' },
      { session, locale },
    );
    await t.smtp.nextMailTo(email);
    const login = await signIn(t.app, { email }, { locale });
    expect(login.answer.status).toBe(400);
    expect(login.answer.body.codes).toEqual({ non_field_errors: ['email_not_verified'] });
    expect(login.answer.body.non_field_errors[0]).toContain(text);
  });

  it('answers the same to an address that already has an account, and mails its owner instead', async () => {
    await signUpAndConfirm(t, { email: 'taken@example.com', name: 'Olga' });
    const before = await userCount();
    const session = await startSession(t.app);
    const answer = await send(
      t.app,
      '/account/registration',
      { email: 'TAKEN@example.com', password: 'Another-pass-42', name: 'Intruder' },
      { session },
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      success: true,
      email: 'taken@example.com',
      detail:
        'Мы отправили ссылку для подтверждения на taken@example.com. Перейдите по ней, чтобы завершить регистрацию.',
    });
    const mail = await t.smtp.nextMailTo('taken@example.com');
    expect(await userCount()).toBe(before);
    expect(mail.subject).toMatch(/^Вход на /);
    expect(mail.text).toContain('Здравствуйте, Olga!');
    expect(linkIn(mail, SITE_URL).pathname).toBe('/sign-in');
    expect(mail.text).toContain(`${SITE_URL}/reset-password`);
    // The owner's password and name are untouched.
    expect((await signIn(t.app, { email: 'taken@example.com' })).answer.status).toBe(200);
    expect(
      (await signIn(t.app, { email: 'taken@example.com', password: 'Another-pass-42' })).answer.status,
    ).toBe(400);
    expect((await userByEmail('taken@example.com'))?.firstName).toBe('Olga');
  });

  // Issue 18 item 4: a stranger signing up the same pending address must not change what the owner's link does.
  const signUp = async (email: string, password: string, name: string) => {
    const session = await startSession(t.app);
    await send(t.app, '/account/registration', { email, password, name }, { session });
    return tokenIn(await t.smtp.nextMailTo(email), SITE_URL);
  };
  const confirm = async (token: string) =>
    (await send(t.app, '/account/registration-confirm', { token }, { session: await startSession(t.app) }))
      .status;
  const signsIn = async (email: string, password: string) =>
    (await signIn(t.app, { email, password })).answer.status;

  it("keeps the owner's link activating the owner's password when a stranger signs the address up again", async () => {
    const email = 'victim@example.com';
    const victims = await signUp(email, 'Victim-pass-11', 'Victim');
    const strangers = await signUp(email, 'Stranger-pass-22', 'Stranger');
    expect(strangers).not.toBe(victims);

    expect(await confirm(victims)).toBe(200);
    expect(await signsIn(email, 'Victim-pass-11')).toBe(200);
    expect(await signsIn(email, 'Stranger-pass-22')).toBe(400);
    expect((await userByEmail(email))?.firstName).toBe('Victim');
    // Once one link is followed, the others are dead: the stranger's cannot switch the password afterwards.
    expect(await confirm(strangers)).toBe(400);
    expect(await signsIn(email, 'Victim-pass-11')).toBe(200);
  });

  it('lets the owner who signed up after a stranger activate their own password with their own link', async () => {
    const email = 'second.comer@example.com';
    const strangers = await signUp(email, 'Stranger-pass-33', 'Stranger');
    const owners = await signUp(email, 'Owner-pass-44', 'Owner');
    expect(await confirm(owners)).toBe(200);
    expect(await signsIn(email, 'Owner-pass-44')).toBe(200);
    expect(await signsIn(email, 'Stranger-pass-33')).toBe(400);
    expect(await confirm(strangers)).toBe(400);
    expect((await userByEmail(email))?.firstName).toBe('Owner');
  });

  it('sends again a link that activates the newest sign-up, and the earlier links still work', async () => {
    const email = 'resent@example.com';
    const first = await signUp(email, 'First-pass-55', 'First');
    await signUp(email, 'Second-pass-66', 'Second');
    const resend = await send(t.app, '/auth/registration/resend-email', { email });
    expect(resend.status).toBe(200);
    const resent = tokenIn(await t.smtp.nextMailTo(email), SITE_URL);
    expect(resent).not.toBe(first);
    expect(await confirm(resent)).toBe(200);
    expect(await signsIn(email, 'Second-pass-66')).toBe(200);
    expect(await signsIn(email, 'First-pass-55')).toBe(400);
  });

  it('never lets a pending sign-up link change the password once a reset confirmed the address', async () => {
    const email = 'reset.first@example.com';
    const strangers = await signUp(email, 'Stranger-pass-77', 'Stranger');
    const session = await startSession(t.app);
    await send(t.app, '/account/reset-password', { email }, { session });
    const reset = tokenIn(await t.smtp.nextMailTo(email), SITE_URL);
    const done = await send(
      t.app,
      '/account/reset-password-confirm',
      { token: reset, new_password: 'Owner-reset-88' },
      { session },
    );
    expect(done.status).toBe(200);
    expect(await confirm(strangers)).toBe(400);
    expect(await signsIn(email, 'Owner-reset-88')).toBe(200);
    expect(await signsIn(email, 'Stranger-pass-77')).toBe(400);
  });

  describe('bad input: a translated 400, no account, no mail', () => {
    const cases: Array<[string, unknown, Record<string, string[]>]> = [
      ['nothing', {}, { email: ['required'], password: ['required'], name: ['required'] }],
      [
        'a malformed address',
        { email: 'not-an-email', password: GOOD_PASSWORD, name: 'A' },
        { email: ['invalid'] },
      ],
      [
        'a short password',
        { email: 'short@example.com', password: 'Ab1!', name: 'A' },
        { password: ['min_length'] },
      ],
      [
        'a huge password',
        { email: 'huge@example.com', password: 'x'.repeat(10_000), name: 'A' },
        { password: ['max_length'] },
      ],
      [
        'a common password',
        { email: 'common@example.com', password: 'Password1', name: 'A' },
        { password: ['password_too_common'] },
      ],
      [
        'the address as password',
        { email: 'same.as.mail@example.com', password: 'Same.As.Mail@example.com', name: 'A' },
        { password: ['password_too_similar'] },
      ],
      [
        'a blank name',
        { email: 'blank@example.com', password: GOOD_PASSWORD, name: '   ' },
        { name: ['blank'] },
      ],
      [
        'a huge name',
        { email: 'longname@example.com', password: GOOD_PASSWORD, name: 'Я'.repeat(101) },
        { name: ['max_length'] },
      ],
      [
        'an unknown field',
        { email: 'extra@example.com', password: GOOD_PASSWORD, name: 'A', is_staff: true },
        {},
      ],
      ['a number for the address', { email: 42, password: GOOD_PASSWORD, name: 'A' }, { email: ['invalid'] }],
      // Issue 18 item 11: control and text direction characters in a name.
      ...[
        ['a line break', 'Anna\r\nBcc: x@example.com'],
        ['a right-to-left override', 'Anna \u202Egnp.exe'],
        ['a left-to-right isolate', 'Anna\u2066x'],
        ['a C1 control', 'Anna\u0085x'],
        ['a NUL', 'Anna\u0000x'],
        ['a line separator', 'Anna\u2028x'],
      ].map(([label, name]): [string, unknown, Record<string, string[]>] => [
        `a name with ${label}`,
        { email: 'controls@example.com', password: GOOD_PASSWORD, name },
        { name: ['invalid'] },
      ]),
    ];

    it.each(cases)('%s', async (_label, body, codes) => {
      const before = await userCount();
      const mailsBefore = t.smtp.received.length;
      const session = await startSession(t.app);
      const answer = await send(t.app, '/account/registration', body, { session });
      if (Object.keys(codes).length === 0) {
        // Unknown fields are ignored (zod strips them): the sign-up goes through as a customer (the account is
        // written after the answer: it is there once its mail is).
        expect(answer.status).toBe(201);
        await t.smtp.nextMailTo('extra@example.com');
        expect((await userByEmail('extra@example.com'))?.role).toBe('customer');
        return;
      }
      expect(answer.status).toBe(400);
      expect(answer.body.codes).toEqual(codes);
      expect(await userCount()).toBe(before);
      // A (wrongly) sent mail would arrive before a later one does: that one is all that came since.
      const later = await aLaterMail(t);
      expect(t.smtp.received.slice(mailsBefore)).toEqual([later]);
    });

    it.each([
      ['ru', 'Этот пароль слишком распространён. Придумайте другой.'],
      ['en', 'This password is too common. Choose another one.'],
    ])('says why a password is refused (%s)', async (locale, message) => {
      const session = await startSession(t.app);
      const answer = await send(
        t.app,
        '/account/registration',
        { email: 'qwerty@example.com', password: 'qwerty123', name: 'A' },
        { session, locale },
      );
      expect(answer.body.password).toEqual([message]);
    });

    it('malformed JSON is a 400 parse error', async () => {
      const session = await startSession(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/account/registration',
        headers: { cookie: session.cookie, 'x-csrftoken': session.csrf, 'content-type': 'application/json' },
        payload: '{"email": "x@example.com", ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().codes).toEqual({ non_field_errors: ['parse_error'] });
    });

    it('needs the CSRF header', async () => {
      const session = await startSession(t.app);
      const answer = await send(
        t.app,
        '/account/registration',
        { email: 'nocsrf@example.com', password: GOOD_PASSWORD, name: 'A' },
        { headers: { cookie: session.cookie } },
      );
      expect(answer.status).toBe(403);
      expect(await userByEmail('nocsrf@example.com')).toBeUndefined();
    });
  });
});

describe('POST /account/registration-confirm', () => {
  it('confirms once; the same link again, an unknown or an expired one is refused (ru and en)', async () => {
    const email = 'confirm@example.com';
    const session = await startSession(t.app);
    await send(t.app, '/account/registration', { email, password: GOOD_PASSWORD, name: 'A' }, { session });
    const token = tokenIn(await t.smtp.nextMailTo(email), SITE_URL);

    const ok = await send(t.app, '/account/registration-confirm', { token }, { session });
    expect(ok).toMatchObject({
      status: 200,
      body: { detail: 'Адрес электронной почты подтверждён. Теперь можно войти.' },
    });
    expect((await userByEmail(email))?.emailVerifiedAt).toEqual(clock.now());

    const again = await send(t.app, '/account/registration-confirm', { token }, { session, locale: 'en' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      token: ['This link is invalid or has expired. Ask for a new one.'],
      codes: { token: ['invalid_token'] },
    });
    const unknown = await send(
      t.app,
      '/account/registration-confirm',
      { token: 'A'.repeat(43) },
      { session },
    );
    expect(unknown.body.token).toEqual(['Ссылка недействительна или устарела. Запросите новую.']);

    // The customer is welcomed once, whatever the link is clicked again.
    const signedIn = await signIn(t.app, { email });
    const list = await getAs(t.app, '/notifications', { session: signedIn });
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(1);
    expect(list.body.results[0]).toMatchObject({ is_viewed: false });
  });

  it('expires after 48 hours', async () => {
    const email = 'late@example.com';
    const session = await startSession(t.app);
    await send(t.app, '/account/registration', { email, password: GOOD_PASSWORD, name: 'A' }, { session });
    const token = tokenIn(await t.smtp.nextMailTo(email), SITE_URL);
    clock.advance(48 * HOUR + 1000);
    const late = await send(t.app, '/account/registration-confirm', { token }, { session });
    expect(late.status).toBe(400);
    expect(late.body.codes).toEqual({ token: ['invalid_token'] });
    expect((await userByEmail(email))?.emailVerifiedAt).toBeNull();
  });

  it.each([
    ['empty', '', 'blank'],
    ['huge', 'x'.repeat(5000), 'max_length'],
  ])('refuses an %s token as bad input', async (_label, token, code) => {
    const session = await startSession(t.app);
    const answer = await send(t.app, '/account/registration-confirm', { token }, { session });
    expect(answer.status).toBe(400);
    expect(answer.body.codes).toEqual({ token: [code] });
  });
});

describe('POST /account/login', () => {
  it('signs in with a new session id: the planted id is worthless, the old CSRF token too', async () => {
    await signUpAndConfirm(t, { email: 'fixation@example.com', name: 'Fix' });
    const planted = await startSession(t.app);
    const signedIn = await signIn(t.app, { email: 'fixation@example.com' }, { session: planted });
    expect(signedIn.answer.status).toBe(200);
    expect(signedIn.answer.body).toMatchObject({
      success: true,
      email: 'fixation@example.com',
      first_name: 'Fix',
      last_name: '',
      phone: null,
      pending_email: null,
      csrf: expect.any(String),
    });
    expect(signedIn.sessionid).not.toBe(planted.sessionid);
    expect(signedIn.csrf).not.toBe(planted.csrf);

    expect((await getAs(t.app, '/account/me', { session: planted })).body).toEqual({ success: false });
    expect((await getAs(t.app, '/account/me', { session: signedIn })).body.email).toBe(
      'fixation@example.com',
    );
    const oldCsrf = await send(
      t.app,
      '/account/me',
      { first_name: 'X' },
      { method: 'PUT', headers: { cookie: signedIn.cookie, 'x-csrftoken': planted.csrf } },
    );
    expect(oldCsrf.status).toBe(403);
    const newCsrf = await send(
      t.app,
      '/account/me',
      { first_name: 'Y' },
      { method: 'PUT', session: signedIn },
    );
    expect(newCsrf.status).toBe(200);
    // The sign-in restarts the session's lifetimes and marks the last sign-in.
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(signedIn.sessionid)));
    expect(row?.createdAt).toEqual(clock.now());
    expect((await userByEmail('fixation@example.com'))?.lastLoginAt).toEqual(clock.now());
  });

  it("keeps the visitor's cart and chosen city across the sign-in", async () => {
    const { db } = t.database;
    await signUpAndConfirm(t, { email: 'cart@example.com' });
    const visitor = await startSession(t.app);
    expect(
      (await send(t.app, '/cities/me', { city_slug: 'kazan' }, { method: 'PUT', session: visitor })).status,
    ).toBe(200);
    const { event, seatIds } = await createEventWithSeats(db, { seats: 2 });
    const cart = await createCart(db, { sessionId: sessionIdOf(visitor.sessionid) });
    await holdSeats(db, {
      cartId: cart.id,
      eventId: event.id,
      seatIds,
      expiresAt: new Date(clock.now().getTime() + HOUR),
    });

    const signedIn = await signIn(t.app, { email: 'cart@example.com' }, { session: visitor });
    expect(signedIn.answer.status).toBe(200);
    expect((await getAs(t.app, '/cart/count_seats', { session: signedIn })).body).toEqual({ count: 2 });
    expect((await getAs(t.app, '/cities/me', { session: signedIn })).body.slug).toBe('kazan');
    const [moved] = await db.select().from(carts).where(eq(carts.id, cart.id));
    expect(moved?.sessionId).toBe(sessionIdOf(signedIn.sessionid));
  });

  it.each([
    ['ru', 'Неверный адрес электронной почты или пароль.'],
    ['en', 'Incorrect email address or password.'],
  ])('answers a wrong password and an unknown address alike (%s)', async (locale, message) => {
    await signUpAndConfirm(t, { email: `wrong-${locale}@example.com` });
    const wrong = await signIn(
      t.app,
      { email: `wrong-${locale}@example.com`, password: 'Not-the-pass-1' },
      { locale },
    );
    const unknown = await signIn(t.app, { email: `nobody-${locale}@example.com` }, { locale });
    for (const answer of [wrong.answer, unknown.answer]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        non_field_errors: [message],
        codes: { non_field_errors: ['invalid_credentials'] },
      });
    }
  });

  it('keeps seeded accounts (hash made by the seed with the shared parameters) able to sign in', async () => {
    const salt = Buffer.alloc(16, 7);
    await t.database.db.insert(users).values({
      email: 'demo@example.com',
      passwordHash: await hash('demo12345', { ...passwordHashParams, salt }),
      firstName: 'Демо',
      emailVerifiedAt: clock.now(),
    });
    const signedIn = await signIn(t.app, { email: 'demo@example.com', password: 'demo12345' });
    expect(signedIn.answer.status).toBe(200);
  });

  it('refuses a deactivated account like a wrong password', async () => {
    await signUpAndConfirm(t, { email: 'inactive@example.com' });
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, 'inactive@example.com'));
    const answer = (await signIn(t.app, { email: 'inactive@example.com' })).answer;
    expect(answer.status).toBe(400);
    expect(answer.body.codes).toEqual({ non_field_errors: ['invalid_credentials'] });
  });

  it('needs the CSRF header', async () => {
    const answer = await send(t.app, '/account/login', {
      email: 'fixation@example.com',
      password: GOOD_PASSWORD,
    });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('csrf_failed');
  });
});

describe('POST /account/logout', () => {
  it('drops the session and its cookie', async () => {
    await signUpAndConfirm(t, { email: 'logout@example.com' });
    const signedIn = await signIn(t.app, { email: 'logout@example.com' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/logout',
      headers: { cookie: signedIn.cookie, 'x-csrftoken': signedIn.csrf, 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'You have signed out.' });
    expect(response.headers['set-cookie']).toMatch(/sessionid=;/);
    expect((await getAs(t.app, '/account/me', { session: signedIn })).body).toEqual({ success: false });
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(signedIn.sessionid)));
    expect(rows).toEqual([]);
  });
});

describe('GET and PUT /account/me', () => {
  it('is {success: false} for an anonymous visitor; PUT is a 401', async () => {
    expect((await getAs(t.app, '/account/me')).body).toEqual({ success: false });
    const session = await startSession(t.app);
    const put = await send(
      t.app,
      '/account/me',
      { first_name: 'X' },
      { method: 'PUT', session, locale: 'en' },
    );
    expect(put.status).toBe(401);
    expect(put.body).toEqual({
      detail: 'Authentication credentials were not provided.',
      code: 'not_authenticated',
    });
  });

  it('updates the name parts and the phone; an empty phone clears it', async () => {
    await signUpAndConfirm(t, { email: 'profile@example.com', name: 'Пётр' });
    const session = await signIn(t.app, { email: 'profile@example.com' });
    const put = await send(
      t.app,
      '/account/me',
      { first_name: ' Пётр ', last_name: 'Ильич', phone: '+7 (912) 345-67-89' },
      { method: 'PUT', session },
    );
    expect(put.status).toBe(200);
    expect(put.body).toEqual({
      success: true,
      id: expect.any(Number),
      email: 'profile@example.com',
      first_name: 'Пётр',
      last_name: 'Ильич',
      phone: '+7 (912) 345-67-89',
      pending_email: null,
    });
    expect((await getAs(t.app, '/account/me', { session })).body).toEqual({
      ...put.body,
      box_office: false,
      manage: false,
    });
    const cleared = await send(t.app, '/account/me', { phone: '' }, { method: 'PUT', session });
    expect(cleared.body).toMatchObject({ phone: null, first_name: 'Пётр', last_name: 'Ильич' });
  });

  it('says whether the account may use the box office (the header links staff to it), as the roles stand now', async () => {
    await signUpAndConfirm(t, { email: 'clerk-me@example.com', name: 'Кассир' });
    const session = await signIn(t.app, { email: 'clerk-me@example.com' });
    const me = async () => (await getAs(t.app, '/account/me', { session })).body.box_office;
    expect(await me()).toBe(false);
    const db = t.database.db;
    const [user] = await db.select().from(users).where(eq(users.email, 'clerk-me@example.com'));
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, user!.id));
    expect(await me()).toBe(true);
    // Staff without a venue may not use the box office; a venue (or the whole site) makes them.
    await db.update(users).set({ role: 'staff' }).where(eq(users.id, user!.id));
    expect(await me()).toBe(false);
    await db.insert(staffVenueRoles).values({ userId: user!.id, venueId: null });
    expect(await me()).toBe(true);
  });

  it('says whether the account may use the back office: administrators and managers, not clerks or customers', async () => {
    await signUpAndConfirm(t, { email: 'organiser-me@example.com', name: 'Организатор' });
    const session = await signIn(t.app, { email: 'organiser-me@example.com' });
    const me = async () => (await getAs(t.app, '/account/me', { session })).body.manage;
    expect(await me()).toBe(false);
    const db = t.database.db;
    const [user] = await db.select().from(users).where(eq(users.email, 'organiser-me@example.com'));
    await db.update(users).set({ role: 'staff' }).where(eq(users.id, user!.id));
    await db.insert(staffVenueRoles).values({ userId: user!.id, venueId: null, role: 'box_office' });
    expect(await me()).toBe(false);
    await db.update(staffVenueRoles).set({ role: 'manager' }).where(eq(staffVenueRoles.userId, user!.id));
    expect(await me()).toBe(true);
    await db.delete(staffVenueRoles).where(eq(staffVenueRoles.userId, user!.id));
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, user!.id));
    expect(await me()).toBe(true);
  });

  it.each([
    ['ru', 'Введите корректный номер телефона.'],
    ['en', 'Enter a valid phone number.'],
  ])('refuses a malformed phone and changes nothing (%s)', async (locale, message) => {
    await signUpAndConfirm(t, { email: `phone-${locale}@example.com`, name: 'Before' });
    const session = await signIn(t.app, { email: `phone-${locale}@example.com` });
    for (const phone of ['12', 'call me maybe', '+7 (912) 345-67-89-00-11', '<script>']) {
      const answer = await send(
        t.app,
        '/account/me',
        { first_name: 'After', phone },
        { method: 'PUT', session, locale },
      );
      expect(answer.status, phone).toBe(400);
      expect(Object.keys(answer.body.codes), phone).toEqual(['phone']);
    }
    const answer = await send(t.app, '/account/me', { phone: '123' }, { method: 'PUT', session, locale });
    expect(answer.body.phone).toEqual([message]);
    expect((await getAs(t.app, '/account/me', { session })).body.first_name).toBe('Before');
  });

  it.each([
    ['ru', 'Имя не может содержать переводы строк, управляющие символы и знаки направления текста.'],
    ['en', 'A name cannot contain line breaks, control characters or text direction marks.'],
  ])('refuses control and text direction characters in a name, and changes nothing (%s)', async (locale, message) => {
    await signUpAndConfirm(t, { email: `name-controls-${locale}@example.com`, name: 'Before' });
    const session = await signIn(t.app, { email: `name-controls-${locale}@example.com` });
    for (const [field, value] of [
      ['first_name', 'After\nBcc: x@example.com'],
      ['last_name', 'Smith\u202E'],
      ['first_name', '\u200FAfter'],
    ]) {
      const answer = await send(
        t.app,
        '/account/me',
        { [field as string]: value },
        { method: 'PUT', session, locale },
      );
      expect(answer.status, value).toBe(400);
      expect(answer.body.codes, value).toEqual({ [field as string]: ['invalid'] });
      expect(answer.body[field as string], value).toEqual([message]);
    }
    const me = (await getAs(t.app, '/account/me', { session })).body;
    expect([me.first_name, me.last_name]).toEqual(['Before', '']);
  });

  it('changes the e-mail only once the link sent to the new address is followed (ru and en)', async () => {
    await signUpAndConfirm(t, { email: 'old.address@example.com', name: 'Vera' });
    const session = await signIn(t.app, { email: 'old.address@example.com' });
    const put = await send(
      t.app,
      '/account/me',
      { email: 'New.Address@Example.com' },
      { method: 'PUT', session, locale: 'en' },
    );
    expect(put.body).toMatchObject({
      email: 'old.address@example.com',
      pending_email: 'new.address@example.com',
    });

    const mail = await t.smtp.nextMailTo('new.address@example.com');
    expect(mail.subject).toMatch(/^Confirm your new email address at /);
    expect(linkIn(mail, SITE_URL).pathname).toBe('/en/account/confirm-email');
    // Until then the old address is the account's.
    expect((await signIn(t.app, { email: 'old.address@example.com' })).answer.status).toBe(200);

    const confirm = await send(
      t.app,
      '/account/confirm-email',
      { token: tokenIn(mail, SITE_URL) },
      { session },
    );
    expect(confirm).toMatchObject({
      status: 200,
      body: { detail: 'Адрес электронной почты изменён на new.address@example.com.' },
    });
    expect((await getAs(t.app, '/account/me', { session })).body).toMatchObject({
      email: 'new.address@example.com',
      pending_email: null,
    });
    expect((await signIn(t.app, { email: 'new.address@example.com' })).answer.status).toBe(200);
    expect((await signIn(t.app, { email: 'old.address@example.com' })).answer.status).toBe(400);
    const again = await send(
      t.app,
      '/account/confirm-email',
      { token: tokenIn(mail, SITE_URL) },
      { session },
    );
    expect(again.body.codes).toEqual({ token: ['invalid_token'] });

    // The old address is told, once, in the language of the confirmation, with no link that holds a secret.
    const notice = await t.smtp.nextMailTo('old.address@example.com');
    expect(notice.subject).toMatch(/^Адрес электронной почты на .+ изменён$/);
    expect(notice.text).toContain('Здравствуйте, Vera!');
    expect(notice.text).toContain('Если это сделали не вы, сразу позвоните нам');
    expect(linkIn(notice, SITE_URL).pathname).toBe('/sign-in');
    expect(notice.text).not.toMatch(/token=/);
    await aLaterMail(t);
    expect(t.smtp.pendingFor('old.address@example.com')).toEqual([]);
  });

  it('tells the old address in the language of the confirmation (en), and only when a change is made', async () => {
    await signUpAndConfirm(t, { email: 'before@example.com', name: 'Oleg' });
    const session = await signIn(t.app, { email: 'before@example.com' });
    await send(t.app, '/account/me', { email: 'after@example.com' }, { method: 'PUT', session });
    const token = tokenIn(await t.smtp.nextMailTo('after@example.com'), SITE_URL);
    const wrong = await send(t.app, '/account/confirm-email', { token: 'no-such-token' }, { session });
    expect(wrong.status).toBe(400);
    await aLaterMail(t);
    expect(t.smtp.pendingFor('before@example.com')).toEqual([]);

    const confirm = await send(t.app, '/account/confirm-email', { token }, { session, locale: 'en' });
    expect(confirm.status).toBe(200);
    const notice = await t.smtp.nextMailTo('before@example.com');
    expect(notice.subject).toMatch(/^Your email address at .+ has changed$/);
    expect(notice.text).toContain('Hello Oleg,');
    expect(linkIn(notice, SITE_URL).pathname).toBe('/en/sign-in');
    expect(t.smtp.pendingFor('after@example.com')).toEqual([]);
  });

  it("never moves an account to another customer's address, nor tells that it is one", async () => {
    await signUpAndConfirm(t, { email: 'owner@example.com', name: 'Owner' });
    await signUpAndConfirm(t, { email: 'grabber@example.com', name: 'Grabber' });
    const session = await signIn(t.app, { email: 'grabber@example.com' });
    const put = await send(t.app, '/account/me', { email: 'owner@example.com' }, { method: 'PUT', session });
    expect(put.body).toMatchObject({ email: 'grabber@example.com', pending_email: 'owner@example.com' });
    const mail = await t.smtp.nextMailTo('owner@example.com');
    expect(mail.subject).toMatch(/^Вход на /);
    expect(mail.text).not.toMatch(/token=/);
    // The notice greets its recipient by their own name, never by the text of the account asking for the change.
    expect(mail.text).toMatch(/^Здравствуйте, Owner!\n/);
    expect(mail.text).not.toContain('Grabber');
    expect((await userByEmail('owner@example.com'))?.firstName).toBe('Owner');
  });

  it('typing the current address again cancels a pending change', async () => {
    await signUpAndConfirm(t, { email: 'undecided@example.com' });
    const session = await signIn(t.app, { email: 'undecided@example.com' });
    await send(t.app, '/account/me', { email: 'maybe@example.com' }, { method: 'PUT', session });
    const mail = await t.smtp.nextMailTo('maybe@example.com');
    const back = await send(
      t.app,
      '/account/me',
      { email: 'UNDECIDED@example.com' },
      { method: 'PUT', session },
    );
    expect(back.body.pending_email).toBeNull();
    const late = await send(t.app, '/account/confirm-email', { token: tokenIn(mail, SITE_URL) }, { session });
    expect(late.status).toBe(400);
  });

  it('refuses bad profile input without changing anything', async () => {
    await signUpAndConfirm(t, { email: 'badprofile@example.com', name: 'Kept' });
    const session = await signIn(t.app, { email: 'badprofile@example.com' });
    for (const body of [
      { first_name: 'x'.repeat(101) },
      { first_name: 'Changed', email: 'not an email' },
      { last_name: 7 },
      { first_name: null },
    ]) {
      const answer = await send(t.app, '/account/me', body, { method: 'PUT', session });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await getAs(t.app, '/account/me', { session })).body).toMatchObject({
      first_name: 'Kept',
      pending_email: null,
    });
  });
});
