// [PAYMENTS] The providers' own calls against their fakes, below the order code: full and partial refunds (YooKassa
// in roubles; Stripe in the euros charged, in proportion to the rouble amount kept with the session, so a changed
// rate does not change a refund), more than is left refused with the provider's error, a reused idempotency key with
// other parameters refused, the same key answered once, status and SBP links.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentProvider, ProviderError } from '../../src/modules/payments/payment-provider.ts';
import { createStripeProvider } from '../../src/modules/payments/stripe/stripe-provider.ts';
import { createYooKassaProvider } from '../../src/modules/payments/yookassa/yookassa-provider.ts';
import { type StripeFake, startStripeFake } from './fakes/stripe-fake.ts';
import { startYooKassaFake, type YooKassaFake } from './fakes/yookassa-fake.ts';
import { TEST_PROVIDER_HTTP } from './provider-app.ts';

let yoo: YooKassaFake;
let stripe: StripeFake;
let yooProvider: PaymentProvider;
const stripeAt = (rubPerEur: number) =>
  createStripeProvider({
    secretKey: stripe.secretKey,
    webhookSecret: stripe.webhookSecret,
    apiUrl: stripe.url,
    toleranceSeconds: 300,
    rubPerEur,
    http: TEST_PROVIDER_HTTP,
  });

beforeAll(async () => {
  [yoo, stripe] = await Promise.all([startYooKassaFake(), startStripeFake()]);
  yooProvider = createYooKassaProvider({
    shopId: yoo.shopId,
    secretKey: yoo.secretKey,
    apiUrl: `${yoo.url}/v3`,
    trustedIps: null,
    receipts: null,
    http: TEST_PROVIDER_HTTP,
  });
});
afterAll(async () => {
  await Promise.all([yoo.close(), stripe.close()]);
});

let serial = 0;
const payment = (amountKopecks: number, method: 'card' | 'sbp' = 'card') => {
  serial += 1;
  return {
    paymentId: serial,
    orderId: serial,
    orderNumber: `ABC-${String(serial).padStart(5, '0')}`,
    amountKopecks,
    method,
    idempotencyKey: `order-${serial}-1`,
    successUrl: `https://afisha.example/paymentresult?order=${serial}`,
    failUrl: `https://afisha.example/paymentfail?order=${serial}`,
    locale: 'ru' as const,
    description: `Заказ ABC-${serial}`,
    receipt: noReceipt,
  };
};
/** These providers print no receipt: asking for one is a mistake the test would see. */
const noReceipt = (): never => {
  throw new Error('a receipt was asked for');
};
const refund = (provider: PaymentProvider, providerPaymentId: string, amountKopecks: number, key: string) =>
  provider.refund({ providerPaymentId, amountKopecks, idempotencyKey: key, receipt: noReceipt });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ProviderError);
      return error as ProviderError;
    },
  );

