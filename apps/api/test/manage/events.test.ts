// [BACK OFFICE] Sessions one at a time (/manage/events): made from a performance and a hall of one venue the manager
// manages and a published plan of that hall, with prices per category, times in the venue's wall clock, status and
// sale window; read whole and listed (the calendar's venue-and-dates question); changed with the version; copied;
// early-access keys shown once; every write audited with its venue.
import { auditLog, eventAccessKeys, events, eventZoneInventory, hallPlans } from '@afisha/db';
import { and, eq, sql } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHall } from '../factories/hall.factory.ts';
import { managedHall, movableClock } from '../helpers/manage-sessions.ts';
import { manageClient } from '../helpers/manager.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const clock = movableClock();
let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

describe('making one session', () => {
  it('is not done for a performance of an archived venue (404, as for an archived performance); once it is back it is', async () => {
    const { hall, manager, base } = await managedHall(t);
    const venueId = hall.venue.venue.id;
    const session = { ...base, starts_at: '2030-05-01T19:00' };
    await db().execute(sql`UPDATE venues SET archived_at = now(), is_active = FALSE WHERE id = ${venueId}`);
    expect((await manager.post('/events', session)).status).toBe(404);
    expect((await manager.post('/events/series', { ...base, dates: ['2030-05-02T19:00'] })).status).toBe(404);
    // The hall holds the factory's own session only.
    const sessions = await db().select({ id: events.id }).from(events).where(eq(events.hallId, base.hall));
    expect(sessions).toEqual([{ id: hall.event.id }]);
    await db().execute(sql`UPDATE venues SET archived_at = NULL, is_active = TRUE WHERE id = ${venueId}`);
    expect((await manager.post('/events', session)).status).toBe(201);
  });

  it('makes it with prices, venue-local time, zone places and a box-office number, and audits it', async () => {
    const { manager, base, hall } = await managedHall(t);
    const made = await manager.post('/events', {
      ...base,
      starts_at: '2030-03-01T19:00',
      status: 'on_sale',
      sale_closes_at: '2030-03-01T18:00',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      version: 1,
      performance: { id: hall.performance.id, title: { ru: 'Гамлет', en: 'Hamlet' } },
      hall: { id: hall.venue.hall.id },
      venue: hall.venue.venue.id,
      plan: hall.venue.plan.id,
      starts_at: '2030-03-01T19:00',
      starts_at_utc: '2030-03-01T16:00:00Z',
      timezone: 'Europe/Moscow',
      status: 'on_sale',
      sale_closes_at: '2030-03-01T18:00',
      max_per_order: 10,
      min_price: 500.5,
      max_price: 1000,
      sold: 0,
      held: 0,
      // 10 seats (5 of c1, 5 of c2) and the 50 places of the zone.
      capacity: 60,
      zone_capacities: [{ zone: 'z1', capacity: 50, plan_capacity: 50, taken: 0 }],
    });
    expect(made.body.prices).toEqual([
      expect.objectContaining({ category: 'c1', price: 1000 }),
      expect.objectContaining({ category: 'c2', price: 500.5 }),
    ]);
    const [row] = await db().select().from(events).where(eq(events.id, made.body.id));
    expect(row?.nombilkn).toBe(made.body.nombilkn);
    expect(row?.nombilkn).toBeGreaterThan(hall.event.nombilkn);
    expect(row).toMatchObject({ minPriceKopecks: 50_050, maxPriceKopecks: 100_000, saleStatus: 'on_sale' });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(made.body.id)));
    expect(audit).toMatchObject([{ action: 'create', entityType: 'event', venueId: hall.venue.venue.id }]);
    const read = await manager.get(`/events/${made.body.id}`);
    expect(read.body).toEqual(made.body);
  });

  it('stores paused as not_on_sale, reads it back as paused, and numbers sessions made at once apart', async () => {
    const { manager, base } = await managedHall(t);
    const answers = await Promise.all(
      ['2030-03-02T19:00', '2030-03-03T19:00', '2030-03-04T19:00'].map((starts_at) =>
        manager.post('/events', { ...base, starts_at, status: 'paused' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.nombilkn)).size).toBe(3);
    const [row] = await db().select().from(events).where(eq(events.id, answers[0]?.body.id));
    expect(row?.saleStatus).toBe('not_on_sale');
    expect(answers[0]?.body.status).toBe('paused');
  });

  it('converts with the venue zone and refuses a time the clock skips', async () => {
    const { manager, base } = await managedHall(t);
    await db().execute(
      sql`UPDATE venues SET timezone = 'Europe/Berlin' WHERE id = (SELECT venue_id FROM performances WHERE id = ${base.performance})`,
    );
    const summer = await manager.post('/events', { ...base, starts_at: '2030-07-01T19:00' });
    expect(summer.body).toMatchObject({ starts_at_utc: '2030-07-01T17:00:00Z', timezone: 'Europe/Berlin' });
    const skipped = await manager.post('/events', { ...base, starts_at: '2030-03-31T02:30' });
    expect(skipped.status).toBe(400);
    expect(skipped.body.codes.starts_at).toEqual(['invalid']);
    expect(skipped.body.starts_at[0]).toContain('02:30');
  });

  it('refuses bad input with field errors in the editor’s language, writing nothing', async () => {
    const { manager, base, hall } = await managedHall(t, { locale: 'ru' });
    const before = await db().select().from(events).where(eq(events.performanceId, hall.performance.id));
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'performance'],
      [{ ...base, starts_at: '' }, 'starts_at'],
      [{ ...base, starts_at: '2030-02-31T19:00' }, 'starts_at'],
      [{ ...base, starts_at: '2030-03-01 19:00' }, 'starts_at'],
      [{ ...base, starts_at: 'x'.repeat(100_000) }, 'starts_at'],
      [{ ...base, starts_at: '2020-03-01T19:00' }, 'starts_at'],
      [{ ...base, starts_at: '2030-03-01T19:00', prices: [{ category: 'c1', price: -1 }] }, 'prices.0.price'],
      [
        { ...base, starts_at: '2030-03-01T19:00', prices: [{ category: 'c1', price: 10.001 }] },
        'prices.0.price',
      ],
      [
        { ...base, starts_at: '2030-03-01T19:00', prices: [{ category: 'c1', price: 10_000_001 }] },
        'prices.0.price',
      ],
      [
        { ...base, starts_at: '2030-03-01T19:00', prices: [{ category: 'nope', price: 1 }] },
        'prices.0.category',
      ],
      [
        {
          ...base,
          starts_at: '2030-03-01T19:00',
          prices: [
            { category: 'c1', price: 1 },
            { category: 'c1', price: 2 },
          ],
        },
        'prices.1.category',
      ],
      [
        { ...base, starts_at: '2030-03-01T19:00', prices: Array(10_000).fill({ category: 'c1', price: 1 }) },
        'prices',
      ],
      [
        { ...base, starts_at: '2030-03-01T19:00', status: 'on_sale', prices: [{ category: 'c1', price: 1 }] },
        'prices',
      ],
      [{ ...base, starts_at: '2030-03-01T19:00', max_per_order: 101 }, 'max_per_order'],
      [
        { ...base, starts_at: '2030-03-01T19:00', zone_capacities: [{ zone: 'z1', capacity: 51 }] },
        'zone_capacities.0.capacity',
      ],
      [
        { ...base, starts_at: '2030-03-01T19:00', zone_capacities: [{ zone: 'zz', capacity: 1 }] },
        'zone_capacities.0.zone',
      ],
      [
        {
          ...base,
          starts_at: '2030-03-01T19:00',
          sale_opens_at: '2030-02-01T10:00',
          sale_closes_at: '2030-01-20T10:00',
        },
        'sale_closes_at',
      ],
      [{ ...base, starts_at: '2030-03-01T19:00', plan: 2_147_483_647 }, 'plan'],
      [{ ...base, starts_at: '2030-03-01T19:00', withopendate: true }, 'begindate'],
      [{ ...base, hall: 'x', starts_at: '2030-03-01T19:00' }, 'hall'],
      [{ ...base, starts_at: '2030-03-01T19:00', extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const answer = await manager.post('/events', body);
      expect(answer.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(Object.keys(answer.body), field).toContain(field);
      expect(String(answer.body[field][0]).length).toBeGreaterThan(0);
    }
    const unknown = await manager.post('/events', {
      ...base,
      starts_at: '2030-03-01T19:00',
      prices: [{ category: 'nope', price: 1 }],
    });
    expect(unknown.body['prices.0.category'][0]).toMatch(/[а-я]/);
    const after = await db().select().from(events).where(eq(events.performanceId, hall.performance.id));
    expect(after.length).toBe(before.length);
  });

  it('refuses a draft plan, and a plan of another hall', async () => {
    const { manager, base, hall } = await managedHall(t);
    const [draft] = await db()
      .insert(hallPlans)
      .values({ hallId: hall.venue.hall.id, name: 'draft', status: 'draft', revision: 2 })
      .returning();
    const answer = await manager.post('/events', { ...base, plan: draft?.id, starts_at: '2030-03-01T19:00' });
    expect(answer.status).toBe(400);
    expect(answer.body.codes.plan).toEqual(['invalid']);
    const other = await createHall(db());
    const foreign = await manager.post('/events', {
      ...base,
      plan: other.venue.plan.id,
      starts_at: '2030-03-01T19:00',
    });
    expect(foreign.status).toBe(400);
  });
});

