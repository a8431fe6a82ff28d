// Owns the token API's sessions: sign-in gives an access token (minutes) and a refresh token; a refresh token
// works once and is replaced by a new one of the same family; presenting a used one again means it was copied,
// so the whole family is revoked (RFC 6819 5.2.2.3) and both holders must sign in again. A family lives like a
// cookie session: it ends after SESSION_IDLE_DAYS without a refresh and SESSION_ABSOLUTE_DAYS after sign-in.
// Credentials, passwords and profiles are the account service's.
import { randomUUID } from 'node:crypto';
import type { TTokenPair } from '@afisha/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashSecretToken, newSecretToken } from '../account/secret-token.ts';
import type { AccessClaims, AccessTokens } from './access-token.ts';
import type { AuthRepository } from './auth.repository.ts';

export type AuthService = {
  /** A new family for a user whose credentials were just checked. */
  startFamily(userId: number): Promise<TTokenPair>;
  refresh(refreshToken: string): Promise<TTokenPair>;
  /** The claims of a usable access token (signed, unexpired, family alive, user active); null otherwise. */
  authenticate(accessToken: string): Promise<AccessClaims | null>;
  /** Revokes the family of a refresh token (unknown tokens are ignored: signing out twice is fine). */
  logout(refreshToken: string): Promise<void>;
  revokeFamily(familyId: string): Promise<void>;
};

export type AuthServiceDeps = {
  repository: AuthRepository;
  accessTokens: AccessTokens;
  clock: Clock;
  lifetimes: { idleTtlMs: number; absoluteTtlMs: number };
};

const tokenNotValid = () => new AppError('token_not_valid', 401);

export function createAuthService(deps: AuthServiceDeps): AuthService {
  const { repository, accessTokens, clock, lifetimes } = deps;

  async function issue(userId: number, familyId: string, familyStartedAt: Date): Promise<TTokenPair> {
    const now = clock.now();
    const refresh = newSecretToken();
    const expiresAt = new Date(
      Math.min(now.getTime() + lifetimes.idleTtlMs, familyStartedAt.getTime() + lifetimes.absoluteTtlMs),
    );
    await repository.insert({
      userId,
      familyId,
      tokenHash: hashSecretToken(refresh),
      expiresAt,
      createdAt: now,
    });
    return {
      access: await accessTokens.sign({ userId, familyId }),
      refresh,
      expires_in: Math.floor(accessTokens.ttlMs / 1000),
    };
  }

  return {
    startFamily(userId) {
      return issue(userId, randomUUID(), clock.now());
    },
    async refresh(refreshToken) {
      const use = await repository.use(hashSecretToken(refreshToken), clock.now());
      switch (use.kind) {
        case 'rotated':
          // A deactivated user's family is not renewed.
          if (!(await repository.isFamilyLive(use.userId, use.familyId))) throw tokenNotValid();
          return issue(use.userId, use.familyId, use.familyStartedAt);
        case 'reused':
          await repository.revokeFamily(use.familyId, clock.now());
          throw tokenNotValid();
        case 'invalid':
          throw tokenNotValid();
      }
    },
    async authenticate(accessToken) {
      const claims = await accessTokens.verify(accessToken);
      if (!claims) return null;
      return (await repository.isFamilyLive(claims.userId, claims.familyId)) ? claims : null;
    },
    async logout(refreshToken) {
      const familyId = await repository.familyOf(hashSecretToken(refreshToken));
      if (familyId) await repository.revokeFamily(familyId, clock.now());
    },
    async revokeFamily(familyId) {
      await repository.revokeFamily(familyId, clock.now());
    },
  };
}
