// [PAYMENTS] Stripe as the current provider, against its local fake (test/payments/fakes/stripe-fake.ts): a
// purchase creates a Checkout Session in euros at the operator's rate (form-encoded, Bearer auth, our idempotency
// key, the page in the order's language, our order and rouble amount in the metadata); a webhook counts only with
// a valid Stripe-Signature within the tolerance window; events are de-duplicated by id (ten copies at once: one set
// of tickets); a PaymentIntent's events find their session; a failed attempt fails the order with the reason in
// our words; SBP is refused in the buyer's language; automatic refunds and charge.refunded; a timeout retried with
// the same key makes one session.
import { orders, paymentEvents, payments, refunds, tickets } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orderStatusKey } from '../../src/lib/order-status-key.ts';
import { type Visitor, visitor } from '../helpers/cart-client.ts';
import { BUYER, buySeats, outboxMailsTo, useCheckoutTestApp } from '../helpers/checkout.ts';
import { manualClock } from '../helpers/test-app.ts';
import { postCallback, useStripeFake, withStripe } from './provider-app.ts';

/** The key the return address carries (lib/order-status-key.ts), from the app's secret. */
const statusKey = (orderId: number) => orderStatusKey(t.config.sessionSecret, orderId);

const clock = manualClock();
const MINUTE = 60_000;
const RATE = 98.5;
const fake = useStripeFake();
const t = useCheckoutTestApp(
  clock,
  [{ name: { ru: 'Партер', en: 'Stalls' }, kind: 'parterre', rows: 20, seatsPerRow: 4 }],
  (config) => withStripe(config, fake, { rubPerEur: RATE }),
);
beforeEach(() => {
  clock.advance(60 * MINUTE);
  fake.requests.length = 0;
});

const db = () => t.database.db;
const ticketsOf = (orderId: number) => db().select().from(tickets).where(eq(tickets.orderId, orderId));
const orderOf = async (orderId: number) =>
  (await db().select().from(orders).where(eq(orders.id, orderId)))[0];
const statusOf = async (me: Visitor, orderId: number) =>
  (await me.get(`/cart/order_status?order=${orderId}`)).body;
const posts = (path: string) => fake.requests.filter((r) => r.method === 'POST' && r.path === path);
/** A signed event posted to our webhook (signed now, with the endpoint's secret, unless told otherwise). */
async function webhook(
  type: string,
  object: unknown,
  options: Parameters<typeof fake.event>[3] & { locale?: 'ru' | 'en' } = {},
) {
  const event = fake.event(type, object, clock.now(), options);
  const answer = await postCallback(t.app, 'stripe', event.body, {
    headers: { 'stripe-signature': event.signature },
    ...(options.locale ? { locale: options.locale } : {}),
  });
  return { answer, event };
}

let nextRow = 1;
async function purchase(options: { locale?: string; seats?: number } = {}) {
  const me = await visitor(t.app, { locale: options.locale ?? 'en' });
  const row = nextRow++;
  const email = `guest${row}@example.com`;
  const places = Array.from({ length: options.seats ?? 2 }, (_, index) => t.hall.seatId(0, row, index + 1));
  const bought = await buySeats(me, t.hall.event.id, places, { ...BUYER, email });
  expect(bought.status).toBe(200);
  const orderId = bought.body.order.id as number;
  const [payment] = await db().select().from(payments).where(eq(payments.orderId, orderId));
  const session = fake.sessions.get(payment?.providerPaymentId ?? '');
  if (!payment || !session) throw new Error('no Stripe session was recorded');
  return { me, orderId, email, body: bought.body, payment, session };
}

