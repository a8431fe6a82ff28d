// [PAYMENTS] YooKassa as the current provider, against its local fake (test/payments/fakes/yookassa-fake.ts): a
// purchase creates a YooKassa payment (amount as a 2-decimal rouble string, Basic auth, our idempotency key,
// description and return address in the order's language, our order in the metadata); the notification is trusted
// only after the payment is read back, so a forged "succeeded" for a payment YooKassa calls pending changes
// nothing and an unknown payment is refused; ten copies at once give one set of tickets; a cancellation fails the
// order with the reason in our words; SBP by QR; automatic refunds and refund notifications; and what the buyer is
// told when YooKassa does not answer (ru, en), then the retry with the same key.
import { orders, paymentEvents, payments, refunds, tickets } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orderStatusKey } from '../../src/lib/order-status-key.ts';
import { type Visitor, visitor } from '../helpers/cart-client.ts';
import { BUYER, buySeats, outboxMailsTo, useCheckoutTestApp } from '../helpers/checkout.ts';
import { manualClock } from '../helpers/test-app.ts';
import { postCallback, useYooKassaFake, withYooKassa } from './provider-app.ts';

/** The key the return address carries (lib/order-status-key.ts), from the app's secret. */
const statusKey = (orderId: number) => orderStatusKey(t.config.sessionSecret, orderId);

const clock = manualClock();
const MINUTE = 60_000;
const fake = useYooKassaFake();
const t = useCheckoutTestApp(
  clock,
  [{ name: { ru: 'Партер', en: 'Stalls' }, kind: 'parterre', rows: 20, seatsPerRow: 4 }],
  (config) => withYooKassa(config, fake),
);
beforeEach(() => {
  clock.advance(60 * MINUTE);
  fake.requests.length = 0;
});

let nextRow = 1;
/** A visitor who holds two fresh seats and buys them (`method`), with the payment row and YooKassa's payment. */
async function purchase(options: { locale?: string; method?: 'card' | 'sbp'; seats?: number } = {}) {
  const me = await visitor(t.app, { locale: options.locale ?? 'ru' });
  const row = nextRow++;
  const places = Array.from({ length: options.seats ?? 2 }, (_, index) => t.hall.seatId(0, row, index + 1));
  const email = `buyer${row}@example.com`;
  const bought = await buySeats(me, t.hall.event.id, places, {
    ...BUYER,
    email,
    payment_method: options.method ?? 'card',
  });
  expect(bought.status).toBe(200);
  const orderId = bought.body.order.id as number;
  const [payment] = await db().select().from(payments).where(eq(payments.orderId, orderId));
  if (!payment?.providerPaymentId) throw new Error('no YooKassa payment was recorded');
  return {
    me,
    orderId,
    email,
    body: bought.body,
    payment,
    yoo: fake.payments.get(payment.providerPaymentId),
  };
}

const db = () => t.database.db;
const ticketsOf = (orderId: number) => db().select().from(tickets).where(eq(tickets.orderId, orderId));
const orderOf = async (orderId: number) =>
  (await db().select().from(orders).where(eq(orders.id, orderId)))[0];
const notify = (event: string, id: string, options: Parameters<typeof postCallback>[3] = {}) =>
  postCallback(t.app, 'yookassa', fake.notification(event, id), options);
const statusOf = async (me: Visitor, orderId: number) =>
  (await me.get(`/cart/order_status?order=${orderId}`)).body;
const posts = (path: string) => fake.requests.filter((r) => r.method === 'POST' && r.path === `/v3/${path}`);

