// Owns the route handlers that the site API (/account, cookie session) and the token API (/auth) share: sign-up,
// confirming the address, asking for and using a reset link, changing the password, and the profile of a
// signed-in user. Each route file keeps its own paths, schemas and rate-limit/CSRF settings and calls these.
import type {
  TAccountProfile,
  TPasswordChangeRequest,
  TPasswordResetConfirmRequest,
  TRegistrationRequest,
} from '@afisha/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { currentPrincipal, requirePrincipal } from '../../plugins/auth/current-user.ts';
import type { AccountService } from './account.service.ts';
import type { CallerOf } from './caller.ts';

type Detail = { detail: string };

export type AccountHandlers = {
  /** 201 `{success, email, detail}`: the same answer, in the same time, whether or not the address has an account. */
  register(request: FastifyRequest, reply: FastifyReply, body: TRegistrationRequest): Promise<FastifyReply>;
  confirmRegistration(request: FastifyRequest, token: string): Promise<Detail>;
  requestPasswordReset(request: FastifyRequest, email: string): Promise<Detail>;
  /** Every sign-in of the account ends but the requesting one, when it is the same user's. */
  resetPassword(request: FastifyRequest, body: TPasswordResetConfirmRequest): Promise<Detail>;
  /** Needs a signed-in user (401 else); every other sign-in of theirs ends. */
  changePassword(request: FastifyRequest, body: TPasswordChangeRequest): Promise<Detail>;
  /** The profile of a user who signed in; 401 when the account is gone or deactivated. */
  profileOf(userId: number): Promise<TAccountProfile>;
};

export function createAccountHandlers(accounts: AccountService, callerOf: CallerOf): AccountHandlers {
  return {
    async register(request, reply, body) {
      // The answer waits for the password hash only (the same for any address); the rest runs after it is sent.
      await accounts.register(body, callerOf(request), (job) => request.afterResponse(job));
      const { email } = body;
      return reply
        .status(201)
        .send({ success: true, email, detail: request.t('accounts.registered', { email }) });
    },

    async confirmRegistration(request, token) {
      await accounts.confirmRegistration(token);
      return { detail: request.t('accounts.confirmed') };
    },

    async requestPasswordReset(request, email) {
      await accounts.requestPasswordReset(email, callerOf(request), (job) => request.afterResponse(job));
      return { detail: request.t('accounts.reset_sent', { email }) };
    },

    async resetPassword(request, body) {
      const principal = await currentPrincipal(request);
      await accounts.resetPassword(body, {
        userId: principal?.userId ?? null,
        sessionId: principal?.sessionId ?? null,
        familyId: principal?.familyId ?? null,
      });
      return { detail: request.t('accounts.password_reset') };
    },

    async changePassword(request, body) {
      const principal = await requirePrincipal(request);
      const keep = { sessionId: principal.sessionId, familyId: principal.familyId };
      await accounts.changePassword(principal.userId, body, keep, callerOf(request));
      return { detail: request.t('accounts.password_changed') };
    },

    async profileOf(userId) {
      const profile = await accounts.profile(userId);
      if (!profile) throw new AppError('not_authenticated', 401);
      return profile;
    },
  };
}
