// Owns the sandbox bank's notification signature: `X-Sandbox-Signature: t=<unix seconds>,v1=<hex>`, the
// timestamped HMAC of timestamped-hmac.ts (the scheme Stripe uses too) with SANDBOX_SECRET.
import { signTimestamped, verifyTimestamped } from '../timestamped-hmac.ts';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signSandbox(secret: string, body: string, now: Date): string {
  return signTimestamped(secret, body, now);
}

/** True when `header` signs `body` with `secret` and its timestamp is within the tolerance of `now`. */
export function verifySandbox(secret: string, body: string, header: unknown, now: Date): boolean {
  return verifyTimestamped(secret, body, header, now, SIGNATURE_TOLERANCE_SECONDS);
}
