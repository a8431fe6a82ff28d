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
import { KNOWN_DEVICE_COOKIE, type KnownDevices } from './known-device.ts';

/** What the `Set-Cookie` of a successful sign-in holds, for partners (OpenAPI document). */
const SIGN_IN_COOKIES = [
  'Three cookies, all Secure in production (`COOKIE_SECURE`):',
  '`sessionid`: the session under its new id (HttpOnly, SameSite=Lax, Path=/); the old id is worthless now.',
  '`csrftoken`: the CSRF token of the new session, the same as `csrf` in the body (SameSite=Lax, Path=/, ' +
    'readable by the page: send it back in the `X-CSRFToken` header of unsafe requests).',
  `\`${KNOWN_DEVICE_COOKIE}\`: this client is now a known device of the account (HttpOnly, SameSite=Strict, ` +
    'Path=/api/, for `KNOWN_DEVICE_DAYS`, 365 days unless configured). Its value is opaque: the account id, the ' +
    'time and a random nonce, signed by the server. A later sign-in to the same account that sends it back is ' +
    'judged on this client’s own failed attempts only, so strangers guessing the password cannot lock this ' +
    'client out; each successful sign-in replaces it. A forged, expired or another account’s cookie counts ' +
    'for nothing. Clients that keep no cookies lose nothing but this exemption (see docs/accounts.md, ' +
    '"Known devices").',
].join('\n\n');

export const accountRoutes: FastifyPluginAsyncZod<{
  accounts: AccountService;
  callerOf: CallerOf;
  devices: KnownDevices;
  /** Whether the user may use the box office (GET /account/me's `box_office`: the header links staff to it). */
  usesBoxOffice: (userId: number) => Promise<boolean>;
  /** Whether the user may use the back office (GET /account/me's `manage`: the header links organisers to it). */
  usesBackOffice: (userId: number) => Promise<boolean>;
}> = async (app, { accounts, callerOf, devices, usesBoxOffice, usesBackOffice }) => {
  const tags = ['account'];
  const strict = { rateLimit: app.rateLimits.strict };
  const handlers = createAccountHandlers(accounts, callerOf);

  app.get(
    '/account/csrf',
    {
      schema: {
        operationId: 'getCsrfToken',
        'x-access': 'visitor',
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
        operationId: 'signUp',
        'x-access': 'visitor',
        tags,
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
        operationId: 'confirmSignUp',
        'x-access': 'visitor',
        tags,
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
        operationId: 'signIn',
        'x-access': 'visitor',
        tags,
        summary: 'Sign in: the session gets a new id (and so a new CSRF token, returned here)',
        description:
          'Besides the new session and CSRF cookies, a successful sign-in sets the `known_device` cookie ' +
          '(see the `Set-Cookie` header of the 200 answer): a client that keeps it and sends it back is not ' +
          'refused by the lockout that strangers’ wrong passwords set off on the account.',
        body: ZLoginRequest,
        response: { 200: ZAccountLoginResponse },
        'x-response-headers': { 200: { 'Set-Cookie': { description: SIGN_IN_COOKIES } } },
      },
    },
    async (request, reply) => {
      const { user, deviceCookie } = await accounts.authenticate(request.body, callerOf(request));
      // The browser is now one this account signed in from (known-device.ts).
      devices.write(reply, deviceCookie);
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
        operationId: 'signOut',
        'x-access': 'visitor',
        tags,
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
        operationId: 'requestPasswordReset',
        'x-access': 'public',
        tags,
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
        operationId: 'resetPassword',
        'x-access': 'public',
        tags,
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
        operationId: 'changePassword',
        'x-access': 'signed-in',
        tags,
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
        operationId: 'getAccount',
        'x-access': 'visitor',
        tags,
        summary: 'The signed-in profile, or {success: false} for an anonymous visitor',
        response: { 200: ZAccountMe },
      },
    },
    async (request) => {
      const userId = await currentUserId(request);
      const profile = userId === null ? null : await accounts.profile(userId);
      if (!profile || userId === null) return { success: false as const };
      const [boxOffice, backOffice] = await Promise.all([usesBoxOffice(userId), usesBackOffice(userId)]);
      return { success: true as const, ...profile, box_office: boxOffice, manage: backOffice };
    },
  );

  app.put(
    '/account/me',
    {
      schema: {
        operationId: 'updateAccount',
        'x-access': 'signed-in',
        tags,
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
        operationId: 'confirmEmailChange',
        'x-access': 'public',
        tags,
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
