// [PAYMENTS] The sandbox bank's card whose first refund is refused (4000 0000 0000 0119): it pays like 4242 and
// marks the payment (sandbox_refund_refusals); the payment's first refund is refused (`failed`) and takes the mark,
// so the box office's refund_again (a new key) goes through; refunds of payments made with the other cards are not
// refused and mark nothing. The card is listed on the bank's card page.
import { orders, refunds, sandboxRefundRefusals, sandboxRefunds, tickets } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../../src/modules/payments/payment-provider.ts';
import {
  createSandboxProvider,
  type SandboxPayment,
} from '../../src/modules/payments/sandbox/sandbox-provider.ts';
import { createSandboxRefundsRepository } from '../../src/modules/payments/sandbox/sandbox-refunds.repository.ts';
import { type Visitor, visitor } from '../helpers/cart-client.ts';
import { bankPost, buySeats, pidOf, useCheckoutTestApp } from '../helpers/checkout.ts';
import { staffMember } from '../helpers/staff-member.ts';
import { manualClock } from '../helpers/test-app.ts';

const REFUND_REFUSED = '4000 0000 0000 0119';
const clock = manualClock();
const t = useCheckoutTestApp(clock, [{ name: { ru: 'Партер' }, kind: 'parterre', rows: 4, seatsPerRow: 4 }]);
const db = () => t.database.db;
let clerk: Visitor;

beforeAll(async () => {
  clerk = await staffMember(t.app, db(), 'staff', null);
});

const marks = async (pid: string) =>
  db().select().from(sandboxRefundRefusals).where(eq(sandboxRefundRefusals.providerPaymentId, pid));

/** The bank's book of a payment's refunds, oldest first. */
const book = (pid: string) =>
  db()
    .select({
      id: sandboxRefunds.providerRefundId,
      amount: sandboxRefunds.amountKopecks,
      status: sandboxRefunds.status,
    })
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.providerPaymentId, pid))
    .orderBy(sandboxRefunds.createdAt, sandboxRefunds.providerRefundId);

/** An order of two seats of `row`, paid on the bank's card page with `card`. */
async function paidWith(card: string, row: number) {
  const buyer = await visitor(t.app);
  const bought = await buySeats(buyer, t.hall.event.id, [t.hall.seatId(0, row, 1), t.hall.seatId(0, row, 2)]);
  expect(bought.status).toBe(200);
  const pid = pidOf(bought.body.payment_url);
  const paid = await bankPost(t.app, `pay/${pid}`, { card });
  expect(paid.body).toContain('data-outcome="accepted"');
  const orderId = Number(bought.body.order.id);
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  expect(order?.status).toBe('paid');
  return { orderId, pid, totalKopecks: order?.totalKopecks ?? 0 };
}

