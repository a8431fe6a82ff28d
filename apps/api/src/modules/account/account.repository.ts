// Owns the account tables as the accounts flows use them: users (found by lower(email)), the single-use mail
// tokens (stored hashed; consumed by one conditional UPDATE, so a link works once even under a double click),
// and ending a user's other sign-ins, cookie sessions and refresh-token families alike.
import { type Db, emailTokens, type Locale, refreshTokens, sessions, users } from '@afisha/db';
import { and, desc, eq, gt, isNull, ne, sql } from '@afisha/db/orm';

export type UserRow = {
  id: number;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  emailVerifiedAt: Date | null;
  isActive: boolean;
  locale: Locale;
};

export type EmailTokenPurpose = 'confirm' | 'reset' | 'email_change';

/** Work that belongs to a confirmation, given the transaction to do it in. */
export type ConfirmedHook = (tx: Db, userId: number) => Promise<void>;

/** What to keep when a user's other sign-ins end: the current cookie session or refresh-token family. */
export type KeptSignIn = { sessionId: string | null; familyId: string | null };

export type AccountRepository = {
  findByEmail(email: string): Promise<UserRow | null>;
  findById(id: number): Promise<UserRow | null>;
  /** Null when the address is taken (also by a concurrent sign-up). */
  insertUser(values: {
    email: string;
    passwordHash: string;
    firstName: string;
    locale: Locale;
  }): Promise<number | null>;
  /** A repeated sign-up of a still unconfirmed account: the newest password and name win. */
  updateUnconfirmed(
    id: number,
    values: { passwordHash: string; firstName: string; locale: Locale },
  ): Promise<void>;
  recordLogin(id: number, values: { at: Date; locale: Locale }): Promise<void>;
  updateProfile(
    id: number,
    values: { firstName?: string; lastName?: string; phone?: string | null },
  ): Promise<void>;

  /** Issues a token; earlier unused tokens of the same user and purpose stop working. */
  issueToken(values: {
    userId: number;
    purpose: EmailTokenPurpose;
    tokenHash: string;
    expiresAt: Date;
    newEmail?: string;
    now: Date;
  }): Promise<void>;
  /** The live token's owner (not consumed). */
  findLiveToken(tokenHash: string, purpose: EmailTokenPurpose, now: Date): Promise<{ userId: number } | null>;
  /** The latest address waiting for its e-mail change link. */
  pendingEmail(userId: number, now: Date): Promise<string | null>;
  /** Drops pending e-mail changes (the customer typed their current address again). */
  cancelEmailChanges(userId: number, now: Date): Promise<void>;

  /**
   * Consumes a sign-up token and marks the address confirmed, running `onConfirmed` in the same transaction
   * (the "account confirmed" notification: both happen or neither). The user id, or null for a dead token.
   */
  confirmRegistration(tokenHash: string, now: Date, onConfirmed?: ConfirmedHook): Promise<number | null>;
  /**
   * Consumes a reset token, sets the new password, confirms the address (the link reached its mailbox), and
   * ends every sign-in of the user but `keep`. The user id, or null for a dead token.
   */
  resetPassword(
    tokenHash: string,
    values: { passwordHash: string; keep: KeptSignIn; now: Date },
  ): Promise<number | null>;
  /** Sets the new password and ends every sign-in of the user but `keep`. */
  changePassword(id: number, values: { passwordHash: string; keep: KeptSignIn; now: Date }): Promise<void>;
  /**
   * Consumes an e-mail change token and moves the account to its address. `taken` when another account has
   * that address by now (the token is still consumed), null for a dead token.
   */
  /** Applies the change of a valid token; the new address, and the old one with the name to tell it. */
  confirmEmailChange(
    tokenHash: string,
    now: Date,
  ): Promise<{ userId: number; email: string; previousEmail: string; firstName: string } | 'taken' | null>;
};

const userColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  emailVerifiedAt: users.emailVerifiedAt,
  isActive: users.isActive,
  locale: users.locale,
};

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  // node-postgres puts the SQLSTATE on the error, PGlite too; drizzle may wrap it as the cause.
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

