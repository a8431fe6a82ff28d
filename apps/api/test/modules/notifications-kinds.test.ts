// [NOTIFICATIONS] Every kind the data model names is listed: the demo seed writes `event_changed` (a cast change
// of a session the customer holds tickets for) next to the hooks' kinds, and one such row must not turn the
// customer's whole list (and the header's unread probe) into a 500. The table refuses a kind the API does not
// know (notifications_kind_ck, packages/db/test/constraints.test.ts), and a row of such a kind that exists all the same (written by a newer version, or
// before the constraint) is skipped by every read, never a 500.
import { NOTIFICATION_KINDS } from '@afisha/contracts';
import { notificationKinds } from '@afisha/db';
import { sql } from '@afisha/db/orm';
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

describe('a kind the API does not know', () => {
  it('is one the table refuses: it allows exactly the kinds the API lists', () => {
    expect([...notificationKinds].sort()).toEqual([...NOTIFICATION_KINDS].sort());
  });

  it('is skipped by the list, its count, the unread probe, one read and marking read', async () => {
    const { db } = t.database;
    // A row written past the constraint, as a newer version of the API (with a wider list) would.
    await db.execute(sql`ALTER TABLE notifications DROP CONSTRAINT notifications_kind_ck`);
    const customer = await signInCustomer(t.app, db);
    const asOther = requester(() => t.app, customer.session);
    const known = await createNotification(db, {
      userId: customer.userId,
      createdAt: new Date(Date.UTC(2030, 0, 2)),
    });
    const unknown = await createNotification(db, {
      userId: customer.userId,
      kind: 'ticket_resold',
      createdAt: new Date(Date.UTC(2030, 0, 3)),
    });

    const list = await asOther.get('/notifications', 'en');
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(1);
    expect(list.body.results.map((item: { id: number }) => item.id)).toEqual([known.id]);
    const probe = await asOther.get('/notifications?is_viewed=false&query={id}&limit=1');
    expect(probe).toMatchObject({ status: 200, body: { count: 1, results: [{ id: known.id }] } });
    expect((await asOther.get(`/notifications/${unknown.id}`)).status).toBe(404);
    expect((await asOther.send('PUT', `/notifications/${unknown.id}`, { is_viewed: true })).status).toBe(404);
    expect((await asOther.send('PUT', '/notifications', { is_viewed: true })).body).toEqual({ updated: 1 });
    expect((await asOther.get('/notifications?is_viewed=false')).body.count).toBe(0);
  });
});