describe('roles per venue', () => {
  it('answers 404 for another venue’s performance, hall and session, and lists only the manager’s venues', async () => {
    const mine = await managedHall(t);
    const theirs = await managedHall(t);
    const theirSession = await theirs.manager.post('/events', {
      ...theirs.base,
      starts_at: '2030-03-05T19:00',
    });
    expect(theirSession.status).toBe(201);
    const m = mine.manager;
    expect((await m.post('/events', { ...theirs.base, starts_at: '2030-03-05T19:00' })).status).toBe(404);
    expect(
      (await m.post('/events', { ...mine.base, hall: theirs.base.hall, starts_at: '2030-03-05T19:00' }))
        .status,
    ).toBe(404);
    expect((await m.get(`/events/${theirSession.body.id}`)).status).toBe(404);
    expect(
      (await m.patch(`/events/${theirSession.body.id}`, { status: 'on_sale' }, { ifMatch: 1 })).status,
    ).toBe(404);
    expect(
      (await m.post(`/events/${theirSession.body.id}/copy`, { starts_at: '2030-03-06T19:00' })).status,
    ).toBe(404);
    expect((await m.get(`/events/${theirSession.body.id}/access_keys`)).status).toBe(404);
    expect((await m.get('/events/2147483648')).status).toBe(400);
    const list = await m.get(`/events?venue=${theirs.hall.venue.venue.id}`);
    expect(list.body.count).toBe(0);
    const customer = await manageClient(t.app, db(), { kind: 'customer' });
    expect((await customer.get('/events')).status).toBe(403);
    const anonymous = await t.app.inject({ url: '/api/v1/manage/events' });
    expect(anonymous.statusCode).toBe(401);
    // A hall of another of the manager's venues is a field error, not a 404: the manager may see it.
    const admin = await manageClient(t.app, db(), { kind: 'admin' });
    const crossed = await admin.post('/events', {
      ...mine.base,
      hall: theirs.base.hall,
      starts_at: '2030-03-05T19:00',
    });
    expect(crossed.status).toBe(400);
    expect(crossed.body.hall).toBeDefined();
  });
});

