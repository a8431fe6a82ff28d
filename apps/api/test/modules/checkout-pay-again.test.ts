// [CHECKOUT] Paying an order again (PRODUCT.md "Payment result"): why the last payment failed
// (GET /cart/order_status `failure`, from the bank's notification), the order waiting for payment
// beside the empty cart (GET /cart/content `pending_order`), POST /cart/buy with an empty cart
// making a new payment of it (new idempotency key, the request's method, buyer updated; a double
// click answers the same URL; past the deadline 409 and nothing changes), and an order paid in two
// tabs: paid once, one set of tickets, the second payment refunded and recorded, also when both
// notifications arrive at the same moment.
import { orders, payments, refunds, tickets } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCheckoutRepository } from '../../src/modules/checkout/checkout.repository.ts';
import { createOrderExpiryRepository } from '../../src/modules/checkout/order-expiry.repository.ts';
import { type Visitor, visitor } from '../helpers/cart-client.ts';
import {
  BUYER,
  bankPost,
  buySeats,
  outboxMailsTo,
  pidOf,
  signedCallback,
  useCheckoutTestApp,
} from '../helpers/checkout.ts';
import { manualClock } from '../helpers/test-app.ts';

const clock = manualClock();
const MINUTE = 60_000;
const t = useCheckoutTestApp(clock, [
  { name: { ru: 'Партер', en: 'Stalls' }, kind: 'parterre', rows: 4, seatsPerRow: 8 },
]);
beforeEach(async () => {
  clock.advance(60 * MINUTE);
});

const seat = (row: number, number: number) => t.hall.seatId(0, row, number);
const db = () => t.database.db;
const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const paymentsOf = async (orderId: number) =>
  (await db().select().from(payments).where(eq(payments.orderId, orderId))).sort((a, b) => a.id - b.id);
const refundsOf = async (orderId: number) => db().select().from(refunds).where(eq(refunds.orderId, orderId));
const ticketsOf = async (orderId: number) => db().select().from(tickets).where(eq(tickets.orderId, orderId));
const statusOf = async (me: Visitor, orderId: number) =>
  (await me.get(`/cart/order_status?order=${orderId}`)).body;
const card = (pid: string, number: string) => bankPost(t.app, `pay/${pid}`, { card: number });
const DECLINE = '4000000000000002';
const SUCCESS = '4242424242424242';

