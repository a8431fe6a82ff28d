// Back-office records made for a spec through the API, the way the back office's pages write them (same origin,
// CSRF header), by a browser context already signed in as a manager or an administrator.
import { type APIRequestContext, expect } from '@playwright/test';
import { csrfToken } from './accounts';

/** A back-office write; its answer's id and slug (null for 204). */
export async function manageApi(
  request: APIRequestContext,
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<{ id: number; slug: string } | null> {
  const response = await request.fetch(`/api/v1/manage${path}`, {
    method,
    data,
    headers: { 'X-CSRFToken': await csrfToken(request) },
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response.status() === 204 ? null : ((await response.json()) as { id: number; slug: string });
}

/** The same, for a write that makes a record: its id and slug. */
export async function manageCreate(request: APIRequestContext, path: string, data: unknown) {
  const made = await manageApi(request, 'POST', path, data);
  if (!made) throw new Error(`POST ${path} made nothing`);
  return made;
}
