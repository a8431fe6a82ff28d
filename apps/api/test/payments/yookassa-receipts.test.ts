// [PAYMENTS] 54-FZ receipts through YooKassa (YOOKASSA_RECEIPTS=on), against its fake with receipts switched on
// (it refuses a payment or refund without a receipt whose lines add up to the amount): a purchase sends the
// buyer's email and one line per ticket in Russian (whatever the order's language), paid in full ahead of the show
// (`full_prepayment` of a `service`) with the configured VAT code and tax system, gift certificates as an advance
// (`advance` of a `payment`), an order partly paid by a certificate to the kopeck; a clerk's partial refund sends
// the line given back, the rest of the order then the other; an automatic refund of a second payment sends the
// whole order. (With receipts off none is sent, and a shop that needs them refuses the payment: yookassa.test.ts.)
import { payments } from '@afisha/db';
import { eq, sql } from '@afisha/db/orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCertificate, createCertificateTemplate } from '../factories/certificates.factory.ts';
import { visitor } from '../helpers/cart-client.ts';
import { BUYER, buySeats, useCheckoutTestApp } from '../helpers/checkout.ts';
import { staffMember } from '../helpers/staff-member.ts';
import { manualClock } from '../helpers/test-app.ts';
import type { YooReceipt } from './fakes/yookassa-fake.ts';
import { postCallback, useYooKassaFake, withYooKassa } from './provider-app.ts';

const clock = manualClock();
const MINUTE = 60_000;
const fake = useYooKassaFake();
const t = useCheckoutTestApp(
  clock,
  [{ name: { ru: 'Партер', en: 'Stalls' }, kind: 'parterre', rows: 20, seatsPerRow: 4 }],
  (config) => withYooKassa(config, fake, { receipts: { vatCode: 1, taxSystemCode: 2 } }),
);
const db = () => t.database.db;
let clerk: Awaited<ReturnType<typeof staffMember>>;
/** The ticket line's description, as the register prints it: the show and its local date and time. */
let ticketLine = '';

beforeAll(async () => {
  clerk = await staffMember(t.app, db(), 'staff', null);
  const { rows } = await db().execute<{ title: string; at: string }>(sql`
    SELECT p.title->>'ru' AS title, to_char(e.starts_at AT TIME ZONE e.timezone, 'DD.MM.YYYY HH24:MI') AS at
    FROM events e JOIN performances p ON p.id = e.performance_id WHERE e.id = ${t.hall.event.id}`);
  ticketLine = `Билет: «${rows[0]?.title}», ${rows[0]?.at}`;
});
beforeEach(() => {
  clock.advance(60 * MINUTE);
  fake.settings.receipts = true;
});

const notify = (event: string, id: string) => postCallback(t.app, 'yookassa', fake.notification(event, id));
const posted = (path: string) =>
  fake.requests.filter((r) => r.method === 'POST' && r.path === `/v3/${path}`).map((r) => JSON.parse(r.body));
const kopecksOf = (receipt: YooReceipt) =>
  receipt.items.reduce(
    (sum, item) => sum + Math.round(Number(item.amount.value) * 100) * Number(item.quantity),
    0,
  );
const rub = (kopecks: number) => ({ value: (kopecks / 100).toFixed(2), currency: 'RUB' });

let nextRow = 1;
/** An order of two seats bought in `locale`, not paid yet. */
async function boughtOrder(locale = 'ru') {
  const me = await visitor(t.app, { locale });
  const row = nextRow++;
  const email = `receipt${row}@example.com`;
  const bought = await buySeats(me, t.hall.event.id, [t.hall.seatId(0, row, 1), t.hall.seatId(0, row, 2)], {
    ...BUYER,
    email,
  });
  expect(bought.status).toBe(200);
  return { me, email, orderId: Number(bought.body.order.id), total: Number(bought.body.order.total_kopecks) };
}

/** A paid order of two seats bought in `locale`, and its YooKassa payment's receipt. */
async function paidOrder(locale = 'ru') {
  const bought = await boughtOrder(locale);
  const [payment] = await db().select().from(payments).where(eq(payments.orderId, bought.orderId));
  const pid = payment?.providerPaymentId ?? '';
  fake.succeed(pid);
  expect((await notify('payment.succeeded', pid)).statusCode).toBe(200);
  return { ...bought, pid, receipt: fake.receipts.get(pid) };
}

