// Owns the bearer access tokens of the token API: JWTs (HS256, signed with a key derived from SESSION_SECRET)
// that live a few minutes and name the user (`sub`) and the refresh-token family they came from (`fam`).
//
// Why a signed JWT rather than an opaque token: it is the format mobile and partner clients already have
// libraries for, it carries its own expiry, and checking it needs no table of access tokens (one per refresh,
// growing every five minutes per client). Why the API still asks the database on every use (auth.service.ts):
// a signature alone cannot be taken back, and signing out or changing the password must end access at once,
// not when the token runs out; the check is one indexed look-up of the family, the cost of a cookie session.
import { hkdfSync } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../lib/clock.ts';

export type AccessClaims = { userId: number; familyId: string };

export type AccessTokens = {
  ttlMs: number;
  sign(claims: AccessClaims): Promise<string>;
  /** The claims of a well-signed, unexpired token of ours; null for anything else. */
  verify(token: string): Promise<AccessClaims | null>;
};

const ISSUER = 'afisha';
const AUDIENCE = 'afisha-api';
const ALGORITHM = 'HS256';
const FAMILY_SHAPE = /^[0-9a-f-]{36}$/;

export function createAccessTokens(options: { secret: string; ttlMs: number; clock: Clock }): AccessTokens {
  const { ttlMs, clock } = options;
  // A key of its own, so a CSRF token (also keyed by SESSION_SECRET) can never pass for a signature.
  const key = new Uint8Array(hkdfSync('sha256', options.secret, '', 'afisha access token v1', 32));
  return {
    ttlMs,
    async sign({ userId, familyId }) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ fam: familyId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + Math.floor(ttlMs / 1000))
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: clock.now(),
          requiredClaims: ['sub', 'exp', 'fam'],
        });
        const userId = Number(payload.sub);
        const familyId = payload.fam;
        if (!Number.isSafeInteger(userId) || userId <= 0) return null;
        if (typeof familyId !== 'string' || !FAMILY_SHAPE.test(familyId)) return null;
        return { userId, familyId };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
