// [BACK OFFICE] Changing the prices of many sessions at once (issue 30; GET and POST /manage/events/prices): the
// single session's price rules (categories of each plan, kopecks, limits, a session on sale priced whole), all or
// nothing — a session changed since it was read, cancelled, started or whose plan lacks a category refuses the whole
// change, and the 409 says per session why — each session's version bumped and audited, the seat map showing the new
// price at once despite an hour of cache, and a line already held keeping the price it was added at.
import { auditLog, events } from '@afisha/db';
import { and, eq, inArray, sql } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitor } from '../helpers/cart-client.ts';
import { managedHall, movableClock, START } from '../helpers/manage-sessions.ts';
import { manageClient } from '../helpers/manager.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const clock = movableClock();
let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ clock, config: (config) => ({ ...config, catalogueCacheMs: 3_600_000 }) });
});
afterAll(async () => t.close());

async function threeSessions(days = ['2030-04-01', '2030-04-02', '2030-04-03']) {
  clock.set(START);
  const setup = await managedHall(t);
  const made = [];
  for (const [i, day] of days.entries()) {
    const answer = await setup.manager.post('/events', {
      ...setup.base,
      starts_at: `${day}T19:00`,
      status: i === 0 ? 'on_sale' : 'draft',
    });
    expect(answer.status).toBe(201);
    made.push(answer.body as { id: number; version: number });
  }
  return { ...setup, sessions: made, refs: made.map(({ id, version }) => ({ id, version })) };
}

const stored = async (ids: number[]) =>
  db()
    .select({
      id: events.id,
      version: events.version,
      min: events.minPriceKopecks,
      max: events.maxPriceKopecks,
    })
    .from(events)
    .where(inArray(events.id, ids))
    .orderBy(events.id);
const priceRows = async (ids: number[]) => {
  const { rows } = await db().execute<{ event_id: number; key: string; price_kopecks: number }>(sql`
    SELECT ep.event_id, c.key, ep.price_kopecks FROM event_prices ep JOIN price_categories c ON c.id = ep.price_category_id
    WHERE ep.event_id IN (${sql.join(ids, sql`, `)}) ORDER BY ep.event_id, c.key`);
  return rows.map((row) => `${row.event_id}:${row.key}=${row.price_kopecks}`);
};
const audits = async (ids: number[]) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'update_prices'), inArray(auditLog.entityId, ids.map(String))));

