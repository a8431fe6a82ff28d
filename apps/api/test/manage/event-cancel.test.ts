// [BACK OFFICE] Cancelling a session (POST /manage/events/{id}/cancel): only its venue's managers and administrators;
// a reason required; off sale at once (the cart refuses it), carts' holds and unpaid orders released; every paid
// order refunded through the sandbox bank by the box office's refund path — a buyer in Russian and one in English
// each get the refund mail in their language and one notification; a refund the bank refuses stays `failed` for the
// box office and the cancel still completes; an order with another session keeps that session's tickets;
// cancelling again refunds nothing more; audited with the venue.
import { auditLog, events, notifications, orders, refunds, seatHolds, tickets } from '@afisha/db';
import { and, eq, inArray } from '@afisha/db/orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createHall, type Hall } from '../factories/hall.factory.ts';
import { type Visitor, visitor } from '../helpers/cart-client.ts';
import { BUYER, bankPost, outboxMailsTo, pidOf, useCheckoutTestApp } from '../helpers/checkout.ts';
import { type ManageClient, manageClient } from '../helpers/manager.ts';
import { signInCustomer } from '../helpers/signed-in.ts';
import { manualClock } from '../helpers/test-app.ts';

const clock = manualClock();
const t = useCheckoutTestApp(clock, [{ name: { ru: 'Партер' }, rows: 5, seatsPerRow: 6 }]);
const db = () => t.database.db;
let manager: ManageClient;

const REFUSING_CARD = '4000000000000119';

/** A signed-in buyer speaking `locale` who pays for `places` ({event, seats} each) with `card`. */
async function paidOrder(
  locale: string,
  places: { event: number; seats: number[] }[],
  card = '4242424242424242',
) {
  const signed = await signInCustomer(t.app, db());
  const me = await visitor(t.app, { session: signed.session, locale });
  for (const place of places) {
    expect((await me.add({ event: place.event, places: place.seats })).status).toBe(200);
  }
  const bought = await me.post('/cart/buy', { ...BUYER, email: signed.email });
  expect(bought.status).toBe(200);
  await bankPost(t.app, `pay/${pidOf(bought.body.payment_url)}`, { card });
  const [order] = await db()
    .select()
    .from(orders)
    .where(eq(orders.id, Number(bought.body.order.id)));
  expect(order?.status).toBe('paid');
  return { id: Number(order?.id), userId: signed.userId, email: signed.email };
}

/** A session in a venue of its own, and a manager of that venue speaking English. */
async function newSession() {
  const session = await createHall(db(), { sections: [{ name: { ru: 'Партер' }, rows: 5, seatsPerRow: 6 }] });
  manager = await manageClient(t.app, db(), { kind: 'manager', venues: [session.venue.venue.id] }, 'en');
  return session;
}

