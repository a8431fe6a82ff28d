// [BOX OFFICE] POST /checkin, the door check: 403 for anonymous visitors and customers; for staff a paid ticket is
// let in once (valid, recorded with who, which device, which session, and in the audit log), a second scan is
// already_used with when and by whom, unless it comes from the device that let it in (valid again, `repeat`); a
// ticket of another session is wrong_event (saying where it belongs); a refunded one refunded; a made-up code
// unknown; the code alone (no session given) lets a ticket in to its own session; venue staff see only their
// venues' tickets (another venue's is unknown to them). Codes are read in any case and with spaces around.
import { auditLog, checkins, staffVenueRoles, tickets, users } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createHall, type Hall } from '../factories/hall.factory.ts';
import { visitor } from '../helpers/cart-client.ts';
import { BUYER, bankPost, pidOf, useCheckoutTestApp } from '../helpers/checkout.ts';
import { signInCustomer } from '../helpers/signed-in.ts';
import { manualClock } from '../helpers/test-app.ts';

const clock = manualClock();
const t = useCheckoutTestApp(clock, [{ name: { ru: 'Партер' }, kind: 'parterre', rows: 2, seatsPerRow: 4 }]);
const db = () => t.database.db;
let other: Hall;

async function paidTickets(hall: Hall, seats: number[]) {
  const me = await visitor(t.app);
  expect((await me.add({ event: hall.event.id, places: seats })).status).toBe(200);
  const bought = await me.post('/cart/buy', BUYER);
  await bankPost(t.app, `pay/${pidOf(bought.body.payment_url)}`, { card: '4242424242424242' });
  return db().select().from(tickets).where(eq(tickets.orderId, bought.body.order.id));
}

async function staffMember(role: 'staff' | 'admin' | 'customer', venueId?: number | null) {
  const signed = await signInCustomer(t.app, db());
  await db()
    .update(users)
    .set({ role, firstName: 'Ирина', lastName: 'Контролёр' })
    .where(eq(users.id, signed.userId));
  if (venueId !== undefined) await db().insert(staffVenueRoles).values({ userId: signed.userId, venueId });
  return visitor(t.app, { session: signed.session });
}

beforeAll(async () => {
  other = await createHall(db(), { sections: [{ name: { ru: 'Зал' }, rows: 1, seatsPerRow: 2 }] });
});

