// [BOX OFFICE] Refunds: POST /orders/admin/{id}/part_refund, …/full_refund and their SBP variants. 403 for anonymous
// visitors and customers, 404 for another venue's staff; a refunded ticket stops passing the door while the others
// still do, its seat goes back on sale, the money goes back through the sandbox bank (and to the gift certificate
// that paid part of the order), the buyer is mailed, the audit log records the clerk; lines already refunded, of
// another order, or let in at the door are refused and nothing changes.
import { auditLog, giftCertificates, refunds, tickets } from '@afisha/db';
import { eq, sql } from '@afisha/db/orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createWaitingListRepository } from '../../src/modules/waiting-list/waiting-list.repository.ts';
import { createCertificate } from '../factories/certificates.factory.ts';
import { createHall, type Hall } from '../factories/hall.factory.ts';
import { type Visitor, visitor } from '../helpers/cart-client.ts';
import { BUYER, bankPost, buySeats, outboxMailsTo, pidOf, useCheckoutTestApp } from '../helpers/checkout.ts';
import { staffMember } from '../helpers/staff-member.ts';
import { manualClock } from '../helpers/test-app.ts';

const clock = manualClock();
const t = useCheckoutTestApp(clock, [{ name: { ru: 'Партер' }, kind: 'parterre', rows: 3, seatsPerRow: 6 }]);
const db = () => t.database.db;
let other: Hall;
let site: Visitor;

/** A paid order of `seats` (row 1..3, seat 1..6 of the parterre), bought by `email`. */
async function paidOrder(seats: [number, number][], body: Record<string, unknown> = {}) {
  const buyer = await visitor(t.app);
  const bought = await buySeats(
    buyer,
    t.hall.event.id,
    seats.map(([row, seat]) => t.hall.seatId(0, row, seat)),
    { ...BUYER, ...body },
  );
  expect(bought.status).toBe(200);
  if (bought.body.payment_url.includes('/sandbox/')) {
    await bankPost(t.app, `pay/${pidOf(bought.body.payment_url)}`, { card: '4242424242424242' });
  }
  return Number(bought.body.order.id);
}

const detail = async (me: Visitor, order: number) => (await me.get(`/orders/admin/${order}`)).body;
async function ticketOf(line: number) {
  const [ticket] = await db().select().from(tickets).where(eq(tickets.orderItemId, line));
  if (!ticket) throw new Error(`no ticket for line ${line}`);
  return ticket;
}

beforeAll(async () => {
  other = await createHall(db(), { sections: [{ name: { ru: 'Зал' }, rows: 1, seatsPerRow: 2 }] });
  site = await staffMember(t.app, db(), 'staff', null);
});

describe('who may refund', () => {
  it('answers 403 to anonymous visitors and customers, 404 to the staff of another venue; nothing changes', async () => {
    const order = await paidOrder([[1, 1]]);
    const calls = (me: Visitor) => [
      me.post(`/orders/admin/${order}/full_refund`, {}),
      me.post(`/orders/admin/${order}/full_refund_sbp`, {}),
      me.post(`/orders/admin/${order}/part_refund`, { items: [1] }),
      me.post(`/orders/admin/${order}/part_refund_sbp_order`, { items: [1] }),
    ];
    for (const me of [await visitor(t.app), await staffMember(t.app, db(), 'customer')]) {
      for (const answer of await Promise.all(calls(me))) expect(answer.status).toBe(403);
    }
    const elsewhere = await staffMember(t.app, db(), 'staff', other.venue.venue.id);
    for (const answer of await Promise.all(calls(elsewhere))) expect(answer.status).toBe(404);
    expect((await detail(site, order)).status).toBe('paid');
    expect(await db().select().from(refunds).where(eq(refunds.orderId, order))).toEqual([]);
  });
});

