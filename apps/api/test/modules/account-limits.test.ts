// [ACCOUNTS] Limits on guessing (ASVS 6.3.1): failed sign-ins per account (even for the web server's own calls,
// which are exempt from the per-address counts) and per client address (the visitor's own, never a forged one), account mails per address and per client, and the
// strict per-client rate limit on the sign-in route; 429 `throttled` with Retry-After and a translated message
// saying when to retry. Unknown addresses are limited like known ones, so a 429 tells nothing.
import { INTERNAL_SECRET_HEADER } from '@afisha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config.ts';
import {
  type AccountsTestApp,
  createAccountsTestApp,
  GOOD_PASSWORD,
  send,
  signIn,
  signUpAndConfirm,
  useAccountsTestApp,
} from '../helpers/accounts.ts';
import { startSession } from '../helpers/session.ts';
import { manualClock } from '../helpers/test-app.ts';

const MINUTE = 60_000;
const WRONG = 'Wrong-password-0';
const clock = manualClock();

const SECRET = 'internal-secret-of-the-test-0123456789';
/** The web server's own server-side call: exempt from the per-address counts, not from the per-account ones. */
const WEB_SERVER = { [INTERNAL_SECRET_HEADER]: SECRET };

const limits = (config: Config): Config => ({
  ...config,
  internalSecret: SECRET,
  // The strict per-client preset would get in the way of counting our own limits.
  rateLimit: { ...config.rateLimit, strict: { max: 1000, timeWindowMs: MINUTE } },
  accounts: {
    ...config.accounts,
    limits: {
      windowMs: 15 * MINUTE,
      loginFailuresPerAccount: 5,
      loginFailuresPerIp: 8,
      loginFailuresPerDevice: 5,
      maxLockoutMs: 24 * 60 * MINUTE,
      mailsPerAddress: 3,
      mailsPerIp: 6,
    },
  },
});

const t = useAccountsTestApp({ clock, config: limits });

const login = (
  email: string,
  password: string,
  options: { ip?: string; locale?: string; headers?: Record<string, string> } = {},
) =>
  startSession(t.app).then((session) =>
    send(t.app, '/account/login', { email, password }, { session, ...options }),
  );

describe('failed sign-ins per account', () => {
  it("locks the account for the window after 5 failures, even through the web server's own calls", async () => {
    const email = 'locked@example.com';
    await signUpAndConfirm(t, { email });
    // The internal secret exempts the web server from the per-client limits, never from the per-account one.
    for (let i = 0; i < 5; i += 1) {
      expect((await login(email, WRONG, { headers: WEB_SERVER })).status).toBe(400);
    }

    const ru = await login(email, GOOD_PASSWORD);
    expect(ru.status).toBe(429);
    expect(ru.body).toEqual({ detail: 'Слишком много попыток. Повторите через 15 мин.', code: 'throttled' });
    expect(Number(ru.headers['retry-after'])).toBe(15 * 60);
    const en = await login(email, GOOD_PASSWORD, { locale: 'en' });
    expect(en.body.detail).toBe('Too many attempts. Try again in 15 min.');

    clock.advance(10 * MINUTE);
    expect(Number((await login(email, GOOD_PASSWORD)).headers['retry-after'])).toBe(5 * 60);
    clock.advance(5 * MINUTE);
    expect((await login(email, GOOD_PASSWORD)).status).toBe(200);
  });

  it('locks it out longer each time the failures go on (15, then 30 minutes)', async () => {
    const email = 'guessed@example.com';
    await signUpAndConfirm(t, { email });
    for (let i = 0; i < 5; i += 1) await login(email, WRONG, { ip: '198.51.100.30' });
    expect(Number((await login(email, WRONG, { ip: '198.51.100.31' })).headers['retry-after'])).toBe(15 * 60);
    clock.advance(15 * MINUTE);
    for (let i = 0; i < 5; i += 1) await login(email, WRONG, { ip: '198.51.100.32' });
    const second = await login(email, GOOD_PASSWORD, { ip: '198.51.100.33' });
    expect(second.status).toBe(429);
    expect(Number(second.headers['retry-after'])).toBe(30 * 60);
    clock.advance(30 * MINUTE);
    expect((await login(email, GOOD_PASSWORD, { ip: '198.51.100.33' })).status).toBe(200);
  });

  it('counts an address from every client together', async () => {
    const email = 'spread@example.com';
    await signUpAndConfirm(t, { email });
    for (let i = 0; i < 5; i += 1) await login(email, WRONG, { ip: `198.51.100.${10 + i}` });
    expect((await login(email, GOOD_PASSWORD, { ip: '198.51.100.99' })).status).toBe(429);
    clock.advance(15 * MINUTE);
  });

  it('limits an unknown address the same way (a 429 does not reveal an account)', async () => {
    for (let i = 0; i < 5; i += 1) expect((await login('ghost@example.com', WRONG)).status).toBe(400);
    expect((await login('ghost@example.com', WRONG)).status).toBe(429);
    clock.advance(15 * MINUTE);
  });

  it('forgets the failures after a successful sign-in', async () => {
    const email = 'clumsy@example.com';
    await signUpAndConfirm(t, { email });
    // Through the web server's own calls: only the per-account count is at stake here.
    const headers = WEB_SERVER;
    for (let i = 0; i < 4; i += 1) await login(email, WRONG, { headers });
    expect((await login(email, GOOD_PASSWORD, { headers })).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login(email, WRONG, { headers })).status).toBe(400);
    expect((await login(email, GOOD_PASSWORD, { headers })).status).toBe(200);
  });

  it('counts wrong old passwords at a password change too', async () => {
    const email = 'stolen-session@example.com';
    await signUpAndConfirm(t, { email });
    const ip = '198.51.100.121';
    const session = await signIn(t.app, { email }, { ip });
    for (let i = 0; i < 5; i += 1) {
      const wrong = await send(
        t.app,
        '/account/change-password',
        { old_password: WRONG, new_password: 'New-pass-123' },
        { session, ip },
      );
      expect(wrong.status).toBe(400);
    }
    const blocked = await send(
      t.app,
      '/account/change-password',
      { old_password: GOOD_PASSWORD, new_password: 'New-pass-123' },
      { session, ip },
    );
    expect(blocked.status).toBe(429);
    clock.advance(15 * MINUTE);
  });
});

