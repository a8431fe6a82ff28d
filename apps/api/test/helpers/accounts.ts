// Helpers for the accounts tests: an app that sends its mail to a real test SMTP server, JSON requests the way
// the web client (cookie + CSRF) or a token client (bearer) makes them, and the usual journeys (sign up and
// confirm through the mail, sign in) so each test starts where it means to. `useAccountsTestApp` is a test file's
// fixture: the app built before its tests (then `prepare`d) and closed after them.
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import type { JsonAnswer } from './requests.ts';
import { type ClientSession, cookieValue, startSession } from './session.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';
import { startTestSmtp, type TestSmtp, tokenIn } from './test-smtp.ts';

export const SITE_URL = 'https://afisha.test';
export const GOOD_PASSWORD = 'Kashtanka-1887';

export type AccountsTestApp = TestApp & { smtp: TestSmtp };

type AccountsTestAppOptions = Pick<TestAppOptions, 'clock' | 'logger'> & {
  config?: (config: Config) => Config;
};

export async function createAccountsTestApp(options: AccountsTestAppOptions = {}): Promise<AccountsTestApp> {
  const smtp = await startTestSmtp();
  const t = await createTestApp({
    clock: options.clock,
    logger: options.logger,
    config: (base) => {
      const config: Config = {
        ...base,
        publicSiteUrl: SITE_URL,
        mail: { ...base.mail, smtp: { url: smtp.url } },
      };
      return options.config ? options.config(config) : config;
    },
  });
  return {
    ...t,
    smtp,
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}

/** The file's accounts test app, filled in before its tests run (`prepare` then adds what they share). */
export function useAccountsTestApp(
  options: AccountsTestAppOptions = {},
  prepare?: () => Promise<unknown>,
): AccountsTestApp {
  const context = {} as AccountsTestApp;
  beforeAll(async () => {
    Object.assign(context, await createAccountsTestApp(options));
    await prepare?.();
  });
  afterAll(async () => {
    await context.close?.();
  });
  return context;
}

export type RequestOptions = {
  session?: ClientSession | null;
  locale?: string;
  headers?: Record<string, string>;
  ip?: string;
  method?: 'POST' | 'PUT' | 'PATCH' | 'GET' | 'DELETE';
};

/** A JSON request as the web client makes it: the session cookie and CSRF header when a session is given. */
export async function send(
  app: App,
  url: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<JsonAnswer> {
  const method = options.method ?? 'POST';
  const headers: Record<string, string> = {
    'accept-language': options.locale ?? 'ru',
    ...(options.session ? { cookie: options.session.cookie, 'x-csrftoken': options.session.csrf } : {}),
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(options.headers ?? {}),
  };
  const response = await app.inject({
    method,
    url: `/api/v1${url}`,
    headers,
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  const text = response.body;
  return { status: response.statusCode, body: text ? JSON.parse(text) : null, headers: response.headers };
}

export async function getAs(app: App, url: string, options: RequestOptions = {}): Promise<JsonAnswer> {
  return send(app, url, undefined, { ...options, method: 'GET' });
}

/** Signs up through the API and follows the link of the confirmation mail. */
export async function signUpAndConfirm(
  t: AccountsTestApp,
  values: { email: string; password?: string; name?: string; locale?: string },
): Promise<void> {
  const session = await startSession(t.app);
  const registered = await send(
    t.app,
    '/account/registration',
    { email: values.email, password: values.password ?? GOOD_PASSWORD, name: values.name ?? 'Анна' },
    { session, locale: values.locale },
  );
  if (registered.status !== 201) throw new Error(`registration answered ${registered.status}`);
  const mail = await t.smtp.nextMailTo(values.email);
  const confirmed = await send(
    t.app,
    '/account/registration-confirm',
    { token: tokenIn(mail, SITE_URL) },
    { session },
  );
  if (confirmed.status !== 200) throw new Error(`confirmation answered ${confirmed.status}`);
}

/** Signs in through POST /account/login from `session` (a fresh one when not given): the signed-in session. */
export async function signIn(
  app: App,
  credentials: { email: string; password?: string },
  options: { session?: ClientSession; locale?: string; ip?: string } = {},
): Promise<ClientSession & { answer: JsonAnswer }> {
  const session = options.session ?? (await startSession(app));
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/account/login',
    headers: {
      cookie: session.cookie,
      'x-csrftoken': session.csrf,
      'content-type': 'application/json',
      'accept-language': options.locale ?? 'ru',
    },
    payload: JSON.stringify({ email: credentials.email, password: credentials.password ?? GOOD_PASSWORD }),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  const answer = { status: response.statusCode, body: response.json(), headers: response.headers };
  if (response.statusCode !== 200) return { ...session, answer };
  const sessionid = cookieValue(response, 'sessionid') ?? session.sessionid;
  const csrftoken = cookieValue(response, 'csrftoken') ?? session.csrf;
  return {
    cookie: `sessionid=${sessionid}; csrftoken=${csrftoken}`,
    csrf: answer.body.csrf,
    sessionid,
    answer,
  };
}

/** Signs in through POST /auth/login: the token pair. */
export async function tokenSignIn(
  app: App,
  credentials: { email: string; password?: string },
): Promise<{ access: string; refresh: string }> {
  const answer = await send(app, '/auth/login', {
    email: credentials.email,
    password: credentials.password ?? GOOD_PASSWORD,
  });
  if (answer.status !== 200)
    throw new Error(`auth/login answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
