// [BOX OFFICE] GET /checkin/events, the sessions the door is picked from: today and the next days (each session's
// day read in its venue's zone), by local day and time, cancelled ones and days outside the window left out; administrators
// and the site's staff see every venue, a venue's staff theirs only (never another's); 403 for anonymous visitors,
// customers and staff without a venue; `days` out of bounds is a 400.
import { events, staffVenueRoles, users } from '@afisha/db';
import { eq, inArray } from '@afisha/db/orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createHall, type Hall } from '../factories/hall.factory.ts';
import { visitor } from '../helpers/cart-client.ts';
import { useCheckoutTestApp } from '../helpers/checkout.ts';
import { signInCustomer } from '../helpers/signed-in.ts';
import { manualClock } from '../helpers/test-app.ts';

// 15 January 2030, 15:00 in Moscow.
const clock = manualClock(new Date('2030-01-15T12:00:00Z'));
const t = useCheckoutTestApp(clock, [{ name: { ru: 'Партер' }, rows: 1, seatsPerRow: 2 }]);
const db = () => t.database.db;
const sections = [{ name: { ru: 'Зал' }, rows: 1, seatsPerRow: 2 }];

let tonight: Hall;
let afterMidnight: Hall;
let dayAfterTomorrow: Hall;
let elsewhereTomorrow: Hall;
let vladivostokTomorrow: Hall;
const outside: Hall[] = [];

async function member(role: 'staff' | 'admin' | 'customer', venueIds: (number | null)[] = []) {
  const signed = await signInCustomer(t.app, db());
  await db().update(users).set({ role }).where(eq(users.id, signed.userId));
  for (const venueId of venueIds)
    await db().insert(staffVenueRoles).values({ userId: signed.userId, venueId });
  return visitor(t.app, { session: signed.session });
}

const idsOf = (body: { results: { id: number }[] }) => body.results.map((event) => event.id);

beforeAll(async () => {
  // 19:00 tonight in Moscow, and (at the same venue) 01:30 after the next midnight: the 16th there, though the 15th in UTC.
  tonight = await createHall(db(), { sections, startsAt: new Date('2030-01-15T16:00:00Z') });
  afterMidnight = await createHall(db(), {
    sections,
    venue: tonight.venue,
    startsAt: new Date('2030-01-15T22:30:00Z'),
  });
  dayAfterTomorrow = await createHall(db(), { sections, startsAt: new Date('2030-01-17T16:00:00Z') });
  elsewhereTomorrow = await createHall(db(), { sections, startsAt: new Date('2030-01-16T16:00:00Z') });
  // 18:00 on the 16th in Vladivostok is 08:00 UTC on the 16th: tomorrow at that venue.
  vladivostokTomorrow = await createHall(db(), { sections, startsAt: new Date('2030-01-16T08:00:00Z') });
  // 18:30 on the 17th in Moscow, but 01:30 on the 18th in Vladivostok: out of the window at that venue, where it
  // would be in it if days were read in Moscow's zone.
  const vladivostokLate = await createHall(db(), { sections, startsAt: new Date('2030-01-17T15:30:00Z') });
  await db()
    .update(events)
    .set({ timezone: 'Asia/Vladivostok' })
    .where(inArray(events.id, [vladivostokTomorrow.event.id, vladivostokLate.event.id]));
  // Yesterday, three days on (out of the default window), and a cancelled session tonight.
  outside.push(await createHall(db(), { sections, startsAt: new Date('2030-01-14T16:00:00Z') }));
  outside.push(await createHall(db(), { sections, startsAt: new Date('2030-01-18T16:00:00Z') }));
  outside.push(
    await createHall(db(), { sections, startsAt: new Date('2030-01-15T17:00:00Z'), saleStatus: 'cancelled' }),
  );
  outside.push(vladivostokLate);
});

describe('GET /checkin/events', () => {
  it('answers 403 to anonymous visitors, customers and staff without a venue', async () => {
    expect((await (await visitor(t.app)).get('/checkin/events')).status).toBe(403);
    expect((await (await member('customer')).get('/checkin/events')).status).toBe(403);
    const refused = await (await member('staff')).get('/checkin/events');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('permission_denied');
  });

  it('gives the site’s staff and administrators today’s and the next two days’ sessions everywhere, by local day and time', async () => {
    const expected = [
      tonight.event.id,
      afterMidnight.event.id,
      vladivostokTomorrow.event.id,
      elsewhereTomorrow.event.id,
      dayAfterTomorrow.event.id,
    ];
    for (const who of [await member('admin'), await member('staff', [null])]) {
      const answer = await who.get('/checkin/events');
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(idsOf(answer.body)).toEqual(expected);
      expect(answer.body).toMatchObject({ count: 5, next: null, previous: null });
    }
    const admin = await member('admin');
    const first = (await admin.get('/checkin/events')).body.results[0];
    expect(first).toEqual({
      id: tonight.event.id,
      title: expect.any(String),
      starts_at: '2030-01-15T16:00:00.000Z',
      timezone: 'Europe/Moscow',
      venue: expect.any(String),
      hall: expect.any(String),
    });
    expect(first.title.length).toBeGreaterThan(0);
    expect(idsOf((await admin.get('/checkin/events?days=1')).body)).toEqual([tonight.event.id]);
    expect(idsOf((await admin.get('/checkin/events?days=4')).body)).toContain(outside[1]!.event.id);
  });

  it('gives a venue’s staff their venues’ sessions only', async () => {
    const clerk = await member('staff', [tonight.venue.venue.id]);
    expect(idsOf((await clerk.get('/checkin/events')).body)).toEqual([
      tonight.event.id,
      afterMidnight.event.id,
    ]);
    const twoVenues = await member('staff', [tonight.venue.venue.id, elsewhereTomorrow.venue.venue.id]);
    expect(idsOf((await twoVenues.get('/checkin/events')).body)).toEqual([
      tonight.event.id,
      afterMidnight.event.id,
      elsewhereTomorrow.event.id,
    ]);
    const another = await member('staff', [dayAfterTomorrow.venue.venue.id]);
    expect(idsOf((await another.get('/checkin/events')).body)).toEqual([dayAfterTomorrow.event.id]);
  });

  it('refuses a number of days out of bounds with a 400', async () => {
    const admin = await member('admin');
    for (const days of ['0', '15', 'three', '-1', '1.5']) {
      const answer = await admin.get(`/checkin/events?days=${days}`);
      expect(answer.status, days).toBe(400);
    }
  });
});
