// [CHECKOUT] Rules of POST /cart/buy beyond the payment: a cart merged at sign-in that holds more
// places than one order may (MAX_SEATS_PER_ORDER) is refused with a translated 400 naming the limit
// and nothing bought; a zero-total order (free invitations) is paid at once without any provider:
// its seats sold, one ticket each, the ticket mail and the "order paid" notification, and the
// answer's payment_url is the web result page in the visitor's language.
import { notifications, orders, payments, seatHolds, tickets } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHall, type Hall } from '../factories/hall.factory.ts';
import {
  type AccountsTestApp,
  createAccountsTestApp,
  SITE_URL,
  signIn,
  signUpAndConfirm,
} from '../helpers/accounts.ts';
import { visitor } from '../helpers/cart-client.ts';
import { BUYER, buySeats } from '../helpers/checkout.ts';
import { signInCustomer } from '../helpers/signed-in.ts';
import { manualClock } from '../helpers/test-app.ts';

const MINUTE = 60_000;
const MAX = 3;
const clock = manualClock();
let t: AccountsTestApp;
let hall: Hall;
let free: Hall;
let strict: Hall;

beforeAll(async () => {
  t = await createAccountsTestApp({
    clock,
    config: (config) => ({ ...config, cart: { ...config.cart, maxPlacesPerOrder: MAX } }),
  });
  hall = await createHall(t.database.db, {
    sections: [{ name: { ru: 'Партер', en: 'Stalls' }, rows: 2, seatsPerRow: 8 }],
  });
  strict = await createHall(t.database.db, {
    sections: [{ name: { ru: 'Партер', en: 'Stalls' }, rows: 1, seatsPerRow: 8 }],
    maxSeatsPerOrder: 2,
  });
  free = await createHall(t.database.db, {
    categories: [{ name: { ru: 'Пригласительные', en: 'Invitations' }, color: '#2E7D32', price: 0 }],
    sections: [{ name: { ru: 'Партер', en: 'Stalls' }, rows: 2, seatsPerRow: 8 }],
  });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  clock.advance(60 * MINUTE);
});

const db = () => t.database.db;
const ordersCount = async () => (await db().select().from(orders)).length;

describe('the per-order limit at checkout', () => {
  it('refuses a cart merged at sign-in beyond MAX_SEATS_PER_ORDER, naming the limit in ru and en; nothing is bought', async () => {
    await signUpAndConfirm(t, { email: 'merged@example.com' });
    const laptop = await visitor(t.app, { session: await signIn(t.app, { email: 'merged@example.com' }) });
    const seats = [1, 2, 3, 4].map((n) => hall.seatId(0, 1, n));
    expect((await laptop.add({ event: hall.event.id, places: seats.slice(0, 2) })).status).toBe(200);
    const tablet = await visitor(t.app);
    expect((await tablet.add({ event: hall.event.id, places: seats.slice(2) })).status).toBe(200);
    const signedIn = await visitor(t.app, {
      session: await signIn(t.app, { email: 'merged@example.com' }, { session: tablet.session }),
    });
    expect(await signedIn.count()).toBe(4);

    const before = await ordersCount();
    const ru = await signedIn.post('/cart/buy', BUYER);
    expect(ru.status).toBe(400);
    expect(ru.body.codes).toEqual({ non_field_errors: ['too_many_places'] });
    expect(ru.body.non_field_errors).toEqual([`В одном заказе может быть не больше ${MAX} мест.`]);
    const en = await visitor(t.app, { locale: 'en', session: signedIn.session });
    const refused = await en.post('/cart/buy', BUYER);
    expect(refused.status).toBe(400);
    expect(refused.body.non_field_errors).toEqual([`One order can hold at most ${MAX} places.`]);

    expect(await ordersCount()).toBe(before);
    expect(await signedIn.count()).toBe(4);
    for (const id of seats) {
      const [hold] = await db().select().from(seatHolds).where(eq(seatHolds.seatId, id));
      expect(hold).toMatchObject({ status: 'held', orderId: null });
    }
    // The visitor removes one seat from the cart page: the order goes through.
    const items = (await signedIn.content()).body.events[0].items as { id: number }[];
    expect((await signedIn.remove([items[0]?.id ?? 0])).status).toBe(200);
    const bought = await signedIn.post('/cart/buy', BUYER);
    expect(bought.status).toBe(200);
    expect(bought.body.order.count).toBe(MAX);
  });

  it("refuses a merged cart beyond the event's own, lower limit, naming that limit", async () => {
    await signUpAndConfirm(t, { email: 'strict@example.com' });
    const laptop = await visitor(t.app, { session: await signIn(t.app, { email: 'strict@example.com' }) });
    const seats = [1, 2, 3].map((n) => strict.seatId(0, 1, n));
    expect((await laptop.add({ event: strict.event.id, places: seats.slice(0, 2) })).status).toBe(200);
    const tablet = await visitor(t.app, { locale: 'en' });
    expect((await tablet.add({ event: strict.event.id, places: seats.slice(2) })).status).toBe(200);
    const signedIn = await visitor(t.app, {
      locale: 'en',
      session: await signIn(t.app, { email: 'strict@example.com' }, { session: tablet.session }),
    });
    const before = await ordersCount();
    const refused = await signedIn.post('/cart/buy', BUYER);
    expect(refused.status).toBe(400);
    expect(refused.body.non_field_errors).toEqual(['One order can hold at most 2 places.']);
    expect(await ordersCount()).toBe(before);
  });
});