describe('YooKassa: a card purchase', () => {
  it('creates the payment with the amount, our key and the order, then the read-back notification pays it (ru)', async () => {
    const { me, orderId, email, body, payment, yoo } = await purchase();
    const [create] = posts('payments');
    expect(create?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${fake.shopId}:${fake.secretKey}`).toString('base64')}`,
    );
    expect(create?.headers['idempotence-key']).toBe(payment.idempotencyKey);
    const total = body.order.total_kopecks as number;
    expect(JSON.parse(create?.body ?? '')).toEqual({
      amount: { value: (total / 100).toFixed(2), currency: 'RUB' },
      capture: true,
      confirmation: {
        type: 'redirect',
        return_url: `${t.config.publicSiteUrl}/paymentresult?order=${orderId}&key=${statusKey(orderId)}`,
        locale: 'ru_RU',
      },
      description: `Заказ ${body.order.number}`,
      metadata: {
        order_id: String(orderId),
        order_number: body.order.number,
        payment_id: String(payment.id),
      },
    });
    expect(payment).toMatchObject({ provider: 'yookassa', amountKopecks: total, status: 'pending' });
    expect(body.payment_url).toBe(yoo?.confirmation?.confirmation_url);

    fake.succeed(payment.providerPaymentId ?? '');
    const answer = await notify('payment.succeeded', payment.providerPaymentId ?? '');
    expect(answer.statusCode).toBe(200);
    // Trusted only after reading the payment back with our credentials.
    expect(
      fake.requests.some((r) => r.method === 'GET' && r.path === `/v3/payments/${payment.providerPaymentId}`),
    ).toBe(true);
    expect(await statusOf(me, orderId)).toMatchObject({ status: 'paid', failure: null });
    expect(await ticketsOf(orderId)).toHaveLength(2);
    const [mail] = await outboxMailsTo(t.config.mail.outboxDir, email, 1);
    expect(mail?.subject).toContain(body.order.number);
    expect(mail?.attachments.map((file) => file.contentType)).toEqual(['application/pdf']);
  });

  it('speaks the order language to YooKassa (en): description, return address, page language', async () => {
    const { orderId, body } = await purchase({ locale: 'en' });
    const sent = JSON.parse(posts('payments')[0]?.body ?? '');
    expect(sent.description).toBe(`Order ${body.order.number}`);
    expect(sent.confirmation).toEqual({
      type: 'redirect',
      return_url: `${t.config.publicSiteUrl}/en/paymentresult?order=${orderId}&key=${statusKey(orderId)}`,
      locale: 'en_US',
    });
  });

  it('ten copies of the notification at once: one paid order, one set of tickets, one recorded event', async () => {
    const { orderId, payment } = await purchase({ seats: 3 });
    const pid = payment.providerPaymentId ?? '';
    fake.succeed(pid);
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify('payment.succeeded', pid)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(await ticketsOf(orderId)).toHaveLength(3);
    expect((await orderOf(orderId))?.status).toBe('paid');
    const events = await db()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.providerEventId, `payment.succeeded:${pid}`));
    expect(events).toHaveLength(1);
    expect(await db().select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(0);
  });
});

describe('YooKassa: notifications that cannot be trusted', () => {
  it('ignores a "succeeded" notification for a payment YooKassa still calls pending, then takes the real one', async () => {
    const { me, orderId, payment } = await purchase();
    const pid = payment.providerPaymentId ?? '';
    const forged = JSON.stringify({
      type: 'notification',
      event: 'payment.succeeded',
      object: { id: pid, status: 'succeeded', paid: true },
    });
    expect((await postCallback(t.app, 'yookassa', forged)).statusCode).toBe(200);
    expect(await statusOf(me, orderId)).toMatchObject({ status: 'pending' });
    expect(await ticketsOf(orderId)).toHaveLength(0);
    expect(
      await db()
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.providerEventId, `payment.succeeded:${pid}`)),
    ).toHaveLength(0);

    fake.succeed(pid);
    expect((await notify('payment.succeeded', pid)).statusCode).toBe(200);
    expect(await ticketsOf(orderId)).toHaveLength(2);
  });

  it('refuses a payment YooKassa does not know and a malformed body, in the caller language', async () => {
    const unknown = await notify('payment.succeeded', '2f000000-0000-5000-8000-000000000000', {
      locale: 'ru',
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({
      code: 'invalid_signature',
      detail: 'Подпись уведомления неверна или устарела.',
    });
    const malformed = await postCallback(t.app, 'yookassa', '{"event":', { locale: 'en' });
    expect(malformed.statusCode).toBe(401);
    expect(malformed.json()).toEqual({
      code: 'invalid_signature',
      detail: 'The notification signature is wrong or stale.',
    });
  });

  it('answers 503 while YooKassa cannot be asked about the payment (it sends the notification again), then pays', async () => {
    const { orderId, payment } = await purchase();
    const pid = payment.providerPaymentId ?? '';
    fake.succeed(pid);
    fake.failNext({ kind: 'answer', status: 500, body: { type: 'error', code: 'internal_server_error' } }, 3);
    const down = await notify('payment.succeeded', pid, { locale: 'en' });
    expect(down.statusCode).toBe(503);
    expect(down.json().code).toBe('service_unavailable');
    expect(await ticketsOf(orderId)).toHaveLength(0);
    expect((await notify('payment.succeeded', pid)).statusCode).toBe(200);
    expect(await ticketsOf(orderId)).toHaveLength(2);
  });
});

