// [CHECKOUT] POST /cart/buy (buyer checked, cart → pending order with prices fixed, holds kept for
// the payment window, a double click answers the same order, 409 once the hold ended), the
// sandbox bank (card success, decline, 3-D Secure, SBP phone approval) and its signed
// notifications (bad or stale signatures refused, duplicates ignored), a payment after the hold
// ended (honoured if the seats are free, else refunded), GET /cart/order_status,
// POST /cart/get_sbp_link and the guest's tickets behind the key.
import { TICKET_SECRET_ALPHABET } from '@afisha/contracts';
import { cartItems, orders, paymentEvents, refunds, seatHolds, tickets } from '@afisha/db';
import { eq, sql } from '@afisha/db/orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createHall } from '../factories/hall.factory.ts';
import { visitor } from '../helpers/cart-client.ts';
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
const ticketsOf = async (orderId: number) => db().select().from(tickets).where(eq(tickets.orderId, orderId));
const holdOf = async (seatId: number) =>
  (await db().select().from(seatHolds).where(eq(seatHolds.seatId, seatId))).filter(
    (h) => h.eventId === t.hall.event.id,
  );

describe('POST /cart/buy', () => {
  it('turns the cart into a pending order with prices fixed and keeps the seats for the payment window', async () => {
    const me = await visitor(t.app);
    const places = [seat(1, 1), seat(1, 2)];
    const { status, body } = await buySeats(me, t.hall.event.id, places);
    expect(status).toBe(200);
    expect(body.order).toMatchObject({ status: 'pending', count: 2, payment_method: 'card', paid_at: null });
    expect(body.order.total_kopecks).toBeGreaterThan(0);
    expect(body.order.total).toBe(body.order.total_kopecks / 100);
    expect(body.order.number).toMatch(/^[2-9A-HJ-NP-Z]{3}-[2-9A-HJ-NP-Z]{5}$/);
    expect(body.payment_url).toMatch(/\/api\/v1\/sandbox\/pay\/sbx_[0-9A-Z]{26}$/);
    expect(new Date(body.order.expires_at).getTime()).toBe(clock.now().getTime() + 15 * MINUTE);
    for (const id of places) {
      expect(await holdOf(id)).toMatchObject([{ status: 'ordered', orderId: body.order.id, cartId: null }]);
    }
    // The cart is empty, but the header's counter counts the order's places while it waits for its payment.
    expect(await me.count()).toBe(2);
    const stored = await orderRow(body.order.id);
    expect(stored).toMatchObject({ email: BUYER.email, name: BUYER.name, phone: BUYER.phone, locale: 'ru' });
  });

  it('answers the same order to a double click, also to two clicks at once', async () => {
    const me = await visitor(t.app);
    const first = await buySeats(me, t.hall.event.id, [seat(2, 1)]);
    const again = await me.post('/cart/buy', BUYER);
    expect(again.status).toBe(200);
    expect(again.body.order.id).toBe(first.body.order.id);
    expect(again.body.payment_url).toBe(first.body.payment_url);

    const other = await visitor(t.app);
    await other.add({ event: t.hall.event.id, places: [seat(2, 2)] });
    const both = await Promise.all([other.post('/cart/buy', BUYER), other.post('/cart/buy', BUYER)]);
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    expect(both[0]?.body.order.id).toBe(both[1]?.body.order.id);
  });

  it('refuses with 409 hold_expired when the hold ended, in the visitor language, changing nothing', async () => {
    const me = await visitor(t.app, { locale: 'en' });
    await me.add({ event: t.hall.event.id, places: [seat(3, 1)] });
    clock.advance(16 * MINUTE);
    const before = (await db().select().from(orders)).length;
    const { status, body } = await me.post('/cart/buy', BUYER);
    expect(status).toBe(409);
    expect(body).toEqual({ code: 'hold_expired', detail: expect.stringContaining('hold has expired') });
    expect((await db().select().from(orders)).length).toBe(before);

    const ru = await visitor(t.app);
    const empty = await ru.post('/cart/buy', BUYER);
    expect(empty.status).toBe(409);
    expect(empty.body.detail).toContain('В корзине нет мест');
  });

  it('checks the buyer: translated field errors for missing, malformed, huge and hostile input; nothing changes', async () => {
    const me = await visitor(t.app);
    await me.add({ event: t.hall.event.id, places: [seat(3, 5)] });
    const cases: [unknown, string[]][] = [
      [{}, ['email', 'phone', 'name', 'payment_method']],
      [{ ...BUYER, email: 'not-an-email' }, ['email']],
      [{ ...BUYER, phone: 'call me' }, ['phone']],
      [{ ...BUYER, phone: '' }, ['phone']],
      [{ ...BUYER, name: '   ' }, ['name']],
      [{ ...BUYER, name: 'x'.repeat(10_000) }, ['name']],
      [{ ...BUYER, payment_method: 'bitcoin' }, ['payment_method']],
      [{ ...BUYER, email: "a'; DROP TABLE orders;--@x" }, ['email']],
    ];
    for (const [body, fields] of cases) {
      const answer = await me.post('/cart/buy', body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys(answer.body.codes).sort()).toEqual([...fields].sort());
    }
    const en = await visitor(t.app, { locale: 'en', session: me.session });
    const answer = await en.post('/cart/buy', { ...BUYER, email: '' });
    expect(answer.body.email[0]).toMatch(/[a-z]/i);
    expect(await me.count()).toBe(1);
    expect(await holdOf(seat(3, 5))).toMatchObject([{ status: 'held' }]);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/buy',
      headers: {
        cookie: me.session.cookie,
        'x-csrftoken': me.session.csrf,
        'content-type': 'application/json',
      },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('the way back from the bank', () => {
  it('returns the buyer to the address the checkout started at, if the site answers there, with a key to the status', async () => {
    // npm start prints localhost:3000; this buyer typed 127.0.0.1:3000, whose cookies are its own.
    const me = await visitor(t.app, { origin: 'http://127.0.0.1:3000' });
    const { body } = await buySeats(me, t.hall.event.id, [seat(3, 2)]);
    const paid = await bankPost(t.app, `pay/${pidOf(body.payment_url)}`, { card: '4242 4242 4242 4242' });
    const back = /href="(http:\/\/127\.0\.0\.1:3000\/paymentresult\?order=(\d+)&amp;key=([\w-]+))"/.exec(
      paid.body,
    );
    expect(back, paid.body.slice(0, 2000)).not.toBeNull();
    expect(Number(back?.[2])).toBe(body.order.id);

    // The result page reads the status with the key alone (another browser, no session): no tickets link there.
    const stranger = await visitor(t.app);
    const byKey = await stranger.get(`/cart/order_status?order=${body.order.id}&key=${back?.[3]}`);
    expect(byKey.status).toBe(200);
    expect(byKey.body).toMatchObject({ order: body.order.id, status: 'paid', tickets_url: null });
    expect((await me.get(`/cart/order_status?order=${body.order.id}`)).body.tickets_url).toMatch(
      /^\/api\/v1\/tickets\//,
    );
    for (const key of ['', 'x', `${back?.[3]}x`, 'A'.repeat(24)]) {
      expect((await stranger.get(`/cart/order_status?order=${body.order.id}&key=${key}`)).status, key).toBe(
        404,
      );
    }
    expect((await stranger.get(`/cart/order_status?order=${body.order.id}`)).status).toBe(404);
  });

  it('never to an address the site does not answer at, whatever the request says', async () => {
    const seats = [seat(3, 6), seat(3, 7), seat(4, 3)];
    for (const [index, origin] of ['https://evil.example', 'http://127.0.0.1:3999', 'null'].entries()) {
      const me = await visitor(t.app, { origin });
      const { body } = await buySeats(me, t.hall.event.id, [seats[index] as number]);
      const declined = await bankPost(t.app, `pay/${pidOf(body.payment_url)}`, {
        card: '4000 0000 0000 0002',
      });
      expect(declined.body, origin).toContain(
        `http://localhost:3000/paymentfail?order=${body.order.id}&amp;key=`,
      );
      expect(declined.body).not.toContain(origin === 'null' ? 'null/' : origin);
    }
  });
});

describe('the sandbox bank and its notifications', () => {
  it('a success card pays the order: one ticket per seat with a 130-bit secret, the seats sold', async () => {
    const me = await visitor(t.app);
    const places = [seat(4, 1), seat(4, 2)];
    const { body } = await buySeats(me, t.hall.event.id, places);
    const pid = pidOf(body.payment_url);
    const form = await t.app.inject({ url: `/api/v1/sandbox/pay/${pid}` });
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-type']).toContain('text/html');
    expect(form.body).toContain(body.order.number);
    const paid = await bankPost(t.app, `pay/${pid}`, { card: '4242 4242 4242 4242' });
    expect(paid.body).toContain('data-outcome="accepted"');
    expect(paid.body).toContain(`/paymentresult?order=${body.order.id}`);

    const state = await me.get(`/cart/order_status?order=${body.order.id}`);
    expect(state.body).toMatchObject({ status: 'paid', expires_at: null, number: body.order.number });
    const issued = await ticketsOf(body.order.id);
    expect(issued).toHaveLength(2);
    for (const ticket of issued) {
      expect(ticket.secret).toHaveLength(26);
      expect([...ticket.secret].every((c) => TICKET_SECRET_ALPHABET.includes(c))).toBe(true);
    }
    expect(new Set(issued.map((ticket) => ticket.secret)).size).toBe(2);
    for (const id of places) expect(await holdOf(id)).toMatchObject([{ status: 'sold', expiresAt: null }]);

    // The guest's tickets: the key from the status (and the mail); without it, or with a wrong one, 404.
    const link = state.body.tickets_url as string;
    expect(link).toMatch(new RegExp(`^/api/v1/tickets/${body.order.number}\\?key=`));
    const guest = await t.app.inject({ url: link, headers: { 'accept-language': 'en' } });
    expect(guest.statusCode).toBe(200);
    expect(guest.json().tickets).toHaveLength(2);
    expect(guest.json().tickets[0]).toMatchObject({
      section: 'Stalls',
      row: '4',
      seat: '1',
      timezone: expect.any(String),
    });
    for (const url of [
      `/api/v1/tickets/${body.order.number}`,
      `/api/v1/tickets/${body.order.number}?key=wrong`,
      `${link}x`,
    ]) {
      const refused = await t.app.inject({ url });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().code).toBe('not_found');
    }
    // The bank page of a settled payment says so and changes nothing.
    const again = await bankPost(t.app, `pay/${pid}`, { card: '4000000000000002' });
    expect(again.body).toContain('data-outcome="accepted"');
    expect(await ticketsOf(body.order.id)).toHaveLength(2);
  });

  it('a decline card fails the payment (the seats stay the order’s); 3-D Secure with the right code then pays', async () => {
    const me = await visitor(t.app, { locale: 'en' });
    const { body } = await buySeats(me, t.hall.event.id, [seat(4, 5)]);
    const pid = pidOf(body.payment_url);
    const declined = await bankPost(t.app, `pay/${pid}`, { card: '4000 0000 0000 0002' });
    expect(declined.body).toContain('data-outcome="declined"');
    expect(declined.body).toContain('/paymentfail?order=');
    expect((await me.get(`/cart/order_status?order=${body.order.id}`)).body.status).toBe('failed');
    expect(await holdOf(seat(4, 5))).toMatchObject([{ status: 'ordered' }]);

    // A fresh order for a 3-D Secure card.
    const other = await visitor(t.app);
    const second = await buySeats(other, t.hall.event.id, [seat(4, 6)]);
    const pid2 = pidOf(second.body.payment_url);
    const challenge = await bankPost(t.app, `pay/${pid2}`, { card: '4000000000003220' });
    expect(challenge.body).toContain('3-D Secure');
    expect((await other.get(`/cart/order_status?order=${second.body.order.id}`)).body.status).toBe('pending');
    const confirmed = await bankPost(t.app, `pay/${pid2}/3ds`, { code: '123456' });
    expect(confirmed.body).toContain('data-outcome="accepted"');
    expect((await other.get(`/cart/order_status?order=${second.body.order.id}`)).body.status).toBe('paid');
  });

  it('SBP: the link and QR code of an unpaid order, the phone page approves it', async () => {
    const me = await visitor(t.app);
    const { body } = await buySeats(me, t.hall.event.id, [seat(4, 7)], { ...BUYER, payment_method: 'sbp' });
    expect(body.payment_url).toContain('/sandbox/sbp/');
    const link = await me.post('/cart/get_sbp_link', { order: body.order.id });
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(/\/sandbox\/sbp\/sbx_[0-9A-Z]{26}\/phone$/);
    expect(link.body.qr_svg).toMatch(/^<svg/);
    const stranger = await visitor(t.app);
    expect((await stranger.post('/cart/get_sbp_link', { order: body.order.id })).status).toBe(404);
    expect((await stranger.get(`/cart/order_status?order=${body.order.id}`)).status).toBe(404);
    expect((await me.post('/cart/get_sbp_link', { order: 'x' })).status).toBe(400);

    const qr = await t.app.inject({ url: `/api/v1/sandbox/sbp/${pidOf(body.payment_url)}` });
    expect(qr.body).toContain('<svg');
    const phonePath = new URL(link.body.url).pathname.replace('/api/v1/sandbox/', '');
    const approved = await bankPost(t.app, phonePath, { action: 'approve' });
    expect(approved.body).toContain('data-outcome="accepted"');
    expect((await me.get(`/cart/order_status?order=${body.order.id}`)).body.status).toBe('paid');
    expect((await me.post('/cart/get_sbp_link', { order: body.order.id })).body.code).toBe('order_closed');
  });

  it('refuses a wrong, missing or stale signature and a malformed body with 401, changing nothing', async () => {
    const me = await visitor(t.app);
    const { body } = await buySeats(me, t.hall.event.id, [seat(3, 8)]);
    const note = {
      event_id: 'evt-sig',
      payment_id: pidOf(body.payment_url),
      status: 'succeeded',
      amount_kopecks: 1,
    };
    const secret = t.config.payments.sandboxSecret;
    const answers = [
      await signedCallback(t.app, 'another-secret-of-someone', note, clock.now()),
      await signedCallback(t.app, secret, note, clock.now(), 'garbage'),
      await signedCallback(t.app, secret, note, clock.now(), ''),
      await signedCallback(t.app, secret, note, new Date(clock.now().getTime() - 10 * MINUTE)),
      await signedCallback(t.app, secret, '{not json', clock.now()),
      await signedCallback(t.app, secret, { ...note, status: 'maybe' }, clock.now()),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json().code).toBe('invalid_signature');
    }
    expect(
      await db().select().from(paymentEvents).where(eq(paymentEvents.providerEventId, 'evt-sig')),
    ).toEqual([]);
    expect((await orderRow(body.order.id))?.status).toBe('pending');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/callback/nobank',
      payload: '{}',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('the same notification ten times gives one paid order and one set of tickets', async () => {
    const me = await visitor(t.app);
    const { body } = await buySeats(me, t.hall.event.id, [seat(2, 5), seat(2, 6)]);
    const note = {
      event_id: 'evt-dup-1',
      payment_id: pidOf(body.payment_url),
      status: 'succeeded',
      amount_kopecks: 1,
    };
    for (let i = 0; i < 10; i += 1) {
      const answer = await signedCallback(t.app, t.config.payments.sandboxSecret, note, clock.now());
      expect(answer.statusCode).toBe(200);
    }
    // A second, different notification of the same payment changes nothing either.
    await signedCallback(
      t.app,
      t.config.payments.sandboxSecret,
      { ...note, event_id: 'evt-dup-2' },
      clock.now(),
    );
    expect(await ticketsOf(body.order.id)).toHaveLength(2);
    expect((await orderRow(body.order.id))?.status).toBe('paid');
  });
});

describe('a payment that arrives after the hold ended', () => {
  it('is honoured when the seats are still free', async () => {
    const me = await visitor(t.app);
    const { body } = await buySeats(me, t.hall.event.id, [seat(1, 7)]);
    clock.advance(20 * MINUTE);
    expect((await me.get(`/cart/order_status?order=${body.order.id}`)).body.status).toBe('expired');
    await bankPost(t.app, `pay/${pidOf(body.payment_url)}`, { card: '4242424242424242' });
    expect((await me.get(`/cart/order_status?order=${body.order.id}`)).body.status).toBe('paid');
    expect(await ticketsOf(body.order.id)).toHaveLength(1);
  });

  it('is refunded automatically when someone else has the seats now; their hold is untouched', async () => {
    const me = await visitor(t.app);
    const { body } = await buySeats(me, t.hall.event.id, [seat(1, 8)]);
    clock.advance(20 * MINUTE);
    const rival = await visitor(t.app);
    expect((await rival.add({ event: t.hall.event.id, places: [seat(1, 8)] })).status).toBe(200);
    await bankPost(t.app, `pay/${pidOf(body.payment_url)}`, { card: '4242424242424242' });
    expect((await me.get(`/cart/order_status?order=${body.order.id}`)).body.status).toBe('refunded');
    expect(await ticketsOf(body.order.id)).toEqual([]);
    expect(await db().select().from(refunds).where(eq(refunds.orderId, body.order.id))).toMatchObject([
      { status: 'succeeded', amountKopecks: body.order.total_kopecks },
    ]);
    expect(await holdOf(seat(1, 8))).toMatchObject([{ status: 'held', orderId: null }]);
    expect(await rival.count()).toBe(1);
    expect((await db().select().from(cartItems)).length).toBeGreaterThan(0);
  });
});

describe('ticket PDFs', () => {
  it('GET /tickets/{reservation}?format=pdf: one page per ticket, the QR and the secret, Cyrillic text', async () => {
    const me = await visitor(t.app);
    const { body } = await buySeats(me, t.hall.event.id, [seat(3, 3), seat(3, 4)]);
    await bankPost(t.app, `pay/${pidOf(body.payment_url)}`, { card: '4242424242424242' });
    const state = await me.get(`/cart/order_status?order=${body.order.id}`);
    const pdf = await t.app.inject({ url: `${state.body.tickets_url}&format=pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`tickets-${body.order.number}.pdf`);
    const raw = pdf.rawPayload.toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw.match(/\/Type \/Page\b/g)).toHaveLength(2);
    expect(raw).toContain('/Subtype /Image');
    expect(raw).toContain('DejaVuSans');
    expect((await t.app.inject({ url: `/api/v1/tickets/${body.order.number}?format=pdf` })).statusCode).toBe(
      404,
    );
  });

  it('GET /tickets_preview answers a sample ticket PDF', async () => {
    const pdf = await t.app.inject({ url: '/api/v1/tickets_preview', headers: { 'accept-language': 'de' } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });
});

describe('mails', () => {
  const mailsTo = (to: string, count: number) => outboxMailsTo(t.config.mail.outboxDir, to, count);

  it('the tickets go out in the order language with the PDF attached and the guest link', async () => {
    const me = await visitor(t.app, { locale: 'en' });
    const to = 'tickets-en@example.com';
    const { body } = await buySeats(me, t.hall.event.id, [seat(2, 7)], {
      ...BUYER,
      email: to,
      name: 'Ann <b>',
    });
    await bankPost(t.app, `pay/${pidOf(body.payment_url)}`, { card: '4242424242424242' });
    const [mail] = await mailsTo(to, 1);
    expect(mail?.subject).toBe(`Your tickets, order ${body.order.number}`);
    expect(mail?.html).toContain('Hello, Ann &lt;b&gt;!');
    expect(mail?.text).toContain(`/en/tickets/${body.order.number}?key=`);
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments[0]).toMatchObject({
      filename: `tickets-${body.order.number}.pdf`,
      contentType: 'application/pdf',
    });
    expect(mail?.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('lists the places in the hall’s order, whatever order the plan or the buyer gave them', async () => {
    // A plan drawn right to left: seat 10 of the row was stored first, seat 9 next (ids against labels).
    const hall = await createHall(t.database.db, {
      sections: [{ name: { ru: 'Ложа' }, rows: 1, seatsPerRow: 3 }],
    });
    const [a, b] = [hall.seatId(0, 1, 1), hall.seatId(0, 1, 2)];
    await t.database.db.execute(sql`UPDATE plan_seats SET label = '10' WHERE id = ${a}`);
    await t.database.db.execute(sql`UPDATE plan_seats SET label = '9' WHERE id = ${b}`);
    const me = await visitor(t.app);
    const to = 'in-order@example.com';
    for (const place of [a, b]) {
      expect((await me.add({ event: hall.event.id, places: [place] })).status).toBe(200);
    }
    const bought = await me.post('/cart/buy', { ...BUYER, email: to });
    await bankPost(t.app, `pay/${pidOf(bought.body.payment_url)}`, { card: '4242424242424242' });
    const [mail] = await mailsTo(to, 1);
    const text = mail?.text ?? '';
    expect(text.indexOf('место 9'), text).toBeGreaterThan(-1);
    expect(text.indexOf('место 9')).toBeLessThan(text.indexOf('место 10'));
  });

  it('a late payment for seats taken meanwhile: the buyer is told of the refund, in Russian', async () => {
    const me = await visitor(t.app);
    const to = 'late-ru@example.com';
    const { body } = await buySeats(me, t.hall.event.id, [seat(2, 8)], { ...BUYER, email: to });
    clock.advance(20 * MINUTE);
    await (await visitor(t.app)).add({ event: t.hall.event.id, places: [seat(2, 8)] });
    await bankPost(t.app, `pay/${pidOf(body.payment_url)}`, { card: '4242424242424242' });
    const [mail] = await mailsTo(to, 1);
    expect(mail?.subject).toBe(`Возврат оплаты, заказ ${body.order.number}`);
    expect(mail?.text).toContain('места уже заняты');
    expect(mail?.attachments).toHaveLength(0);
  });
});
