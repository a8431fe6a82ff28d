// [CHECKOUT] Automatic refunds a crash left half done (checkout.service.ts retryStaleRefunds, refund-retry.ts):
// the refund row is committed with the late payment's notification and the provider is asked after the commit;
// when the process dies in between, the row stays `pending`. The retry sends it to the provider again with the
// same idempotency key, records the answer and tells the buyer; it leaves alone a refund in progress (younger
// than REFUND_RETRY_AFTER_MS), a finished one, and a row another process has just leased.
import { refunds } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { describe, expect, it } from 'vitest';
import { createCheckoutRepository } from '../../src/modules/checkout/checkout.repository.ts';
import { createCheckoutService, REFUND_RETRY_AFTER_MS } from '../../src/modules/checkout/checkout.service.ts';
import { createRefundRetry } from '../../src/modules/checkout/refund-retry.ts';
import type { PaymentProvider } from '../../src/modules/payments/payment-provider.ts';
import { visitor } from '../helpers/cart-client.ts';
import { bankPost, buySeats, pidOf, useCheckoutTestApp } from '../helpers/checkout.ts';
import { manualClock } from '../helpers/test-app.ts';

const clock = manualClock();
const MINUTE = 60_000;
const t = useCheckoutTestApp(clock, [{ name: { ru: 'Партер' }, kind: 'parterre', rows: 2, seatsPerRow: 6 }]);

const db = () => t.database.db;
const silent = { debug: () => {}, warn: () => {}, error: () => {} } as never;

/** A bank that records the refunds it is asked for (its idempotency keys) and always agrees. */
function recordingBank() {
  const asked: Array<{ providerPaymentId: string; amountKopecks: number; idempotencyKey: string }> = [];
  const provider = {
    key: 'sandbox',
    async refund({ providerPaymentId, amountKopecks, idempotencyKey }: (typeof asked)[number]) {
      asked.push({ providerPaymentId, amountKopecks, idempotencyKey });
      return { providerRefundId: `rf_${asked.length}`, status: 'succeeded' as const };
    },
  } as unknown as PaymentProvider;
  const checkout = createCheckoutService({
    repository: createCheckoutRepository(db()),
    cart: { ownCart: async () => 0 } as never,
    providers: { current: provider, byKey: (key) => (key === 'sandbox' ? provider : undefined) },
    clock,
    paymentWindowMs: 15 * MINUTE,
    maxPlacesPerOrder: 10,
    links: { paymentResult: () => '', paymentFail: () => '', tickets: () => '' },
    keySecret: 'test',
    log: silent,
  });
  return { asked, checkout };
}

/** A late payment for a seat someone else holds now: refunded; then the refund row put back as a crash leaves it. */
async function refundLostInACrash(seatNumber: number) {
  const me = await visitor(t.app);
  const { body } = await buySeats(me, t.hall.event.id, [t.hall.seatId(0, 1, seatNumber)]);
  clock.advance(20 * MINUTE);
  const rival = await visitor(t.app);
  expect(
    (await rival.add({ event: t.hall.event.id, places: [t.hall.seatId(0, 1, seatNumber)] })).status,
  ).toBe(200);
  await bankPost(t.app, `pay/${pidOf(body.payment_url)}`, { card: '4242424242424242' });
  const [row] = await db().select().from(refunds).where(eq(refunds.orderId, body.order.id));
  if (!row) throw new Error('no refund row');
  await db()
    .update(refunds)
    .set({ status: 'pending', providerRefundId: null, updatedAt: clock.now() })
    .where(eq(refunds.id, row.id));
  return { refundId: row.id, orderId: body.order.id as number, amount: body.order.total_kopecks as number };
}

const refundRow = async (id: number) => (await db().select().from(refunds).where(eq(refunds.id, id)))[0];

describe('automatic refunds left pending by a crash', () => {
  it('are sent again once stale, with the same idempotency key, recorded, and not again afterwards', async () => {
    const lost = await refundLostInACrash(1);
    const { asked, checkout } = recordingBank();

    // Still young: maybe the process that made it is asking the bank right now.
    expect(await checkout.retryStaleRefunds(10)).toBe(0);
    expect(asked).toEqual([]);

    clock.advance(REFUND_RETRY_AFTER_MS + 1000);
    const job = createRefundRetry({ checkout, intervalMs: 0, batch: 10, log: silent });
    expect(await job.runOnce()).toEqual({ refunds: 1 });
    expect(asked).toEqual([
      {
        providerPaymentId: expect.any(String),
        amountKopecks: lost.amount,
        idempotencyKey: expect.any(String),
      },
    ]);
    // The key the first attempt used (auto-{payment} in the row, refund-auto-{payment} at the bank).
    expect(asked[0]?.idempotencyKey).toBe(`refund-${(await refundRow(lost.refundId))?.idempotencyKey}`);
    expect(await refundRow(lost.refundId)).toMatchObject({ status: 'succeeded', providerRefundId: 'rf_1' });

    clock.advance(REFUND_RETRY_AFTER_MS + 1000);
    expect(await job.runOnce()).toEqual({ refunds: 0 });
    expect(asked).toHaveLength(1);
  });

  it('a row just leased by one process is not sent by another until its lease ends', async () => {
    const lost = await refundLostInACrash(2);
    clock.advance(REFUND_RETRY_AFTER_MS + 1000);
    const repository = createCheckoutRepository(db());
    const cutoff = new Date(clock.now().getTime() - REFUND_RETRY_AFTER_MS);
    // Another process leases it (and, say, dies before the bank answers).
    expect((await repository.staleRefunds(clock.now(), cutoff, 10)).map((r) => r.refundId)).toEqual([
      lost.refundId,
    ]);
    const { asked, checkout } = recordingBank();
    expect(await checkout.retryStaleRefunds(10)).toBe(0);
    expect(asked).toEqual([]);
    clock.advance(REFUND_RETRY_AFTER_MS + 1000);
    expect(await checkout.retryStaleRefunds(10)).toBe(1);
    expect(await refundRow(lost.refundId)).toMatchObject({ status: 'succeeded' });
  });
});