describe('the sandbox card whose first refund the bank refuses', () => {
  it('is listed on the bank’s card page', async () => {
    const buyer = await visitor(t.app);
    const bought = await buySeats(buyer, t.hall.event.id, [t.hall.seatId(0, 4, 4)]);
    const form = await t.app.inject({ url: `/api/v1/sandbox/pay/${pidOf(bought.body.payment_url)}` });
    expect(form.body).toContain('4000 0000 0000 0119 — оплата проходит, первый возврат отклоняется');
  });

  it('pays and marks the payment; its first refund is refused, refund_again then goes through', async () => {
    const { orderId, pid, totalKopecks } = await paidWith(REFUND_REFUSED, 1);
    expect(await marks(pid)).toHaveLength(1);

    const refused = await clerk.post(`/orders/admin/${orderId}/full_refund`, {});
    expect(refused).toMatchObject({
      status: 200,
      body: { order: { status: 'refunded' }, refund: { status: 'failed', amount_kopecks: totalKopecks } },
    });
    // The refusal took the mark; the order's lines were given back all the same.
    expect(await marks(pid)).toEqual([]);
    const issued = await db().select().from(tickets).where(eq(tickets.orderId, orderId));
    expect(issued.map((ticket) => ticket.status)).toEqual(['refunded', 'refunded']);
    const detail = (await clerk.get(`/orders/admin/${orderId}`)).body;
    expect(detail.refunds).toMatchObject([{ id: refused.body.refund.id, status: 'failed' }]);

    const again = await clerk.post(`/orders/admin/${orderId}/refund_again`, {
      refund: refused.body.refund.id,
    });
    expect(again).toMatchObject({
      status: 200,
      body: { order: { status: 'refunded' }, refund: { id: refused.body.refund.id, status: 'succeeded' } },
    });
    const [row] = await db().select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(row?.status).toBe('succeeded');
    expect((await clerk.get(`/orders/admin/${orderId}`)).body.refunded_kopecks).toBe(totalKopecks);
    // The bank booked both: the refusal, then the money given back once.
    expect((await book(pid)).map((row) => [row.amount, row.status])).toEqual([
      [totalKopecks, 'failed'],
      [totalKopecks, 'succeeded'],
    ]);
    expect((await book(pid))[1]?.id).toBe(row?.providerRefundId);
  });

  it('the other cards mark nothing and their refunds go through at once', async () => {
    const plain = await paidWith('4242 4242 4242 4242', 2);
    expect(await marks(plain.pid)).toEqual([]);
    const part = await clerk.post(`/orders/admin/${plain.orderId}/part_refund`, {
      items: [(await clerk.get(`/orders/admin/${plain.orderId}`)).body.lines[0].id],
    });
    expect(part.body.refund.status).toBe('succeeded');
    const rest = await clerk.post(`/orders/admin/${plain.orderId}/full_refund`, {});
    expect(rest.body.refund.status).toBe('succeeded');

    // A 3-D Secure payment: the same.
    const buyer = await visitor(t.app);
    const bought = await buySeats(buyer, t.hall.event.id, [t.hall.seatId(0, 3, 1)]);
    const pid = pidOf(bought.body.payment_url);
    await bankPost(t.app, `pay/${pid}`, { card: '4000000000003220' });
    expect((await bankPost(t.app, `pay/${pid}/3ds`, { code: '123456' })).body).toContain(
      'data-outcome="accepted"',
    );
    expect(await marks(pid)).toEqual([]);
    const full = await clerk.post(`/orders/admin/${bought.body.order.id}/full_refund`, {});
    expect(full.body.refund.status).toBe('succeeded');
  });
});