describe('the list and the calendar', () => {
  it('filters by venue and local dates, orders, pages up to 500, and counts sold and held cheaply', async () => {
    const { manager, base, hall } = await managedHall(t);
    for (const starts_at of [
      '2030-04-01T23:30',
      '2030-04-02T10:00',
      '2030-04-03T19:00',
      '2030-04-05T19:00',
    ]) {
      expect((await manager.post('/events', { ...base, starts_at })).status).toBe(201);
    }
    const venue = hall.venue.venue.id;
    const week = await manager.get(
      `/events?venue=${venue}&date_from=2030-04-01&date_to=2030-04-03&limit=500`,
    );
    expect(week.status).toBe(200);
    // 23:30 Moscow on 1 April is 20:30 UTC, still 1 April at the venue.
    expect(week.body.results.map((r: { starts_at: string }) => r.starts_at)).toEqual([
      '2030-04-01T23:30',
      '2030-04-02T10:00',
      '2030-04-03T19:00',
    ]);
    expect(week.body.results[0]).toMatchObject({
      performance: { id: hall.performance.id },
      hall: { id: hall.venue.hall.id },
      venue,
      status: 'draft',
      prices: [
        { category: 'c1', price: 1000 },
        { category: 'c2', price: 500.5 },
      ],
      sold: 0,
      held: 0,
      capacity: 60,
      series_id: null,
    });
    const desc = await manager.get(`/events?venue=${venue}&date_from=2030-04-01&ordering=-starts_at&limit=2`);
    expect(desc.body.count).toBe(4);
    expect(desc.body.results[0].starts_at).toBe('2030-04-05T19:00');
    expect(desc.body.next).toContain('offset=2');
    expect((await manager.get('/events?limit=501')).status).toBe(400);
    expect((await manager.get('/events?date_from=2030-02-31')).status).toBe(400);
    const search = await manager.get(`/events?venue=${venue}&search=amle`);
    expect(search.body.count).toBeGreaterThanOrEqual(4);
    const status = await manager.get(`/events?venue=${venue}&status=on_sale`);
    expect(status.body.results.map((r: { id: number }) => r.id)).toEqual([hall.event.id]);
  });
});

