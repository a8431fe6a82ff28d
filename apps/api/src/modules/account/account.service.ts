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
import type { AttemptLimiter } from '../../lib/shared-limits/attempt-limiter.ts';
import type { MailService } from '../mail/mail.service.ts';
import type {
  AccountRepository,
  ConfirmedHook,
  KeptSignIn,
  SignUpChoice,
  UserRow,
} from './account.repository.ts';
import type { KnownDevices } from './known-device.ts';
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
  /** The device cookie the client showed (known-device.ts), not yet checked. */
  device?: string;
};

export type AccountLimiters = {
  /** Failures of clients the account never signed in from (no device cookie of it): the account-wide lockout. */
  loginFailuresPerAccount: AttemptLimiter;
  loginFailuresPerIp: AttemptLimiter;
  /** Failures of one known device (a device cookie of the account), instead of the two above. */
  loginFailuresPerDevice: AttemptLimiter;
  mailsPerAddress: AttemptLimiter;
  mailsPerIp: AttemptLimiter;
};

/** Runs work after the answer has been sent (`request.afterResponse`), so its cost never shows in the answer. */
export type Later = (job: () => Promise<void>) => void;

export type AccountService = {
  /**
   * Checks the password and the limits and hashes the password now (every address alike); looks the address up
   * and creates the account, issues the link or mails the notice `later`.
   */
  register(request: TRegistrationRequest, caller: Caller, later: Later): Promise<void>;
  /** Checks the limits now; looks the address up and mails a link `later`. */
  resendConfirmation(email: string, caller: Caller, later: Later): Promise<void>;
  confirmRegistration(token: string): Promise<void>;
  /** Checks the credentials of a sign-in; the user and a new device cookie for the client on success. */
  authenticate(credentials: { email: string; password: string }, caller: Caller): Promise<SignedIn>;
  /** Checks the limits now; looks the address up, issues the link and mails it `later`. */
  requestPasswordReset(email: string, caller: Caller, later: Later): Promise<void>;
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

export type SignedIn = { user: UserRow; deviceCookie: string };

export type AccountServiceDeps = {
  repository: AccountRepository;
  hasher: PasswordHasher;
  mail: MailService;
  limiters: AccountLimiters;
  devices: Pick<KnownDevices, 'issue' | 'deviceOf'>;
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
  const { repository, hasher, mail, limiters, devices, clock, lifetimes } = deps;
  const expiry = (ttlMs: number) => new Date(clock.now().getTime() + ttlMs);

  const accountKey = (email: string) => email.toLowerCase();

  /** Refuses when the address or the client has had its share of account mails; else counts this one. */
  async function countMail(email: string, caller: Caller): Promise<void> {
    const wait = Math.max(
      await limiters.mailsPerAddress.blockedFor(accountKey(email)),
      caller.trustedIp ? 0 : await limiters.mailsPerIp.blockedFor(caller.ip),
    );
    if (wait > 0) throw throttled(wait);
    await limiters.mailsPerAddress.hit(accountKey(email));
    if (!caller.trustedIp) await limiters.mailsPerIp.hit(caller.ip);
  }

  // A client that shows a device cookie of the account (`device`: its key) is limited on its own failures only;
  // any other client by the account-wide lockout and its address's (OWASP device cookies, ASVS 6.3.1).
  async function checkLoginAllowed(email: string, caller: Caller, device: string | null): Promise<void> {
    const wait = device
      ? await limiters.loginFailuresPerDevice.blockedFor(device)
      : Math.max(
          await limiters.loginFailuresPerAccount.blockedFor(accountKey(email)),
          caller.trustedIp ? 0 : await limiters.loginFailuresPerIp.blockedFor(caller.ip),
        );
    if (wait > 0) throw throttled(wait);
  }

  async function countLoginFailure(email: string, caller: Caller, device: string | null): Promise<void> {
    if (device) {
      await limiters.loginFailuresPerDevice.hit(device);
      return;
    }
    await limiters.loginFailuresPerAccount.hit(accountKey(email));
    if (!caller.trustedIp) await limiters.loginFailuresPerIp.hit(caller.ip);
  }

  async function assertGoodPassword(password: string, email: string, field: string): Promise<void> {
    const problems = await passwordProblems(password, email, field);
    if (problems.length > 0) throw new FieldValidationError(problems);
  }

  /** Mails a sign-up link that activates `choice` (null: the account's own password, name and language). */
  async function sendConfirmation(
    user: { id: number; email: string },
    locale: TLocale,
    choice: SignUpChoice | null,
  ) {
    const token = newSecretToken();
    await repository.issueToken({
      userId: user.id,
      purpose: 'confirm',
      tokenHash: hashSecretToken(token),
      expiresAt: expiry(lifetimes.confirmLinkTtlMs),
      ...(choice ? { choice } : {}),
      now: clock.now(),
    });
    mail.sendAccountMail({ kind: 'confirm_registration', to: user.email, locale, token });
  }

  /** Mails a reset link when the address has an active account; nothing otherwise. */
  async function sendResetLink(email: string, locale: TLocale): Promise<void> {
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
      locale,
      // An unconfirmed account's name is a stranger's text as much as its address is unproven.
      recipientName: user.emailVerifiedAt ? user.firstName : '',
      token,
    });
  }

  /**
   * The part of a sign-up that depends on the address, run after the answer: a new address gets an unconfirmed
   * account and a link; a pending one a link of its own; a customer's (or a deactivated account's) a notice.
   */
  async function completeSignUp(email: string, choice: SignUpChoice): Promise<void> {
    const existing = await repository.findByEmail(email);
    if (existing?.emailVerifiedAt || (existing && !existing.isActive)) {
      // The owner learns from the mail what happened (the hash made for the answer is not used).
      mail.sendAccountMail({
        kind: 'account_exists',
        to: existing.email,
        locale: choice.locale,
        recipientName: existing.firstName,
      });
      return;
    }
    if (existing) {
      // Still unconfirmed: this sign-up gets a link of its own that activates what was chosen now. Earlier links
      // keep activating theirs, so a stranger signing the address up again changes nothing the owner's does.
      await sendConfirmation(existing, choice.locale, choice);
      return;
    }
    const id = await repository.insertUser({ email, ...choice });
    if (id === null) {
      // A concurrent sign-up with the same address won the insert; treat this one as a repeat.
      const winner = await repository.findByEmail(email);
      if (winner && !winner.emailVerifiedAt) await sendConfirmation(winner, choice.locale, choice);
      return;
    }
    await sendConfirmation({ id, email }, choice.locale, choice);
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
    async register(request, caller, later) {
      await assertGoodPassword(request.password, request.email, 'password');
      await countMail(request.email, caller);
      // The one costly step is the same for every address and is paid before the answer, by the asker: the
      // strict rate limit and the mail limits above bound how often, and no flood of answered sign-ups can pile
      // hashing up behind the answers. Whether the address is new, pending or a customer's shows only after.
      const passwordHash = await hasher.hash(request.password);
      const choice = { passwordHash, firstName: request.name, locale: caller.locale };
      later(() => completeSignUp(request.email, choice));
    },

    async resendConfirmation(email, caller, later) {
      await countMail(email, caller);
      // Whether the address waits for a confirmation must not show in the answer's timing: that work comes after.
      later(async () => {
        const user = await repository.findByEmail(email);
        if (!user?.isActive || user.emailVerifiedAt) return;
        // Most likely asked for by whoever signed up last: the link activates the newest sign-up's choice.
        const choice = await repository.newestSignUpChoice(user.id);
        await sendConfirmation(user, choice?.locale ?? user.locale, choice);
      });
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
      // Without a device cookie the lockout is checked before the address is even looked up.
      const found = caller.device === undefined ? undefined : await repository.findByEmail(email);
      const device = found ? devices.deviceOf(caller.device, found.id) : null;
      await checkLoginAllowed(email, caller, device);
      const user = found === undefined ? await repository.findByEmail(email) : found;
      if (!user) {
        await hasher.verifyNothing(password);
        await countLoginFailure(email, caller, device);
        throw invalidCredentials();
      }
      if (!(await hasher.verify(user.passwordHash, password)) || !user.isActive) {
        await countLoginFailure(email, caller, device);
        throw invalidCredentials();
      }
      // Only the owner of the password learns that the address still waits for its confirmation.
      if (!user.emailVerifiedAt) {
        throw new FieldValidationError([{ field: NON_FIELD_ERRORS, code: 'email_not_verified' }]);
      }
      // A known device clears its own failures only: a stranger's lockout of the account stays on the stranger.
      if (device) await limiters.loginFailuresPerDevice.reset(device);
      else await limiters.loginFailuresPerAccount.reset(accountKey(email));
      await repository.recordLogin(user.id, { at: clock.now(), locale: caller.locale });
      return { user, deviceCookie: devices.issue(user.id) };
    },

    async requestPasswordReset(email, caller, later) {
      await countMail(email, caller);
      // The answer is the same for any address, and so is its time: everything that depends on the account
      // (the lookup, the token, the mail) runs after it has been sent.
      later(() => sendResetLink(email, caller.locale));
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
      // Whoever followed the link holds the mailbox: a stranger's lockout of the account no longer stands.
      await limiters.loginFailuresPerAccount.reset(accountKey(user.email));
    },

    async changePassword(userId, request, keep, caller) {
      const user = await activeUser(userId);
      if (!user) throw new AppError('not_authenticated', 401);
      const device = devices.deviceOf(caller.device, user.id);
      await checkLoginAllowed(user.email, caller, device);
      if (!(await hasher.verify(user.passwordHash, request.old_password))) {
        // A stolen session must not become a way to guess the password.
        await countLoginFailure(user.email, caller, device);
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
      if (email !== undefined && email !== user.email.toLowerCase()) await countMail(email, caller);
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
          // The notice greets the other account's owner by their own name; the link greets nobody (the name is
          // this account's, the address is not proven yet).
          if (taken) {
            mail.sendAccountMail({
              kind: 'account_exists',
              to: email,
              locale: caller.locale,
              recipientName: taken.firstName,
            });
          } else {
            mail.sendAccountMail({ kind: 'confirm_email_change', to: email, locale: caller.locale, token });
          }
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
