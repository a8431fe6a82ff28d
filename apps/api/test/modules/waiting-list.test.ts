// [WAITING LIST] A sold-out session's waiting list through the API: joining is refused while any seat can be taken
// (ru, en); joined in turn (joining again keeps the place); seats that come back (a hold that ran out) are offered
// in order while they cover each person's places — the next in the queue waits rather than being skipped — with a
// mail whose link claims them; while an offer lasts nobody else can take the places it keeps; a claim holds them in
// the claimer's cart, once; a lapsed offer is over; the mail's link leaves the list; a wrong key finds nothing.
import { waitingListEntries } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { describe, expect, it } from 'vitest';
import { createWaitingListRepository } from '../../src/modules/waiting-list/waiting-list.repository.ts';
import { type Visitor, visitor } from '../helpers/cart-client.ts';
import { outboxMailsTo, useCheckoutTestApp } from '../helpers/checkout.ts';
import { manualClock } from '../helpers/test-app.ts';

const clock = manualClock();
const MINUTE = 60_000;
const t = useCheckoutTestApp(clock, [{ name: { ru: 'Партер' }, kind: 'parterre', rows: 1, seatsPerRow: 4 }]);
const db = () => t.database.db;
const seat = (number: number) => t.hall.seatId(0, 1, number);
const join = (me: Visitor, email: string, quantity: number) =>
  me.post(`/events/${t.hall.event.id}/waiting_list`, { email, quantity });
const linkOf = (text: string) => {
  const url = new URL(text.match(/https?:\/\/\S+\/waiting-list\?\S+/)?.[0] ?? 'http://x/');
  return { entry: Number(url.searchParams.get('entry')), key: url.searchParams.get('key') ?? '' };
};
/** The sweeper's last step, as the running app does it after releasing holds. */
const makeOffers = () => createWaitingListRepository(db()).makeOffers(clock.now(), 30 * MINUTE);

describe('the waiting list of a sold-out session', () => {
  it('refuses to wait while a seat can be taken, in the visitor language', async () => {
    const ru = await visitor(t.app);
    expect((await join(ru, 'early@example.com', 1)).body).toMatchObject({
      non_field_errors: ['Места на этот сеанс есть: выберите их на схеме зала.'],
      codes: { non_field_errors: ['waiting_list_seats_available'] },
    });
    const en = await visitor(t.app, { locale: 'en' });
    expect((await join(en, 'early@example.com', 1)).body.non_field_errors).toEqual([
      'There are seats for this session: choose them on the seat map.',
    ]);
    for (const bad of [
      { email: 'nope', quantity: 1 },
      { email: 'a@b.c', quantity: 0 },
      { email: 'a@b.c', quantity: 11 },
    ]) {
      expect(
        (await ru.post(`/events/${t.hall.event.id}/waiting_list`, bad)).status,
        JSON.stringify(bad),
      ).toBe(400);
    }
    expect(
      (await ru.post('/events/999999/waiting_list', { email: 'x@example.com', quantity: 1 })).status,
    ).toBe(404);
    // Past PostgreSQL's integer: a field error, not a failed query (found by test/platform/hostile-input).
    const huge = await ru.post('/events/2147483648/waiting_list', { email: 'x@example.com', quantity: 1 });
    expect(huge.status).toBe(400);
    expect(huge.body.codes).toHaveProperty('id');
    expect(await db().select().from(waitingListEntries)).toEqual([]);
  });

  it('offers returned seats in turn, keeps them from others, and lets the mail claim them once', async () => {
    const holder = await visitor(t.app);
    expect((await holder.add({ event: t.hall.event.id, places: [1, 2, 3, 4].map(seat) })).status).toBe(200);

    const b = await visitor(t.app);
    const c = await visitor(t.app, { locale: 'en' });
    const d = await visitor(t.app);
    expect((await join(b, 'b@example.com', 1)).body).toEqual({ position: 1 });
    expect((await join(c, 'c@example.com', 1)).body).toEqual({ position: 2 });
    expect((await join(d, 'd@example.com', 3)).body).toEqual({ position: 3 });
    // Joining again keeps the place in the queue and takes the new quantity.
    expect((await join(b, 'B@example.com', 2)).body).toEqual({ position: 1 });
    expect(await makeOffers()).toBe(0);

    // The hold runs out: four seats are back. B (2) and C (1) are offered; D (3) waits, and nobody behind D jumps.
    clock.advance(16 * MINUTE);
    expect(await makeOffers()).toBe(2);
    expect(await makeOffers()).toBe(0);
    const [toB] = await outboxMailsTo(t.config.mail.outboxDir, 'b@example.com', 1);
    const [toC] = await outboxMailsTo(t.config.mail.outboxDir, 'c@example.com', 1);
    expect(toB?.subject).toMatch(/^Появились места: /);
    expect(toB?.text).toContain('Для вас отложено мест: 2');
    expect(toC?.subject).toMatch(/^Seats are back: /);
    expect(toC?.text).toContain('/en/waiting-list?entry=');

    // Three of the four seats are kept: somebody else may take one, not two.
    const other = await visitor(t.app);
    const two = await other.add({ event: t.hall.event.id, places: [seat(1), seat(2)] });
    expect(two.status).toBe(409);
    expect(two.body.code).toBe('places_taken');
    expect((await other.add({ event: t.hall.event.id, places: [seat(4)] })).status).toBe(200);

    // B claims: the places are in B's cart; the same link again, or a wrong key, gets nothing more.
    const linkB = linkOf(toB?.text ?? '');
    expect((await b.post('/waiting_list/claim', { ...linkB, key: 'x'.repeat(32) })).status).toBe(404);
    const claimed = await b.post('/waiting_list/claim', linkB);
    expect(claimed.status).toBe(200);
    expect(claimed.body).toEqual({ count: 2, event: t.hall.event.id });
    expect(await b.count()).toBe(2);
    const again = await b.post('/waiting_list/claim', linkB);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('Эти места уже забраны.');

    // C lets the offer lapse: it is over. By then B's and the other visitor's holds have run out too (B did not
    // pay), so the seats go to D, next in the queue.
    clock.advance(31 * MINUTE);
    const late = await c.post('/waiting_list/claim', linkOf(toC?.text ?? ''));
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe('The time the places were kept for you is over.');
    expect(await makeOffers()).toBe(1);
    const [toD] = await outboxMailsTo(t.config.mail.outboxDir, 'd@example.com', 1);
    expect(toD?.text).toContain('Для вас отложено мест: 3');

    // C's link also leaves the list, once.
    expect((await c.post('/waiting_list/leave', linkOf(toC?.text ?? ''))).status).toBe(204);
    expect((await c.post('/waiting_list/leave', linkOf(toC?.text ?? ''))).status).toBe(404);
    const left = await db()
      .select()
      .from(waitingListEntries)
      .where(eq(waitingListEntries.email, 'c@example.com'));
    expect(left).toEqual([]);
  });
});