export function createAccountRepository(db: Db): AccountRepository {
  type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

  async function consume(tx: Db | Tx, tokenHash: string, purpose: EmailTokenPurpose, now: Date) {
    const [row] = await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailTokens.tokenHash, tokenHash),
          eq(emailTokens.purpose, purpose),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, now),
        ),
      )
      .returning({ userId: emailTokens.userId, newEmail: emailTokens.newEmail });
    return row ?? null;
  }

  async function retireTokens(tx: Db | Tx, userId: number, purpose: EmailTokenPurpose, now: Date) {
    await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(
        and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)),
      );
  }

  async function endSignIns(tx: Db | Tx, userId: number, keep: KeptSignIn, now: Date) {
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), keep.sessionId ? ne(sessions.id, keep.sessionId) : undefined));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
          keep.familyId ? ne(refreshTokens.familyId, keep.familyId) : undefined,
        ),
      );
  }

  const byEmail = sql`lower(${users.email})`;

  return {
    async findByEmail(email) {
      const [row] = await db.select(userColumns).from(users).where(eq(byEmail, email.toLowerCase())).limit(1);
      return row ?? null;
    },
    async findById(id) {
      const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },
    async insertUser(values) {
      const rows = await db
        .insert(users)
        .values(values)
        // users_email_lower_uq: the one unique key a new row can hit.
        .onConflictDoNothing()
        .returning({ id: users.id });
      return rows[0]?.id ?? null;
    },
    async updateUnconfirmed(id, values) {
      await db
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)));
    },
    async recordLogin(id, { at, locale }) {
      await db.update(users).set({ lastLoginAt: at, locale }).where(eq(users.id, id));
    },
    async updateProfile(id, values) {
      await db
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(users.id, id));
    },

    async issueToken({ now, ...values }) {
      await db.transaction(async (tx) => {
        await retireTokens(tx, values.userId, values.purpose, now);
        await tx.insert(emailTokens).values(values);
      });
    },
    async findLiveToken(tokenHash, purpose, now) {
      const [row] = await db
        .select({ userId: emailTokens.userId })
        .from(emailTokens)
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, now),
          ),
        )
        .limit(1);
      return row ?? null;
    },
    async pendingEmail(userId, now) {
      const [row] = await db
        .select({ newEmail: emailTokens.newEmail })
        .from(emailTokens)
        .where(
          and(
            eq(emailTokens.userId, userId),
            eq(emailTokens.purpose, 'email_change'),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, now),
          ),
        )
        .orderBy(desc(emailTokens.id))
        .limit(1);
      return row?.newEmail ?? null;
    },
    async cancelEmailChanges(userId, now) {
      await retireTokens(db, userId, 'email_change', now);
    },

    async confirmRegistration(tokenHash, now, onConfirmed) {
      return db.transaction(async (tx) => {
        const token = await consume(tx, tokenHash, 'confirm', now);
        if (!token) return null;
        await tx
          .update(users)
          .set({ emailVerifiedAt: now, updatedAt: now })
          .where(and(eq(users.id, token.userId), isNull(users.emailVerifiedAt)));
        await onConfirmed?.(tx, token.userId);
        return token.userId;
      });
    },
    async resetPassword(tokenHash, { passwordHash, keep, now }) {
      return db.transaction(async (tx) => {
        const token = await consume(tx, tokenHash, 'reset', now);
        if (!token) return null;
        await tx
          .update(users)
          .set({
            passwordHash,
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
            updatedAt: now,
          })
          .where(eq(users.id, token.userId));
        await retireTokens(tx, token.userId, 'reset', now);
        await endSignIns(tx, token.userId, keep, now);
        return token.userId;
      });
    },
    async changePassword(id, { passwordHash, keep, now }) {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, id));
        // A reset link asked for before the change must not undo it.
        await retireTokens(tx, id, 'reset', now);
        await endSignIns(tx, id, keep, now);
      });
    },
    async confirmEmailChange(tokenHash, now) {
      const token = await consume(db, tokenHash, 'email_change', now);
      if (!token?.newEmail) return null;
      const { newEmail } = token;
      let previous: { email: string; firstName: string } | undefined;
      try {
        previous = await db.transaction(async (tx) => {
          const [before] = await tx
            .select({ email: users.email, firstName: users.firstName })
            .from(users)
            .where(eq(users.id, token.userId))
            .for('update');
          await tx
            .update(users)
            .set({ email: newEmail, emailVerifiedAt: now, updatedAt: now })
            .where(eq(users.id, token.userId));
          return before;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
      if (!previous) return null;
      await retireTokens(db, token.userId, 'email_change', now);
      return {
        userId: token.userId,
        email: newEmail,
        previousEmail: previous.email,
        firstName: previous.firstName,
      };
    },
  };
}
