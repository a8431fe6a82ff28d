// Owns the /auth endpoints: the token API for clients without cookies (mobile apps, partner box offices).
// Sign-in answers an access token (Authorization: Bearer, minutes) and a refresh token (rotated on every use);
// sign-up, confirmation, password and profile are the account service's, as for the site. CSRF: these clients
// send no session cookie, so the routes that need no sign-in check CSRF only when a cookie does come
// (`csrf: 'with-cookie'`), and signed-in ones are exempt for bearer requests without a cookie (csrf.plugin.ts).
import {
  ZAccountProfile,
  ZDetailResponse,
  ZEmailOnlyRequest,
  ZEmailTokenRequest,
  ZLoginRequest,
  ZPasswordChangeRequest,
  ZPasswordResetConfirmRequest,
  ZProfileReplaceRequest,
  ZProfileUpdateRequest,
  ZRegistrationRequest,
  ZRegistrationResponse,
  ZTokenLogoutRequest,
  ZTokenPair,
  ZTokenRefreshRequest,
  ZTokenVerifyRequest,
  ZTokenVerifyResponse,
} from '@afisha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, FieldValidationError } from '../../lib/app-error.ts';
import { currentPrincipal, requireUserId } from '../../plugins/auth/current-user.ts';
import type { AccountService } from '../account/account.service.ts';
import { createAccountHandlers } from '../account/account-handlers.ts';
import type { CallerOf } from '../account/caller.ts';
import type { AuthService } from './auth.service.ts';