describe('a partial refund', () => {
  let order: number;
  let lines: { id: number; net_kopecks: number; ticket: { id: number } }[];

  beforeAll(async () => {
    order = await paidOrder([
      [2, 1],
      [2, 2],
    ]);
    lines = (await detail(site, order)).lines;
  });

  it('refunds the chosen ticket through the bank: the ticket is refunded, the other one still valid', async () => {
    const venueStaff = await staffMember(t.app, db(), 'staff', t.hall.venue.venue.id);
    const answer = await venueStaff.post(`/orders/admin/${order}/part_refund`, { items: [lines[0]?.id] });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      order: { id: order, status: 'partially_refunded' },
      refund: {
        amount_kopecks: lines[0]?.net_kopecks,
        certificate_kopecks: 0,
        status: 'succeeded',
        reason: 'box_office',
        lines: [lines[0]?.id],
      },
    });
    expect((await ticketOf(lines[0]!.id)).status).toBe('refunded');
    expect((await ticketOf(lines[1]!.id)).status).toBe('valid');
    const after = await detail(site, order);
    expect(after).toMatchObject({ status: 'partially_refunded', refunded_kopecks: lines[0]?.net_kopecks });
    expect(after.lines.map((line: { refunded: boolean }) => line.refunded)).toEqual([true, false]);
  });

  it('puts the seat back on sale: another visitor can hold it', async () => {
    const next = await visitor(t.app);
    expect((await next.add({ event: t.hall.event.id, places: [t.hall.seatId(0, 2, 1)] })).status).toBe(200);
    expect((await next.add({ event: t.hall.event.id, places: [t.hall.seatId(0, 2, 2)] })).status).toBe(409);
    await next.clear();
  });

  it('stops the refunded ticket at the door; the other passes once', async () => {
    const [refunded, kept] = [await ticketOf(lines[0]!.id), await ticketOf(lines[1]!.id)];
    const scan = (secret: string) =>
      site.post('/checkin', { secret, event: t.hall.event.id, device: 'door-1' });
    expect((await scan(String(refunded.secret))).body.result).toBe('refunded');
    expect((await scan(String(kept.secret))).body.result).toBe('valid');
    expect((await site.post('/checkin', { secret: kept.secret, event: t.hall.event.id })).body.result).toBe(
      'already_used',
    );
  });

  it('mails the buyer in the order language and records the clerk in the audit log', async () => {
    const [refundMail] = await outboxMailsTo(t.config.mail.outboxDir, BUYER.email, 1, 'Возврат по заказу');
    expect(refundMail?.text).toContain('возвращено билетов: 1');
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'part_refund'));
    expect(entry).toMatchObject({ entityType: 'order', entityId: String(order), before: { status: 'paid' } });
    expect(entry?.after).toMatchObject({ status: 'partially_refunded', lines: [lines[0]?.id] });
  });

  it('refuses a line already refunded, a line of another order and a ticket let in at the door; nothing changes', async () => {
    const again = await site.post(`/orders/admin/${order}/part_refund`, { items: [lines[0]?.id] });
    expect(again).toMatchObject({ status: 409, body: { code: 'not_refundable', items: [lines[0]?.id] } });
    expect(again.body.detail).toMatch(/уже возвращена/);
    const foreign = await site.post(`/orders/admin/${order}/part_refund`, { items: [999_999] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.codes.items).toEqual(['does_not_exist']);
    const used = await site.post(`/orders/admin/${order}/part_refund`, { items: [lines[1]?.id] });
    expect(used).toMatchObject({ status: 409, body: { code: 'not_refundable', items: [lines[1]?.id] } });
    const full = await site.post(`/orders/admin/${order}/full_refund`, {});
    expect(full.status).toBe(409);
    expect(await db().select().from(refunds).where(eq(refunds.orderId, order))).toHaveLength(1);
    expect((await detail(site, order)).status).toBe('partially_refunded');
  });

  it('answers in the clerk’s language', async () => {
    const english = await visitor(t.app, { session: site.session, locale: 'en' });
    const again = await english.post(`/orders/admin/${order}/part_refund`, { items: [lines[0]?.id] });
    expect(again.body.detail).toMatch(/already refunded/);
  });
});

