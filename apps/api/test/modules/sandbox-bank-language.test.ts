// [CHECKOUT] The sandbox bank's pages speak the language the buyer paid in (the order's), as a hosted payment
// page does: the card form, the 3-D Secure step, the outcome and the SBP phone; an unknown payment's page, the
// visitor's language.
import { describe, expect, it } from 'vitest';
import { visitor } from '../helpers/cart-client.ts';
import { bankPost, buySeats, pidOf, useCheckoutTestApp } from '../helpers/checkout.ts';
import { manualClock } from '../helpers/test-app.ts';

const clock = manualClock();
const t = useCheckoutTestApp(clock, [
  { name: { ru: 'Партер', en: 'Stalls' }, kind: 'parterre', rows: 2, seatsPerRow: 8 },
]);
const seat = (row: number, number: number) => t.hall.seatId(0, row, number);

async function pendingPayment(locale: string, place: number) {
  const me = await visitor(t.app, { locale });
  const { body } = await buySeats(me, t.hall.event.id, [place]);
  return pidOf(body.payment_url);
}

describe('the sandbox bank', () => {
  it('a Russian order: the card form, 3-D Secure and the outcome in Russian, whatever the browser says', async () => {
    const pid = await pendingPayment('ru', seat(1, 1));
    const form = await t.app.inject({
      url: `/api/v1/sandbox/pay/${pid}`,
      headers: { 'accept-language': 'en' },
    });
    expect(form.body).toContain('<html lang="ru">');
    expect(form.body).toContain('Номер карты');
    expect(form.body).toMatch(/Оплатить \d/);
    expect(form.body).not.toContain('Card number');
    const challenge = await bankPost(t.app, `pay/${pid}`, { card: '4000000000003220' });
    expect(challenge.body).toContain('Введите код из SMS');
    const paid = await bankPost(t.app, `pay/${pid}/3ds`, { code: '123456' });
    expect(paid.body).toContain('Оплата прошла');
    expect(paid.body).toContain('Вернуться в магазин');
  });

  it('French and German orders: their languages, the SBP phone too', async () => {
    const fr = await pendingPayment('fr', seat(1, 2));
    expect((await t.app.inject({ url: `/api/v1/sandbox/pay/${fr}` })).body).toContain('Numéro de carte');
    const de = await pendingPayment('de', seat(1, 3));
    const phone = await t.app.inject({ url: `/api/v1/sandbox/sbp/${de}/phone` });
    expect(phone.body).toContain('SBP-Zahlung bestätigen');
    expect((await bankPost(t.app, `sbp/${de}/phone`, { action: 'decline' })).body).toContain(
      'Zahlung abgelehnt',
    );
  });

  it("an unknown payment: a 404 in the visitor's language", async () => {
    const answer = await t.app.inject({
      url: `/api/v1/sandbox/pay/sbx_${'A'.repeat(26)}`,
      headers: { 'accept-language': 'de' },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toContain('Unbekannte Zahlung');
  });
});
