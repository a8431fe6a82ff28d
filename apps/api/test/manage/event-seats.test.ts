// [BACK OFFICE] Seats off sale for one session (POST/GET /manage/events/{id}/seats): only the session's venue
// managers and administrators (another venue's session is a 404, a customer 403); seats of the session's plan only,
// a reason when blocking; free seats only, all or none (a held or sold seat refuses the whole change, naming the
// seats), an expired hold taken over; blocked seats show on the open seat map and cannot be put in a cart; unblocking
// puts them back; every change audited with its venue; the manager's view says who blocked what, when and why.
import { auditLog, seatHolds } from '@afisha/db';
import { and, eq } from '@afisha/db/orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createHall, type Hall } from '../factories/hall.factory.ts';
import { visitor } from '../helpers/cart-client.ts';
import { bankPost, buySeats, pidOf, useCheckoutTestApp } from '../helpers/checkout.ts';
import { type ManageClient, manageClient } from '../helpers/manager.ts';
import { manualClock } from '../helpers/test-app.ts';

const clock = manualClock();
const t = useCheckoutTestApp(clock, [{ name: { ru: 'Партер', en: 'Stalls' }, rows: 5, seatsPerRow: 6 }]);
const db = () => t.database.db;
let manager: ManageClient;
let other: Hall;

const seatsUrl = (eventId: number) => `/events/${eventId}/seats`;
const seat = (row: number, number: number) => t.hall.seatId(0, row, number);
const status = async (eventId: number) => (await (await visitor(t.app)).status(eventId)).body;

beforeAll(async () => {
  manager = await manageClient(t.app, db(), { kind: 'manager', venues: [t.hall.venue.venue.id] }, 'en');
  other = await createHall(db());
});

describe('who may take seats off sale', () => {
  it('answers 401 anonymous, 403 to a customer, 404 for another venue’s session or none, 200 to an admin', async () => {
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v1/manage${seatsUrl(t.hall.event.id)}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const customer = await manageClient(t.app, db(), { kind: 'customer' });
    expect((await customer.get(seatsUrl(t.hall.event.id))).status).toBe(403);
    expect(
      (await customer.post(seatsUrl(t.hall.event.id), { block: [seat(1, 1)], reason: 'x' })).status,
    ).toBe(403);
    const elsewhere = await manageClient(t.app, db(), { kind: 'manager', venues: [other.venue.venue.id] });
    expect((await elsewhere.get(seatsUrl(t.hall.event.id))).status).toBe(404);
    const refused = await elsewhere.post(seatsUrl(t.hall.event.id), {
      block: [seat(1, 1)],
      reason: 'camera',
    });
    expect(refused.status).toBe(404);
    expect((await status(t.hall.event.id)).blocked).toEqual([]);
    expect((await manager.get(seatsUrl(other.event.id))).status).toBe(404);
    expect((await manager.get(seatsUrl(2_000_000_000))).status).toBe(404);
    expect((await manager.get(seatsUrl(99_999_999_999))).status).toBe(400);
    const admin = await manageClient(t.app, db(), { kind: 'admin' });
    expect((await admin.get(seatsUrl(t.hall.event.id))).status).toBe(200);
  });
});