describe('changing a session', () => {
  it('takes a subset with the version, refuses a stale one, and audits before and after', async () => {
    const { manager, base, hall } = await managedHall(t);
    const made = await manager.post('/events', { ...base, starts_at: '2030-05-01T19:00' });
    const id = made.body.id;
    const first = await manager.patch(
      `/events/${id}`,
      { status: 'on_sale', max_per_order: 4 },
      { ifMatch: 1 },
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      version: 2,
      status: 'on_sale',
      max_per_order: 4,
      starts_at: '2030-05-01T19:00',
    });
    const stale = await manager.patch(`/events/${id}`, { max_per_order: 5 }, { ifMatch: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'version_conflict', version: 2 });
    expect((await manager.patch(`/events/${id}`, { max_per_order: 5 })).status).toBe(400);
    const moved = await manager.patch(`/events/${id}`, { starts_at: '2030-05-02T18:30', version: 2 });
    expect(moved.body).toMatchObject({
      version: 3,
      starts_at: '2030-05-02T18:30',
      starts_at_utc: '2030-05-02T15:30:00Z',
    });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, 'update')));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ venueId: hall.venue.venue.id });
    expect(audit[0]?.before).toMatchObject({ status: 'draft', version: 1 });
    expect(audit[0]?.after).toMatchObject({ status: 'on_sale', version: 2 });
  });

  it('refuses to change the plan of a session with holds, and any change of a cancelled session', async () => {
    const { manager, hall } = await managedHall(t);
    const [second] = await db()
      .insert(hallPlans)
      .values({ hallId: hall.venue.hall.id, name: 'second', status: 'published', revision: 2 })
      .returning();
    const holder = await (await import('../helpers/cart-client.ts')).visitor(t.app);
    expect((await holder.add({ event: hall.event.id, places: [hall.seatId(0, 1, 1)] })).status).toBe(200);
    const refused = await manager.patch(
      `/events/${hall.event.id}`,
      { plan: second?.id, prices: [] },
      { ifMatch: 1 },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('conflict');
    await db().update(events).set({ saleStatus: 'cancelled' }).where(eq(events.id, hall.event.id));
    const cancelled = await manager.patch(`/events/${hall.event.id}`, { status: 'on_sale' }, { ifMatch: 1 });
    expect(cancelled.status).toBe(400);
    expect(cancelled.body.status).toBeDefined();
    expect((await manager.get(`/events/${hall.event.id}`)).body.status).toBe('cancelled');
  });

  it('moves a session without sales to another plan, with its zones', async () => {
    const { manager, base, hall } = await managedHall(t);
    const made = await manager.post('/events', { ...base, starts_at: '2030-05-03T19:00' });
    const [second] = await db()
      .insert(hallPlans)
      .values({ hallId: hall.venue.hall.id, name: 'empty', status: 'published', revision: 3 })
      .returning();
    const moved = await manager.patch(
      `/events/${made.body.id}`,
      { plan: second?.id, prices: [] },
      { ifMatch: 1 },
    );
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ plan: second?.id, prices: [], zone_capacities: [], min_price: null });
    const zones = await db()
      .select()
      .from(eventZoneInventory)
      .where(eq(eventZoneInventory.eventId, made.body.id));
    expect(zones).toEqual([]);
  });
});