describe('YooKassa receipts', () => {
  it('a purchase sends the buyer’s email and a line per ticket, in Russian, in full ahead of the show', async () => {
    const { email, total, receipt } = await paidOrder('en');
    const price = total / 2;
    const line = {
      description: ticketLine,
      quantity: 1,
      amount: rub(price),
      vat_code: 1,
      payment_mode: 'full_prepayment',
      payment_subject: 'service',
    };
    expect(receipt).toEqual({ customer: { email }, items: [line, line], tax_system_code: 2 });
    expect(kopecksOf(receipt as YooReceipt)).toBe(total);
  });

  it('an order partly paid by a gift certificate: the bank’s part spread over the tickets, to the kopeck', async () => {
    const certificate = await createCertificate(db(), { nominalKopecks: 100_001 });
    const me = await visitor(t.app);
    const row = nextRow++;
    const bought = await buySeats(me, t.hall.event.id, [t.hall.seatId(0, row, 1), t.hall.seatId(0, row, 2)], {
      ...BUYER,
      certificate: certificate.code,
    });
    expect(bought.status).toBe(200);
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.orderId, Number(bought.body.order.id)));
    const paid = payment?.amountKopecks ?? 0;
    expect(paid).toBe(Number(bought.body.order.total_kopecks));
    const receipt = fake.receipts.get(payment?.providerPaymentId ?? '') as YooReceipt;
    expect(kopecksOf(receipt)).toBe(paid);
    // Two tickets of one price, an odd amount: one kopeck apart.
    const units = receipt.items.map((item) => Math.round(Number(item.amount.value) * 100)).sort();
    expect(units).toEqual([Math.floor(paid / 2), Math.ceil(paid / 2)]);
  });

  it('gift certificates bought are an advance: one line of the design, their count and nominal', async () => {
    const template = await createCertificateTemplate(db());
    const me = await visitor(t.app, { locale: 'en' });
    const bought = await me.post('/preorder/buy', {
      template: template.id,
      nominal: 5000,
      count: 2,
      email: 'giver@example.com',
      phone: '+7 (999) 123-45-67',
      name: 'Ольга Смирнова',
      payment_method: 'card',
    });
    expect(bought.status).toBe(200);
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.orderId, Number(bought.body.order.id)));
    expect(fake.receipts.get(payment?.providerPaymentId ?? '')).toEqual({
      customer: { email: 'giver@example.com' },
      items: [
        {
          description: 'Подарочный сертификат «Классический»',
          quantity: 2,
          amount: rub(500_000),
          vat_code: 1,
          payment_mode: 'advance',
          payment_subject: 'payment',
        },
      ],
      tax_system_code: 2,
    });
  });

  it('a clerk’s partial refund sends the line given back; refunding the rest sends the other', async () => {
    const { orderId, pid } = await paidOrder();
    const order = (await clerk.get(`/orders/admin/${orderId}`)).body;
    const [first] = order.lines;
    const part = await clerk.post(`/orders/admin/${orderId}/part_refund`, { items: [first.id] });
    expect(part.body.refund.status).toBe('succeeded');
    const rest = await clerk.post(`/orders/admin/${orderId}/full_refund`, {});
    expect(rest.body.refund.status).toBe('succeeded');

    const refundsOfPayment = posted('refunds').filter((body) => body.payment_id === pid);
    expect(refundsOfPayment).toHaveLength(2);
    for (const body of refundsOfPayment) {
      expect(body.receipt).toMatchObject({
        customer: { email: expect.stringContaining('@example.com') },
        items: [
          { description: ticketLine, quantity: 1, amount: body.amount, payment_mode: 'full_prepayment' },
        ],
      });
    }
  });

  it('an automatic refund of a second payment of a paid order sends the whole order', async () => {
    const { me, orderId, email } = await boughtOrder();
    // The buyer opened SBP in another tab: a second payment of the same order; both are paid.
    expect((await me.post('/cart/buy', { ...BUYER, email, payment_method: 'sbp' })).status).toBe(200);
    const rows = (await db().select().from(payments).where(eq(payments.orderId, orderId))).sort(
      (a, b) => a.id - b.id,
    );
    expect(rows).toHaveLength(2);
    for (const payment of rows) fake.succeed(payment.providerPaymentId ?? '');
    for (const payment of rows) await notify('payment.succeeded', payment.providerPaymentId ?? '');

    const [refund] = posted('refunds').filter((body) => body.payment_id === rows[1]?.providerPaymentId);
    expect(refund?.receipt).toMatchObject({ customer: { email } });
    expect(refund?.receipt.items.map((item: { description: string }) => item.description)).toEqual([
      ticketLine,
      ticketLine,
    ]);
    expect(kopecksOf(refund?.receipt)).toBe(rows[1]?.amountKopecks);
  });
});