describe('what a change must be', () => {
  const url = () => seatsUrl(t.hall.event.id);

  it('refuses, with field errors in the editor’s language, an empty change, a block without a reason, bad values', async () => {
    const empty = await manager.post(url(), {});
    expect(empty.status).toBe(400);
    expect(empty.body.block).toBeDefined();
    const noReason = await manager.post(url(), { block: [seat(1, 1)] });
    expect(noReason.status).toBe(400);
    expect(noReason.body.reason).toEqual(['This field is required.']);
    expect((await manager.post(url(), { block: [seat(1, 1)], reason: '   ' })).body.reason).toBeDefined();
    expect(
      (await manager.post(url(), { block: [seat(1, 1)], reason: 'x'.repeat(201) })).body.reason,
    ).toBeDefined();
    expect((await manager.post(url(), { block: [seat(1, 1)], reason: 'x'.repeat(100_000) })).status).toBe(
      400,
    );
    const huge = await manager.post(url(), {
      block: Array.from({ length: 10_000 }, (_, i) => i + 1),
      reason: 'x',
    });
    expect(huge.status).toBe(400);
    expect(huge.body.block).toBeDefined();
    for (const bad of [
      { block: 'all', reason: 'x' },
      { block: [-1], reason: 'x' },
      { block: [2 ** 40], reason: 'x' },
    ]) {
      expect((await manager.post(url(), bad)).status).toBe(400);
    }
    const both = await manager.post(url(), { block: [seat(1, 1)], unblock: [seat(1, 1)], reason: 'x' });
    expect(both.body.unblock).toBeDefined();
    expect(
      (await manager.post(url(), { block: [seat(1, 1)], reason: 'x', extra: 1 })).body.extra,
    ).toBeDefined();
    expect((await status(t.hall.event.id)).blocked).toEqual([]);
  });

  it('refuses seats of another plan, naming them, and changes nothing', async () => {
    const strange = other.seatId(0, 1, 1);
    const answer = await manager.post(seatsUrl(t.hall.event.id), {
      block: [seat(1, 1), strange],
      reason: 'camera',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.block).toEqual([`These seats are not on the session’s plan: ${strange}.`]);
    expect((await status(t.hall.event.id)).blocked).toEqual([]);
  });
});

describe('taking seats off sale and back', () => {
  it('blocks free seats with a reason: the seat map shows them, the cart refuses them, the view says who and why', async () => {
    const eventId = t.hall.event.id;
    const seats = [seat(2, 1), seat(2, 2)];
    const answer = await manager.post(seatsUrl(eventId), { block: seats, reason: ' House seats ' });
    expect(answer.status).toBe(200);
    expect(answer.body.counts).toMatchObject({ total: 30, blocked: 2, held: 0, sold: 0, free: 28 });
    expect(answer.body.blocked).toEqual(
      seats.map((id, index) => ({
        seat: id,
        section: 'Stalls',
        row: '2',
        label: String(index + 1),
        reason: 'House seats',
        blocked_at: clock.now().toISOString(),
        blocked_by: { id: manager.userId, email: manager.email },
      })),
    );
    expect((await status(eventId)).blocked).toEqual(seats);
    const buyer = await visitor(t.app);
    const refused = await buyer.add({ event: eventId, places: [seats[0]] });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('places_taken');
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(eventId)), eq(auditLog.action, 'block_seats')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: manager.userId,
      venueId: t.hall.venue.venue.id,
      after: { seats, reason: 'House seats' },
    });

    const back = await manager.post(seatsUrl(eventId), { unblock: [seats[0], seat(5, 6)] });
    expect(back.status).toBe(200);
    expect(back.body.blocked.map((row: { seat: number }) => row.seat)).toEqual([seats[1]]);
    expect((await status(eventId)).blocked).toEqual([seats[1]]);
    expect((await buyer.add({ event: eventId, places: [seats[0]] })).status).toBe(200);
    const unblockAudit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(eventId)), eq(auditLog.action, 'unblock_seats')));
    expect(unblockAudit[0]).toMatchObject({
      before: { seats: [seats[0]], reasons: { [String(seats[0])]: 'House seats' } },
    });
    await buyer.clear();
    await manager.post(seatsUrl(eventId), { unblock: [seats[1]] });
  });

  it('refuses the whole change when a seat is held or sold, naming it; nothing changes', async () => {
    const eventId = t.hall.event.id;
    const holder = await visitor(t.app);
    expect((await holder.add({ event: eventId, places: [seat(3, 1)] })).status).toBe(200);
    const buyer = await visitor(t.app);
    const bought = await buySeats(buyer, eventId, [seat(3, 2)]);
    await bankPost(t.app, `pay/${pidOf(bought.body.payment_url)}`, { card: '4242424242424242' });
    expect((await status(eventId)).sold).toContain(seat(3, 2));

    const held = await manager.post(seatsUrl(eventId), { block: [seat(3, 3), seat(3, 1)], reason: 'camera' });
    expect(held.status).toBe(409);
    expect(held.body).toMatchObject({ code: 'places_taken', places: [seat(3, 1)] });
    expect(held.body.detail).toContain(String(seat(3, 1)));
    const sold = await manager.post(seatsUrl(eventId), {
      block: [seat(3, 2), seat(3, 3)],
      unblock: [seat(3, 4)],
      reason: 'camera',
    });
    expect(sold.status).toBe(409);
    expect(sold.body.places).toEqual([seat(3, 2)]);
    expect((await status(eventId)).blocked).toEqual([]);
    const view = (await manager.get(seatsUrl(eventId))).body;
    expect(view.counts).toMatchObject({ held: 1, sold: 1, blocked: 0, free: 28 });
    await holder.clear();
  });

  it('takes over a hold that has expired, as the cart’s claim does', async () => {
    const eventId = t.hall.event.id;
    const holder = await visitor(t.app);
    expect((await holder.add({ event: eventId, places: [seat(4, 1)] })).status).toBe(200);
    clock.advance(2 * 60 * 60_000);
    const answer = await manager.post(seatsUrl(eventId), { block: [seat(4, 1)], reason: 'broken seat' });
    expect(answer.status).toBe(200);
    const [row] = await db()
      .select()
      .from(seatHolds)
      .where(and(eq(seatHolds.eventId, eventId), eq(seatHolds.seatId, seat(4, 1))));
    expect(row).toMatchObject({
      status: 'blocked',
      cartId: null,
      expiresAt: null,
      blockReason: 'broken seat',
    });
    expect((await holder.add({ event: eventId, places: [seat(4, 1)] })).status).toBe(409);
  });
});

describe('a block racing a visitor’s hold of the same seat', () => {
  it('lets exactly one of them have it, every time, and never both', async () => {
    const eventId = t.hall.event.id;
    // Row 5: seats no other test of this file touches.
    for (const number of [1, 2, 3, 4, 5, 6]) {
      const place = seat(5, number);
      const buyer = await visitor(t.app);
      const [blocked, held] = await Promise.all([
        manager.post(seatsUrl(eventId), { block: [place], reason: 'camera' }),
        buyer.add({ event: eventId, places: [place] }),
      ]);
      const winners = [blocked.status === 200, held.status === 200].filter(Boolean);
      expect(winners, `seat 5-${number}: block ${blocked.status}, hold ${held.status}`).toHaveLength(1);
      // The loser is told so: the block names the seat as taken, the hold is refused as unavailable.
      expect(blocked.status === 200 ? held.status : blocked.status).toBe(409);
      const rows = await db()
        .select()
        .from(seatHolds)
        .where(and(eq(seatHolds.eventId, eventId), eq(seatHolds.seatId, place)));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.status).toBe(blocked.status === 200 ? 'blocked' : 'held');
    }
  });
});
