// Accounts made for a spec through the API (the way the site's own pages call it: same origin, CSRF header), for
// tests whose subject starts after signing up: a fresh confirmed customer, signed in or not. Each test makes its
// own address, so the per-account limits of one never touch another.
import { type APIRequestContext, expect } from '@playwright/test';
import { mailCount, waitForMail } from './mail';

export type TestAccount = { email: string; password: string; name: string };

/** The demo catalogue's administrator (packages/db/src/seed/accounts.builder.ts). */
export const SEEDED_ADMIN: TestAccount = { email: 'admin@example.com', password: 'demo12345', name: 'Админ' };
/** The demo catalogue's venue manager of one theatre. */
export const SEEDED_MANAGER: TestAccount = {
  email: 'theatre@example.com',
  password: 'demo12345',
  name: 'Театр',
};

export function newAccount(label: string): TestAccount {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return { email: `${label}-${unique}@example.com`, password: `Tickets-${unique}!`, name: 'Анна' };
}

export async function csrfToken(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/v1/account/csrf');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { csrf: string }).csrf;
}

async function post(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(`/api/v1${path}`, {
    data,
    headers: { 'X-CSRFToken': await csrfToken(request) },
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return response;
}

/** Signs up and follows the confirmation link of the mail: an account that can sign in. */
export async function createConfirmedAccount(
  request: APIRequestContext,
  account: TestAccount,
): Promise<void> {
  const seen = await mailCount(account.email);
  await post(request, '/account/registration', account);
  const mail = await waitForMail(account.email, { seen });
  const link = mail.links.find((href) => new URL(href).pathname.endsWith('/account/confirm'));
  const token = link ? new URL(link).searchParams.get('token') : null;
  expect(token, mail.text).toBeTruthy();
  await post(request, '/account/registration-confirm', { token });
}

/** Signs in through the API; the browser context shares `request`'s cookies (page.request), so pages see it. */
export async function signInThroughApi(request: APIRequestContext, account: TestAccount): Promise<void> {
  await post(request, '/account/login', { email: account.email, password: account.password });
}