export type AuthRoutesOptions = { accounts: AccountService; auth: AuthService; callerOf: CallerOf };

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { accounts, auth, callerOf },
) => {
  const tags = ['auth'];
  const open = { csrf: 'with-cookie' as const };
  const strictOpen = { ...open, rateLimit: app.rateLimits.strict };

  const handlers = createAccountHandlers(accounts, callerOf);

  app.post(
    '/auth/login',
    {
      config: strictOpen,
      schema: {
        operationId: 'createTokens',
        'x-access': 'public',
        tags,
        summary: 'Sign in for an access and a refresh token',
        body: ZLoginRequest,
        response: { 200: ZTokenPair },
      },
    },
    async (request) => {
      // Token clients keep no cookies, so no device cookie is set here: they stay signed in by refreshing instead.
      const { user } = await accounts.authenticate(request.body, callerOf(request));
      return auth.startFamily(user.id);
    },
  );

  app.post(
    '/auth/logout',
    {
      config: open,
      schema: {
        operationId: 'revokeTokens',
        'x-access': 'visitor',
        tags,
        summary: 'Sign out: revokes the refresh token family (of `refresh`, else of the bearer access token)',
        body: ZTokenLogoutRequest,
        response: { 200: ZDetailResponse },
      },
    },
    async (request) => {
      const { refresh } = request.body;
      if (refresh !== undefined) {
        await auth.logout(refresh);
      } else {
        const principal = await currentPrincipal(request);
        if (principal?.via !== 'bearer') {
          throw new FieldValidationError([{ field: 'refresh', code: 'required' }]);
        }
        await auth.revokeFamily(principal.familyId);
      }
      return { detail: request.t('accounts.signed_out') };
    },
  );

  app.post(
    '/auth/token/refresh',
    {
      config: open,
      schema: {
        operationId: 'refreshTokens',
        'x-access': 'public',
        tags,
        summary: 'Trade a refresh token for a new pair; a used one again revokes its whole family',
        body: ZTokenRefreshRequest,
        response: { 200: ZTokenPair },
      },
    },
    async (request) => auth.refresh(request.body.refresh),
  );

  app.post(
    '/auth/token/verify',
    {
      config: open,
      schema: {
        operationId: 'verifyAccessToken',
        'x-access': 'public',
        tags,
        summary: 'Check an access token: 200 {} when usable, else 401 token_not_valid',
        body: ZTokenVerifyRequest,
        response: { 200: ZTokenVerifyResponse },
      },
    },
    async (request) => {
      if (!(await auth.authenticate(request.body.token))) throw new AppError('token_not_valid', 401);
      return {};
    },
  );

  app.post(
    '/auth/registration',
    {
      config: strictOpen,
      schema: {
        operationId: 'signUpForTokens',
        'x-access': 'public',
        tags,
        summary:
          'Sign up: sends a confirmation link (the same answer when the address already has an account)',
        body: ZRegistrationRequest,
        response: { 201: ZRegistrationResponse },
      },
    },
    async (request, reply) => handlers.register(request, reply, request.body),
  );

  app.post(
    '/auth/registration/resend-email',
    {
      config: strictOpen,
      schema: {
        operationId: 'resendSignUpConfirmation',
        'x-access': 'public',
        tags,
        summary: 'Send the sign-up confirmation link again (the same answer for any address)',
        body: ZEmailOnlyRequest,
        response: { 200: ZDetailResponse },
      },
    },
    async (request) => {
      await accounts.resendConfirmation(request.body.email, callerOf(request), (job) =>
        request.afterResponse(job),
      );
      return { detail: request.t('accounts.confirmation_resent', { email: request.body.email }) };
    },
  );

  app.post(
    '/auth/registration/verify-email',
    {
      config: open,
      schema: {
        operationId: 'verifySignUpEmail',
        'x-access': 'public',
        tags,
        summary: 'Confirm the address with the token of the sign-up mail',
        body: ZEmailTokenRequest,
        response: { 200: ZDetailResponse },
      },
    },
    async (request) => handlers.confirmRegistration(request, request.body.token),
  );

  app.post(
    '/auth/password/reset',
    {
      config: strictOpen,
      schema: {
        operationId: 'requestTokenPasswordReset',
        'x-access': 'public',
        tags,
        summary: 'Ask for a password reset link (the same answer for any address)',
        body: ZEmailOnlyRequest,
        response: { 200: ZDetailResponse },
      },
    },
    async (request) => handlers.requestPasswordReset(request, request.body.email),
  );

  app.post(
    '/auth/password/reset/confirm',
    {
      config: open,
      schema: {
        operationId: 'confirmTokenPasswordReset',
        'x-access': 'public',
        tags,
        summary: 'Set a new password with the token of the reset mail; every sign-in of the account ends',
        body: ZPasswordResetConfirmRequest,
        response: { 200: ZDetailResponse },
      },
    },
    async (request) => handlers.resetPassword(request, request.body),
  );

  app.post(
    '/auth/password/change',
    {
      schema: {
        operationId: 'changeTokenPassword',
        'x-access': 'signed-in',
        tags,
        summary: 'Change the password (the old one is needed); every other sign-in ends, this one stays',
        body: ZPasswordChangeRequest,
        response: { 200: ZDetailResponse },
      },
    },
    async (request) => handlers.changePassword(request, request.body),
  );

  app.get(
    '/auth/user',
    {
      schema: {
        operationId: 'getUser',
        'x-access': 'signed-in',
        tags,
        summary: 'The signed-in profile',
        response: { 200: ZAccountProfile },
      },
    },
    async (request) => handlers.profileOf(await requireUserId(request)),
  );

  for (const [method, body] of [
    ['PUT', ZProfileReplaceRequest],
    ['PATCH', ZProfileUpdateRequest],
  ] as const) {
    app.route({
      method,
      url: '/auth/user',
      schema: {
        operationId: method === 'PUT' ? 'replaceUser' : 'updateUser',
        'x-access': 'signed-in',
        tags,
        summary:
          method === 'PUT'
            ? 'Replace the profile (all fields); a new e-mail applies once confirmed'
            : 'Change some profile fields; a new e-mail applies once confirmed',
        body,
        response: { 200: ZAccountProfile },
      },
      handler: async (request) => {
        const userId = await requireUserId(request);
        return accounts.updateProfile(userId, request.body, callerOf(request));
      },
    });
  }
};