describe('paying again after a failed payment', () => {
  it('says why it failed, shows the order beside the cart, and a new payment by another method pays it', async () => {
    const me = await visitor(t.app);
    const { body } = await buySeats(me, t.hall.event.id, [seat(1, 1), seat(1, 2)]);
    const orderId = body.order.id as number;
    await card(pidOf(body.payment_url), DECLINE);

    expect(await statusOf(me, orderId)).toMatchObject({
      status: 'failed',
      failure: 'declined',
      can_pay_again: true,
      count: 2,
      total_kopecks: body.order.total_kopecks,
      payment_method: 'card',
      expires_at: body.order.expires_at,
      tickets_url: null,
    });
    const content = (await me.content()).body;
    expect(content.count).toBe(0);
    expect(content.pending_order).toMatchObject({
      id: orderId,
      number: body.order.number,
      status: 'failed',
      failure: 'declined',
      count: 2,
      expires_at: body.order.expires_at,
      buyer: { name: BUYER.name, email: BUYER.email, phone: BUYER.phone },
    });
    // …with what it holds, as the cart showed it: the session and its seats.
    const [group] = content.pending_order.events;
    expect(content.pending_order.events).toHaveLength(1);
    expect(group).toMatchObject({
      event: { id: t.hall.event.id },
      count: 2,
      total_kopecks: body.order.total_kopecks,
    });
    expect(group.performance.title).toEqual(expect.any(String));
    expect(group.items.map((item: { seat: { id: number } }) => item.seat.id)).toEqual([
      seat(1, 1),
      seat(1, 2),
    ]);
    expect(group.items[0].seat).toMatchObject({ row: expect.any(String), seat: expect.any(String) });
    // The header counter counts the order's places while it waits (the cart itself is empty).
    expect((await me.get('/cart/count_seats')).body).toEqual({ count: 2 });

    // The buyer corrects their details and pays by SBP this time.
    const buyer = {
      email: 'ivan@example.com',
      phone: '+7 (999) 765-43-21',
      name: 'Иван',
      payment_method: 'sbp',
    };
    const again = await me.post('/cart/buy', buyer);
    expect(again.status).toBe(200);
    expect(again.body.order).toMatchObject({ id: orderId, status: 'pending', payment_method: 'sbp' });
    expect(again.body.payment_url).toMatch(/\/api\/v1\/sandbox\/sbp\/sbx_[0-9A-Z]{26}$/);
    expect(again.body.payment_url).not.toBe(body.payment_url);
    const rows = await paymentsOf(orderId);
    expect(rows.map((row) => row.status)).toEqual(['failed', 'pending']);
    expect(rows.map((row) => row.failureReason)).toEqual(['declined', null]);
    expect(new Set(rows.map((row) => row.idempotencyKey)).size).toBe(2);
    expect(rows[1]?.amountKopecks).toBe(body.order.total_kopecks);
    expect(await orderRow(orderId)).toMatchObject({
      email: buyer.email,
      phone: buyer.phone,
      name: buyer.name,
      paymentMethod: 'sbp',
      status: 'pending',
    });
    expect(await statusOf(me, orderId)).toMatchObject({
      status: 'pending',
      failure: null,
      payment_method: 'sbp',
      can_pay_again: true,
    });
    expect((await me.content()).body.pending_order).toMatchObject({
      status: 'pending',
      failure: null,
      buyer: { name: 'Иван', email: buyer.email, phone: buyer.phone },
    });

    // A double click while that payment is pending: the same URL, no new payment.
    const twice = await me.post('/cart/buy', buyer);
    expect(twice.body.payment_url).toBe(again.body.payment_url);
    expect(await paymentsOf(orderId)).toHaveLength(2);

    // Card after all: another payment; the card pays the order.
    const byCard = await me.post('/cart/buy', { ...buyer, payment_method: 'card' });
    expect(byCard.body.payment_url).toMatch(/\/sandbox\/pay\/sbx_/);
    expect(await paymentsOf(orderId)).toHaveLength(3);
    expect((await card(pidOf(byCard.body.payment_url), SUCCESS)).body).toContain('data-outcome="accepted"');
    expect(await statusOf(me, orderId)).toMatchObject({
      status: 'paid',
      failure: null,
      can_pay_again: false,
      payment_method: 'card',
    });
    expect(await ticketsOf(orderId)).toHaveLength(2);
    expect((await me.content()).body.pending_order).toBeNull();
    expect((await me.get('/cart/count_seats')).body).toEqual({ count: 0 });
    const closed = await me.post('/cart/buy', buyer);
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('hold_expired');
  });

  it('records each failure reason of the bank: 3-D Secure, SBP decline, and a notification without one', async () => {
    const me = await visitor(t.app, { locale: 'en' });
    const { body } = await buySeats(me, t.hall.event.id, [seat(2, 1)]);
    const pid = pidOf(body.payment_url);
    await card(pid, '4000000000003220');
    await bankPost(t.app, `pay/${pid}/3ds`, { code: '000000' });
    expect(await statusOf(me, body.order.id)).toMatchObject({
      status: 'failed',
      failure: 'authentication_failed',
    });

    const sbp = await me.post('/cart/buy', { ...BUYER, payment_method: 'sbp' });
    const phone = await bankPost(t.app, `sbp/${pidOf(sbp.body.payment_url)}/phone`, { action: 'decline' });
    expect(phone.body).toContain('data-outcome="declined"');
    expect((await statusOf(me, body.order.id)).failure).toBe('declined');

    const third = await me.post('/cart/buy', BUYER);
    const note = { event_id: 'evt-no-reason', payment_id: pidOf(third.body.payment_url), status: 'failed' };
    const answer = await signedCallback(
      t.app,
      t.config.payments.sandboxSecret,
      { ...note, amount_kopecks: 1 },
      clock.now(),
    );
    expect(answer.statusCode).toBe(200);
    expect(await statusOf(me, body.order.id)).toMatchObject({ status: 'failed', failure: 'other' });
    expect((await paymentsOf(body.order.id)).map((row) => row.failureReason)).toEqual([
      'authentication_failed',
      'declined',
      'other',
    ]);
  });

  it('past the deadline: 409 hold_expired in the visitor language, nothing changes', async () => {
    const me = await visitor(t.app, { locale: 'en' });
    const { body } = await buySeats(me, t.hall.event.id, [seat(2, 2)]);
    await card(pidOf(body.payment_url), DECLINE);
    clock.advance(16 * MINUTE);
    const before = await orderRow(body.order.id);
    const late = await me.post('/cart/buy', { ...BUYER, name: 'Someone Else', payment_method: 'sbp' });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ code: 'hold_expired', detail: expect.stringContaining('hold has expired') });
    expect(await orderRow(body.order.id)).toEqual(before);
    expect(await paymentsOf(body.order.id)).toHaveLength(1);
    expect(await statusOf(me, body.order.id)).toMatchObject({ status: 'expired', can_pay_again: false });
    expect((await me.content()).body.pending_order).toBeNull();

    const ru = await visitor(t.app, { session: me.session });
    expect((await ru.post('/cart/buy', BUYER)).body.detail).toContain('Время брони истекло');
  });

  it('after the sweeper has marked the order expired: the same 409, not "cart empty"', async () => {
    const me = await visitor(t.app, { locale: 'en' });
    const { body } = await buySeats(me, t.hall.event.id, [seat(4, 7)]);
    await card(pidOf(body.payment_url), DECLINE);
    clock.advance(16 * MINUTE);
    expect(await createOrderExpiryRepository(db()).expireUnpaid(clock.now(), 100)).toBeGreaterThanOrEqual(1);
    expect((await orderRow(body.order.id))?.status).toBe('expired');
    const late = await me.post('/cart/buy', BUYER);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ code: 'hold_expired', detail: expect.stringContaining('hold has expired') });
    expect(await paymentsOf(body.order.id)).toHaveLength(1);
  });

  it("the bank sends the buyer back in the order's language; paying again in another language switches it", async () => {
    const me = await visitor(t.app, { locale: 'en' });
    const { body } = await buySeats(me, t.hall.event.id, [seat(4, 8)]);
    const declined = await card(pidOf(body.payment_url), DECLINE);
    expect(declined.body).toContain(`http://localhost:3000/en/paymentfail?order=${body.order.id}`);
    const de = await visitor(t.app, { locale: 'de', session: me.session });
    const again = await de.post('/cart/buy', BUYER);
    expect(again.status).toBe(200);
    const paid = await card(pidOf(again.body.payment_url), SUCCESS);
    expect(paid.body).toContain(`http://localhost:3000/de/paymentresult?order=${body.order.id}`);
    expect((await orderRow(body.order.id))?.locale).toBe('de');
  });

  it('two clicks at once on paying again make one new payment and answer its URL twice', async () => {
    const me = await visitor(t.app);
    const { body } = await buySeats(me, t.hall.event.id, [seat(2, 4)]);
    await card(pidOf(body.payment_url), DECLINE);
    const both = await Promise.all([me.post('/cart/buy', BUYER), me.post('/cart/buy', BUYER)]);
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    expect(both[0]?.body.payment_url).toBe(both[1]?.body.payment_url);
    const rows = await paymentsOf(body.order.id);
    expect(rows.map((row) => row.status)).toEqual(['failed', 'pending']);
    // Whichever of two parallel requests stores the provider's page first, both answer that one.
    const late = await createCheckoutRepository(db()).setPaymentUrl(
      rows[1]?.id ?? 0,
      'sbx_LATE',
      'https://late',
    );
    expect(late).toBe(both[0]?.body.payment_url);
    expect((await paymentsOf(body.order.id))[1]).toMatchObject({
      paymentUrl: both[0]?.body.payment_url,
      providerPaymentId: pidOf(both[0]?.body.payment_url),
    });
  });

  it("another visitor's empty cart never reaches this order", async () => {
    const me = await visitor(t.app);
    const { body } = await buySeats(me, t.hall.event.id, [seat(2, 3)]);
    await card(pidOf(body.payment_url), DECLINE);
    const stranger = await visitor(t.app);
    const answer = await stranger.post('/cart/buy', BUYER);
    expect(answer.status).toBe(409);
    expect(answer.body.detail).toContain('В корзине нет мест');
    expect((await stranger.content()).body.pending_order).toBeNull();
    expect(await paymentsOf(body.order.id)).toHaveLength(1);
  });
});

