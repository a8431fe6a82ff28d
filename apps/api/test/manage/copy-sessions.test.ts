// [BACK OFFICE] Copying a performance's sessions to its duplicate (issue 30; POST
// /manage/performances/{id}/copy_sessions): chosen upcoming sessions, moved by days or to a season's start, made as
// drafts of the duplicate with their prices and zone places — never their holds, sales or keys, each with a new
// box-office number — audited; a preview makes nothing; a cancelled or past session refuses the whole copy (409 per
// session); a session whose plan is no longer the hall's current one moves onto it when the categories are the same,
// and is refused with a clear message otherwise.
import { auditLog, events } from '@afisha/db';
import { and, eq, inArray, sql } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitor } from '../helpers/cart-client.ts';
import { managedHall, movableClock, START } from '../helpers/manage-sessions.ts';
import { gridPlan } from '../helpers/plan-documents.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const clock = movableClock();
let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

async function showWithSessions() {
  clock.set(START);
  const setup = await managedHall(t);
  const { manager, base } = setup;
  const onSale = await manager.post('/events', { ...base, starts_at: '2030-03-01T19:00', status: 'on_sale' });
  const draft = await manager.post('/events', { ...base, starts_at: '2030-03-05T19:00' });
  const cancelled = await manager.post('/events', {
    ...base,
    starts_at: '2030-03-07T19:00',
    status: 'on_sale',
  });
  expect((await manager.post(`/events/${cancelled.body.id}/cancel`, { reason: 'Гроза' })).status).toBe(200);
  // The API numbers on from the highest box-office number, the hall factory from 500,000 by a counter: the API's are
  // moved out of the factory's way, so the next test's hall does not take a number a copy took.
  await db().execute(
    sql`UPDATE events SET nombilkn = nombilkn + 1000000 WHERE id IN (${onSale.body.id}, ${draft.body.id}, ${cancelled.body.id})`,
  );
  const duplicate = await manager.post('/performances', {
    title: { ru: 'Копия спектакля' },
    age: 6,
    duration: '2:00',
    venue: setup.hall.venue.venue.id,
  });
  expect(duplicate.status).toBe(201);
  return {
    ...setup,
    s1: onSale.body.id as number,
    s2: draft.body.id as number,
    s3: cancelled.body.id as number,
    copy: duplicate.body.id as number,
  };
}

const sessionsOf = (performanceId: number) =>
  db().select().from(events).where(eq(events.performanceId, performanceId)).orderBy(events.startsAt);