describe('YooKassa: a failed payment', () => {
  it('a cancellation fails the order with the reason in our words; the buyer may pay again (ru, en)', async () => {
    const cases = [
      ['insufficient_funds', 'declined'],
      ['3d_secure_failed', 'authentication_failed'],
      ['expired_on_confirmation', 'cancelled'],
      ['internal_timeout', 'other'],
    ] as const;
    for (const [reason, failure] of cases) {
      const { me, orderId, payment } = await purchase({
        locale: reason === '3d_secure_failed' ? 'en' : 'ru',
      });
      fake.cancel(payment.providerPaymentId ?? '', reason);
      expect((await notify('payment.canceled', payment.providerPaymentId ?? '')).statusCode).toBe(200);
      expect(await statusOf(me, orderId)).toMatchObject({ status: 'failed', failure, can_pay_again: true });
      expect(await ticketsOf(orderId)).toHaveLength(0);
    }
  });
});

describe('YooKassa: SBP', () => {
  it('creates an SBP payment with a QR confirmation and gives its link and QR code', async () => {
    const { me, orderId, body, payment, yoo } = await purchase({ method: 'sbp' });
    const sent = JSON.parse(posts('payments')[0]?.body ?? '');
    expect(sent.payment_method_data).toEqual({ type: 'sbp' });
    expect(sent.confirmation).toEqual({ type: 'qr' });
    expect(body.payment_url).toBe(yoo?.confirmation?.confirmation_data);
    const link = await me.post('/cart/get_sbp_link', { order: orderId });
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(/^https:\/\/qr\.nspk\.ru\//);
    expect(link.body.qr_svg).toContain('<svg');

    fake.succeed(payment.providerPaymentId ?? '');
    expect((await notify('payment.succeeded', payment.providerPaymentId ?? '')).statusCode).toBe(200);
    expect(await statusOf(me, orderId)).toMatchObject({ status: 'paid' });
  });
});

describe('YooKassa: refunds', () => {
  it('a second payment of a paid order is refunded in full through YooKassa, pending until its notification', async () => {
    const first = await purchase({ method: 'card' });
    // The buyer opened SBP in another tab: a second payment of the same order.
    const again = await first.me.post('/cart/buy', { ...BUYER, email: first.email, payment_method: 'sbp' });
    expect(again.status).toBe(200);
    const rows = (await db().select().from(payments).where(eq(payments.orderId, first.orderId))).sort(
      (a, b) => a.id - b.id,
    );
    const second = rows[1];
    expect(second?.provider).toBe('yookassa');
    fake.succeed(first.payment.providerPaymentId ?? '');
    fake.succeed(second?.providerPaymentId ?? '');
    fake.settings.refundStatus = 'pending';
    expect((await notify('payment.succeeded', first.payment.providerPaymentId ?? '')).statusCode).toBe(200);
    expect((await notify('payment.succeeded', second?.providerPaymentId ?? '')).statusCode).toBe(200);
    fake.settings.refundStatus = 'succeeded';

    const [refundCall] = posts('refunds');
    expect(refundCall?.headers['idempotence-key']).toBe(`refund-auto-${second?.id}`);
    expect(JSON.parse(refundCall?.body ?? '')).toEqual({
      payment_id: second?.providerPaymentId,
      amount: { value: ((second?.amountKopecks ?? 0) / 100).toFixed(2), currency: 'RUB' },
    });
    const [refund] = await db().select().from(refunds).where(eq(refunds.orderId, first.orderId));
    const yooRefund = [...fake.refunds.values()].find((r) => r.payment_id === second?.providerPaymentId);
    expect(refund).toMatchObject({
      status: 'pending',
      providerRefundId: yooRefund?.id,
      reason: 'order_already_paid',
    });
    expect(await ticketsOf(first.orderId)).toHaveLength(2);
    // Not yet told: the money is not back until YooKassa says so.
    expect(await outboxMailsTo(t.config.mail.outboxDir, first.email, 1)).toHaveLength(1);

    // YooKassa finishes the refund and says so; a copy of that notification changes nothing more.
    fake.settleRefund(yooRefund?.id ?? '', 'succeeded');
    expect((await notify('refund.succeeded', yooRefund?.id ?? '')).statusCode).toBe(200);
    expect((await notify('refund.succeeded', yooRefund?.id ?? '')).statusCode).toBe(200);
    const [settled] = await db().select().from(refunds).where(eq(refunds.orderId, first.orderId));
    expect(settled?.status).toBe('succeeded');
    const mails = await outboxMailsTo(t.config.mail.outboxDir, first.email, 2);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [
        `Возврат повторной оплаты, заказ ${first.body.order.number}`,
        expect.stringContaining(first.body.order.number),
      ].sort(),
    );
  });
});

