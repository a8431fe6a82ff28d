// [PAYMENTS] The operator switches PAYMENT_PROVIDER from YooKassa to Stripe while an order waits for its YooKassa
// payment: after the restart new payments go to Stripe, and the old payment's notification, its refund and its SBP
// link still go to YooKassa, because each payment row records the provider it was made with. A provider nobody
// configured has no callback (404), and production without SANDBOX_PAYMENTS has no sandbox bank.
import { createTestDatabase, type Database, payments, refunds } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHall, type Hall } from '../factories/hall.factory.ts';
import { visitor } from '../helpers/cart-client.ts';
import { BUYER, buySeats } from '../helpers/checkout.ts';
import { createTestApp, manualClock, type TestApp } from '../helpers/test-app.ts';
import { type StripeFake, startStripeFake } from './fakes/stripe-fake.ts';
import { startYooKassaFake, type YooKassaFake } from './fakes/yookassa-fake.ts';
import { postCallback, withStripe, withYooKassa } from './provider-app.ts';

let database: Database;
let yoo: YooKassaFake;
let stripe: StripeFake;
let hall: Hall;
const clock = manualClock();

beforeAll(async () => {
  [database, yoo, stripe] = await Promise.all([createTestDatabase(), startYooKassaFake(), startStripeFake()]);
  hall = await createHall(database.db, { sections: [{ name: { ru: 'Партер' }, rows: 2, seatsPerRow: 4 }] });
});
afterAll(async () => {
  await Promise.all([database.close(), yoo.close(), stripe.close()]);
});

const paymentsOf = async (orderId: number) =>
  (await database.db.select().from(payments).where(eq(payments.orderId, orderId))).sort(
    (a, b) => a.id - b.id,
  );

describe('switching the payment provider', () => {
  it('keeps the old payments with their provider: notification, refund and SBP link still go to YooKassa', async () => {
    const before: TestApp = await createTestApp({ clock, database, config: (c) => withYooKassa(c, yoo) });
    const buyer = await visitor(before.app);
    const sbp = await buySeats(buyer, hall.event.id, [hall.seatId(0, 1, 1), hall.seatId(0, 1, 2)], {
      ...BUYER,
      payment_method: 'sbp',
    });
    expect(sbp.status).toBe(200);
    const orderId = sbp.body.order.id as number;
    await before.close();

    // Restarted with Stripe as the current provider, YooKassa still configured.
    const after = await createTestApp({
      clock,
      database,
      config: (c) => withStripe(withYooKassa(c, yoo), stripe),
    });
    try {
      const returning = await visitor(after.app, { session: buyer.session });
      const link = await returning.post('/cart/get_sbp_link', { order: orderId });
      expect(link.body.url).toMatch(/^https:\/\/qr\.nspk\.ru\//);

      const newcomer = await visitor(after.app);
      const card = await buySeats(newcomer, hall.event.id, [hall.seatId(0, 2, 1)]);
      expect(card.body.payment_url).toMatch(/^https:\/\/checkout\.stripe\.fake\//);
      expect((await paymentsOf(card.body.order.id))[0]?.provider).toBe('stripe');

      // The buyer paid the old YooKassa payment, then another one of the same order: the second is refunded there.
      const old = (await paymentsOf(orderId))[0];
      expect(old?.provider).toBe('yookassa');
      const again = await returning.post('/cart/buy', BUYER);
      expect(again.status).toBe(200);
      const second = (await paymentsOf(orderId))[1];
      expect(second?.provider).toBe('stripe');
      yoo.succeed(old?.providerPaymentId ?? '');
      const paid = await postCallback(
        after.app,
        'yookassa',
        yoo.notification('payment.succeeded', old?.providerPaymentId ?? ''),
      );
      expect(paid.statusCode).toBe(200);
      expect(await returning.get(`/cart/order_status?order=${orderId}`)).toMatchObject({
        body: { status: 'paid' },
      });

      // The Stripe payment of the same order succeeds too: refunded through Stripe, not YooKassa.
      const intent = stripe.complete(second?.providerPaymentId ?? '');
      const event = stripe.event(
        'checkout.session.completed',
        stripe.sessions.get(second?.providerPaymentId ?? ''),
        clock.now(),
      );
      const late = await postCallback(after.app, 'stripe', event.body, {
        headers: { 'stripe-signature': event.signature },
      });
      expect(late.statusCode).toBe(200);
      expect([...stripe.refunds.values()].map((refund) => refund.payment_intent)).toEqual([intent.id]);
      expect(yoo.refunds.size).toBe(0);
      const [refund] = await database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
      expect(refund).toMatchObject({ paymentId: second?.id, status: 'succeeded' });
    } finally {
      await after.close();
    }
  });

  it('has no callback for a provider that is not configured, and no sandbox in production without SANDBOX_PAYMENTS', async () => {
    const app = await createTestApp({
      clock,
      database,
      config: (c) => {
        const production = withYooKassa({ ...c, env: 'production' }, yoo);
        return { ...production, payments: { ...production.payments, sandboxEnabled: false } };
      },
    });
    try {
      expect((await postCallback(app.app, 'stripe', '{}')).statusCode).toBe(404);
      expect((await postCallback(app.app, 'sandbox', '{}')).statusCode).toBe(404);
      expect((await app.app.inject({ method: 'GET', url: '/api/v1/sandbox/pay/sbx_x' })).statusCode).toBe(
        404,
      );
    } finally {
      await app.close();
    }
  });
});
