// Owns the sandbox bank's notification signature: `X-Sandbox-Signature: t=<unix seconds>,v1=<hex>`
// where v1 = HMAC-SHA256(secret, "<t>.<raw body>"). Checking compares in constant time and
// refuses a timestamp further than the tolerance from now (a replayed old notification).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signSandbox(secret: string, body: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** True when `header` signs `body` with `secret` and its timestamp is within the tolerance of `now`. */
export function verifySandbox(secret: string, body: string, header: unknown, now: Date): boolean {
  if (typeof header !== 'string' || header.length > 200) return false;
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !v1 || !/^\d{1,12}$/.test(t) || !/^[0-9a-f]{64}$/.test(v1)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(t)) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}
