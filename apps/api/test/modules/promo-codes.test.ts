// [PROMO] POST /cart/check_promocode (apply a code to the cart and preview it, or say why not, in the visitor's
// language; an empty code takes it off), the applied code in GET /cart/content, and POST /cart/buy taking the use:
// the discount fixed on the order and spread over its tickets, the payment for what is left; a code whose limit a
// pending order has reached is refused to the next buyer (by account or e-mail) until that order expires and gives
// the use back; a refused code changes nothing. Rate-limited against guessing.
import { orderItems, orders, payments, promoCodes, promoUsages } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { describe, expect, it } from 'vitest';
import { createOrderExpiryRepository } from '../../src/modules/checkout/order-expiry.repository.ts';
import { createPromoCodesRepository } from '../../src/modules/promo-codes/promo-codes.repository.ts';
import { createHall } from '../factories/hall.factory.ts';
import { createPromoCode } from '../factories/promo.factory.ts';
import { type Visitor, visitor } from '../helpers/cart-client.ts';
import { BUYER, pidOf, useCheckoutTestApp } from '../helpers/checkout.ts';
import { signInCustomer } from '../helpers/signed-in.ts';
import { createTestApp, manualClock } from '../helpers/test-app.ts';

const clock = manualClock();
const MINUTE = 60_000;
const t = useCheckoutTestApp(clock, [{ name: { ru: 'Партер' }, kind: 'parterre', rows: 6, seatsPerRow: 10 }]);
const db = () => t.database.db;
const seat = (row: number, number: number) => t.hall.seatId(0, row, number);
const check = (me: Visitor, code: string) => me.post('/cart/check_promocode', { code });

async function holding(row: number, numbers: number[], locale = 'ru') {
  const me = await visitor(t.app, { locale });
  const added = await me.add({ event: t.hall.event.id, places: numbers.map((n) => seat(row, n)) });
  expect(added.status).toBe(200);
  return me;
}

describe('POST /cart/check_promocode', () => {
  it('applies a code to the cart and shows its discount in the cart content; an empty code takes it off', async () => {
    const promo = await createPromoCode(db(), { code: 'Весна-15', percentOff: 15 });
    const me = await holding(1, [1, 2]);
    const total = (await me.content()).body.total_kopecks as number;
    const discount = Math.round((total * 15) / 100);

    const applied = await check(me, '  весна-15 ');
    expect(applied.status).toBe(200);
    expect(applied.body.promocode).toEqual({
      code: promo.code,
      discount: discount / 100,
      discount_kopecks: discount,
      to_pay: (total - discount) / 100,
      to_pay_kopecks: total - discount,
    });
    expect((await me.content()).body.promocode).toEqual(applied.body.promocode);

    expect((await check(me, '')).body).toEqual({ promocode: null });
    expect((await me.content()).body.promocode).toBeNull();
  });

  it('says why a code cannot be used, in the visitor language, and keeps the code applied before', async () => {
    const other = await createHall(db(), { sections: [{ name: { ru: 'Зал' }, rows: 1, seatsPerRow: 2 }] });
    const good = await createPromoCode(db(), { percentOff: 5 });
    const cases = [
      [await createPromoCode(db(), { validFrom: new Date('2031-01-01T00:00:00Z') }), 'promo_not_started'],
      [await createPromoCode(db(), { validTo: new Date('2030-01-01T00:00:00Z') }), 'promo_expired'],
      [await createPromoCode(db(), { maxUses: 2, usedCount: 2 }), 'promo_used_up'],
      [await createPromoCode(db(), { eventId: other.event.id }), 'promo_not_applicable'],
      [await createPromoCode(db(), { isActive: false }), 'promo_unknown'],
    ] as const;
    const me = await holding(1, [5]);
    expect((await check(me, good.code)).status).toBe(200);
    for (const [promo, refusal] of cases) {
      const answer = await check(me, promo.code);
      expect(answer.status, promo.code).toBe(400);
      expect(answer.body.codes).toEqual({ code: [refusal] });
    }
    expect((await check(me, 'NO-SUCH-CODE')).body).toMatchObject({
      code: ['Такого промокода нет.'],
      codes: { code: ['promo_unknown'] },
    });
    const en = await visitor(t.app, { locale: 'en', session: me.session });
    const minOrder = await createPromoCode(db(), { minOrderKopecks: 10_000_000 });
    expect((await check(en, minOrder.code)).body).toMatchObject({
      code: ['This promo code applies to orders of 100000.00 ₽ or more.'],
      codes: { code: ['promo_min_order'] },
    });
    expect((await en.post('/cart/check_promocode', { code: 'x'.repeat(51) })).status).toBe(400);
    expect((await me.content()).body.promocode?.code).toBe(good.code);
  });
});

