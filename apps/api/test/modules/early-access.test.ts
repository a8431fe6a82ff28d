// [EARLY ACCESS] Before an event's public sale opens, its seat map says when it opens and that a key can open it
// (GET /events/{id}/places/status: on_sale false, sale_opens_at, early_access true) and POST /cart/add refuses
// (409 not_on_sale); POST /events/{id}/check_key with a wrong or expired key is a field error in the visitor's
// language; the right key unlocks this event for this session only (status on_sale, seats held), not for another
// visitor, not another event in presale.
import { createHash } from 'node:crypto';
import { eventAccessKeys } from '@afisha/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { createHall, type Hall } from '../factories/hall.factory.ts';
import { visitor } from '../helpers/cart-client.ts';
import { useCheckoutTestApp } from '../helpers/checkout.ts';
import { manualClock } from '../helpers/test-app.ts';

const clock = manualClock();
const t = useCheckoutTestApp(clock, [{ name: { ru: 'Партер' }, rows: 1, seatsPerRow: 4 }]);
const DAY = 24 * 60 * 60_000;
const hash = (key: string) => createHash('sha256').update(key).digest('hex');
let presale: Hall;
let other: Hall;

beforeAll(async () => {
  const opens = new Date(clock.now().getTime() + 5 * DAY);
  const spec = { sections: [{ name: { ru: 'Партер' }, rows: 1, seatsPerRow: 4 }], saleOpensAt: opens };
  presale = await createHall(t.database.db, spec);
  other = await createHall(t.database.db, spec);
  await t.database.db.insert(eventAccessKeys).values([
    { eventId: presale.event.id, keyHash: hash('PRESALE-FRIENDS'), label: 'friends' },
    {
      eventId: presale.event.id,
      keyHash: hash('OLD-KEY'),
      expiresAt: new Date(clock.now().getTime() - DAY),
    },
    { eventId: other.event.id, keyHash: hash('OTHER-KEY') },
  ]);
});

describe('early access', () => {
  it('keeps the sale closed before it opens and says a key can open it', async () => {
    const me = await visitor(t.app);
    const status = (await me.status(presale.event.id)).body;
    expect(status).toMatchObject({
      on_sale: false,
      early_access: true,
      sale_opens_at: presale.event.saleOpensAt?.toISOString(),
      timezone: presale.event.timezone,
    });
    const refused = await me.add({ event: presale.event.id, places: [presale.seatId(0, 1, 1)] });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('not_on_sale');
    // An event on public sale: nothing about keys.
    expect((await me.status(t.hall.event.id)).body).toMatchObject({
      on_sale: true,
      early_access: false,
      sale_opens_at: null,
    });
  });

  it('refuses a wrong or expired key in the visitor language; an unknown event is 404', async () => {
    const me = await visitor(t.app);
    const wrong = await me.post(`/events/${presale.event.id}/check_key`, { key: 'GUESS' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      codes: { key: ['access_key_invalid'] },
      key: ['Ключ не подходит к этому событию или его срок истёк.'],
    });
    const en = await visitor(t.app, { locale: 'en' });
    const old = await en.post(`/events/${presale.event.id}/check_key`, { key: 'OLD-KEY' });
    expect(old.body.key).toEqual(['This key does not open this event, or it has expired.']);
    const elsewhere = await en.post(`/events/${presale.event.id}/check_key`, { key: 'OTHER-KEY' });
    expect(elsewhere.status).toBe(400);
    expect((await en.post('/events/999999999/check_key', { key: 'PRESALE-FRIENDS' })).status).toBe(404);
    expect((await en.post(`/events/${presale.event.id}/check_key`, { key: '' })).status).toBe(400);
  });

  it('unlocks the event for this session only: its seats can be held, not another event, not by others', async () => {
    const me = await visitor(t.app);
    const opened = await me.post(`/events/${presale.event.id}/check_key`, { key: '  PRESALE-FRIENDS ' });
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ event: presale.event.id, unlocked: true });
    expect((await me.status(presale.event.id)).body).toMatchObject({ on_sale: true, early_access: false });
    expect((await me.add({ event: presale.event.id, places: [presale.seatId(0, 1, 2)] })).status).toBe(200);

    expect((await me.status(other.event.id)).body.on_sale).toBe(false);
    expect((await me.add({ event: other.event.id, places: [other.seatId(0, 1, 2)] })).status).toBe(409);

    const someoneElse = await visitor(t.app);
    expect((await someoneElse.status(presale.event.id)).body.on_sale).toBe(false);
    expect(
      (await someoneElse.add({ event: presale.event.id, places: [presale.seatId(0, 1, 3)] })).status,
    ).toBe(409);
  });
});