describe('copying a performance’s sessions', () => {
  it('previews, then copies them as drafts of the duplicate with their prices, without holds or keys, audited', async () => {
    const { manager, hall, s1, s2, copy } = await showWithSessions();
    const holder = await visitor(t.app);
    expect((await holder.add({ event: s1, places: [hall.seatId(0, 1, 1)] })).status).toBe(200);
    expect((await manager.post(`/events/${s1}/access_keys`, { count: 1 })).status).toBe(201);
    const url = `/performances/${hall.performance.id}/copy_sessions`;

    const preview = await manager.post(url, { events: [s2, s1], shift: { days: 7 }, preview: true });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ preview: true, count: 2 });
    expect(preview.body.sessions).toEqual([
      {
        source: s1,
        starts_at: '2030-03-08T19:00',
        id: null,
        plan_replaced: false,
        refusal: null,
        detail: null,
      },
      {
        source: s2,
        starts_at: '2030-03-12T19:00',
        id: null,
        plan_replaced: false,
        refusal: null,
        detail: null,
      },
    ]);
    expect(await sessionsOf(copy)).toEqual([]);

    const made = await manager.post(url, { to: copy, events: [s1, s2], shift: { days: 7 } });
    expect(made.status).toBe(201);
    const ids = made.body.sessions.map((each: { id: number }) => each.id);
    const copies = await sessionsOf(copy);
    expect(copies.map((each) => each.id)).toEqual(ids);
    expect(copies.map((each) => each.saleStatus)).toEqual(['draft', 'draft']);
    const sources = await db()
      .select()
      .from(events)
      .where(inArray(events.id, [s1, s2]));
    for (const each of copies) expect(sources.map((source) => source.nombilkn)).not.toContain(each.nombilkn);
    expect(new Set(copies.map((each) => each.nombilkn)).size).toBe(2);
    const first = await manager.get(`/events/${ids[0]}`);
    expect(first.body).toMatchObject({
      performance: { id: copy },
      starts_at: '2030-03-08T19:00',
      status: 'draft',
      sold: 0,
      held: 0,
      prices: [
        expect.objectContaining({ category: 'c1', price: 1000 }),
        expect.objectContaining({ category: 'c2', price: 500.5 }),
      ],
      zone_capacities: [expect.objectContaining({ zone: 'z1', capacity: 50, taken: 0 })],
    });
    expect((await manager.get(`/events/${ids[0]}/access_keys`)).body.results).toEqual([]);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'copy'), inArray(auditLog.entityId, ids.map(String))));
    expect(audit.map((row) => (row.after as { copied_from: number }).copied_from).sort()).toEqual(
      [s1, s2].sort(),
    );
  });

  it('moves them to a season’s start: the first chosen session falls on it, the others keep their distance', async () => {
    const { manager, hall, s1, s2, copy } = await showWithSessions();
    const made = await manager.post(`/performances/${hall.performance.id}/copy_sessions`, {
      to: copy,
      events: [s1, s2],
      shift: { season_start: '2030-09-01' },
    });
    expect(made.status).toBe(201);
    expect(made.body.sessions.map((each: { starts_at: string }) => each.starts_at)).toEqual([
      '2030-09-01T19:00',
      '2030-09-05T19:00',
    ]);
  });

  it('copies nothing when one is cancelled or past, saying per session why; other venues are 404', async () => {
    const { manager, hall, s1, s2, s3, copy } = await showWithSessions();
    const url = `/performances/${hall.performance.id}/copy_sessions`;
    const refused = await manager
      .inLocale('ru')
      .post(url, { to: copy, events: [s1, s3], shift: { days: 7 } });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('Нельзя скопировать 1 из 2 сеансов. Ничего не скопировано.');
    expect(refused.body.sessions.map((each: { refusal: string | null }) => each.refusal)).toEqual([
      null,
      'cancelled',
    ]);
    const back = await manager.post(url, { to: copy, events: [s1, s2], shift: { days: -60 } });
    expect(back.status).toBe(409);
    expect(back.body.sessions[0]).toMatchObject({
      refusal: 'past',
      detail: 'The session or its copy is in the past.',
    });
    expect(await sessionsOf(copy)).toEqual([]);

    expect((await manager.post(url, { events: [s1], shift: { days: 7 } })).status).toBe(400);
    expect(
      (await manager.post(url, { to: copy, events: [s1], shift: { days: 7, season_start: '2030-01-01' } }))
        .status,
    ).toBe(400);
    const other = await managedHall(t);
    expect(
      (await other.manager.post(url, { to: other.hall.performance.id, events: [s1], shift: { days: 7 } }))
        .status,
    ).toBe(404);
    expect(
      (await manager.post(url, { to: other.hall.performance.id, events: [s1], shift: { days: 7 } })).status,
    ).toBe(404);
    expect(await sessionsOf(copy)).toEqual([]);
  });

  it('puts a copy on the hall’s current plan when its categories are the same, and refuses it when they differ', async () => {
    const { manager, hall, s2, copy } = await showWithSessions();
    const hallId = hall.venue.hall.id;
    const oldPlan = hall.venue.plan.id;
    const url = `/performances/${hall.performance.id}/copy_sessions`;
    const same = await manager.post(`/halls/${hallId}/plans`, gridPlan(2, 3, 'Новая схема'));
    expect((await manager.post(`/plans/${same.body.id}/publish`, {})).status).toBe(200);
    // The session stayed on the old plan (as one sold on it would have).
    await db().execute(sql`UPDATE events SET plan_id = ${oldPlan} WHERE id = ${s2}`);
    const moved = await manager.post(url, { to: copy, events: [s2], shift: { days: 1 } });
    expect(moved.status).toBe(201);
    expect(moved.body.sessions[0]).toMatchObject({ plan_replaced: true, refusal: null });
    expect(moved.body.sessions[0].detail).toContain('no longer the hall’s current one');
    expect((await manager.get(`/events/${moved.body.sessions[0].id}`)).body).toMatchObject({
      plan: same.body.id,
      prices: [
        expect.objectContaining({ category: 'c1', price: 1000 }),
        expect.objectContaining({ category: 'c2', price: 500.5 }),
      ],
    });

    const document = gridPlan(2, 3, 'Другие категории');
    document.categories[1] = { key: 'c3', name: { ru: 'Балкон' }, color: '#2E7D32' };
    for (const row of document.sections[0]?.rows ?? []) {
      for (const seat of row.seats) if (seat.category === 'c2') seat.category = 'c3';
    }
    const other = await manager.post(`/halls/${hallId}/plans`, document);
    expect((await manager.post(`/plans/${other.body.id}/publish`, {})).status).toBe(200);
    await db().execute(sql`UPDATE events SET plan_id = ${oldPlan} WHERE id = ${s2}`);
    const refused = await manager.post(url, { to: copy, events: [s2], shift: { days: 2 } });
    expect(refused.status).toBe(409);
    expect(refused.body.sessions[0]).toMatchObject({ refusal: 'plan_categories_differ' });
    expect(refused.body.sessions[0].detail).toContain('c1, c3 instead of c1, c2');
  });
});
