// Owns the device cookie of OWASP's "Slow down online guessing attacks with device cookies" (ASVS 6.3.1): a
// successful sign-in leaves in the browser a cookie that names the account and a random nonce, signed with a key
// derived from SESSION_SECRET. A later sign-in to the same account that shows a genuine, unexpired cookie is
// judged on that device's own failures, not on the account-wide lockout that anybody can set off by guessing: a
// stranger who types wrong passwords for an address slows only the clients the account never signed in from.
//
// The cookie is HttpOnly, SameSite=Strict and only sent to the API (/api/), so pages and scripts never see it.
// It holds no secret of the account: forging one needs the server's key, and one of another account is worth
// nothing here.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../lib/clock.ts';

export const KNOWN_DEVICE_COOKIE = 'known_device';
const COOKIE_PATH = '/api/';
const VERSION = 'd1';
const SHAPE = /^d1\.(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export type KnownDevices = {
  /** A new cookie value for a browser that just signed in to `userId`. */
  issue(userId: number): string;
  /**
   * The key the device's own failures are counted under, when `value` is a genuine, unexpired device cookie of
   * `userId`; null for no cookie, a forged or expired one, or one of another account.
   */
  deviceOf(value: string | undefined, userId: number): string | null;
  /** The device cookie the request came with (not yet checked). */
  read(request: FastifyRequest): string | undefined;
  /** Sets the device cookie on the answer. */
  write(reply: FastifyReply, value: string): void;
};

export type KnownDevicesOptions = { secret: string; ttlMs: number; cookieSecure: boolean; clock: Clock };

export function createKnownDevices({
  secret,
  ttlMs,
  cookieSecure,
  clock,
}: KnownDevicesOptions): KnownDevices {
  // Its own key, so a device cookie's signature can never stand for another HMAC the API makes with the secret.
  const key = createHmac('sha256', secret).update('known-device-cookie').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  const seconds = () => Math.floor(clock.now().getTime() / 1000);

  return {
    issue(userId) {
      const payload = `${VERSION}.${userId}.${seconds()}.${randomBytes(16).toString('base64url')}`;
      return `${payload}.${sign(payload)}`;
    },
    deviceOf(value, userId) {
      const match = value === undefined ? null : SHAPE.exec(value);
      if (!match) return null;
      const [, owner, issuedAt, nonce, mac] = match as unknown as [string, string, string, string, string];
      const expected = Buffer.from(sign(`${VERSION}.${owner}.${issuedAt}.${nonce}`));
      if (!timingSafeEqual(expected, Buffer.from(mac))) return null;
      if (Number(owner) !== userId) return null;
      if ((seconds() - Number(issuedAt)) * 1000 >= ttlMs) return null;
      return `${owner}:${nonce}`;
    },
    read(request) {
      return request.cookies[KNOWN_DEVICE_COOKIE];
    },
    write(reply, value) {
      reply.setCookie(KNOWN_DEVICE_COOKIE, value, {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: cookieSecure,
        maxAge: Math.floor(ttlMs / 1000),
      });
    },
  };
}