describe('POST /cart/buy with a promo code', () => {
  it('fixes the discount on the order, spreads it over the tickets, and asks the bank for the rest', async () => {
    const promo = await createPromoCode(db(), { percentOff: null, amountOffKopecks: 100_001 });
    const me = await holding(2, [1, 2, 3]);
    await check(me, promo.code);
    const bought = await me.post('/cart/buy', BUYER);
    expect(bought.status).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.id, bought.body.order.id));
    expect(order).toMatchObject({ promoCodeId: promo.id, discountKopecks: 100_001 });
    expect(order?.totalKopecks).toBe((order?.subtotalKopecks ?? 0) - 100_001);
    expect(bought.body.order.total_kopecks).toBe(order?.totalKopecks);
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(items.reduce((sum, item) => sum + item.discountKopecks, 0)).toBe(100_001);
    for (const item of items) expect(item.discountKopecks).toBeLessThanOrEqual(item.priceKopecks);
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, order!.id));
    expect(payment?.amountKopecks).toBe(order?.totalKopecks);
    expect(pidOf(bought.body.payment_url)).toBeTruthy();
    expect((await me.content()).body.promocode).toBeNull();
    const [used] = await db().select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(used?.usedCount).toBe(1);
  });

  it('takes a code typed at checkout; one that cannot be used is a field error and changes nothing', async () => {
    const promo = await createPromoCode(db(), { percentOff: 20, maxUsesPerEmail: 1 });
    const first = await holding(3, [1]);
    expect((await first.post('/cart/buy', { ...BUYER, promocode: promo.code.toLowerCase() })).status).toBe(
      200,
    );

    // The same address again (another visitor, its pending order still counts): refused, nothing made.
    const second = await holding(3, [2], 'en');
    const before = (await db().select().from(orders)).length;
    const refused = await second.post('/cart/buy', { ...BUYER, promocode: promo.code });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      promocode: ['You have already used this promo code.'],
      codes: { promocode: ['promo_limit_reached'] },
    });
    expect((await db().select().from(orders)).length).toBe(before);
    expect(await second.count()).toBe(1);
    // Another address may use it.
    const other = await second.post('/cart/buy', {
      ...BUYER,
      email: 'other@example.com',
      promocode: promo.code,
    });
    expect(other.status).toBe(200);
    expect(other.body.order.total_kopecks).toBeLessThan(350_000);
  });

  it('"once per buyer" knows a guest address however it is spelt: case, +tag, Gmail dots, Yandex domains', async () => {
    const promo = await createPromoCode(db(), { percentOff: 10, maxUsesPerEmail: 1 });
    const buy = async (row: number, n: number, email: string) =>
      (await holding(row, [n])).post('/cart/buy', { ...BUYER, email, promocode: promo.code });
    expect((await buy(6, 1, 'Anna.Petrova@gmail.com')).status).toBe(200);
    expect((await buy(6, 2, 'i.ivanov@yandex.ru')).status).toBe(200);
    expect((await buy(6, 3, 'olga@example.com')).status).toBe(200);
    const again = [
      'annapetrova@gmail.com',
      'ANNA.PETROVA+promo@googlemail.com',
      'a.n.n.a.petrova@GMAIL.com',
      'i-ivanov+x@ya.ru',
      'I.Ivanov@yandex.com',
      'olga+second@example.com',
      ' Olga@Example.COM ',
    ];
    for (const [index, email] of again.entries()) {
      const answer = await buy(6, 4 + index, email);
      expect(answer.status, email).toBe(400);
      expect(answer.body.codes, email).toEqual({ promocode: ['promo_limit_reached'] });
    }
    // Another mailbox is another buyer: dots are part of the name outside Gmail.
    expect((await buy(5, 9, 'ol.ga@example.com')).status).toBe(200);
  });

  it('"once per buyer" counts a signed-in buyer by account and by the account address, whatever the order says', async () => {
    const promo = await createPromoCode(db(), { percentOff: 10, maxUsesPerEmail: 1 });
    // A guest used it with the address of the account signed in below.
    const guest = await holding(5, [1]);
    expect(
      (await guest.post('/cart/buy', { ...BUYER, email: 'maria@example.com', promocode: promo.code })).status,
    ).toBe(200);

    const maria = await signInCustomer(t.app, db(), { email: 'Maria@example.com' });
    const me = await visitor(t.app, { session: maria.session });
    expect((await me.add({ event: t.hall.event.id, places: [seat(5, 2)] })).status).toBe(200);
    expect((await check(me, promo.code)).body.codes).toEqual({ code: ['promo_limit_reached'] });
    const refused = await me.post('/cart/buy', {
      ...BUYER,
      email: 'someone-else@example.org',
      promocode: promo.code,
    });
    expect(refused.body.codes).toEqual({ promocode: ['promo_limit_reached'] });

    // An account that used it once, with any contact address, has used it.
    const ivan = await signInCustomer(t.app, db());
    const him = await visitor(t.app, { session: ivan.session });
    expect((await him.add({ event: t.hall.event.id, places: [seat(5, 3)] })).status).toBe(200);
    expect(
      (await him.post('/cart/buy', { ...BUYER, email: 'ivan@example.net', promocode: promo.code })).status,
    ).toBe(200);
    expect((await him.add({ event: t.hall.event.id, places: [seat(5, 4)] })).status).toBe(200);
    expect((await check(him, promo.code)).body.codes).toEqual({ code: ['promo_limit_reached'] });
    const twice = await him.post('/cart/buy', {
      ...BUYER,
      email: 'ivan.other@example.net',
      promocode: promo.code,
    });
    expect(twice.body.codes).toEqual({ promocode: ['promo_limit_reached'] });
  });

  it('a code used up by a pending order comes back when that order expires unpaid', async () => {
    const promo = await createPromoCode(db(), { percentOff: 50, maxUses: 1 });
    const first = await holding(4, [1]);
    await check(first, promo.code);
    const bought = await first.post('/cart/buy', BUYER);
    expect(bought.status).toBe(200);

    const second = await holding(4, [2]);
    expect((await check(second, promo.code)).body.codes).toEqual({ code: ['promo_used_up'] });

    clock.advance(20 * MINUTE);
    const expiry = createOrderExpiryRepository(db(), [createPromoCodesRepository(db())]);
    expect(await expiry.expireUnpaid(clock.now(), 100)).toBeGreaterThanOrEqual(1);
    const [code] = await db().select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(code?.usedCount).toBe(0);
    expect(await db().select().from(promoUsages).where(eq(promoUsages.promoCodeId, promo.id))).toEqual([]);

    const third = await holding(4, [3]);
    expect((await check(third, promo.code)).status).toBe(200);
    expect((await third.post('/cart/buy', BUYER)).status).toBe(200);
  });

  it('a code that takes everything off makes a free order: paid at once, no bank', async () => {
    const promo = await createPromoCode(db(), { percentOff: 100 });
    const me = await holding(5, [1, 2]);
    const bought = await me.post('/cart/buy', { ...BUYER, promocode: promo.code });
    expect(bought.status).toBe(200);
    expect(bought.body.order).toMatchObject({ status: 'paid', total_kopecks: 0 });
    expect(await db().select().from(payments).where(eq(payments.orderId, bought.body.order.id))).toEqual([]);
  });
});

describe('guessing promo codes', () => {
  it('is limited: past the strict limit the visitor gets 429 with Retry-After', async () => {
    const limited = await createTestApp({
      clock,
      config: (config) => ({
        ...config,
        rateLimit: { ...config.rateLimit, strict: { max: 3, timeWindowMs: 60_000 } },
      }),
    });
    try {
      const { session } = await visitor(limited.app);
      // From a visitor's address (the web server's own calls from loopback are not limited).
      const guess = (code: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/cart/check_promocode',
          remoteAddress: '203.0.113.7',
          headers: {
            cookie: session.cookie,
            'x-csrftoken': session.csrf,
            'content-type': 'application/json',
          },
          payload: JSON.stringify({ code }),
        });
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push(await guess(`GUESS${i}`));
      expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 429]);
      expect(answers[3]?.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
