// Owns the /account endpoints of the web site (cookie session, CSRF header on every POST and PUT): the CSRF
// token, sign-up and its confirmation, sign-in (a new session id: no fixation; the visitor's cart and city stay)
// and sign-out, password reset and change, the profile and e-mail change confirmation. Sign-in, sign-up and
// the reset request also take the strict per-client rate limit; the per-account limits are the service's.
import {
  ZAccountLoginResponse,
  ZAccountMe,
  ZAccountMeSignedIn,
  ZCsrfResponse,
  ZDetailResponse,
  ZEmailOnlyRequest,
  ZEmailTokenRequest,
  ZLoginRequest,
  ZPasswordChangeRequest,
  ZPasswordResetConfirmRequest,
  ZProfileUpdateRequest,
  ZRegistrationRequest,
  ZRegistrationResponse,
} from '@afisha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId, requireUserId } from '../../plugins/auth/current-user.ts';
import type { AccountService } from './account.service.ts';
import { createAccountHandlers } from './account-handlers.ts';
import type { CallerOf } from './caller.ts';

export const accountRoutes: FastifyPluginAsyncZod<{
  accounts: AccountService;
  callerOf: CallerOf;
  /** Whether the user may use the box office (GET /account/me's `box_office`: the header links staff to it). */
  usesBoxOffice: (userId: number) => Promise<boolean>;
}> = async (app, { accounts, callerOf, usesBoxOffice }) => {
  const tags = ['account'];
  const security = [{ csrf: [], session: [] }];
  const strict = { rateLimit: app.rateLimits.strict };
  const handlers = createAccountHandlers(accounts, callerOf);

  app.get(
    '/account/csrf',
    {
      schema: {
        tags,
        summary: 'CSRF token of this session (starts a session when there is none)',
        response: { 200: ZCsrfResponse },
      },
    },
    async (request, reply) => ({ csrf: await app.csrf.issue(request, reply) }),
  );

  app.post(
    '/account/registration',
    {
      config: strict,
      schema: {
        tags,
        security,
        summary: 'Sign up: sends a confirmation link; the account signs in once it is confirmed',
        description:
          'The answer is the same when the address already has an account (its owner gets a mail saying so).',
        body: ZRegistrationRequest,
        response: { 201: ZRegistrationResponse },
      },
    },
    async (request, reply) => handlers.register(request, reply, request.body),
  );

  app.post(
    '/account/registration-confirm',
    {
      schema: {
        tags,
        security,
        summary: 'Confirm the address with the token of the sign-up mail (single use, expires)',
        body: ZEmailTokenRequest,
        response: { 200: ZDetailResponse },
      },
    },
    async (request) => handlers.confirmRegistration(request, request.body.token),
  );

  app.post(
    '/account/login',
    {
      config: strict,
      schema: {
        tags,
        security,
        summary: 'Sign in: the session gets a new id (and so a new CSRF token, returned here)',
        body: ZLoginRequest,
        response: { 200: ZAccountLoginResponse },
      },
    },
    async (request, reply) => {
      const user = await accounts.authenticate(request.body, callerOf(request));
      const session = await request.getSession();
      session.userId = user.id;
      session.rotate();
      const csrf = await app.csrf.issue(request, reply);
      const profile = await handlers.profileOf(user.id);
      return { success: true as const, ...profile, csrf };
    },
  );

  app.post(
    '/account/logout',
    {
      schema: {
        tags,
        security,
        summary: 'Sign out: the session and its cookie are dropped',
        response: { 200: ZDetailResponse },
      },
    },
    async (request) => {
      (await request.getSession()).destroy();
      return { detail: request.t('accounts.signed_out') };
    },
  );

  app.post(
    '/account/reset-password',
    {
      config: strict,
      schema: {
        tags,
        security,
        summary:
          'Ask for a password reset link (the answer is the same whether or not the address has an account)',
        body: ZEmailOnlyRequest,
        response: { 200: ZDetailResponse },
      },
    },
    async (request) => handlers.requestPasswordReset(request, request.body.email),
  );

  app.post(
    '/account/reset-password-confirm',
    {
      schema: {
        tags,
        security,
        summary:
          'Set a new password with the token of the reset mail; every other sign-in of the account ends',
        body: ZPasswordResetConfirmRequest,
        response: { 200: ZDetailResponse },
      },
    },
    async (request) => handlers.resetPassword(request, request.body),
  );

  app.post(
    '/account/change-password',
    {
      schema: {
        tags,
        security,
        summary: "Change the signed-in customer's password (the old one is needed); other sign-ins end",
        body: ZPasswordChangeRequest,
        response: { 200: ZDetailResponse },
      },
    },
    async (request) => handlers.changePassword(request, request.body),
  );

  app.get(
    '/account/me',
    {
      schema: {
        tags,
        summary: 'The signed-in profile, or {success: false} for an anonymous visitor',
        response: { 200: ZAccountMe },
      },
    },
    async (request) => {
      const userId = await currentUserId(request);
      const profile = userId === null ? null : await accounts.profile(userId);
      if (!profile || userId === null) return { success: false as const };
      return { success: true as const, ...profile, box_office: await usesBoxOffice(userId) };
    },
  );

  app.put(
    '/account/me',
    {
      schema: {
        tags,
        security,
        summary: 'Update the profile; a new e-mail applies once the link sent to it is followed',
        body: ZProfileUpdateRequest,
        response: { 200: ZAccountMeSignedIn },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      const profile = await accounts.updateProfile(userId, request.body, callerOf(request));
      return { success: true as const, ...profile };
    },
  );

  app.post(
    '/account/confirm-email',
    {
      schema: {
        tags,
        security,
        summary: 'Apply an e-mail change with the token of the mail sent to the new address',
        body: ZEmailTokenRequest,
        response: { 200: ZDetailResponse },
      },
    },
    async (request) => {
      const email = await accounts.confirmEmailChange(request.body.token, request.locale);
      return { detail: request.t('accounts.email_changed', { email }) };
    },
  );
};
