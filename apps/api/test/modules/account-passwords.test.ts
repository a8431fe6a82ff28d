// [ACCOUNTS] Passwords: reset by a mailed single-use link that expires in an hour (the answer never tells
// whether an address has an account; every other sign-in ends), and change with the old password (other
// sessions and token families end, this session stays), in Russian and English.
import { refreshTokens, sessions, users } from '@afisha/db';
import { eq, isNull } from '@afisha/db/orm';
import { describe, expect, it } from 'vitest';
import { sessionIdOf } from '../../src/plugins/session/session-token.ts';
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
import { manualClock } from '../helpers/test-app.ts';
import { linkIn, tokenIn } from '../helpers/test-smtp.ts';
import { aLaterMail } from '../helpers/wait.ts';

const MINUTE = 60_000;
const NEW_PASSWORD = 'Vishnevyi-sad-1904';
const clock = manualClock();

const t = useAccountsTestApp({ clock });

const sessionExists = async (sessionid: string) =>
  (
    await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(sessionid)))
  ).length === 1;

async function resetLink(email: string, locale = 'ru') {
  const session = await startSession(t.app);
  const answer = await send(t.app, '/account/reset-password', { email }, { session, locale });
  expect(answer.status).toBe(200);
  return { session, mail: await t.smtp.nextMailTo(email) };
}

describe('POST /account/reset-password', () => {
  it.each([
    [
      'ru',
      'Если для {email} есть учётная запись, мы отправили на него ссылку для смены пароля.',
      '/reset-password',
    ],
    [
      'en',
      'If there is an account for {email}, we have sent it a link to set a new password.',
      '/en/reset-password',
    ],
  ])('answers the same for a customer and a stranger; only the customer gets a link (%s)', async (locale, text, path) => {
    const customer = `reset-${locale}@example.com`;
    const stranger = `stranger-${locale}@example.com`;
    await signUpAndConfirm(t, { email: customer });
    const session = await startSession(t.app);
    const known = await send(t.app, '/account/reset-password', { email: customer }, { session, locale });
    const unknown = await send(t.app, '/account/reset-password', { email: stranger }, { session, locale });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ detail: text.replace('{email}', customer) });
    expect(unknown.body).toEqual({ detail: text.replace('{email}', stranger) });

    const mail = await t.smtp.nextMailTo(customer);
    expect(linkIn(mail, SITE_URL).pathname).toBe(path);
    expect(mail.text).toContain(
      locale === 'ru' ? 'Ссылка действует 60 мин.' : 'The link is valid for 60 minutes',
    );
    // Mails leave in the background: a (wrongly) queued one would arrive before a later mail does.
    await aLaterMail(t);
    expect(t.smtp.pendingFor(stranger)).toEqual([]);
  });

  it('refuses a malformed address as bad input', async () => {
    const session = await startSession(t.app);
    const answer = await send(t.app, '/account/reset-password', { email: 'nope' }, { session, locale: 'en' });
    expect(answer).toMatchObject({ status: 400, body: { email: ['Enter a valid email address.'] } });
  });
});

