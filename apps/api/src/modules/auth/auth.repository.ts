// Owns the refresh_tokens table: one row per refresh token ever issued (its SHA-256 only), grouped in families
// that start at a sign-in. A token is used by one conditional UPDATE (rotated_at), so two uses of the same token
// can never both succeed; a family with any revoked row is dead as a whole (RFC 6819 5.2.2.3), which also
// covers a token issued while the family was being revoked.
import { type Db, refreshTokens, users } from '@afisha/db';
import { and, eq, gt, isNotNull, isNull, min, sql } from '@afisha/db/orm';

export type RefreshTokenUse =
  | { kind: 'rotated'; userId: number; familyId: string; familyStartedAt: Date }
  /** The token had been used before: a copy is in someone else's hands. */
  | { kind: 'reused'; familyId: string }
  | { kind: 'invalid' };

export type AuthRepository = {
  insert(values: {
    userId: number;
    familyId: string;
    tokenHash: string;
    expiresAt: Date;
    createdAt: Date;
  }): Promise<void>;
  use(tokenHash: string, now: Date): Promise<RefreshTokenUse>;
  /** Revokes every token of the family. */
  revokeFamily(familyId: string, now: Date): Promise<void>;
  /** The family of a refresh token, if the token is one of ours. */
  familyOf(tokenHash: string): Promise<string | null>;
  /** True when the user is active and the family has not been revoked: an access token of it may be used. */
  isFamilyLive(userId: number, familyId: string): Promise<boolean>;
};

export function createAuthRepository(db: Db): AuthRepository {
  const r = refreshTokens;
  const familyRevoked = (familyId: unknown) =>
    sql`exists (select 1 from ${r} as dead where dead.family_id = ${familyId} and dead.revoked_at is not null)`;

  return {
    async insert(values) {
      await db.insert(r).values(values);
    },
    async use(tokenHash, now) {
      const [used] = await db
        .update(r)
        .set({ rotatedAt: now })
        .where(
          and(
            eq(r.tokenHash, tokenHash),
            isNull(r.rotatedAt),
            isNull(r.revokedAt),
            gt(r.expiresAt, now),
            sql`not ${familyRevoked(r.familyId)}`,
          ),
        )
        .returning({ userId: r.userId, familyId: r.familyId });
      if (used) {
        const [family] = await db
          .select({ startedAt: min(r.createdAt) })
          .from(r)
          .where(eq(r.familyId, used.familyId));
        return { kind: 'rotated', ...used, familyStartedAt: family?.startedAt ?? now };
      }
      const [known] = await db
        .select({ familyId: r.familyId })
        .from(r)
        .where(and(eq(r.tokenHash, tokenHash), isNotNull(r.rotatedAt)))
        .limit(1);
      return known ? { kind: 'reused', familyId: known.familyId } : { kind: 'invalid' };
    },
    async revokeFamily(familyId, now) {
      await db
        .update(r)
        .set({ revokedAt: now })
        .where(and(eq(r.familyId, familyId), isNull(r.revokedAt)));
    },
    async familyOf(tokenHash) {
      const [row] = await db
        .select({ familyId: r.familyId })
        .from(r)
        .where(eq(r.tokenHash, tokenHash))
        .limit(1);
      return row?.familyId ?? null;
    },
    async isFamilyLive(userId, familyId) {
      const [row] = await db
        .select({ live: sql<boolean>`${users.isActive} and not ${familyRevoked(familyId)}` })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.live === true;
    },
  };
}
