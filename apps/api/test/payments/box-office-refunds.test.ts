// [PAYMENTS] Box-office refunds through the order's provider, YooKassa against its fake: a partial refund asks
// YooKassa for exactly the line's amount with the refund's own idempotency key, and the signed-in buyer gets the
// notification and the mail; a refund YooKassa takes as pending is settled by its notification (and only then is
// the buyer told); when YooKassa does not answer, the clerk's refund is committed (tickets refunded, seats free)
// and stays pending until the retry job sends it again with the same key; a refund YooKassa refuses (`canceled`)
// keeps its lines refunded and is sent again by the clerk (refund_again) with a new key, once.
import { auditLog, notifications, payments, refunds } from '@afisha/db';
import { and, eq } from '@afisha/db/orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutRepository } from '../../src/modules/checkout/checkout.repository.ts';
import { createCheckoutService } from '../../src/modules/checkout/checkout.service.ts';
import { providerRegistry } from '../../src/modules/payments/payment-provider.ts';
import { createYooKassaProvider } from '../../src/modules/payments/yookassa/yookassa-provider.ts';
import { visitor } from '../helpers/cart-client.ts';
import { BUYER, buySeats, outboxMailsTo, useCheckoutTestApp } from '../helpers/checkout.ts';
import { signInCustomer } from '../helpers/signed-in.ts';
import { staffMember } from '../helpers/staff-member.ts';
import { manualClock } from '../helpers/test-app.ts';
import { postCallback, TEST_PROVIDER_HTTP, useYooKassaFake, withYooKassa } from './provider-app.ts';

const clock = manualClock();
const fake = useYooKassaFake();
const t = useCheckoutTestApp(
  clock,
  [{ name: { ru: 'Партер' }, kind: 'parterre', rows: 6, seatsPerRow: 4 }],
  (config) => withYooKassa(config, fake),
);
const db = () => t.database.db;
const notify = (event: string, id: string) => postCallback(t.app, 'yookassa', fake.notification(event, id));
const refundPosts = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v3/refunds');
let clerk: Awaited<ReturnType<typeof staffMember>>;

/** The refund-retry job's service, with YooKassa pointed at the fake (the test app runs no timers). */
function retryJob() {
  const yookassa = createYooKassaProvider({
    shopId: fake.shopId,
    secretKey: fake.secretKey,
    apiUrl: `${fake.url}/v3`,
    trustedIps: null,
    receipts: null,
    http: TEST_PROVIDER_HTTP,
  });
  return createCheckoutService({
    repository: createCheckoutRepository(db()),
    cart: { ownCart: async () => 0 } as never,
    providers: providerRegistry(yookassa),
    clock,
    paymentWindowMs: 15 * 60_000,
    maxPlacesPerOrder: 10,
    links: { paymentResult: () => '', paymentFail: () => '', tickets: () => '' },
    keySecret: 'test',
    log: { debug: () => {}, warn: () => {}, error: () => {} } as never,
  });
}

let nextRow = 1;
/** A signed-in customer's paid order of two seats through YooKassa. */
async function paidOrder() {
  const signed = await signInCustomer(t.app, db());
  const me = await visitor(t.app, { session: signed.session });
  const row = nextRow++;
  const bought = await buySeats(me, t.hall.event.id, [t.hall.seatId(0, row, 1), t.hall.seatId(0, row, 2)], {
    ...BUYER,
    email: signed.email,
  });
  const orderId = Number(bought.body.order.id);
  const [payment] = await db().select().from(payments).where(eq(payments.orderId, orderId));
  fake.succeed(payment?.providerPaymentId ?? '');
  expect((await notify('payment.succeeded', payment?.providerPaymentId ?? '')).statusCode).toBe(200);
  const order = (await clerk.get(`/orders/admin/${orderId}`)).body;
  expect(order.status).toBe('paid');
  return { orderId, userId: signed.userId, email: signed.email, order, payment };
}

const refundNotifications = (userId: number) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'refund_done')));

beforeAll(async () => {
  clerk = await staffMember(t.app, db(), 'staff', null);
});