describe('POST /checkin', () => {
  it('answers 403 to anonymous visitors, customers, and staff without a venue', async () => {
    const body = { secret: 'ANYTHING', event: t.hall.event.id };
    expect((await (await visitor(t.app)).post('/checkin', body)).status).toBe(403);
    expect((await (await staffMember('customer')).post('/checkin', body)).status).toBe(403);
    const noVenue = await staffMember('staff');
    const refused = await noVenue.post('/checkin', body);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('permission_denied');
    expect(await db().select().from(checkins)).toEqual([]);
  });

  it('lets a ticket in once; the same device again is still valid; another device hears when and by whom', async () => {
    const [ticket] = await paidTickets(t.hall, [t.hall.seatId(0, 1, 1)]);
    const door = await staffMember('staff', null);
    const scan = (device: string, secret = ticket!.secret) =>
      door.post('/checkin', { secret, event: t.hall.event.id, device });

    const first = await scan('phone-1', ` ${ticket!.secret.toLowerCase()} `);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ result: 'valid', repeat: false, place: 'Партер, ряд 1, место 1' });
    expect((await db().select().from(tickets).where(eq(tickets.id, ticket!.id)))[0]?.status).toBe('used');

    expect((await scan('phone-1')).body).toMatchObject({ result: 'valid', repeat: true });
    const second = await scan('phone-2');
    expect(second.body).toMatchObject({ result: 'already_used', used_by: 'Ирина Контролёр' });
    expect(second.body.used_at).toBe(clock.now().toISOString());

    const scans = await db().select().from(checkins).where(eq(checkins.ticketId, ticket!.id));
    expect(scans.map((row) => [row.result, row.device])).toEqual([
      ['valid', 'phone-1'],
      ['already_used', 'phone-2'],
    ]);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(ticket!.id)));
    expect(audit).toMatchObject([{ action: 'checkin', entityType: 'ticket', after: { status: 'used' } }]);
  });

  it("a device id is the clerk's: another clerk sending the first door's device hears already_used, not repeat", async () => {
    const [ticket] = await paidTickets(t.hall, [t.hall.seatId(0, 1, 2)]);
    const door = await staffMember('staff', null);
    const otherClerk = await staffMember('staff', null);
    const body = { secret: ticket!.secret, event: t.hall.event.id, device: 'door-1' };
    expect((await door.post('/checkin', body)).body).toMatchObject({ result: 'valid', repeat: false });

    const copied = await otherClerk.post('/checkin', body);
    expect(copied.body).toMatchObject({ result: 'already_used', repeat: false, used_by: 'Ирина Контролёр' });
    // The first clerk's own phone still hears its double scan as valid.
    expect((await door.post('/checkin', body)).body).toMatchObject({ result: 'valid', repeat: true });
    const scans = await db().select().from(checkins).where(eq(checkins.ticketId, ticket!.id));
    expect(scans.map((row) => row.result)).toEqual(['valid', 'already_used']);
  });

  it('says a ticket of another session is for that one, a refunded ticket is refunded, a made-up code unknown', async () => {
    const [ticket] = await paidTickets(other, [other.seatId(0, 1, 1)]);
    const admin = await staffMember('admin');
    const wrong = await admin.post('/checkin', { secret: ticket!.secret, event: t.hall.event.id });
    expect(wrong.body).toMatchObject({ result: 'wrong_event', event: { id: other.event.id } });
    expect((await db().select().from(tickets).where(eq(tickets.id, ticket!.id)))[0]?.status).toBe('valid');

    await db()
      .update(tickets)
      .set({ status: 'refunded', refundedAt: clock.now() })
      .where(eq(tickets.id, ticket!.id));
    expect(
      (await admin.post('/checkin', { secret: ticket!.secret, event: other.event.id })).body.result,
    ).toBe('refunded');
    const unknown = await admin.post('/checkin', { secret: 'NOTATICKET', event: other.event.id });
    expect(unknown.body).toMatchObject({ result: 'unknown', place: null, event: null });
    for (const bad of [
      { secret: '', event: 1 },
      { secret: 'X'.repeat(65), event: 1 },
      { secret: 'X', event: 'first' },
      { event: 1 },
    ]) {
      expect((await admin.post('/checkin', bad)).status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('a session that does not exist: a made-up code is unknown, a real ticket wrong_event, both logged without it', async () => {
    const hall = await createHall(db(), { sections: [{ name: { ru: 'Зал' }, rows: 1, seatsPerRow: 1 }] });
    const [ticket] = await paidTickets(hall, [hall.seatId(0, 1, 1)]);
    const admin = await staffMember('admin');
    const missing = 2_000_000_000;
    const unknown = await admin.post('/checkin', { secret: 'NOSUCHCODE', event: missing });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ result: 'unknown', event: null });
    const wrong = await admin.post('/checkin', { secret: ticket!.secret, event: missing });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toMatchObject({ result: 'wrong_event', event: { id: hall.event.id } });
    const madeUp = await db().select().from(checkins).where(eq(checkins.scannedCode, 'NOSUCHCODE'));
    const real = await db().select().from(checkins).where(eq(checkins.ticketId, ticket!.id));
    expect([...madeUp, ...real].map((row) => [row.result, row.eventId])).toEqual([
      ['unknown', null],
      ['wrong_event', null],
    ]);
  });

  it('the code alone (docs/api.md `{secret}`) lets a ticket in to its own session, once; others are unchanged', async () => {
    const [ticket] = await paidTickets(other, [other.seatId(0, 1, 2)]);
    const admin = await staffMember('admin');
    const first = await admin.post('/checkin', { secret: ticket!.secret });
    expect(first.body).toMatchObject({ result: 'valid', repeat: false, event: { id: other.event.id } });
    expect(
      (await admin.post('/checkin', { secret: ` ${ticket!.secret.toLowerCase()} ` })).body,
    ).toMatchObject({
      result: 'already_used',
      event: { id: other.event.id },
    });
    const recorded = await db().select().from(checkins).where(eq(checkins.ticketId, ticket!.id));
    expect(recorded.map((row) => [row.result, row.eventId])).toEqual([
      ['valid', other.event.id],
      ['already_used', other.event.id],
    ]);
    expect((await admin.post('/checkin', { secret: 'NOTATICKETEITHER' })).body).toMatchObject({
      result: 'unknown',
      event: null,
    });
    // Venue staff: another venue's ticket is still unknown to them, and its session is not written down.
    const [elsewhereTicket] = await paidTickets(t.hall, [t.hall.seatId(0, 2, 3)]);
    const elsewhere = await staffMember('staff', other.venue.venue.id);
    expect((await elsewhere.post('/checkin', { secret: elsewhereTicket!.secret })).body.result).toBe(
      'unknown',
    );
    const [unknownRow] = (await db().select().from(checkins)).filter(
      (row) => row.scannedCode === elsewhereTicket!.secret,
    );
    expect(unknownRow?.eventId).toBeNull();
  });

  it("venue staff see only their venues' tickets: another venue's is unknown to them and stays valid", async () => {
    const [ticket] = await paidTickets(t.hall, [t.hall.seatId(0, 2, 1)]);
    const elsewhere = await staffMember('staff', other.venue.venue.id);
    const answer = await elsewhere.post('/checkin', { secret: ticket!.secret, event: t.hall.event.id });
    expect(answer.body).toMatchObject({ result: 'unknown', place: null });
    expect((await db().select().from(tickets).where(eq(tickets.id, ticket!.id)))[0]?.status).toBe('valid');
    const here = await staffMember('staff', t.hall.venue.venue.id);
    expect(
      (await here.post('/checkin', { secret: ticket!.secret, event: t.hall.event.id })).body.result,
    ).toBe('valid');
  });
});