describe('copying a session', () => {
  it('copies prices and plan as a draft, moves the sale window by the same offset, and not the keys', async () => {
    const { manager, base } = await managedHall(t);
    const made = await manager.post('/events', {
      ...base,
      starts_at: '2030-06-01T19:00',
      status: 'on_sale',
      sale_opens_at: '2030-05-01T10:00',
      sale_closes_at: '2030-06-01T17:00',
      zone_capacities: [{ zone: 'z1', capacity: 20 }],
    });
    expect((await manager.post(`/events/${made.body.id}/access_keys`, { count: 2 })).status).toBe(201);
    const copy = await manager.post(`/events/${made.body.id}/copy`, { starts_at: '2030-06-08T19:00' });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      status: 'draft',
      starts_at: '2030-06-08T19:00',
      sale_opens_at: '2030-05-08T10:00',
      sale_closes_at: '2030-06-08T17:00',
      prices: made.body.prices,
      zone_capacities: [{ zone: 'z1', capacity: 20 }],
    });
    expect(copy.body.nombilkn).not.toBe(made.body.nombilkn);
    expect((await manager.get(`/events/${copy.body.id}/access_keys`)).body.results).toEqual([]);
    const overlapping = await manager.post(`/events/${made.body.id}/copy`, { starts_at: '2030-06-01T20:00' });
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.overlaps[0].overlaps[0].id).toBe(made.body.id);
  });
});

describe('early-access keys', () => {
  it('shows keys once, keeps only hashes, lists labels, expiry and uses, and the keys unlock the presale', async () => {
    const { manager, base } = await managedHall(t);
    const made = await manager.post('/events', {
      ...base,
      starts_at: '2030-06-10T19:00',
      status: 'on_sale',
      sale_opens_at: '2030-06-01T10:00',
    });
    const keys = await manager.post(`/events/${made.body.id}/access_keys`, {
      label: 'Press',
      count: 3,
      expires_at: '2030-06-01T10:00',
    });
    expect(keys.status).toBe(201);
    expect(keys.body.keys).toHaveLength(3);
    const stored = await db().select().from(eventAccessKeys).where(eq(eventAccessKeys.eventId, made.body.id));
    expect(stored.map((k) => k.keyHash)).not.toContain(keys.body.keys[0].key);
    const { visitor } = await import('../helpers/cart-client.ts');
    const fan = await visitor(t.app);
    const unlocked = await fan.post(`/events/${made.body.id}/check_key`, { key: keys.body.keys[0].key });
    expect(unlocked.status).toBe(200);
    const list = await manager.get(`/events/${made.body.id}/access_keys`);
    expect(list.body.results).toHaveLength(3);
    expect(list.body.results[0]).toMatchObject({ label: 'Press', expires_at: '2030-06-01T10:00', uses: 1 });
    expect(JSON.stringify(list.body)).not.toContain(keys.body.keys[0].key);
    expect((await manager.post(`/events/${made.body.id}/access_keys`, { count: 101 })).status).toBe(400);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(made.body.id)), eq(auditLog.action, 'create_access_keys')));
    expect(JSON.stringify(audit)).not.toContain(keys.body.keys[0].key);
  });
});
