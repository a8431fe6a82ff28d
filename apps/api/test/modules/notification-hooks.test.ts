// [NOTIFICATIONS] The system's notification hooks: account confirmed, order paid, refund done
// and new dates of a favourite performance. Each stores every language, reaches only the right
// customers (active, owners, fans), skips guests, and never makes the same notification twice,
// even when called twice at once. What they make is read back through GET /notifications.
import { favourites, notifications, users } from '@afisha/db';
import { count, eq } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notifyAccountConfirmed,
  notifyNewDates,
  notifyOrderPaid,
  notifyRefundDone,
} from '../../src/modules/notifications/notification-hooks.ts';
import { createPerformance, createSession, createVenue } from '../factories/catalogue.factory.ts';
import { createOrder, createRefund } from '../factories/orders.factory.ts';
import { createCustomer } from '../factories/reviews.factory.ts';
import { requester } from '../helpers/customer-requests.ts';
import { signInCustomer } from '../helpers/signed-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const NOW = new Date('2030-01-15T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const notificationsOf = async (userId: number) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
const total = async () => (await t.database.db.select({ n: count() }).from(notifications))[0]?.n;

describe('notifyAccountConfirmed', () => {
  it('welcomes the customer once, in every language, readable through the API', async () => {
    const customer = await signInCustomer(t.app, t.database.db);
    await notifyAccountConfirmed(t.database.db, customer.userId);
    await notifyAccountConfirmed(t.database.db, customer.userId);
    const rows = await notificationsOf(customer.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'account_confirmed', isViewed: false });
    expect(Object.keys(rows[0]?.title ?? {}).sort()).toEqual(['de', 'en', 'fr', 'ru']);

    const asCustomer = requester(() => t.app, customer.session);
    const en = await asCustomer.get('/notifications?is_viewed=false', 'en');
    expect(en.body.results).toEqual([
      expect.objectContaining({ kind: 'account_confirmed', title: 'Welcome!', payload: {} }),
    ]);
    expect((await asCustomer.get('/notifications')).body.results[0].title).toBe('Добро пожаловать!');
  });

  it('makes nothing for an unknown or deactivated account', async () => {
    const before = await total();
    await notifyAccountConfirmed(t.database.db, 999_999);
    const gone = await createCustomer(t.database.db, {});
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
    await notifyAccountConfirmed(t.database.db, gone.id);
    expect(await total()).toBe(before);
  });

  it('runs inside the caller’s transaction, and is undone with it', async () => {
    const customer = await createCustomer(t.database.db, {});
    await expect(
      t.database.db.transaction(async (tx) => {
        await notifyAccountConfirmed(tx, customer.id);
        throw new Error('the confirmation failed after all');
      }),
    ).rejects.toThrow('failed after all');
    expect(await notificationsOf(customer.id)).toHaveLength(0);
  });
});

describe('notifyOrderPaid and notifyRefundDone', () => {
  it('tell the buyer once per order and per refund, with the order link data', async () => {
    const customer = await signInCustomer(t.app, t.database.db);
    const order = await createOrder(t.database.db, {
      userId: customer.userId,
      number: 'A7K-39QX',
      totalKopecks: 150_050,
    });
    await notifyOrderPaid(t.database.db, { orderId: order.id });
    await notifyOrderPaid(t.database.db, { orderId: order.id });
    const first = await createRefund(t.database.db, { orderId: order.id, amountKopecks: 50_000 });
    const second = await createRefund(t.database.db, { orderId: order.id, amountKopecks: 25_000 });
    await notifyRefundDone(t.database.db, { refundId: first.id });
    await notifyRefundDone(t.database.db, { refundId: second.id });
    await notifyRefundDone(t.database.db, { refundId: first.id });

    const { body } = await requester(() => t.app, customer.session).get('/notifications', 'en');
    expect(body.count).toBe(3);
    const byKind = (kind: string) =>
      body.results
        .filter((n: { kind: string }) => n.kind === kind)
        .map((n: { payload: unknown }) => n.payload);
    expect(byKind('order_paid')).toEqual([{ order: order.id, order_number: 'A7K-39QX', amount: 1500.5 }]);
    expect(byKind('refund_done')).toEqual(
      expect.arrayContaining([
        { order: order.id, order_number: 'A7K-39QX', amount: 500 },
        { order: order.id, order_number: 'A7K-39QX', amount: 250 },
      ]),
    );
    const paid = body.results.find((n: { kind: string }) => n.kind === 'order_paid');
    expect(paid.title).toBe('Order A7K-39QX is paid');
  });

  it('skip guest orders and unknown ids', async () => {
    const before = await total();
    const guest = await createOrder(t.database.db, { userId: null });
    await notifyOrderPaid(t.database.db, { orderId: guest.id });
    const refund = await createRefund(t.database.db, { orderId: guest.id, amountKopecks: 100 });
    await notifyRefundDone(t.database.db, { refundId: refund.id });
    await notifyOrderPaid(t.database.db, { orderId: 999_999 });
    await notifyRefundDone(t.database.db, { refundId: 999_999 });
    expect(await total()).toBe(before);
  });
});