describe('Stripe: a card purchase in euros', () => {
  it('creates a Checkout Session at the operator rate with our key, then a signed completed event pays (en)', async () => {
    const { me, orderId, email, body, payment, session } = await purchase();
    const [create] = posts('/v1/checkout/sessions');
    expect(create?.headers.authorization).toBe(`Bearer ${fake.secretKey}`);
    expect(create?.headers['idempotency-key']).toBe(payment.idempotencyKey);
    expect(create?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const total = body.order.total_kopecks as number;
    const form = Object.fromEntries(new URLSearchParams(create?.body));
    expect(form).toMatchObject({
      mode: 'payment',
      locale: 'en',
      success_url: `${t.config.publicSiteUrl}/en/paymentresult?order=${orderId}&key=${statusKey(orderId)}`,
      cancel_url: `${t.config.publicSiteUrl}/en/paymentfail?order=${orderId}&key=${statusKey(orderId)}`,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': String(Math.round(total / RATE)),
      'line_items[0][price_data][product_data][name]': `Order ${body.order.number}`,
      'metadata[order_id]': String(orderId),
      'metadata[amount_kopecks]': String(total),
    });
    expect(body.payment_url).toBe(session.url);

    fake.complete(session.id);
    const { answer } = await webhook('checkout.session.completed', fake.sessions.get(session.id));
    expect(answer.statusCode).toBe(200);
    expect(await statusOf(me, orderId)).toMatchObject({ status: 'paid' });
    expect(await ticketsOf(orderId)).toHaveLength(2);
    const [mail] = await outboxMailsTo(t.config.mail.outboxDir, email, 1);
    expect(mail?.subject).toContain(body.order.number);
  });

  it('shows the Stripe page in Russian for a Russian order', async () => {
    const { body } = await purchase({ locale: 'ru' });
    const form = Object.fromEntries(new URLSearchParams(posts('/v1/checkout/sessions')[0]?.body));
    expect(form.locale).toBe('ru');
    expect(form['line_items[0][price_data][product_data][name]']).toBe(`Заказ ${body.order.number}`);
  });

  it('payment_intent.succeeded alone pays (its session found through the API); the completed event after it changes nothing', async () => {
    const { orderId, session } = await purchase();
    const intent = fake.complete(session.id);
    expect((await webhook('payment_intent.succeeded', intent)).answer.statusCode).toBe(200);
    expect(fake.requests.some((r) => r.method === 'GET' && r.query.get('payment_intent') === intent.id)).toBe(
      true,
    );
    expect(await ticketsOf(orderId)).toHaveLength(2);
    expect(
      (await webhook('checkout.session.completed', fake.sessions.get(session.id))).answer.statusCode,
    ).toBe(200);
    expect(await ticketsOf(orderId)).toHaveLength(2);
    expect(await db().select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(0);
  });

  it('ten copies of one event at once: one paid order, one set of tickets, one recorded event', async () => {
    const { orderId, session } = await purchase({ seats: 3 });
    fake.complete(session.id);
    const event = fake.event('checkout.session.completed', fake.sessions.get(session.id), clock.now());
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        postCallback(t.app, 'stripe', event.body, { headers: { 'stripe-signature': event.signature } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(await ticketsOf(orderId)).toHaveLength(3);
    expect((await orderOf(orderId))?.status).toBe('paid');
    expect(
      await db().select().from(paymentEvents).where(eq(paymentEvents.providerEventId, event.id)),
    ).toHaveLength(1);
  });
});

describe('Stripe: webhook signatures', () => {
  it('refuses a bad, foreign, missing or stale signature and changes nothing (ru, en); takes one of several v1', async () => {
    const { me, orderId, session } = await purchase();
    fake.complete(session.id);
    const completed = fake.sessions.get(session.id);
    const now = Math.floor(clock.now().getTime() / 1000);
    const refusals = [
      { secret: 'whsec_someoneElsesSecret1' },
      { timestamp: now - 301 },
      { timestamp: now + 301 },
    ];
    for (const [index, options] of refusals.entries()) {
      const locale = index % 2 === 0 ? 'ru' : 'en';
      const { answer } = await webhook('checkout.session.completed', completed, { ...options, locale });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({
        code: 'invalid_signature',
        detail:
          locale === 'ru'
            ? 'Подпись уведомления неверна или устарела.'
            : 'The notification signature is wrong or stale.',
      });
    }
    const event = fake.event('checkout.session.completed', completed, clock.now());
    const tampered = event.body.replace('"livemode":false', '"livemode":true');
    expect(
      (await postCallback(t.app, 'stripe', tampered, { headers: { 'stripe-signature': event.signature } }))
        .statusCode,
    ).toBe(401);
    expect((await postCallback(t.app, 'stripe', event.body)).statusCode).toBe(401);
    expect(await ticketsOf(orderId)).toHaveLength(0);
    expect(await statusOf(me, orderId)).toMatchObject({ status: 'pending' });

    // Within the window (299 s old) and with an old secret's signature beside the right one: taken.
    const late = fake.event('checkout.session.completed', completed, clock.now(), { timestamp: now - 299 });
    const rolled = `${late.signature.split(',')[0]},v1=${'0'.repeat(64)},${late.signature.split(',')[1]}`;
    const answer = await postCallback(t.app, 'stripe', late.body, {
      headers: { 'stripe-signature': rolled },
    });
    expect(answer.statusCode).toBe(200);
    expect(await ticketsOf(orderId)).toHaveLength(2);
  });

  it('answers 200 to a genuine event it does not act on, and to an unpaid completed session', async () => {
    const { orderId, session } = await purchase();
    expect((await webhook('customer.created', { id: 'cus_1' })).answer.statusCode).toBe(200);
    expect((await webhook('checkout.session.completed', session)).answer.statusCode).toBe(200);
    expect(await ticketsOf(orderId)).toHaveLength(0);
  });
});

describe('Stripe: failures and methods', () => {
  it('a failed attempt fails the order with the reason in our words; paying on the same page afterwards pays', async () => {
    const { me, orderId, session } = await purchase();
    const intent = fake.fail(session.id, 'card_declined');
    expect((await webhook('payment_intent.payment_failed', intent)).answer.statusCode).toBe(200);
    expect(await statusOf(me, orderId)).toMatchObject({
      status: 'failed',
      failure: 'declined',
      can_pay_again: true,
    });

    const other = await purchase();
    const refused = fake.fail(other.session.id, 'payment_intent_authentication_failure');
    await webhook('payment_intent.payment_failed', refused);
    expect(await statusOf(other.me, other.orderId)).toMatchObject({ failure: 'authentication_failed' });

    fake.complete(session.id);
    expect(
      (await webhook('checkout.session.completed', fake.sessions.get(session.id))).answer.statusCode,
    ).toBe(200);
    expect(await statusOf(me, orderId)).toMatchObject({ status: 'paid' });
  });

  it('refuses SBP at checkout in the buyer language and makes no order (ru, en)', async () => {
    for (const [locale, message] of [
      ['ru', 'Этот способ оплаты сейчас недоступен, выберите другой.'],
      ['en', 'This payment method is not available; please choose another.'],
    ] as const) {
      const me = await visitor(t.app, { locale });
      const row = nextRow++;
      const bought = await buySeats(me, t.hall.event.id, [t.hall.seatId(0, row, 1)], {
        ...BUYER,
        payment_method: 'sbp',
      });
      expect(bought.status).toBe(400);
      expect(bought.body).toMatchObject({
        payment_method: [message],
        codes: { payment_method: ['payment_method_unavailable'] },
      });
      expect((await me.content()).body).toMatchObject({
        count: 1,
        pending_order: null,
        payment_methods: ['card'],
      });
    }
    expect(posts('/v1/checkout/sessions')).toHaveLength(0);
  });
});

describe('Stripe: refunds', () => {
  it('a second payment of a paid order is refunded in full, in the euros it was charged; charge.refunded settles it', async () => {
    const first = await purchase();
    // The first attempt failed, the buyer paid again (a new session); then the first page was paid after all.
    fake.fail(first.session.id, 'card_declined');
    await webhook(
      'payment_intent.payment_failed',
      fake.intents.get(fake.sessions.get(first.session.id)?.payment_intent ?? ''),
    );
    const again = await first.me.post('/cart/buy', { ...BUYER, email: first.email });
    expect(again.status).toBe(200);
    const rows = (await db().select().from(payments).where(eq(payments.orderId, first.orderId))).sort(
      (a, b) => a.id - b.id,
    );
    const second = rows[1];
    const secondSession = fake.sessions.get(second?.providerPaymentId ?? '');
    if (!second || !secondSession) throw new Error('no second session');

    fake.settings.refundStatus = 'pending';
    fake.complete(secondSession.id);
    await webhook('checkout.session.completed', fake.sessions.get(secondSession.id));
    const firstIntent = fake.complete(first.session.id);
    await webhook('checkout.session.completed', fake.sessions.get(first.session.id));
    fake.settings.refundStatus = 'succeeded';

    const [call] = posts('/v1/refunds');
    expect(call?.headers['idempotency-key']).toBe(`refund-auto-${first.payment.id}`);
    expect(Object.fromEntries(new URLSearchParams(call?.body))).toMatchObject({
      payment_intent: firstIntent.id,
      amount: String(first.session.amount_total),
    });
    const [refund] = await db().select().from(refunds).where(eq(refunds.orderId, first.orderId));
    expect(refund).toMatchObject({
      status: 'pending',
      reason: 'order_already_paid',
      paymentId: first.payment.id,
    });
    expect(await ticketsOf(first.orderId)).toHaveLength(2);

    fake.settleRefund(refund?.providerRefundId ?? '', 'succeeded');
    const { answer } = await webhook('charge.refunded', fake.charge(firstIntent.id));
    expect(answer.statusCode).toBe(200);
    const [settled] = await db().select().from(refunds).where(eq(refunds.orderId, first.orderId));
    expect(settled?.status).toBe('succeeded');
    const mails = await outboxMailsTo(t.config.mail.outboxDir, first.email, 2);
    expect(mails.map((mail) => mail.subject)).toContain(
      `Second payment refunded, order ${first.body.order.number}`,
    );
  });
});

describe('Stripe: not answering', () => {
  it('answered too late: asked again with the same key, one session', async () => {
    fake.failNext({ kind: 'slow', ms: 1500 }, 1, (r) => r.method === 'POST');
    const before = fake.sessions.size;
    const { payment, body } = await purchase();
    const creates = posts('/v1/checkout/sessions');
    expect(creates.map((r) => r.headers['idempotency-key'])).toEqual([
      payment.idempotencyKey,
      payment.idempotencyKey,
    ]);
    expect(fake.sessions.size).toBe(before + 1);
    expect(body.payment_url).toBe(fake.sessions.get(payment.providerPaymentId ?? '')?.url);
  });

  it('a 5xx then an answer: the buyer does not notice; a 4xx from Stripe is a 503 at once', async () => {
    fake.failNext(
      { kind: 'answer', status: 500, body: { error: { type: 'api_error', message: 'boom' } } },
      1,
    );
    const { payment } = await purchase();
    expect(posts('/v1/checkout/sessions').map((r) => r.headers['idempotency-key'])).toEqual([
      payment.idempotencyKey,
      payment.idempotencyKey,
    ]);

    fake.requests.length = 0;
    fake.failNext(
      {
        kind: 'answer',
        status: 400,
        body: { error: { type: 'invalid_request_error', code: 'amount_too_small' } },
      },
      1,
    );
    const me = await visitor(t.app, { locale: 'ru' });
    const bought = await buySeats(me, t.hall.event.id, [t.hall.seatId(0, nextRow++, 1)]);
    expect(bought.status).toBe(503);
    expect(bought.body.code).toBe('service_unavailable');
    expect(posts('/v1/checkout/sessions')).toHaveLength(1);
  });
});