describe('a full refund', () => {
  it('gives back what is left: every line, the order refunded, the refunds adding up to what was paid', async () => {
    const order = await paidOrder([
      [3, 1],
      [3, 2],
      [3, 3],
    ]);
    const before = await detail(site, order);
    await site.post(`/orders/admin/${order}/part_refund`, { items: [before.lines[2].id] });
    const answer = await site.post(`/orders/admin/${order}/full_refund`, {});
    expect(answer).toMatchObject({ status: 200, body: { order: { status: 'refunded' } } });
    expect(answer.body.refund.lines).toEqual([before.lines[0].id, before.lines[1].id]);
    const after = await detail(site, order);
    expect(after.refunded_kopecks).toBe(before.total_kopecks);
    expect(after.can_refund).toBe(false);
    const { rows } = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM tickets WHERE order_id = ${order} AND status = 'refunded'`,
    );
    expect(rows[0]?.n).toBe(3);
    const again = await site.post(`/orders/admin/${order}/full_refund`, {});
    expect(again).toMatchObject({ status: 409, body: { code: 'not_refundable' } });
  });

  it('is refused for an unpaid order', async () => {
    const buyer = await visitor(t.app);
    const pending = await buySeats(buyer, t.hall.event.id, [t.hall.seatId(0, 1, 6)]);
    const answer = await site.post(`/orders/admin/${pending.body.order.id}/full_refund`, {});
    expect(answer).toMatchObject({ status: 409, body: { code: 'not_refundable' } });
  });
});

describe('the SBP variants', () => {
  it('refuse an order paid by card and refund one paid through SBP', async () => {
    const card = await paidOrder([[1, 2]]);
    expect((await site.post(`/orders/admin/${card}/full_refund_sbp`, {})).status).toBe(409);
    const sbp = await paidOrder([[1, 3]], { payment_method: 'sbp' });
    const line = (await detail(site, sbp)).lines[0].id;
    const answer = await site.post(`/orders/admin/${sbp}/part_refund_sbp_order`, { items: [line] });
    expect(answer).toMatchObject({ status: 200, body: { order: { status: 'refunded' } } });
  });
});

describe('an order paid partly with a gift certificate', () => {
  it('gives the bank its part first, then the certificate the rest', async () => {
    const certificate = await createCertificate(db(), { balanceKopecks: 100_000, nominalKopecks: 100_000 });
    const order = await paidOrder(
      [
        [1, 4],
        [1, 5],
      ],
      { certificate: certificate.code },
    );
    const before = await detail(site, order);
    expect(before.certificate_kopecks).toBe(100_000);
    const answer = await site.post(`/orders/admin/${order}/full_refund`, {});
    expect(answer.body.refund).toMatchObject({
      amount_kopecks: before.total_kopecks,
      certificate_kopecks: 100_000,
      status: 'succeeded',
    });
    const [balance] = await db()
      .select({ balance: giftCertificates.balanceKopecks })
      .from(giftCertificates)
      .where(eq(giftCertificates.id, certificate.id));
    expect(balance?.balance).toBe(100_000);
  });
});

describe('general admission', () => {
  it('gives the refunded places back to the zone; the order keeps the others', async () => {
    const floor = await createHall(db(), { zones: [{ name: { ru: 'Танцпол' }, capacity: 5 }] });
    const zone = floor.zones[0]!.id;
    const buyer = await visitor(t.app);
    expect((await buyer.add({ event: floor.event.id, zone, quantity: 3 })).status).toBe(200);
    const bought = await buyer.post('/cart/buy', BUYER);
    await bankPost(t.app, `pay/${pidOf(bought.body.payment_url)}`, { card: '4242424242424242' });
    const order = Number(bought.body.order.id);
    const taken = async () =>
      Number(
        (
          await db().execute<{ taken: number }>(
            sql`SELECT taken FROM event_zone_inventory WHERE event_id = ${floor.event.id} AND zone_id = ${zone}`,
          )
        ).rows[0]?.taken,
      );
    expect(await taken()).toBe(3);
    const lines = (await detail(site, order)).lines;
    expect(lines.map((line: { kind: string }) => line.kind)).toEqual(['zone', 'zone', 'zone']);
    await site.post(`/orders/admin/${order}/part_refund`, { items: [lines[0].id, lines[1].id] });
    expect(await taken()).toBe(1);
    await site.post(`/orders/admin/${order}/full_refund`, {});
    expect(await taken()).toBe(0);
    const next = await visitor(t.app);
    expect((await next.add({ event: floor.event.id, zone, quantity: 5 })).status).toBe(200);
  });
});

describe('a sold-out session with a waiting list', () => {
  it('offers the refunded seat to the first person waiting', async () => {
    const small = await createHall(db(), { sections: [{ name: { ru: 'Зал' }, rows: 1, seatsPerRow: 2 }] });
    const buyer = await visitor(t.app);
    const bought = await buySeats(buyer, small.event.id, [small.seatId(0, 1, 1), small.seatId(0, 1, 2)]);
    await bankPost(t.app, `pay/${pidOf(bought.body.payment_url)}`, { card: '4242424242424242' });
    const waiting = await visitor(t.app);
    const joined = await waiting.post(`/events/${small.event.id}/waiting_list`, {
      email: 'waiting@example.com',
      quantity: 1,
    });
    expect(joined).toMatchObject({ status: 200, body: { position: 1 } });
    const offers = () => createWaitingListRepository(db()).makeOffers(clock.now(), 30 * 60_000);
    expect(await offers()).toBe(0);

    const order = Number(bought.body.order.id);
    const line = (await detail(site, order)).lines[0].id;
    expect((await site.post(`/orders/admin/${order}/part_refund`, { items: [line] })).status).toBe(200);
    expect(await offers()).toBe(1);
    const [mail] = await outboxMailsTo(t.config.mail.outboxDir, 'waiting@example.com', 1);
    expect(mail?.subject).toMatch(/^Появились места: /);
  });
});
