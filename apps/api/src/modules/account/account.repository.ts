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

/** What a sign-up link activates: the password, name and language chosen with it. */
export type SignUpChoice = { passwordHash: string; firstName: string; locale: Locale };

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
  recordLogin(id: number, values: { at: Date; locale: Locale }): Promise<void>;
  updateProfile(
    id: number,
    values: { firstName?: string; lastName?: string; phone?: string | null },
  ): Promise<void>;

  /**
   * Issues a token; earlier unused tokens of the same user and purpose stop working, except for sign-up links
   * (`choice`), each of which keeps activating what was chosen with it until one of them is followed.
   */
  issueToken(values: {
    userId: number;
    purpose: EmailTokenPurpose;
    tokenHash: string;
    expiresAt: Date;
    newEmail?: string;
    choice?: SignUpChoice;
    now: Date;
  }): Promise<void>;
  /** The choice of the user's newest sign-up link (a link sent again activates it); null when none has one. */
  newestSignUpChoice(userId: number): Promise<SignUpChoice | null>;
  /** The live token's owner (not consumed). */
  findLiveToken(tokenHash: string, purpose: EmailTokenPurpose, now: Date): Promise<{ userId: number } | null>;
  /** The latest address waiting for its e-mail change link. */
  pendingEmail(userId: number, now: Date): Promise<string | null>;
  /** Drops pending e-mail changes (the customer typed their current address again). */
  cancelEmailChanges(userId: number, now: Date): Promise<void>;

  /**
   * Consumes a sign-up token and confirms the account with the password, name and language chosen with that link
   * (links from before they were kept: the account's own), retires the user's other sign-up links, and runs
   * `onConfirmed` in the same transaction (the "account confirmed" notification: all happen or none). The user
   * id, or null for a dead token or an account confirmed meanwhile.
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
      .returning({
        userId: emailTokens.userId,
        newEmail: emailTokens.newEmail,
        passwordHash: emailTokens.passwordHash,
        firstName: emailTokens.firstName,
        locale: emailTokens.locale,
      });
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
    async recordLogin(id, { at, locale }) {
      await db.update(users).set({ lastLoginAt: at, locale }).where(eq(users.id, id));
    },
    async updateProfile(id, values) {
      await db
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(users.id, id));
    },

    async issueToken({ now, choice, ...values }) {
      if (choice) {
        await db.insert(emailTokens).values({ ...values, ...choice });
        return;
      }
      await db.transaction(async (tx) => {
        await retireTokens(tx, values.userId, values.purpose, now);
        await tx.insert(emailTokens).values(values);
      });
    },
    async newestSignUpChoice(userId) {
      const [row] = await db
        .select({
          passwordHash: emailTokens.passwordHash,
          firstName: emailTokens.firstName,
          locale: emailTokens.locale,
        })
        .from(emailTokens)
        .where(
          and(
            eq(emailTokens.userId, userId),
            eq(emailTokens.purpose, 'confirm'),
            sql`${emailTokens.passwordHash} IS NOT NULL`,
          ),
        )
        .orderBy(desc(emailTokens.id))
        .limit(1);
      if (!row?.passwordHash || row.firstName === null || row.locale === null) return null;
      return { passwordHash: row.passwordHash, firstName: row.firstName, locale: row.locale };
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
        const choice =
          token.passwordHash && token.firstName !== null && token.locale !== null
            ? { passwordHash: token.passwordHash, firstName: token.firstName, locale: token.locale }
            : {};
        // Only a pending account: a link can never change the password of a confirmed one.
        const confirmed = await tx
          .update(users)
          .set({ ...choice, emailVerifiedAt: now, updatedAt: now })
          .where(and(eq(users.id, token.userId), isNull(users.emailVerifiedAt)))
          .returning({ id: users.id });
        if (confirmed.length === 0) return null;
        await retireTokens(tx, token.userId, 'confirm', now);
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
        // The address is confirmed now: pending sign-up links must not activate another password later.
        await retireTokens(tx, token.userId, 'confirm', now);
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