describe('an order paid in two tabs', () => {
  /** An order with two pending payments: card (first tab), then SBP (second tab). */
  async function twoPayments(places: number[], buyer = BUYER) {
    const me = await visitor(t.app);
    const { body } = await buySeats(me, t.hall.event.id, places, buyer);
    const second = await me.post('/cart/buy', { ...buyer, payment_method: 'sbp' });
    expect(second.body.order.id).toBe(body.order.id);
    return { me, order: body.order, first: pidOf(body.payment_url), second: pidOf(second.body.payment_url) };
  }

  it('is paid once with one set of tickets; the second payment is refunded through the bank and recorded', async () => {
    const to = 'two-tabs@example.com';
    const { me, order, first, second } = await twoPayments([seat(3, 1), seat(3, 2)], { ...BUYER, email: to });
    await card(first, SUCCESS);
    const approved = await bankPost(t.app, `sbp/${second}/phone`, { action: 'approve' });
    expect(approved.body).toContain('data-outcome="accepted"');

    expect(await statusOf(me, order.id)).toMatchObject({ status: 'paid', can_pay_again: false });
    expect(await ticketsOf(order.id)).toHaveLength(2);
    const rows = await paymentsOf(order.id);
    expect(rows.map((row) => row.status)).toEqual(['succeeded', 'succeeded']);
    expect(await refundsOf(order.id)).toMatchObject([
      {
        paymentId: rows[1]?.id,
        amountKopecks: order.total_kopecks,
        status: 'succeeded',
        reason: 'order_already_paid',
        providerRefundId: expect.stringMatching(/^sbxr_/),
      },
    ]);
    // The first payment notified again (another event id): nothing more is refunded.
    await signedCallback(
      t.app,
      t.config.payments.sandboxSecret,
      { event_id: 'evt-first-again', payment_id: first, status: 'succeeded', amount_kopecks: 1 },
      clock.now(),
    );
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect((await orderRow(order.id))?.status).toBe('paid');
    // The buyer is told, in the order's language: the tickets mail, then the refund of the second payment.
    const mails = await outboxMailsTo(t.config.mail.outboxDir, to, 2);
    const refundMail = mails.find((mail) => mail.subject?.startsWith('Возврат повторной оплаты'));
    expect(refundMail?.subject).toBe(`Возврат повторной оплаты, заказ ${order.number}`);
    expect(refundMail?.text).toContain('Ваши билеты действительны');
    expect(mails.filter((mail) => mail.subject?.startsWith('Ваши билеты'))).toHaveLength(1);
  });

  it('both notifications at the same moment: one sale, one refund', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { order, first, second } = await twoPayments([seat(4, 1 + 2 * round), seat(4, 2 + 2 * round)]);
      const notes = [first, second].map((pid, index) => ({
        event_id: `evt-race-${round}-${index}`,
        payment_id: pid,
        status: 'succeeded',
        amount_kopecks: order.total_kopecks,
      }));
      const answers = await Promise.all(
        notes.map((note) => signedCallback(t.app, t.config.payments.sandboxSecret, note, clock.now())),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect((await orderRow(order.id))?.status).toBe('paid');
      expect(await ticketsOf(order.id)).toHaveLength(2);
      const refunded = await refundsOf(order.id);
      expect(refunded).toHaveLength(1);
      expect(refunded[0]).toMatchObject({ status: 'succeeded', amountKopecks: order.total_kopecks });
      expect((await paymentsOf(order.id)).map((row) => row.status)).toEqual(['succeeded', 'succeeded']);
    }
  });
});