describe('YooKassa refunds and reads', () => {
  it('refunds a part, then the rest; more than is left is refused with YooKassa’s error', async () => {
    const created = await yooProvider.createPayment(payment(150_050));
    expect(await yooProvider.status(created.providerPaymentId)).toBe('pending');
    yoo.succeed(created.providerPaymentId);
    expect(await yooProvider.status(created.providerPaymentId)).toBe('succeeded');

    const part = await refund(yooProvider, created.providerPaymentId, 50_025, 'r-1');
    expect(part.status).toBe('succeeded');
    expect(yoo.refunds.get(part.providerRefundId)?.amount).toEqual({ value: '500.25', currency: 'RUB' });
    const again = await refund(yooProvider, created.providerPaymentId, 50_025, 'r-1');
    expect(again.providerRefundId).toBe(part.providerRefundId);

    const tooMuch = await refusal(refund(yooProvider, created.providerPaymentId, 100_026, 'r-2'));
    expect(tooMuch).toMatchObject({ status: 400, providerCode: 'invalid_request' });
    const rest = await refund(yooProvider, created.providerPaymentId, 100_025, 'r-3');
    expect(yoo.refunds.get(rest.providerRefundId)?.amount.value).toBe('1000.25');
    expect(yoo.payments.get(created.providerPaymentId)?.refunded_amount?.value).toBe('1500.50');
  });

  it('refunds the whole of a payment at once; a payment not paid cannot be refunded', async () => {
    const paid = await yooProvider.createPayment(payment(99_900));
    yoo.succeed(paid.providerPaymentId);
    const full = await refund(yooProvider, paid.providerPaymentId, 99_900, 'r-full');
    expect(yoo.refunds.get(full.providerRefundId)?.amount.value).toBe('999.00');

    const unpaid = await yooProvider.createPayment(payment(1_000));
    await refusal(refund(yooProvider, unpaid.providerPaymentId, 1_000, 'r-unpaid'));
  });

  it('a reused idempotency key with another body is refused; the same body answers the first payment', async () => {
    const input = payment(10_000);
    const first = await yooProvider.createPayment(input);
    expect((await yooProvider.createPayment(input)).providerPaymentId).toBe(first.providerPaymentId);
    const error = await refusal(yooProvider.createPayment({ ...input, amountKopecks: 20_000 }));
    expect(error).toMatchObject({ status: 400, providerCode: 'invalid_request' });
  });

  it('gives the SBP link of a QR payment and YooKassa’s page of a card payment; a wrong key is refused at once', async () => {
    const sbp = await yooProvider.createPayment(payment(5_000, 'sbp'));
    expect((await yooProvider.sbpLink({ providerPaymentId: sbp.providerPaymentId })).url).toBe(sbp.url);
    expect(sbp.url).toMatch(/^https:\/\/qr\.nspk\.ru\//);
    const card = await yooProvider.createPayment(payment(5_000));
    expect((await yooProvider.sbpLink({ providerPaymentId: card.providerPaymentId })).url).toBe(card.url);

    const before = yoo.requests.length;
    const stranger = createYooKassaProvider({
      shopId: yoo.shopId,
      secretKey: 'test_wrong-secret-key',
      apiUrl: `${yoo.url}/v3`,
      trustedIps: null,
      receipts: null,
      http: TEST_PROVIDER_HTTP,
    });
    expect(await refusal(stranger.createPayment(payment(5_000)))).toMatchObject({
      status: 401,
      providerCode: 'invalid_credentials',
    });
    expect(yoo.requests.length - before).toBe(1);
  });

  it('gives up after the last retry when YooKassa keeps failing, naming what happened', async () => {
    yoo.failNext({ kind: 'answer', status: 500, body: { type: 'error', code: 'internal_server_error' } }, 3);
    const error = await refusal(yooProvider.createPayment(payment(5_000)));
    expect(error.message).toMatch(/failed after 3 attempts: 500 internal_server_error/);
    yoo.failNext({ kind: 'slow', ms: 1500 }, 3);
    expect((await refusal(yooProvider.status('anything'))).message).toMatch(/timed out/);
  });
});

describe('Stripe refunds in the euros charged', () => {
  it('refunds a third, then the rest, in proportion; more than is left is refused with Stripe’s error', async () => {
    const provider = stripeAt(100);
    const created = await provider.createPayment(payment(300_000));
    const session = stripe.sessions.get(created.providerPaymentId);
    expect(session?.amount_total).toBe(3_000);
    stripe.complete(created.providerPaymentId);
    expect(await provider.status(created.providerPaymentId)).toBe('succeeded');

    // The operator changed the rate since: refunds still follow the payment's own conversion.
    const later = stripeAt(80);
    const third = await refund(later, created.providerPaymentId, 100_000, 's-1');
    expect(stripe.refunds.get(third.providerRefundId)).toMatchObject({ amount: 1_000, status: 'succeeded' });
    const tooMuch = await refusal(refund(later, created.providerPaymentId, 300_000, 's-2'));
    expect(tooMuch).toMatchObject({ status: 400, providerCode: 'amount_too_large' });
    const rest = await refund(later, created.providerPaymentId, 200_000, 's-3');
    expect(stripe.refunds.get(rest.providerRefundId)?.amount).toBe(2_000);
  });

  it('refunds a whole payment to the cent; an unpaid session is refused before Stripe is asked to refund', async () => {
    const provider = stripeAt(98.5);
    const created = await provider.createPayment(payment(150_000));
    expect(stripe.sessions.get(created.providerPaymentId)?.amount_total).toBe(1_523);
    const unpaid = await refusal(refund(provider, created.providerPaymentId, 150_000, 's-u'));
    expect(unpaid.message).toMatch(/no payment to refund/);
    stripe.complete(created.providerPaymentId);
    const full = await refund(provider, created.providerPaymentId, 150_000, 's-f');
    expect(stripe.refunds.get(full.providerRefundId)?.amount).toBe(1_523);
  });

  it('a reused key with other parameters is Stripe’s idempotency_error; the same parameters answer the same session', async () => {
    const provider = stripeAt(100);
    const input = payment(10_000);
    const first = await provider.createPayment(input);
    expect((await provider.createPayment(input)).providerPaymentId).toBe(first.providerPaymentId);
    expect(await refusal(provider.createPayment({ ...input, amountKopecks: 20_000 }))).toMatchObject({
      status: 400,
      providerCode: 'idempotency_error',
    });
  });
});