describe('a zero-total order (free invitations)', () => {
  it('is paid at once without a provider: seats sold, tickets, mail, notification; payment_url is the result page', async () => {
    const customer = await signInCustomer(t.app, db(), { email: 'guest-of-honour@example.com' });
    const me = await visitor(t.app, { session: customer.session });
    const places = [free.seatId(0, 1, 1), free.seatId(0, 1, 2)];
    const to = 'invited@example.com';
    const { status, body } = await buySeats(me, free.event.id, places, { ...BUYER, email: to });
    expect(status).toBe(200);
    expect(body.order).toMatchObject({
      status: 'paid',
      total: 0,
      total_kopecks: 0,
      count: 2,
      expires_at: null,
    });
    expect(body.order.paid_at).toBe(clock.now().toISOString());
    // The result page, with the key that reads the order's status without the session.
    expect(body.payment_url).toMatch(
      new RegExp(`^${SITE_URL}/paymentresult\\?order=${body.order.id}&key=[\\w-]{24}$`),
    );

    expect(await db().select().from(payments).where(eq(payments.orderId, body.order.id))).toEqual([]);
    const issued = await db().select().from(tickets).where(eq(tickets.orderId, body.order.id));
    expect(issued).toHaveLength(2);
    for (const id of places) {
      const [hold] = await db().select().from(seatHolds).where(eq(seatHolds.seatId, id));
      expect(hold).toMatchObject({ status: 'sold', orderId: body.order.id, expiresAt: null });
    }
    const state = (await me.get(`/cart/order_status?order=${body.order.id}`)).body;
    expect(state).toMatchObject({ status: 'paid', can_pay_again: false, failure: null });
    expect(state.tickets_url).toMatch(`/api/v1/tickets/${body.order.number}?key=`);
    expect((await me.content()).body.pending_order).toBeNull();

    const mail = await t.smtp.nextMailTo(to);
    expect(mail.subject).toBe(`Ваши билеты, заказ ${body.order.number}`);
    expect(mail.parsed.attachments[0]?.contentType).toBe('application/pdf');
    const [notice] = await db().select().from(notifications).where(eq(notifications.userId, customer.userId));
    expect(notice).toMatchObject({ kind: 'order_paid', payload: { order: body.order.id, amount: 0 } });
  });

  it('a guest in English is sent to the English result page', async () => {
    const me = await visitor(t.app, { locale: 'en' });
    const { status, body } = await buySeats(me, free.event.id, [free.seatId(0, 2, 1)]);
    expect(status).toBe(200);
    expect(body.payment_url).toMatch(
      new RegExp(`^${SITE_URL}/en/paymentresult\\?order=${body.order.id}&key=`),
    );
    expect(body.order.status).toBe('paid');
  });
});