describe('failed sign-ins per client address', () => {
  it('throttles a client that tries many accounts, counting the visitor behind the web proxy', async () => {
    for (let i = 0; i < 8; i += 1)
      expect((await login(`sprayed-${i}@example.com`, WRONG, { ip: '203.0.113.7' })).status).toBe(400);
    const blocked = await login('sprayed-9@example.com', WRONG, { ip: '203.0.113.7' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('throttled');
    // Another client is not affected, nor are the web server's own calls.
    expect((await login('sprayed-9@example.com', WRONG, { ip: '203.0.113.8' })).status).toBe(400);
    expect((await login('sprayed-10@example.com', WRONG, { headers: WEB_SERVER })).status).toBe(400);
  });

  it('counts a visitor who forges X-Forwarded-For by the address the proxy saw, rotating or 127.0.0.1', async () => {
    // The web app's proxy appends the address it saw (198.51.100.21) to whatever the visitor wrote.
    const forged = (i: number) => ({
      'x-forwarded-for': `${i % 2 ? '127.0.0.1' : `203.0.113.${i}`}, 198.51.100.21`,
    });
    for (let i = 0; i < 8; i += 1) {
      expect((await login(`forger-${i}@example.com`, WRONG, { headers: forged(i) })).status).toBe(400);
    }
    expect((await login('forger-9@example.com', WRONG, { headers: forged(9) })).status).toBe(429);
  });

  it("counts the browser's address that the web app's /api proxy forwards", async () => {
    const viaProxy = async (email: string) => {
      const session = await startSession(t.app);
      return send(
        t.app,
        '/account/login',
        { email, password: WRONG },
        {
          session,
          headers: { 'x-forwarded-for': '203.0.113.20' },
        },
      );
    };
    for (let i = 0; i < 8; i += 1) expect((await viaProxy(`proxied-${i}@example.com`)).status).toBe(400);
    expect((await viaProxy('proxied-9@example.com')).status).toBe(429);
    clock.advance(15 * MINUTE);
  });
});

describe('account mails per address and per client', () => {
  it('sends at most 3 reset mails per address in the window, known or not', async () => {
    const email = 'resetter@example.com';
    await signUpAndConfirm(t, { email });
    // The sign-up mail counted too: start a fresh window.
    clock.advance(15 * MINUTE);
    for (const address of [email, 'no-account@example.com']) {
      const session = await startSession(t.app);
      for (let i = 0; i < 3; i += 1)
        expect((await send(t.app, '/account/reset-password', { email: address }, { session })).status).toBe(
          200,
        );
      const blocked = await send(
        t.app,
        '/account/reset-password',
        { email: address },
        { session, locale: 'en' },
      );
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ detail: 'Too many attempts. Try again in 15 min.', code: 'throttled' });
      expect(blocked.headers['retry-after']).toBeDefined();
    }
    for (let i = 0; i < 3; i += 1) await t.smtp.nextMailTo(email);
    clock.advance(15 * MINUTE);
  });

  it('limits how many mails one client may ask for, whatever the addresses', async () => {
    const session = await startSession(t.app);
    const ask = (i: number, ip: string) =>
      send(t.app, '/account/reset-password', { email: `bomb-${i}@example.com` }, { session, ip });
    for (let i = 0; i < 6; i += 1) expect((await ask(i, '198.51.100.77')).status).toBe(200);
    expect((await ask(7, '198.51.100.77')).status).toBe(429);
    expect((await ask(8, '198.51.100.78')).status).toBe(200);
    clock.advance(15 * MINUTE);
  });

  it('sign-up counts against the same limit (no mail bombing through sign-up)', async () => {
    const session = await startSession(t.app);
    const signUp = () =>
      send(
        t.app,
        '/account/registration',
        { email: 'victim@example.com', password: GOOD_PASSWORD, name: 'V' },
        { session },
      );
    for (let i = 0; i < 3; i += 1) expect((await signUp()).status).toBe(201);
    expect((await signUp()).status).toBe(429);
    clock.advance(15 * MINUTE);
  });
});

describe('the strict per-client rate limit', () => {
  let strict: AccountsTestApp;
  beforeAll(async () => {
    strict = await createAccountsTestApp({
      clock,
      config: (config) => ({
        ...limits(config),
        rateLimit: { ...config.rateLimit, strict: { max: 2, timeWindowMs: MINUTE } },
      }),
    });
  });
  afterAll(async () => {
    await strict?.close();
  });

  it.each([
    ['/account/login', { email: 'a@example.com', password: WRONG }],
    ['/account/registration', { email: 'b@example.com', password: GOOD_PASSWORD, name: 'B' }],
    ['/account/reset-password', { email: 'c@example.com' }],
    ['/auth/login', { email: 'a@example.com', password: WRONG }],
  ])('applies to %s', async (url, body) => {
    const session = await startSession(strict.app);
    const ip = `192.0.2.${url.length}`;
    for (let i = 0; i < 2; i += 1)
      expect((await send(strict.app, url, body, { session, ip })).status).not.toBe(429);
    const third = await send(strict.app, url, body, { session, ip });
    expect(third.status).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
  });
});