describe('notifyNewDates', () => {
  it('tells each active fan of the performance once, and nobody else', async () => {
    const { db } = t.database;
    const venue = await createVenue(db);
    const hamlet = await createPerformance(db, venue, {
      slug: 'hamlet-dates',
      title: { ru: 'Гамлет', en: 'Hamlet' },
    });
    const other = await createPerformance(db, venue);
    const march = await createSession(db, venue, hamlet, { startsAt: new Date('2030-03-12T16:00:00Z') });
    const april = await createSession(db, venue, hamlet, { startsAt: new Date('2030-04-02T16:00:00Z') });
    const cancelled = await createSession(db, venue, hamlet, {
      startsAt: new Date('2030-05-01T16:00:00Z'),
      saleStatus: 'cancelled',
    });
    const foreign = await createSession(db, venue, other, { startsAt: new Date('2030-06-01T16:00:00Z') });

    const fan = await signInCustomer(t.app, db);
    const secondFan = await createCustomer(db, {});
    const inactiveFan = await createCustomer(db, {});
    await db.update(users).set({ isActive: false }).where(eq(users.id, inactiveFan.id));
    const otherFan = await createCustomer(db, {});
    await db.insert(favourites).values([
      { userId: fan.userId, performanceId: hamlet.id },
      { userId: secondFan.id, performanceId: hamlet.id },
      { userId: inactiveFan.id, performanceId: hamlet.id },
      { userId: otherFan.id, performanceId: other.id },
    ]);

    const news = {
      performanceId: hamlet.id,
      eventIds: [april.id, march.id, cancelled.id, foreign.id],
      now: NOW,
    };
    // Twice at once, then once more: still one notification per fan.
    const made = await Promise.all([notifyNewDates(db, news), notifyNewDates(db, news)]);
    expect(made.sort()).toEqual([0, 2]);
    expect(await notifyNewDates(db, { ...news, eventIds: [march.id, april.id] })).toBe(0);

    expect(await notificationsOf(secondFan.id)).toHaveLength(1);
    expect(await notificationsOf(inactiveFan.id)).toHaveLength(0);
    expect(await notificationsOf(otherFan.id)).toHaveLength(0);

    const asFan = requester(() => t.app, fan.session);
    const [ru] = (await asFan.get('/notifications')).body.results;
    expect(ru).toMatchObject({
      kind: 'new_dates',
      title: 'Новые даты: «Гамлет»',
      text: 'Спектакль из вашего избранного снова в афише: 12 марта, 2 апреля.',
      // Only the performance's own, not cancelled, sessions.
      payload: { performance: 'hamlet-dates', events: [march.id, april.id] },
    });
    expect((await asFan.get('/notifications', 'en')).body.results[0].title).toBe('New dates: “Hamlet”');

    // Other new dates later are news again.
    const may = await createSession(db, venue, hamlet, { startsAt: new Date('2030-05-20T16:00:00Z') });
    expect(await notifyNewDates(db, { performanceId: hamlet.id, eventIds: [may.id], now: NOW })).toBe(2);
  });

  it('makes nothing for no events, an unpublished or unknown performance', async () => {
    const { db } = t.database;
    const venue = await createVenue(db);
    const hidden = await createPerformance(db, venue, { isPublished: false });
    const session = await createSession(db, venue, hidden, { startsAt: new Date('2030-03-12T16:00:00Z') });
    const fan = await createCustomer(db, {});
    await db.insert(favourites).values({ userId: fan.id, performanceId: hidden.id });
    expect(await notifyNewDates(db, { performanceId: hidden.id, eventIds: [session.id] })).toBe(0);
    expect(await notifyNewDates(db, { performanceId: hidden.id, eventIds: [] })).toBe(0);
    expect(await notifyNewDates(db, { performanceId: hidden.id, eventIds: [2 ** 40, -1, 1.5] })).toBe(0);
    expect(await notifyNewDates(db, { performanceId: 999_999, eventIds: [session.id] })).toBe(0);
    expect(await notificationsOf(fan.id)).toHaveLength(0);
  });
});