describe('who may cancel, and with what', () => {
  it('answers 403 to a customer, 404 for another venue’s session; a reason is required', async () => {
    const session = await newSession();
    const url = `/events/${session.event.id}/cancel`;
    const customer = await manageClient(t.app, db(), { kind: 'customer' });
    expect((await customer.post(url, { reason: 'x' })).status).toBe(403);
    const other = await createHall(db());
    const elsewhere = await manageClient(t.app, db(), { kind: 'manager', venues: [other.venue.venue.id] });
    expect((await elsewhere.post(url, { reason: 'flood' })).status).toBe(404);
    expect((await manager.post(`/events/${other.event.id}/cancel`, { reason: 'flood' })).status).toBe(404);
    for (const body of [{}, { reason: '' }, { reason: '  ' }, { reason: 'x'.repeat(501) }, { reason: 5 }]) {
      const refused = await manager.post(url, body);
      expect(refused.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(refused.body.reason).toBeDefined();
    }
    const [event] = await db().select().from(events).where(eq(events.id, session.event.id));
    expect(event?.saleStatus).toBe('on_sale');
  });
});

describe('cancelling a session with sales', () => {
  let session: Hall;
  let russian: Awaited<ReturnType<typeof paidOrder>>;
  let english: Awaited<ReturnType<typeof paidOrder>>;
  let refused: Awaited<ReturnType<typeof paidOrder>>;
  let mixed: Awaited<ReturnType<typeof paidOrder>>;
  let other: Hall;
  let holder: Visitor;
  let unpaidOrder: number;

  beforeAll(async () => {
    other = await newSession();
    session = await newSession();
    const seat = (row: number, n: number) => session.seatId(0, row, n);
    russian = await paidOrder('ru', [{ event: session.event.id, seats: [seat(1, 1), seat(1, 2)] }]);
    english = await paidOrder('en', [{ event: session.event.id, seats: [seat(2, 1)] }]);
    refused = await paidOrder('de', [{ event: session.event.id, seats: [seat(3, 1)] }], REFUSING_CARD);
    mixed = await paidOrder('en', [
      { event: session.event.id, seats: [seat(4, 1)] },
      { event: other.event.id, seats: [other.seatId(0, 1, 1)] },
    ]);
    holder = await visitor(t.app);
    expect((await holder.add({ event: session.event.id, places: [seat(5, 1), seat(5, 2)] })).status).toBe(
      200,
    );
    const unpaid = await visitor(t.app);
    expect((await unpaid.add({ event: session.event.id, places: [seat(5, 3)] })).status).toBe(200);
    unpaidOrder = Number((await unpaid.post('/cart/buy', BUYER)).body.order.id);
    clock.advance(60_000);
  });

  it('takes it off sale, releases holds, refunds every paid order through its provider; the refused one waits', async () => {
    const answer = await manager.post(`/events/${session.event.id}/cancel`, {
      reason: 'The lead actor is ill',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      event: session.event.id,
      sale_status: 'cancelled',
      cancel_reason: 'The lead actor is ill',
      cancelled_at: clock.now().toISOString(),
      already_cancelled: false,
      orders: 4,
      holds_released: 3,
      refunds: { requested: 4, succeeded: 3, pending: 0, refused: 1, already_refunded: 0 },
    });
    expect(answer.body.version).toBe(session.event.version + 1);

    const live = await db().select().from(seatHolds).where(eq(seatHolds.eventId, session.event.id));
    expect(live).toEqual([]);
    expect(await holder.count()).toBe(0);
    const [unpaid] = await db().select().from(orders).where(eq(orders.id, unpaidOrder));
    expect(unpaid?.status).toBe('expired');
    const again = await holder.add({ event: session.event.id, places: [session.seatId(0, 5, 1)] });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('not_on_sale');

    const statuses = async (id: number) =>
      (await db().select().from(orders).where(eq(orders.id, id)))[0]?.status;
    expect(await statuses(russian.id)).toBe('refunded');
    expect(await statuses(english.id)).toBe('refunded');
    expect(await statuses(refused.id)).toBe('refunded');
    expect(await statuses(mixed.id)).toBe('partially_refunded');
    const [refusal] = await db().select().from(refunds).where(eq(refunds.orderId, refused.id));
    expect(refusal?.status).toBe('failed');
    // The other session's ticket of the mixed order still passes the door.
    const mixedTickets = await db().select().from(tickets).where(eq(tickets.orderId, mixed.id));
    expect(mixedTickets.map((ticket) => ticket.status).sort()).toEqual(['refunded', 'valid']);

    const [ruMail] = await outboxMailsTo(t.config.mail.outboxDir, russian.email, 1, 'Возврат по заказу');
    expect(ruMail?.text).toContain('возвращён полностью');
    // The mail says which session the organiser cancelled and why, in the buyer's language.
    expect(ruMail?.text).toMatch(/Организатор отменил сеанс «.+», .+\. Причина: The lead actor is ill/);
    const [enMail] = await outboxMailsTo(t.config.mail.outboxDir, english.email, 1, 'Refund for order');
    expect(enMail?.text).toMatch(/The organiser has cancelled “.+”, .+\. Reason: The lead actor is ill/);
    const told = await db()
      .select()
      .from(notifications)
      .where(
        and(
          inArray(notifications.userId, [russian.userId, english.userId]),
          eq(notifications.kind, 'refund_done'),
        ),
      );
    expect(told).toHaveLength(2);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(session.event.id)), eq(auditLog.action, 'cancel')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: manager.userId, venueId: session.venue.venue.id });
  });

  it('keeps a cancelled session as it is: an empty change answers it, any change is refused in words, never a 500', async () => {
    const url = `/events/${session.event.id}`;
    const current = await manager.get(url);
    expect(current.body.status).toBe('cancelled');
    const version = current.body.version as number;
    for (const body of [{}, { version }]) {
      const unchanged = await manager.patch(url, body, { ifMatch: version });
      expect(unchanged.status, JSON.stringify(body)).toBe(200);
      expect(unchanged.body).toMatchObject({ status: 'cancelled', version });
    }
    for (const body of [{ status: 'on_sale' }, { max_per_order: 3 }]) {
      const refused = await manager.patch(url, body, { ifMatch: version });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.status).toBeDefined();
    }
    const [event] = await db().select().from(events).where(eq(events.id, session.event.id));
    expect(event?.saleStatus).toBe('cancelled');
    expect(event?.version).toBe(version);
  });

  it('does nothing more when cancelled again: no second refund, no second mail or notification', async () => {
    const before = await db().select().from(refunds);
    clock.advance(60_000);
    const answer = await manager.post(`/events/${session.event.id}/cancel`, { reason: 'Another reason' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      already_cancelled: true,
      cancel_reason: 'The lead actor is ill',
      orders: 4,
      holds_released: 3,
      refunds: { requested: 4, succeeded: 3, refused: 1 },
    });
    expect(await db().select().from(refunds)).toHaveLength(before.length);
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, russian.userId), eq(notifications.kind, 'refund_done')));
    expect(told).toHaveLength(1);
  });
});

describe('two managers cancelling one session at once', () => {
  it('refunds each paid order once, mails each buyer once, and tells one of them it was already cancelled', async () => {
    const session = await newSession();
    const seat = (row: number, n: number) => session.seatId(0, row, n);
    const first = await paidOrder('ru', [{ event: session.event.id, seats: [seat(1, 1), seat(1, 2)] }]);
    const second = await paidOrder('en', [{ event: session.event.id, seats: [seat(2, 1)] }]);
    const colleague = await manageClient(
      t.app,
      db(),
      { kind: 'manager', venues: [session.venue.venue.id] },
      'ru',
    );
    clock.advance(60_000);
    const url = `/events/${session.event.id}/cancel`;
    const answers = await Promise.all([
      manager.post(url, { reason: 'Flood' }),
      colleague.post(url, { reason: 'Power cut' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.already_cancelled).sort()).toEqual([false, true]);
    // Both answers tell the one reason that won.
    expect(new Set(answers.map((answer) => answer.body.cancel_reason)).size).toBe(1);
    for (const order of [first, second]) {
      const made = await db().select().from(refunds).where(eq(refunds.orderId, order.id));
      expect(made, `order ${order.id}`).toHaveLength(1);
      const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
      expect(row?.status).toBe('refunded');
      const told = await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, order.userId), eq(notifications.kind, 'refund_done')));
      expect(told).toHaveLength(1);
    }
    const mails = await outboxMailsTo(t.config.mail.outboxDir, first.email, 1, 'Возврат по заказу');
    expect(mails).toHaveLength(1);
  });
});
