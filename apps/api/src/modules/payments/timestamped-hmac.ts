// Owns the "t=<unix seconds>,v1=<hex>" signature scheme shared by the sandbox bank and Stripe's webhooks:
// v1 = HMAC-SHA256(secret, "<t>.<raw body>"). Checking accepts any of several v1 values (Stripe sends one per
// active secret while a secret is rolled), compares in constant time and refuses a timestamp further than the
// tolerance from now (a replayed old notification).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DEFAULT_TOLERANCE_SECONDS = 300;
const MAX_HEADER_LENGTH = 2000;

const hmac = (secret: string, t: string, body: string) =>
  createHmac('sha256', secret).update(`${t}.${body}`).digest();

export function signTimestamped(secret: string, body: string, now: Date): string {
  const t = String(Math.floor(now.getTime() / 1000));
  return `t=${t},v1=${hmac(secret, t, body).toString('hex')}`;
}

/** True when `header` signs `body` with `secret` and its timestamp is within `toleranceSeconds` of `now`. */
export function verifyTimestamped(
  secret: string,
  body: string,
  header: unknown,
  now: Date,
  toleranceSeconds = DEFAULT_TOLERANCE_SECONDS,
): boolean {
  if (typeof header !== 'string' || header.length > MAX_HEADER_LENGTH) return false;
  let t: string | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    const name = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (name === 't') t = value;
    if (name === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (!t || !/^\d{1,12}$/.test(t) || signatures.length === 0) return false;
  if (Math.abs(now.getTime() / 1000 - Number(t)) > toleranceSeconds) return false;
  const expected = hmac(secret, t, body);
  return signatures.some((signature) => timingSafeEqual(expected, signature));
}
