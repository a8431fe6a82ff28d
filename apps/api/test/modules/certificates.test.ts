// [CERTIFICATES] Gift certificates through the API: the designs of the /certificates page (GET /preorder/content),
// the preview image, buying certificates (POST /preorder/buy: field errors in the visitor's language, unusable
// until paid, then activated with their nominal and mailed as a PDF with their codes), applying one to the cart
// (POST /cart/check_certificate: why not, in ru and en; the cart content's `certificate` and `to_pay`), spending it
// at checkout after the promo code (a ledger debit, the bank asked for the rest; all of it: paid at once without the
// bank), an unpaid order that expires giving the money back, and a refund crediting what the order spent.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { certificateTransactions, giftCertificates, orders, payments } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCertificatesRepository } from '../../src/modules/certificates/certificates.repository.ts';
import { createOrderExpiryRepository } from '../../src/modules/checkout/order-expiry.repository.ts';
import { createCertificate, createCertificateTemplate } from '../factories/certificates.factory.ts';
import { createPromoCode } from '../factories/promo.factory.ts';
import { type Visitor, visitor } from '../helpers/cart-client.ts';
import { BUYER, bankPost, outboxMailsTo, pidOf, useCheckoutTestApp } from '../helpers/checkout.ts';
import { manualClock } from '../helpers/test-app.ts';

const clock = manualClock();
const MINUTE = 60_000;
const t = useCheckoutTestApp(clock, [{ name: { ru: 'Партер' }, kind: 'parterre', rows: 8, seatsPerRow: 10 }]);
const db = () => t.database.db;
const seat = (row: number, number: number) => t.hall.seatId(0, row, number);
const check = (me: Visitor, code: string) => me.post('/cart/check_certificate', { code });
const balanceOf = async (id: number) =>
  (await db().select().from(giftCertificates).where(eq(giftCertificates.id, id)))[0]?.balanceKopecks;

let template: Awaited<ReturnType<typeof createCertificateTemplate>>;
beforeAll(async () => {
  template = await createCertificateTemplate(db());
});

async function holding(row: number, numbers: number[], locale = 'ru') {
  const me = await visitor(t.app, { locale });
  const added = await me.add({ event: t.hall.event.id, places: numbers.map((n) => seat(row, n)) });
  expect(added.status).toBe(200);
  return me;
}

const PURCHASE = {
  template: 0,
  nominal: 5000,
  count: 2,
  email: 'giver@example.com',
  phone: '+7 (999) 123-45-67',
  name: 'Ольга Смирнова',
  recipient: 'Маме',
  message: 'С днём рождения!',
  payment_method: 'card',
};

