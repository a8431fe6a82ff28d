// Owns the rules of customer accounts, shared by the cookie API (/account) and the token API (/auth):
// sign-up with a confirmation mail (only confirmed accounts sign in), password checks and limits, reset by a
// single-use expiring link, password change (other sign-ins end), the profile and e-mail change by confirmation.
//
// Nothing here tells a stranger whether an address has an account: sign-up, reset and resend answer the same
// either way, unknown addresses cost the same password check as known ones, mails leave in the background, and
// per-address limits count addresses, not accounts.
import type {
  TAccountProfile,
  TLocale,
  TPasswordChangeRequest,
  TPasswordResetConfirmRequest,
  TProfileUpdateRequest,
  TRegistrationRequest,
} from '@afisha/contracts';
import { NON_FIELD_ERRORS } from '@afisha/contracts';
import { AppError, FieldValidationError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { AccountRepository, ConfirmedHook, KeptSignIn, UserRow } from './account.repository.ts';
import type { AttemptLimiter } from './attempt-limiter.ts';
import type { PasswordHasher } from './password-hasher.ts';
import { passwordProblems } from './password-policy.ts';
import { hashSecretToken, newSecretToken } from './secret-token.ts';

/** The sign-in a request comes with (cookie session or token family), and whose it is. */
export type CurrentSignIn = KeptSignIn & { userId: number | null };

/** Who is asking: the client address (already the visitor's own behind the web proxy) and the language. */
export type Caller = {
  ip: string;
  /** The web server's own address: never counted per address (all its visitors share it). */
  trustedIp: boolean;
  locale: TLocale;
};

export type AccountLimiters = {
  loginFailuresPerAccount: AttemptLimiter;
  loginFailuresPerIp: AttemptLimiter;
  mailsPerAddress: AttemptLimiter;
  mailsPerIp: AttemptLimiter;
};

export type AccountService = {
  register(request: TRegistrationRequest, caller: Caller): Promise<void>;
  resendConfirmation(email: string, caller: Caller): Promise<void>;
  confirmRegistration(token: string): Promise<void>;
  /** Checks the credentials of a sign-in; the user on success. */
  authenticate(credentials: { email: string; password: string }, caller: Caller): Promise<UserRow>;
  requestPasswordReset(email: string, caller: Caller): Promise<void>;
  /** `current`: the sign-in making the request; it stays only when it is the same user's. */
  resetPassword(request: TPasswordResetConfirmRequest, current: CurrentSignIn): Promise<void>;
  changePassword(
    userId: number,
    request: TPasswordChangeRequest,
    keep: KeptSignIn,
    caller: Caller,
  ): Promise<void>;
  /** Null when the user no longer exists or was deactivated. */
  profile(userId: number): Promise<TAccountProfile | null>;
  updateProfile(userId: number, update: TProfileUpdateRequest, caller: Caller): Promise<TAccountProfile>;
  /** Applies a confirmed e-mail change and tells the old address (in `locale`); the new address. */
  confirmEmailChange(token: string, locale: TLocale): Promise<string>;
};

export type AccountServiceDeps = {
  repository: AccountRepository;
  hasher: PasswordHasher;
  mail: MailService;
  limiters: AccountLimiters;
  clock: Clock;
  lifetimes: { confirmLinkTtlMs: number; resetLinkTtlMs: number };
  /** Runs in the confirmation's transaction once an address is confirmed (the "account confirmed" notification). */
  onConfirmed?: ConfirmedHook;
};

const invalidToken = () =>
  new FieldValidationError([{ field: 'token', code: 'invalid_token', message: 'field.invalid_token' }]);
const invalidCredentials = () =>
  new FieldValidationError([{ field: NON_FIELD_ERRORS, code: 'invalid_credentials' }]);

function throttled(waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError('throttled', 429, { seconds, minutes: Math.ceil(seconds / 60) }, 'accounts.throttled');
}

export function createAccountService(deps: AccountServiceDeps): AccountService {
  const { repository, hasher, mail, limiters, clock, lifetimes } = deps;
  const expiry = (ttlMs: number) => new Date(clock.now().getTime() + ttlMs);

  const accountKey = (email: string) => email.toLowerCase();

  /** Refuses when the address or the client has had its share of account mails; else counts this one. */
  function countMail(email: string, caller: Caller): void {
    const wait = Math.max(
      limiters.mailsPerAddress.blockedFor(accountKey(email)),
      caller.trustedIp ? 0 : limiters.mailsPerIp.blockedFor(caller.ip),
    );
    if (wait > 0) throw throttled(wait);
    limiters.mailsPerAddress.hit(accountKey(email));
    if (!caller.trustedIp) limiters.mailsPerIp.hit(caller.ip);
  }

  function checkLoginAllowed(email: string, caller: Caller): void {
    const wait = Math.max(
      limiters.loginFailuresPerAccount.blockedFor(accountKey(email)),
      caller.trustedIp ? 0 : limiters.loginFailuresPerIp.blockedFor(caller.ip),
    );
    if (wait > 0) throw throttled(wait);
  }

  function countLoginFailure(email: string, caller: Caller): void {
    limiters.loginFailuresPerAccount.hit(accountKey(email));
    if (!caller.trustedIp) limiters.loginFailuresPerIp.hit(caller.ip);
  }

  async function assertGoodPassword(password: string, email: string, field: string): Promise<void> {
    const problems = await passwordProblems(password, email, field);
    if (problems.length > 0) throw new FieldValidationError(problems);
  }

  async function sendConfirmation(user: { id: number; email: string; firstName: string }, locale: TLocale) {
    const token = newSecretToken();
    await repository.issueToken({
      userId: user.id,
      purpose: 'confirm',
      tokenHash: hashSecretToken(token),
      expiresAt: expiry(lifetimes.confirmLinkTtlMs),
      now: clock.now(),
    });
    mail.sendAccountMail({
      kind: 'confirm_registration',
      to: user.email,
      locale,
      recipientName: user.firstName,
      token,
    });
  }

  async function toProfile(user: UserRow): Promise<TAccountProfile> {
    return {
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      phone: user.phone,
      pending_email: await repository.pendingEmail(user.id, clock.now()),
    };
  }

  async function activeUser(userId: number): Promise<UserRow | null> {
    const user = await repository.findById(userId);
    return user?.isActive ? user : null;
  }

  return {
    async register(request, caller) {
      await assertGoodPassword(request.password, request.email, 'password');
      countMail(request.email, caller);
      const existing = await repository.findByEmail(request.email);
      if (existing?.emailVerifiedAt || (existing && !existing.isActive)) {
        // Same cost as a new account, and the owner learns from the mail what happened.
        await hasher.hash(request.password);
        mail.sendAccountMail({
          kind: 'account_exists',
          to: existing.email,
          locale: caller.locale,
          recipientName: existing.firstName,
        });
        return;
      }
      const passwordHash = await hasher.hash(request.password);
      const values = { passwordHash, firstName: request.name, locale: caller.locale };
      if (existing) {
        // Still unconfirmed: the newest sign-up sets the password, and only its link works.
        await repository.updateUnconfirmed(existing.id, values);
        await sendConfirmation({ ...existing, firstName: request.name }, caller.locale);
        return;
      }
      const id = await repository.insertUser({ email: request.email, ...values });
      if (id === null) {
        // A concurrent sign-up with the same address won the insert; treat this one as a repeat.
        const winner = await repository.findByEmail(request.email);
        if (winner && !winner.emailVerifiedAt) await sendConfirmation(winner, caller.locale);
        return;
      }
      await sendConfirmation({ id, email: request.email, firstName: request.name }, caller.locale);
    },

    async resendConfirmation(email, caller) {
      countMail(email, caller);
      const user = await repository.findByEmail(email);
      if (user?.isActive && !user.emailVerifiedAt) await sendConfirmation(user, user.locale);
    },

    async confirmRegistration(token) {
      const userId = await repository.confirmRegistration(
        hashSecretToken(token),
        clock.now(),
        deps.onConfirmed,
      );
      if (userId === null) throw invalidToken();
    },

    async authenticate({ email, password }, caller) {
      checkLoginAllowed(email, caller);
      const user = await repository.findByEmail(email);
      if (!user) {
        await hasher.verifyNothing(password);
        countLoginFailure(email, caller);
        throw invalidCredentials();
      }
      if (!(await hasher.verify(user.passwordHash, password)) || !user.isActive) {
        countLoginFailure(email, caller);
        throw invalidCredentials();
      }
      // Only the owner of the password learns that the address still waits for its confirmation.
      if (!user.emailVerifiedAt) {
        throw new FieldValidationError([{ field: NON_FIELD_ERRORS, code: 'email_not_verified' }]);
      }
      limiters.loginFailuresPerAccount.reset(accountKey(email));
      await repository.recordLogin(user.id, { at: clock.now(), locale: caller.locale });
      return user;
    },

    async requestPasswordReset(email, caller) {
      countMail(email, caller);
      const user = await repository.findByEmail(email);
      if (!user?.isActive) return;
      const token = newSecretToken();
      await repository.issueToken({
        userId: user.id,
        purpose: 'reset',
        tokenHash: hashSecretToken(token),
        expiresAt: expiry(lifetimes.resetLinkTtlMs),
        now: clock.now(),
      });
      mail.sendAccountMail({
        kind: 'reset_password',
        to: user.email,
        locale: caller.locale,
        recipientName: user.firstName,
        token,
      });
    },

    async resetPassword(request, current) {
      const tokenHash = hashSecretToken(request.token);
      const owner = await repository.findLiveToken(tokenHash, 'reset', clock.now());
      const user = owner ? await activeUser(owner.userId) : null;
      if (!user) throw invalidToken();
      await assertGoodPassword(request.new_password, user.email, 'new_password');
      const passwordHash = await hasher.hash(request.new_password);
      const kept =
        current.userId === user.id
          ? { sessionId: current.sessionId, familyId: current.familyId }
          : { sessionId: null, familyId: null };
      const userId = await repository.resetPassword(tokenHash, {
        passwordHash,
        keep: kept,
        now: clock.now(),
      });
      if (userId === null) throw invalidToken();
    },

    async changePassword(userId, request, keep, caller) {
      const user = await activeUser(userId);
      if (!user) throw new AppError('not_authenticated', 401);
      checkLoginAllowed(user.email, caller);
      if (!(await hasher.verify(user.passwordHash, request.old_password))) {
        // A stolen session must not become a way to guess the password.
        countLoginFailure(user.email, caller);
        throw new FieldValidationError([
          { field: 'old_password', code: 'password_incorrect', message: 'field.password_incorrect' },
        ]);
      }
      await assertGoodPassword(request.new_password, user.email, 'new_password');
      const passwordHash = await hasher.hash(request.new_password);
      await repository.changePassword(userId, { passwordHash, keep, now: clock.now() });
    },

    async profile(userId) {
      const user = await activeUser(userId);
      return user ? toProfile(user) : null;
    },

    async updateProfile(userId, update, caller) {
      const user = await activeUser(userId);
      if (!user) throw new AppError('not_authenticated', 401);
      const { email, first_name, last_name, phone } = update;
      if (email !== undefined && email !== user.email.toLowerCase()) countMail(email, caller);
      await repository.updateProfile(userId, { firstName: first_name, lastName: last_name, phone });
      if (email !== undefined) {
        if (email === user.email.toLowerCase()) {
          await repository.cancelEmailChanges(userId, clock.now());
        } else {
          const token = newSecretToken();
          await repository.issueToken({
            userId,
            purpose: 'email_change',
            tokenHash: hashSecretToken(token),
            expiresAt: expiry(lifetimes.confirmLinkTtlMs),
            newEmail: email,
            now: clock.now(),
          });
          // An address that already has an account gets the notice instead of a link: the change shows as
          // pending either way, so the profile does not tell whether the address is a customer's.
          const taken = await repository.findByEmail(email);
          const recipient = { to: email, locale: caller.locale, recipientName: first_name ?? user.firstName };
          if (taken) mail.sendAccountMail({ ...recipient, kind: 'account_exists' });
          else mail.sendAccountMail({ ...recipient, kind: 'confirm_email_change', token });
        }
      }
      const updated = await activeUser(userId);
      if (!updated) throw new AppError('not_authenticated', 401);
      return toProfile(updated);
    },

    async confirmEmailChange(token, locale) {
      const result = await repository.confirmEmailChange(hashSecretToken(token), clock.now());
      if (result === null) throw invalidToken();
      if (result === 'taken') {
        throw new FieldValidationError([
          { field: 'token', code: 'invalid', message: 'accounts.email_taken' },
        ]);
      }
      // The old address hears of it (a change it did not make means someone else holds the account).
      if (result.previousEmail.toLowerCase() !== result.email.toLowerCase()) {
        mail.sendAccountMail({
          to: result.previousEmail,
          locale,
          recipientName: result.firstName,
          kind: 'email_changed',
        });
      }
      return result.email;
    },
  };
}
