// [SITE] Without any site configured, /site is a translated 404, never a 500.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

it.each(['/api/v1/site', '/api/v1/site?domain=x.example', '/api/v1/site/info'])('%s → 404', async (url) => {
  const response = await t.app.inject({ url, headers: { 'accept-language': 'fr' } });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ detail: 'Introuvable.', code: 'not_found' });
});