describe('the sandbox provider’s refund', () => {
  /** The sandbox prints no receipt. */
  const noReceipt = (): never => {
    throw new Error('a receipt was asked for');
  };
  const PAID = 1_000;
  /** The provider alone, on the test database's tables; every payment it is asked about was paid PAID kopecks. */
  const provider = (status: SandboxPayment['status'] = 'succeeded') =>
    createSandboxProvider({
      secret: 's'.repeat(32),
      siteUrl: 'http://localhost:3000',
      lookup: async () => ({
        orderId: 1,
        orderNumber: 'A-1',
        amountKopecks: PAID,
        status,
        locale: 'ru',
        siteOrigin: null,
      }),
      returnUrl: () => '',
      outbox: { send: async () => {} },
      refunds: createSandboxRefundsRepository(db()),
    });
  const refund = (pid: string, key: string, amountKopecks = 100) =>
    provider().refund({ providerPaymentId: pid, amountKopecks, idempotencyKey: key, receipt: noReceipt });
  const refusedWith = async (call: Promise<unknown>, code: string) => {
    const error = await call.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ status: 400, providerCode: code });
  };

  it('refuses a marked payment’s first refund only (marking it twice is one mark); others succeed', async () => {
    const bank = provider();
    await bank.refuseFirstRefund('sbx_MARKED');
    await bank.refuseFirstRefund('sbx_MARKED');
    expect(await refund('sbx_OTHER', 'k0')).toMatchObject({ status: 'succeeded' });
    const first = await refund('sbx_MARKED', 'k1');
    expect(first).toMatchObject({ status: 'failed', providerRefundId: expect.stringMatching(/^sbxr_/) });
    expect(await refund('sbx_MARKED', 'k2')).toMatchObject({ status: 'succeeded' });
    expect(await refund('sbx_MARKED', 'k3')).toMatchObject({ status: 'succeeded' });
    expect(await marks('sbx_MARKED')).toEqual([]);
  });

  it('gives a refund sent again with its key the same answer, and books it once', async () => {
    const made = await refund('sbx_KEYED', 'keyed-1', 300);
    expect(made).toMatchObject({ status: 'succeeded', providerRefundId: expect.stringMatching(/^sbxr_/) });
    expect(await refund('sbx_KEYED', 'keyed-1', 300)).toEqual(made);
    expect(await refund('sbx_KEYED', 'keyed-1', 300)).toEqual(made);
    expect(await book('sbx_KEYED')).toEqual([
      { id: made.providerRefundId, amount: 300, status: 'succeeded' },
    ]);

    // A refused refund sent again is still the refusal: the repeat neither takes another mark nor goes through.
    await provider().refuseFirstRefund('sbx_KEYED_REFUSED');
    const refused = await refund('sbx_KEYED_REFUSED', 'keyed-2');
    expect(await refund('sbx_KEYED_REFUSED', 'keyed-2')).toEqual({ ...refused, status: 'failed' });
    expect(await book('sbx_KEYED_REFUSED')).toHaveLength(1);
    expect(await refund('sbx_KEYED_REFUSED', 'keyed-3')).toMatchObject({ status: 'succeeded' });
  });

  it('never gives back more than was paid; refused refunds do not count', async () => {
    await provider().refuseFirstRefund('sbx_SUM');
    expect(await refund('sbx_SUM', 'sum-refused', PAID)).toMatchObject({ status: 'failed' });
    expect(await refund('sbx_SUM', 'sum-1', 600)).toMatchObject({ status: 'succeeded' });
    await refusedWith(refund('sbx_SUM', 'sum-2', 401), 'refund_exceeds_payment');
    expect(await refund('sbx_SUM', 'sum-3', 400)).toMatchObject({ status: 'succeeded' });
    await refusedWith(refund('sbx_SUM', 'sum-4', 1), 'refund_exceeds_payment');
    const booked = await book('sbx_SUM');
    expect(booked.map((row) => [row.amount, row.status])).toEqual([
      [PAID, 'failed'],
      [600, 'succeeded'],
      [400, 'succeeded'],
    ]);
    // The key of a refund the bank would not take is not spent: nothing was booked under it.
    expect(await refund('sbx_SUM_OTHER', 'sum-4', 1)).toMatchObject({ status: 'succeeded' });
  });

  it('refuses a key used before for another payment or amount, and books nothing', async () => {
    await refund('sbx_REUSED', 'reused', 200);
    await refusedWith(refund('sbx_REUSED', 'reused', 250), 'idempotency_key_reused');
    await refusedWith(refund('sbx_REUSED_ELSEWHERE', 'reused', 200), 'idempotency_key_reused');
    expect(await book('sbx_REUSED')).toHaveLength(1);
    expect(await book('sbx_REUSED_ELSEWHERE')).toEqual([]);
  });

  it('refunds only a paid payment', async () => {
    for (const status of ['pending', 'failed'] as const) {
      await refusedWith(
        provider(status).refund({
          providerPaymentId: `sbx_${status}`,
          amountKopecks: 100,
          idempotencyKey: status,
          receipt: noReceipt,
        }),
        'payment_not_succeeded',
      );
      expect(await book(`sbx_${status}`)).toEqual([]);
    }
  });
});
