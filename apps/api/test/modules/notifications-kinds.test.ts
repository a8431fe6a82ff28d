// [NOTIFICATIONS] Every kind the data model names is listed: the demo seed writes `event_changed` (a cast change
// of a session the customer holds tickets for) next to the hooks' kinds, and one such row must not turn the
// customer's whole list (and the header's unread probe) into a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotification } from '../factories/notifications.factory.ts';
import { type Requester, requester } from '../helpers/customer-requests.ts';
import { signInCustomer } from '../helpers/signed-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let asCustomer: Requester;

beforeAll(async () => {
  t = await createTestApp();
  const customer = await signInCustomer(t.app, t.database.db);
  asCustomer = requester(() => t.app, customer.session);
  await createNotification(t.database.db, {
    userId: customer.userId,
    kind: 'event_changed',
    title: { ru: 'Изменения в составе исполнителей', en: 'Cast change' },
    text: { ru: 'Ваши билеты действительны.', en: 'Your tickets remain valid.' },
    payload: { performance: 'hamlet', events: [12] },
    createdAt: new Date(Date.UTC(2030, 0, 2, 12)),
  });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /notifications with a seeded event_changed notification', () => {
  it('lists it with its link fields, in the request’s language', async () => {
    const { status, body } = await asCustomer.get('/notifications', 'en');
    expect(status).toBe(200);
    expect(body.results).toEqual([
      expect.objectContaining({
        kind: 'event_changed',
        title: 'Cast change',
        text: 'Your tickets remain valid.',
        payload: { performance: 'hamlet', events: [12] },
      }),
    ]);
  });

  it('answers the header’s unread probe', async () => {
    const { status, body } = await asCustomer.get('/notifications?is_viewed=false&query={id}&limit=1');
    expect(status).toBe(200);
    expect(body.count).toBe(1);
  });
});