describe('GET /preorder/content and /certificate-preview', () => {
  it('lists the designs in the visitor language with their limits, the suggested nominals and the count limit', async () => {
    const ru = await t.app.inject({ url: '/api/v1/preorder/content' });
    expect(ru.statusCode).toBe(200);
    expect(ru.json().templates).toContainEqual({
      id: template.id,
      name: 'Классический',
      image: '/media/certificates/classic.svg',
      min_nominal: 500,
      max_nominal: 50_000,
      validity_days: 365,
    });
    expect(ru.json()).toMatchObject({ max_count: 10, payment_methods: ['card', 'sbp'] });
    expect(ru.json().nominals).toContain(3000);
    const en = await t.app.inject({ url: '/api/v1/preorder/content', headers: { 'accept-language': 'en' } });
    expect(en.json().templates.find((row: { id: number }) => row.id === template.id).name).toBe('Classic');
  });

  it('draws the design with the nominal in the chosen language as SVG; an unknown design is 404, a bad nominal 400', async () => {
    const svg = await t.app.inject({
      url: `/api/v1/certificate-preview?template=${template.id}&nominal=5000`,
    });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toMatch(/5\s000\s₽/);
    const en = await t.app.inject({
      url: `/api/v1/certificate-preview?template=${template.id}&nominal=5000&lang=en`,
    });
    expect(en.body).toContain('₽5,000');
    expect(
      (await t.app.inject({ url: '/api/v1/certificate-preview?template=999999&nominal=5000' })).statusCode,
    ).toBe(404);
    for (const nominal of ['-5', 'abc', '1.5', '']) {
      const bad = await t.app.inject({
        url: `/api/v1/certificate-preview?template=${template.id}&nominal=${nominal}`,
      });
      expect(bad.statusCode, nominal).toBe(400);
    }
    // Past PostgreSQL's integer: a field error, not a failed query (found by test/platform/hostile-input).
    for (const id of ['2147483648', '99999999999999999999']) {
      const bad = await t.app.inject({ url: `/api/v1/certificate-preview?template=${id}&nominal=5000` });
      expect(bad.statusCode, id).toBe(400);
      expect(bad.json().codes, id).toHaveProperty('template');
    }
  });

  it('puts the design picture from the media store into the preview, and never reads outside it', async () => {
    const outside = await createCertificateTemplate(db(), { image: '/media/../../etc/passwd.svg' });
    const answer = await t.app.inject({
      url: `/api/v1/certificate-preview?template=${outside.id}&nominal=1000`,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toContain('data:image/svg+xml;base64,');
  });
});

describe('POST /preorder/buy', () => {
  it('refuses a nominal outside the design limits or an unknown design in the visitor language, making nothing', async () => {
    const me = await visitor(t.app);
    const before = (await db().select().from(orders)).length;
    const low = await me.post('/preorder/buy', { ...PURCHASE, template: template.id, nominal: 100 });
    expect(low.status).toBe(400);
    expect(low.body).toMatchObject({
      nominal: ['Номинал этого дизайна — от 500 до 50000 ₽.'],
      codes: { nominal: ['certificate_nominal_range'] },
    });
    const en = await visitor(t.app, { locale: 'en' });
    const high = await en.post('/preorder/buy', { ...PURCHASE, template: template.id, nominal: 60_000 });
    expect(high.body.nominal).toEqual(['This design takes a value from 500 to 50000 ₽.']);
    expect((await me.post('/preorder/buy', { ...PURCHASE, template: 999_999 })).body.codes).toEqual({
      template: ['does_not_exist'],
    });
    for (const broken of [
      { count: 0 },
      { count: 11 },
      { nominal: 1000.5 },
      { email: 'nope' },
      { name: '' },
    ]) {
      const answer = await me.post('/preorder/buy', { ...PURCHASE, template: template.id, ...broken });
      expect(answer.status, JSON.stringify(broken)).toBe(400);
    }
    expect((await db().select().from(orders)).length).toBe(before);
  });

  it('makes unusable certificates until paid; paid, each has the nominal, a year, and the mail carries their PDF', async () => {
    const me = await visitor(t.app);
    const bought = await me.post('/preorder/buy', { ...PURCHASE, template: template.id });
    expect(bought.status).toBe(200);
    expect(bought.body.order).toMatchObject({ status: 'pending', total_kopecks: 1_000_000, count: 0 });
    const made = await db()
      .select()
      .from(giftCertificates)
      .where(eq(giftCertificates.orderId, bought.body.order.id));
    expect(made).toHaveLength(2);
    expect(made[0]?.code).not.toBe(made[1]?.code);
    for (const certificate of made) {
      expect(certificate).toMatchObject({ balanceKopecks: 0, activatedAt: null, recipientName: 'Маме' });
      expect(certificate.code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    }
    const buyer = await holding(1, [1]);
    expect((await check(buyer, made[0]!.code)).body.codes).toEqual({ code: ['certificate_not_active'] });
    // Not offered again by the cart as "your order waiting for payment".
    expect((await me.content()).body.pending_order).toBeNull();

    const paid = await bankPost(t.app, `pay/${pidOf(bought.body.payment_url)}`, {
      card: '4242 4242 4242 4242',
    });
    expect(paid.body).toContain('data-outcome="accepted"');
    expect((await me.get(`/cart/order_status?order=${bought.body.order.id}`)).body.status).toBe('paid');
    const active = await db()
      .select()
      .from(giftCertificates)
      .where(eq(giftCertificates.orderId, bought.body.order.id));
    for (const certificate of active) {
      expect(certificate.balanceKopecks).toBe(500_000);
      expect(certificate.activatedAt?.getTime()).toBe(clock.now().getTime());
      expect(certificate.expiresAt.getTime() - clock.now().getTime()).toBe(365 * 24 * 60 * MINUTE);
    }
    const [mail] = await outboxMailsTo(t.config.mail.outboxDir, 'giver@example.com', 1);
    expect(mail?.subject).toContain('подарочные сертификаты');
    expect(mail?.text).toContain('сертификатов: 2');
    const pdf = mail?.attachments.find((file) => file.contentType === 'application/pdf');
    expect(pdf?.filename).toBe(`certificates-${bought.body.order.number}.pdf`);
    const dir = mkdtempSync(path.join(tmpdir(), 'certificates-'));
    try {
      writeFileSync(path.join(dir, 'c.pdf'), pdf!.content);
      const text = execFileSync('pdftotext', [path.join(dir, 'c.pdf'), '-'], { encoding: 'utf8' });
      for (const certificate of active) expect(text).toContain(certificate.code);
      expect(text).toContain('С днём рождения!');
      expect(execFileSync('pdfinfo', [path.join(dir, 'c.pdf')], { encoding: 'utf8' })).toMatch(/Pages:\s+2/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('spending a certificate', () => {
  it('says why a certificate cannot pay, in ru and en; an empty code takes it off', async () => {
    const expired = await createCertificate(db(), { expiresAt: new Date('2020-01-01T00:00:00Z') });
    const empty = await createCertificate(db(), { balanceKopecks: 0 });
    const me = await holding(2, [1]);
    expect((await check(me, 'NO-SUCH-CODE')).body).toMatchObject({
      code: ['Такого сертификата нет.'],
      codes: { code: ['certificate_unknown'] },
    });
    expect((await check(me, expired.code)).body.codes).toEqual({ code: ['certificate_expired'] });
    const en = await visitor(t.app, { locale: 'en', session: me.session });
    expect((await check(en, empty.code)).body).toMatchObject({
      code: ['There is nothing left on this gift certificate.'],
      codes: { code: ['certificate_empty'] },
    });
    expect((await me.post('/cart/check_certificate', { code: 'x'.repeat(51) })).status).toBe(400);
    expect((await me.content()).body.certificate).toBeNull();
    expect((await check(me, '')).body).toEqual({ certificate: null });
  });

  it('pays after the promo code: the cart shows it, the order debits it, the bank is asked for the rest', async () => {
    const certificate = await createCertificate(db(), { balanceKopecks: 100_000 });
    const promo = await createPromoCode(db(), { percentOff: 10 });
    const me = await holding(3, [1, 2]);
    const total = (await me.content()).body.total_kopecks as number;
    await me.post('/cart/check_promocode', { code: promo.code });
    const applied = await check(me, certificate.code.toLowerCase());
    expect(applied.status).toBe(200);
    const afterPromo = total - Math.round(total * 0.1);
    expect(applied.body.certificate).toMatchObject({
      code: certificate.code,
      balance_kopecks: 100_000,
      applied_kopecks: 100_000,
    });
    const content = (await me.content()).body;
    expect(content.certificate).toEqual(applied.body.certificate);
    expect(content.to_pay_kopecks).toBe(afterPromo - 100_000);

    const bought = await me.post('/cart/buy', BUYER);
    expect(bought.status).toBe(200);
    expect(bought.body.order.total_kopecks).toBe(afterPromo - 100_000);
    const [order] = await db().select().from(orders).where(eq(orders.id, bought.body.order.id));
    expect(order).toMatchObject({ certificateId: certificate.id, certificateKopecks: 100_000 });
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, order!.id));
    expect(payment?.amountKopecks).toBe(afterPromo - 100_000);
    expect(await balanceOf(certificate.id)).toBe(0);
    expect((await me.content()).body.certificate).toBeNull();
  });

  it('pays a whole order: paid at once without the bank, the rest stays on the certificate', async () => {
    const certificate = await createCertificate(db(), { nominalKopecks: 5_000_000 });
    const me = await holding(4, [1]);
    const total = (await me.content()).body.total_kopecks as number;
    const bought = await me.post('/cart/buy', { ...BUYER, certificate: ` ${certificate.code} ` });
    expect(bought.status).toBe(200);
    expect(bought.body.order).toMatchObject({ status: 'paid', total_kopecks: 0 });
    expect(await db().select().from(payments).where(eq(payments.orderId, bought.body.order.id))).toEqual([]);
    const [order] = await db().select().from(orders).where(eq(orders.id, bought.body.order.id));
    expect(order?.paymentMethod).toBe('certificate');
    expect(await balanceOf(certificate.id)).toBe(5_000_000 - total);
  });

  it('a certificate typed at checkout that cannot pay is a field error in the buyer language; nothing changes', async () => {
    const empty = await createCertificate(db(), { balanceKopecks: 0 });
    const me = await holding(5, [1], 'en');
    const before = (await db().select().from(orders)).length;
    const refused = await me.post('/cart/buy', { ...BUYER, certificate: empty.code });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      certificate: ['There is nothing left on this gift certificate.'],
      codes: { certificate: ['certificate_empty'] },
    });
    expect((await db().select().from(orders)).length).toBe(before);
    expect(await me.count()).toBe(1);
  });

  it('an unpaid order that expires gives the money back to the certificate', async () => {
    const certificate = await createCertificate(db(), { balanceKopecks: 200_000 });
    const me = await holding(6, [1]);
    await check(me, certificate.code);
    const bought = await me.post('/cart/buy', BUYER);
    expect(bought.status).toBe(200);
    expect(await balanceOf(certificate.id)).toBeLessThan(200_000);
    clock.advance(20 * MINUTE);
    const expiry = createOrderExpiryRepository(db(), [createCertificatesRepository(db())]);
    expect(await expiry.expireUnpaid(clock.now(), 100)).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(certificate.id)).toBe(200_000);
    const ledger = await db()
      .select()
      .from(certificateTransactions)
      .where(eq(certificateTransactions.certificateId, certificate.id));
    expect(ledger.map((row) => row.reason)).toEqual(['issue', 'order', 'order_expired']);
  });

  it('a refund credits back at most what the order spent, however it is asked', async () => {
    const certificate = await createCertificate(db(), { balanceKopecks: 100_000 });
    const me = await holding(7, [1]);
    const bought = await me.post('/cart/buy', { ...BUYER, certificate: certificate.code });
    expect(bought.status).toBe(200);
    const repository = createCertificatesRepository(db());
    const refund = (amountKopecks: number) =>
      db().transaction((tx) =>
        repository.refundToCertificate(tx as never, {
          orderId: bought.body.order.id,
          amountKopecks,
          now: clock.now(),
        }),
      );
    expect(await refund(30_000)).toBe(30_000);
    expect(await refund(1_000_000)).toBe(70_000);
    expect(await refund(1)).toBe(0);
    expect(await balanceOf(certificate.id)).toBe(100_000);
  });
});
