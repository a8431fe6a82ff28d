// [CITIES] With no city at all, the visitor's city is a plain 404 (the client shows its placeholder).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

it('answers 404 not_found for /cities/me and [] for /cities', async () => {
  expect((await t.app.inject({ url: '/api/v1/cities' })).json()).toEqual([]);
  const response = await t.app.inject({ url: '/api/v1/cities/me', headers: { 'accept-language': 'de' } });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ detail: 'Nicht gefunden.', code: 'not_found' });
});
