// [ACCOUNTS] Known devices (OWASP device cookies, ASVS 6.3.1; issue 18 item 2): a stranger's wrong passwords lock
// an account out for clients it never signed in from, but its owner, signing in from a browser that signed in to
// it before (the signed `known_device` cookie), is judged on that browser's own failures and gets in; the
// stranger stays throttled. A forged cookie or another account's does not help, and a known device that guesses
// is throttled too.
import { describe, expect, it } from 'vitest';
import type { Config } from '../../src/config.ts';
import { GOOD_PASSWORD, SITE_URL, send, signUpAndConfirm, useAccountsTestApp } from '../helpers/accounts.ts';
import { cookieValue, startSession } from '../helpers/session.ts';
import { manualClock } from '../helpers/test-app.ts';
import { tokenIn } from '../helpers/test-smtp.ts';

const MINUTE = 60_000;
const WRONG = 'Wrong-password-0';
const OWNER_IP = '198.51.100.10';
const ATTACKER_IP = '203.0.113.66';
const clock = manualClock();

const t = useAccountsTestApp({
  clock,
  config: (config: Config): Config => ({
    ...config,
    rateLimit: { ...config.rateLimit, strict: { max: 1000, timeWindowMs: MINUTE } },
  }),
});

type Attempt = { status: number; code?: string; retryAfter: number; device: string | undefined };

/** POST /account/login from a fresh session of `ip`, showing `device` as the known-device cookie when given. */
async function login(email: string, password: string, ip: string, device?: string): Promise<Attempt> {
  const session = await startSession(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/account/login',
    headers: {
      cookie: device ? `${session.cookie}; known_device=${device}` : session.cookie,
      'x-csrftoken': session.csrf,
      'content-type': 'application/json',
    },
    payload: JSON.stringify({ email, password }),
    remoteAddress: ip,
  });
  return {
    status: response.statusCode,
    code: response.json().code,
    retryAfter: Number(response.headers['retry-after'] ?? 0),
    device: cookieValue(response, 'known_device'),
  };
}

async function ownerWithDevice(email: string): Promise<string> {
  await signUpAndConfirm(t, { email });
  const first = await login(email, GOOD_PASSWORD, OWNER_IP);
  expect(first.status).toBe(200);
  expect(first.device).toBeDefined();
  return first.device as string;
}

const attackerFailsSixTimes = async (email: string) => {
  const answers: number[] = [];
  for (let i = 0; i < 6; i += 1) answers.push((await login(email, WRONG, ATTACKER_IP)).status);
  expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
};

describe('the device cookie', () => {
  it('is set at a successful sign-in, HttpOnly, SameSite=Strict, for the API only', async () => {
    await signUpAndConfirm(t, { email: 'cookie@example.com' });
    const session = await startSession(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/login',
      headers: { cookie: session.cookie, 'x-csrftoken': session.csrf, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'cookie@example.com', password: GOOD_PASSWORD }),
    });
    const setCookie = [response.headers['set-cookie']].flat().find((c) => c?.startsWith('known_device='));
    expect(setCookie).toMatch(/; Max-Age=31536000; Path=\/api\/; HttpOnly; SameSite=Strict$/);
    // Not after a failure.
    expect((await login('cookie@example.com', WRONG, OWNER_IP)).device).toBeUndefined();
    // The token API sets no cookies (its clients keep none).
    const token = await send(t.app, '/auth/login', { email: 'cookie@example.com', password: GOOD_PASSWORD });
    expect(token.status).toBe(200);
    expect(token.headers['set-cookie']).toBeUndefined();
  });
});