const seatMapPrices = async (eventId: number) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/events/${eventId}/places/plan` });
  expect(response.statusCode).toBe(200);
  return (response.json() as { categories: { price: number | null }[] }).categories.map((c) => c.price);
};

describe('changing the prices of many sessions', () => {
  it('shows the form: the plan’s categories with the prices they have, differing or not', async () => {
    const { manager, sessions } = await threeSessions();
    const ids = sessions.map((session) => session.id);
    // One session already costs more in c1: the form says the prices differ.
    await manager.patch(
      `/events/${ids[2]}`,
      { prices: [{ category: 'c1', price: 1200 }] },
      { ifMatch: sessions[2]?.version },
    );
    const form = await manager.get(`/events/prices?events=${ids.join(',')}`);
    expect(form.status).toBe(200);
    expect(form.body.sessions.map((session: { id: number }) => session.id)).toEqual(ids);
    expect(form.body.categories).toEqual([
      expect.objectContaining({ category: 'c1', sessions: 3, prices: [1000, 1200], unpriced: 0 }),
      expect.objectContaining({ category: 'c2', sessions: 3, prices: [500.5], unpriced: 1 }),
    ]);
    expect(form.body.sessions[2]).toMatchObject({ version: 2, refusal: null, status: 'draft' });
  });

  it('changes the given categories of every session, bumps and audits each, and the seat map shows it at once', async () => {
    const { manager, sessions, refs, hall } = await threeSessions();
    const ids = refs.map((ref) => ref.id);
    const onSale = ids[0] as number;
    // An hour of cache: only the change notice can make the new price show.
    expect(await seatMapPrices(onSale)).toEqual([1000, 500.5]);
    const holder = await visitor(t.app);
    expect((await holder.add({ event: onSale, places: [hall.seatId(0, 1, 1)] })).status).toBe(200);

    const changed = await manager.post('/events/prices', {
      events: refs,
      prices: [{ category: 'c1', price: 1800 }],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.count).toBe(3);
    expect(changed.body.events).toEqual(
      ids.map((id) => ({
        id,
        version: 2,
        prices: [
          { category: 'c1', price: 1800 },
          { category: 'c2', price: 500.5 },
        ],
      })),
    );
    expect(await stored(ids)).toEqual(ids.map((id) => ({ id, version: 2, min: 50_050, max: 180_000 })));
    expect(await seatMapPrices(onSale)).toEqual([1800, 500.5]);
    // The line held before keeps its price; a new hold pays the new one.
    const content = await holder.content();
    expect(content.body.events[0].items.map((item: { price: number }) => item.price)).toEqual([1000]);
    const next = await visitor(t.app);
    expect((await next.add({ event: onSale, places: [hall.seatId(0, 1, 2)] })).status).toBe(200);
    expect((await next.content()).body.events[0].items[0].price).toBe(1800);

    const rows = await audits(ids);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      actorUserId: manager.userId,
      before: { version: 1, prices: { c1: 1000, c2: 500.5 } },
      after: { version: 2, prices: { c1: 1800, c2: 500.5 } },
    });
    void sessions;
  });

  it('changes nothing when one session changed since it was read (409 naming it, with its version)', async () => {
    const { manager, refs } = await threeSessions();
    const ids = refs.map((ref) => ref.id);
    const moved = await manager.patch(`/events/${ids[1]}`, { max_per_order: 4 }, { ifMatch: 1 });
    expect(moved.status).toBe(200);
    const before = await priceRows(ids);
    const refused = await manager.post('/events/prices', {
      events: refs,
      prices: [{ category: 'c1', price: 1800 }],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('version_conflict');
    expect(refused.body.detail).toBe('1 of the 3 sessions cannot take the new prices. Nothing was changed.');
    expect(refused.body.events).toEqual([
      { id: ids[1], code: 'version_conflict', version: 2, detail: expect.stringContaining('version 2') },
    ]);
    expect(await priceRows(ids)).toEqual(before);
    expect((await stored(ids)).map((row) => row.version)).toEqual([1, 2, 1]);
    expect(await audits(ids)).toHaveLength(0);
  });

  it('refuses cancelled and past sessions and a category not in a plan, per session, in the editor’s language', async () => {
    const { manager, refs } = await threeSessions(['2030-04-01', '2030-01-10', '2030-06-01']);
    const ids = refs.map((ref) => ref.id);
    const cancelled = await manager.post(`/events/${ids[0]}/cancel`, { reason: 'Потоп' });
    expect(cancelled.status).toBe(200);
    const fresh = await stored(ids);
    const current = fresh.map(({ id, version }) => ({ id, version }));
    // The session of 10 January, 19:00 in Moscow, has started: the clock is past it.
    clock.set(new Date('2030-01-10T17:00:00Z'));
    const russian = manager.inLocale('ru');
    const refused = await russian.post('/events/prices', {
      events: current,
      prices: [{ category: 'c1', price: 1800 }],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('conflict');
    expect(refused.body.events.map((each: { id: number; code: string }) => [each.id, each.code])).toEqual([
      [ids[0], 'cancelled'],
      [ids[1], 'past'],
    ]);
    expect(refused.body.events[0].detail).toBe('Сеанс отменён: его цены не меняются.');
    // A category the plan lacks refuses the session that would take it (here every one still open).
    const unknown = await manager.post('/events/prices', {
      events: [current[2]],
      prices: [{ category: 'balcony', price: 100 }],
    });
    expect(unknown.status).toBe(409);
    expect(unknown.body.events).toEqual([
      expect.objectContaining({
        id: ids[2],
        code: 'unknown_category',
        detail: 'The plan has no category “balcony”.',
      }),
    ]);
    expect(await audits(ids)).toHaveLength(0);
    expect((await stored(ids)).map((row) => row.version)).toEqual(current.map((each) => each.version));
    clock.set(START);
  });

  it('keeps a session on sale priced whole: leaving a category with places unpriced refuses it', async () => {
    const { manager, refs } = await threeSessions();
    const onSale = refs[0] as { id: number; version: number };
    // As an old session might be: on sale with c2 unpriced (a plan version added it).
    await db().execute(sql`DELETE FROM event_prices ep USING price_categories c
      WHERE ep.event_id = ${onSale.id} AND c.id = ep.price_category_id AND c.key = 'c2'`);
    const refused = await manager.post('/events/prices', {
      events: [onSale],
      prices: [{ category: 'c1', price: 900 }],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.events).toEqual([
      expect.objectContaining({
        id: onSale.id,
        code: 'prices_missing',
        detail: expect.stringContaining('c2'),
      }),
    ]);
    const done = await manager.post('/events/prices', {
      events: [onSale],
      prices: [{ category: 'c2', price: 700 }],
    });
    expect(done.status).toBe(200);
    expect(await priceRows([onSale.id])).toEqual([`${onSale.id}:c1=100000`, `${onSale.id}:c2=70000`]);
  });

  it('refuses bad input with field errors and nothing changed; another venue’s session is 404; anonymous 401; customers 403', async () => {
    const { manager, refs } = await threeSessions();
    const ids = refs.map((ref) => ref.id);
    const before = await priceRows(ids);
    const bad: [unknown, string][] = [
      [{ events: refs, prices: [{ category: 'c1', price: -1 }] }, 'prices'],
      [{ events: refs, prices: [{ category: 'c1', price: 10_000_001 }] }, 'prices'],
      [{ events: refs, prices: [{ category: 'c1', price: 10.005 }] }, 'prices'],
      [{ events: refs, prices: [{ category: 'c1', price: '100' }] }, 'prices'],
      [{ events: refs, prices: [] }, 'prices'],
      [{ events: [], prices: [{ category: 'c1', price: 1 }] }, 'events'],
      [{ events: [{ id: ids[0] }], prices: [{ category: 'c1', price: 1 }] }, 'events'],
      [{ events: refs, prices: [{ category: 'c1', price: 1 }], extra: true }, 'unknown_field'],
      [
        {
          events: refs,
          prices: [
            { category: 'c1', price: 1 },
            { category: 'c1', price: 2 },
          ],
        },
        'prices',
      ],
    ];
    for (const [body, field] of bad) {
      const answer = await manager.post('/events/prices', body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(JSON.stringify(answer.body), JSON.stringify(body).slice(0, 80)).toContain(field);
    }
    const other = await managedHall(t);
    const elsewhere = await other.manager.post('/events/prices', {
      events: [refs[0], { id: other.hall.event.id, version: 1 }],
      prices: [{ category: 'c1', price: 1 }],
    });
    expect(elsewhere.status).toBe(404);
    expect((await other.manager.get(`/events/prices?events=${ids[0]}`)).status).toBe(404);
    expect((await manager.get('/events/prices?events=1,x')).status).toBe(400);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v1/manage/events/prices?events=${ids[0]}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const customer = await manageClient(t.app, db(), { kind: 'customer' });
    expect(
      (await customer.post('/events/prices', { events: refs, prices: [{ category: 'c1', price: 1 }] }))
        .status,
    ).toBe(403);
    expect(await priceRows(ids)).toEqual(before);
    expect(await audits(ids)).toHaveLength(0);
  });
});
