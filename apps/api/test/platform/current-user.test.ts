// The current-user guard: anonymous visitors get a translated 401, signed-in ones their id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireUserId } from '../../src/plugins/auth/current-user.ts';
import { signInCustomer } from '../helpers/signed-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

describe('requireUserId', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      extend: (app) => {
        app.get('/api/v1/__whoami', async (request) => ({ id: await requireUserId(request) }));
      },
    });
  });
  afterAll(async () => t?.close());

  it('answers 401 not_authenticated in the visitor language to an anonymous visitor', async () => {
    const response = await t.app.inject({ url: '/api/v1/__whoami', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'not_authenticated' });
    expect(response.json().detail).toMatch(/[a-z]/i);
  });

  it('gives the signed-in customer id', async () => {
    const customer = await signInCustomer(t.app, t.database.db);
    const response = await t.app.inject({
      url: '/api/v1/__whoami',
      headers: { cookie: customer.session.cookie },
    });
    expect(response.json()).toEqual({ id: customer.userId });
  });
});