describe('YooKassa: not answering', () => {
  it('answered too late: the client asks again with the same key and YooKassa makes one payment', async () => {
    fake.failNext({ kind: 'slow', ms: 1500 }, 1, (r) => r.method === 'POST');
    const before = fake.payments.size;
    const { body, payment } = await purchase();
    const creates = posts('payments');
    expect(creates).toHaveLength(2);
    expect(creates.map((r) => r.headers['idempotence-key'])).toEqual([
      payment.idempotencyKey,
      payment.idempotencyKey,
    ]);
    expect(fake.payments.size).toBe(before + 1);
    expect(body.payment_url).toBe(
      fake.payments.get(payment.providerPaymentId ?? '')?.confirmation?.confirmation_url,
    );
  });

  it('a 202 "processing" answer is asked again after retry_after with the same key', async () => {
    fake.failNext(
      {
        kind: 'answer',
        status: 202,
        body: { type: 'processing', description: 'Request accepted', retry_after: 30 },
      },
      1,
      (r) => r.method === 'POST',
    );
    const { payment } = await purchase();
    expect(posts('payments').map((r) => r.headers['idempotence-key'])).toEqual([
      payment.idempotencyKey,
      payment.idempotencyKey,
    ]);
  });

  it('down for every attempt: 503 in the buyer language, the order waits; the next click pays with the same key (ru, en)', async () => {
    for (const [locale, detail] of [
      [
        'ru',
        'Платёжный сервис сейчас не отвечает. Попробуйте ещё раз через минуту: повторная попытка не спишет деньги дважды.',
      ],
      [
        'en',
        'The payment service is not answering right now. Please try again in a minute: trying again never charges you twice.',
      ],
    ] as const) {
      fake.requests.length = 0;
      fake.failNext(
        { kind: 'answer', status: 503, body: { type: 'error', code: 'internal_server_error' } },
        3,
      );
      const me = await visitor(t.app, { locale });
      const row = nextRow++;
      const bought = await buySeats(me, t.hall.event.id, [t.hall.seatId(0, row, 1)]);
      expect(bought.status).toBe(503);
      expect(bought.body).toEqual({ code: 'service_unavailable', detail });
      expect(posts('payments')).toHaveLength(3);
      const waiting = (await me.content()).body.pending_order;
      expect(waiting).toMatchObject({ status: 'pending' });

      const retried = await me.post('/cart/buy', BUYER);
      expect(retried.status).toBe(200);
      expect(retried.body.order.id).toBe(waiting.id);
      const keys = new Set(posts('payments').map((r) => r.headers['idempotence-key']));
      expect(keys.size).toBe(1);
      expect(retried.body.payment_url).toMatch(/^https:\/\/yoomoney\.fake\//);
    }
  });

  it('a refusal (wrong credentials) is not repeated and the buyer gets the same 503', async () => {
    fake.failNext({ kind: 'answer', status: 401, body: { type: 'error', code: 'invalid_credentials' } }, 1);
    const me = await visitor(t.app, { locale: 'en' });
    const bought = await buySeats(me, t.hall.event.id, [t.hall.seatId(0, nextRow++, 1)]);
    expect(bought.status).toBe(503);
    expect(posts('payments')).toHaveLength(1);
  });

  it('a shop with receipts on at YooKassa but YOOKASSA_RECEIPTS off: refused, the buyer gets 503, not repeated', async () => {
    fake.settings.receipts = true;
    try {
      const me = await visitor(t.app, { locale: 'en' });
      const bought = await buySeats(me, t.hall.event.id, [t.hall.seatId(0, nextRow++, 1)]);
      expect(bought.status).toBe(503);
      expect(posts('payments')).toHaveLength(1);
      expect(JSON.parse(posts('payments')[0]?.body ?? '')).not.toHaveProperty('receipt');
    } finally {
      fake.settings.receipts = false;
    }
  });
});