describe('POST /account/reset-password-confirm', () => {
  it('sets the new password once, confirms the address, and ends every sign-in of the account', async () => {
    const email = 'forgetful@example.com';
    await signUpAndConfirm(t, { email });
    const laptop = await signIn(t.app, { email });
    const phone = await tokenSignIn(t.app, { email });
    const { session, mail } = await resetLink(email);

    const token = tokenIn(mail, SITE_URL);
    const done = await send(
      t.app,
      '/account/reset-password-confirm',
      { token, new_password: NEW_PASSWORD },
      { session },
    );
    expect(done).toMatchObject({ status: 200, body: { detail: 'Пароль изменён. Войдите с новым паролем.' } });

    expect((await signIn(t.app, { email })).answer.status).toBe(400);
    expect((await signIn(t.app, { email, password: NEW_PASSWORD })).answer.status).toBe(200);
    expect(await sessionExists(laptop.sessionid)).toBe(false);
    expect((await getAs(t.app, '/auth/user', { headers: bearer(phone.access) })).status).toBe(401);
    expect((await send(t.app, '/auth/token/refresh', { refresh: phone.refresh })).status).toBe(401);

    const again = await send(
      t.app,
      '/account/reset-password-confirm',
      { token, new_password: 'Yet-another-pass-9' },
      { session, locale: 'en' },
    );
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      token: ['This link is invalid or has expired. Ask for a new one.'],
      codes: { token: ['invalid_token'] },
    });
  });

  it('confirms an address that was never confirmed (the link reached its mailbox)', async () => {
    const email = 'never-confirmed@example.com';
    const session = await startSession(t.app);
    await send(t.app, '/account/registration', { email, password: GOOD_PASSWORD, name: 'A' }, { session });
    await t.smtp.nextMailTo(email);
    const { mail } = await resetLink(email);
    await send(
      t.app,
      '/account/reset-password-confirm',
      { token: tokenIn(mail, SITE_URL), new_password: NEW_PASSWORD },
      { session },
    );
    expect((await signIn(t.app, { email, password: NEW_PASSWORD })).answer.status).toBe(200);
  });

  it('expires after an hour', async () => {
    const email = 'slow@example.com';
    await signUpAndConfirm(t, { email });
    const { session, mail } = await resetLink(email);
    clock.advance(61 * MINUTE);
    const late = await send(
      t.app,
      '/account/reset-password-confirm',
      { token: tokenIn(mail, SITE_URL), new_password: NEW_PASSWORD },
      { session },
    );
    expect(late.status).toBe(400);
    expect(late.body.codes).toEqual({ token: ['invalid_token'] });
    expect((await signIn(t.app, { email })).answer.status).toBe(200);
  });

  it('only the newest link works', async () => {
    const email = 'two-links@example.com';
    await signUpAndConfirm(t, { email });
    const first = tokenIn((await resetLink(email)).mail, SITE_URL);
    const { session, mail } = await resetLink(email);
    const old = await send(
      t.app,
      '/account/reset-password-confirm',
      { token: first, new_password: NEW_PASSWORD },
      { session },
    );
    expect(old.status).toBe(400);
    const newest = await send(
      t.app,
      '/account/reset-password-confirm',
      { token: tokenIn(mail, SITE_URL), new_password: NEW_PASSWORD },
      { session },
    );
    expect(newest.status).toBe(200);
  });

  it.each([
    ['a short password', 'weak-short@example.com', 'short', 'min_length'],
    ['a common password', 'weak-common@example.com', 'iloveyou1', 'password_too_common'],
    ['the address itself', 'weak-same@example.com', 'Weak-Same@example.com', 'password_too_similar'],
  ])('refuses %s and keeps the link usable', async (_label, email, newPassword, code) => {
    await signUpAndConfirm(t, { email });
    const { session, mail } = await resetLink(email);
    const token = tokenIn(mail, SITE_URL);
    const weak = await send(
      t.app,
      '/account/reset-password-confirm',
      { token, new_password: newPassword },
      { session },
    );
    expect(weak.status).toBe(400);
    expect(weak.body.codes).toEqual({ new_password: [code] });
    expect((await signIn(t.app, { email })).answer.status).toBe(200);
    const good = await send(
      t.app,
      '/account/reset-password-confirm',
      { token, new_password: NEW_PASSWORD },
      { session },
    );
    expect(good.status).toBe(200);
  });
});

describe('POST /account/change-password', () => {
  it('needs the old password; other sessions and token families end, this session stays', async () => {
    const email = 'changer@example.com';
    await signUpAndConfirm(t, { email });
    const here = await signIn(t.app, { email });
    const elsewhere = await signIn(t.app, { email });
    const app = await tokenSignIn(t.app, { email });

    const wrong = await send(
      t.app,
      '/account/change-password',
      { old_password: 'Not-my-password-1', new_password: NEW_PASSWORD },
      { session: here, locale: 'en' },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      old_password: ['The current password is incorrect.'],
      codes: { old_password: ['password_incorrect'] },
    });
    expect(await sessionExists(elsewhere.sessionid)).toBe(true);

    const changed = await send(
      t.app,
      '/account/change-password',
      { old_password: GOOD_PASSWORD, new_password: NEW_PASSWORD },
      { session: here },
    );
    expect(changed).toMatchObject({
      status: 200,
      body: { detail: 'Пароль изменён. Остальные сеансы завершены.' },
    });
    expect((await getAs(t.app, '/account/me', { session: here })).body.email).toBe(email);
    expect((await getAs(t.app, '/account/me', { session: elsewhere })).body).toEqual({ success: false });
    expect((await getAs(t.app, '/auth/user', { headers: bearer(app.access) })).status).toBe(401);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const live = await t.database.db.select().from(refreshTokens).where(isNull(refreshTokens.revokedAt));
    expect(live.filter((row) => row.userId === user?.id)).toEqual([]);
    expect((await signIn(t.app, { email, password: NEW_PASSWORD })).answer.status).toBe(200);
  });

  it('refuses an anonymous visitor and a weak new password', async () => {
    const anonymous = await send(
      t.app,
      '/account/change-password',
      { old_password: GOOD_PASSWORD, new_password: NEW_PASSWORD },
      { session: await startSession(t.app) },
    );
    expect(anonymous.status).toBe(401);

    await signUpAndConfirm(t, { email: 'weakchange@example.com' });
    const session = await signIn(t.app, { email: 'weakchange@example.com' });
    const weak = await send(
      t.app,
      '/account/change-password',
      { old_password: GOOD_PASSWORD, new_password: 'password123' },
      { session },
    );
    expect(weak.body.codes).toEqual({ new_password: ['password_too_common'] });
    expect((await signIn(t.app, { email: 'weakchange@example.com' })).answer.status).toBe(200);
  });
});