describe('a box-office refund through YooKassa', () => {
  it('asks YooKassa for the line’s amount with the refund’s own key; the buyer is notified and mailed', async () => {
    const { orderId, userId, email, order, payment } = await paidOrder();
    const line = order.lines[0];
    const before = refundPosts().length;
    const answer = await clerk.post(`/orders/admin/${orderId}/part_refund`, { items: [line.id] });
    expect(answer.body.refund).toMatchObject({ status: 'succeeded', amount_kopecks: line.net_kopecks });
    const calls = refundPosts().slice(before);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual({
      payment_id: payment?.providerPaymentId,
      amount: { value: (line.net_kopecks / 100).toFixed(2), currency: 'RUB' },
    });
    expect(calls[0]?.headers['idempotence-key']).toMatch(/^refund-staff-/);
    expect(await refundNotifications(userId)).toHaveLength(1);
    const mails = await outboxMailsTo(t.config.mail.outboxDir, email, 2);
    expect(mails.map((mail) => mail.subject)).toContain(`Возврат по заказу ${order.number}`);
  });

  it('tells the buyer only when YooKassa settles a refund it took as pending', async () => {
    const { orderId, userId, order } = await paidOrder();
    fake.settings.refundStatus = 'pending';
    const answer = await clerk.post(`/orders/admin/${orderId}/full_refund`, {});
    fake.settings.refundStatus = 'succeeded';
    expect(answer.body).toMatchObject({ order: { status: 'refunded' }, refund: { status: 'pending' } });
    expect(await refundNotifications(userId)).toHaveLength(0);

    const [row] = await db().select().from(refunds).where(eq(refunds.orderId, orderId));
    fake.settleRefund(row?.providerRefundId ?? '', 'succeeded');
    expect((await notify('refund.succeeded', row?.providerRefundId ?? '')).statusCode).toBe(200);
    const [settled] = await db().select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(settled?.status).toBe('succeeded');
    expect(await refundNotifications(userId)).toHaveLength(1);
    expect((await clerk.get(`/orders/admin/${orderId}`)).body.refunded_kopecks).toBe(order.total_kopecks);
  });

  it('commits the refund when YooKassa does not answer and sends it again later with the same key', async () => {
    const { orderId, order } = await paidOrder();
    const before = refundPosts().length;
    fake.failNext({ kind: 'slow', ms: 1500 }, 3, (r) => r.method === 'POST' && r.path === '/v3/refunds');
    const answer = await clerk.post(`/orders/admin/${orderId}/part_refund`, { items: [order.lines[1].id] });
    expect(answer).toMatchObject({ status: 200, body: { refund: { status: 'pending' } } });
    expect((await clerk.get(`/orders/admin/${orderId}`)).body.lines[1].ticket.status).toBe('refunded');
    const firstKey = refundPosts()[before]?.headers['idempotence-key'];

    clock.advance(5 * 60_000);
    expect(await retryJob().retryStaleRefunds(10)).toBe(1);
    expect(refundPosts().at(-1)?.headers['idempotence-key']).toBe(firstKey);
    const [row] = await db().select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(row?.status).toBe('succeeded');
  });

  it('sends a refund YooKassa refused again, with a new key, once; its lines stay refunded meanwhile', async () => {
    const { orderId, userId, order } = await paidOrder();
    fake.settings.refundStatus = 'canceled';
    const refused = await clerk.post(`/orders/admin/${orderId}/full_refund`, {});
    fake.settings.refundStatus = 'succeeded';
    expect(refused.body).toMatchObject({ order: { status: 'refunded' }, refund: { status: 'failed' } });
    const refundId = refused.body.refund.id;
    const firstKey = refundPosts().at(-1)?.headers['idempotence-key'];
    expect(await refundNotifications(userId)).toHaveLength(0);

    // The lines were given back with it (the seats are on sale again): they are not refunded a second time.
    const detail = (await clerk.get(`/orders/admin/${orderId}`)).body;
    expect(detail.lines.every((line: { refunded: boolean }) => line.refunded)).toBe(true);
    expect(
      (await clerk.post(`/orders/admin/${orderId}/part_refund`, { items: [order.lines[0].id] })).status,
    ).toBe(409);
    // Another order's refund, or no such refund: not found; a refund that did not fail: 409 in the clerk's language.
    const other = await paidOrder();
    expect(
      (await clerk.post(`/orders/admin/${other.orderId}/refund_again`, { refund: refundId })).status,
    ).toBe(404);

    const before = refundPosts().length;
    const again = await clerk.post(`/orders/admin/${orderId}/refund_again`, { refund: refundId });
    expect(again).toMatchObject({
      status: 200,
      body: { order: { id: orderId, status: 'refunded' }, refund: { id: refundId, status: 'succeeded' } },
    });
    const calls = refundPosts().slice(before);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]?.body ?? '').amount.value).toBe((order.total_kopecks / 100).toFixed(2));
    expect(calls[0]?.headers['idempotence-key']).not.toBe(firstKey);
    expect(await refundNotifications(userId)).toHaveLength(1);

    const twice = await clerk.post(`/orders/admin/${orderId}/refund_again`, { refund: refundId });
    expect(twice).toMatchObject({ status: 409, body: { code: 'not_refundable' } });
    expect(twice.body.detail).toBe('Отправить заново можно только возврат, который отклонил банк.');
    expect(refundPosts()).toHaveLength(before + 1);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'refund_again'), eq(auditLog.entityId, String(orderId))));
    expect(audit).toHaveLength(1);
  });
});