describe("a stranger's failures", () => {
  it('do not lock the owner out of a device that signed in before; the stranger stays throttled', async () => {
    const email = 'owner@example.com';
    const device = await ownerWithDevice(email);
    await attackerFailsSixTimes(email);

    // Even with the right password, a client the account never signed in from waits (the owner on a new phone too).
    expect((await login(email, GOOD_PASSWORD, '192.0.2.44')).status).toBe(429);
    const owner = await login(email, GOOD_PASSWORD, OWNER_IP, device);
    expect(owner.status).toBe(200);
    // A new cookie for the next time.
    expect(owner.device).toBeDefined();
    expect(owner.device).not.toBe(device);

    const attacker = await login(email, WRONG, ATTACKER_IP);
    expect(attacker).toMatchObject({ status: 429, code: 'throttled' });
    expect(attacker.retryAfter).toBe(15 * 60);
    clock.advance(15 * MINUTE);
  });

  it('are not undone by a forged device cookie, nor by a genuine one of another account', async () => {
    const email = 'target@example.com';
    const device = await ownerWithDevice(email);
    const otherDevice = await ownerWithDevice('attacker-own@example.com');
    await attackerFailsSixTimes(email);

    const [version, userId, issuedAt, nonce, mac] = device.split('.') as [
      string,
      string,
      string,
      string,
      string,
    ];
    const forgeries = [
      // Another account's genuine cookie.
      otherDevice,
      // That cookie relabelled with the target's id (the signature no longer matches).
      [version, userId, ...otherDevice.split('.').slice(2)].join('.'),
      // The target's cookie with a signature made up.
      [version, userId, issuedAt, nonce, `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`].join('.'),
      'd1.1.1.AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'garbage',
    ];
    for (const forged of forgeries) {
      for (const password of [WRONG, GOOD_PASSWORD]) {
        const answer = await login(email, password, ATTACKER_IP, forged);
        expect(answer.status, forged).toBe(429);
      }
    }
    // The genuine cookie still works.
    expect((await login(email, GOOD_PASSWORD, OWNER_IP, device)).status).toBe(200);
    clock.advance(15 * MINUTE);
  });
});

describe("a known device's own failures", () => {
  it('are throttled on their own, with growing lockouts, and do not lock the account for others', async () => {
    const email = 'fumbler@example.com';
    const device = await ownerWithDevice(email);
    for (let i = 0; i < 5; i += 1) expect((await login(email, WRONG, OWNER_IP, device)).status).toBe(400);
    const locked = await login(email, GOOD_PASSWORD, OWNER_IP, device);
    expect(locked).toMatchObject({ status: 429, retryAfter: 15 * 60 });
    // The account-wide lockout was not touched: another browser with the right password gets in.
    expect((await login(email, GOOD_PASSWORD, '192.0.2.45')).status).toBe(200);

    clock.advance(15 * MINUTE);
    for (let i = 0; i < 5; i += 1) expect((await login(email, WRONG, OWNER_IP, device)).status).toBe(400);
    expect(await login(email, GOOD_PASSWORD, OWNER_IP, device)).toMatchObject({
      status: 429,
      retryAfter: 30 * 60,
    });
    clock.advance(30 * MINUTE);
    expect((await login(email, GOOD_PASSWORD, OWNER_IP, device)).status).toBe(200);
  });

  it('count for the device even behind the address of a stranger who is throttled', async () => {
    const email = 'shared-nat@example.com';
    const device = await ownerWithDevice(email);
    // The stranger exhausts the per-address and the account limits from the address the owner shares.
    for (let i = 0; i < 6; i += 1) await login(email, WRONG, OWNER_IP);
    expect((await login(email, GOOD_PASSWORD, OWNER_IP)).status).toBe(429);
    expect((await login(email, GOOD_PASSWORD, OWNER_IP, device)).status).toBe(200);
    clock.advance(15 * MINUTE);
  });
});

describe('a password reset', () => {
  it('lifts the account-wide lockout (whoever followed the link holds the mailbox)', async () => {
    const email = 'resets@example.com';
    await signUpAndConfirm(t, { email });
    await attackerFailsSixTimes(email);
    const session = await startSession(t.app);
    await send(t.app, '/account/reset-password', { email }, { session });
    const mail = await t.smtp.nextMailTo(email);
    const token = tokenIn(mail, SITE_URL);
    const reset = await send(
      t.app,
      '/account/reset-password-confirm',
      { token, new_password: 'Brand-new-pass-9' },
      { session },
    );
    expect(reset.status).toBe(200);
    expect((await login(email, 'Brand-new-pass-9', '192.0.2.46')).status).toBe(200);
  });
});
