// [BACK OFFICE] Plan versions after sales (issue 31): a new draft from a published plan (/draft), what it changes
// against the plan in use and which sold or held seats of live sessions that touches (/changes), the publish refused
// naming them, sessions left on an older version moved onto a newer one (POST /manage/events/{id}/plan and
// /manage/plans/{id}/move_sessions; all or none; 409 naming the seats), the designer's parts of the document kept
// (layouts, rotation, background) and never sent to buyers, and the plan's limits worded.

import { ZPlanDocument } from '@afisha/contracts/manage/plans';
import {
  auditLog,
  type Db,
  eventPrices,
  events,
  mediaFiles,
  orderItems,
  planSeats,
  seatHolds,
  tickets,
} from '@afisha/db';
import { and, eq } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishPlanRows } from '../../src/modules/manage/plans/plan-publish.ts';
import { createCart, holdSeats } from '../factories/cart.factory.ts';
import { createHall, type Hall } from '../factories/hall.factory.ts';
import { createOrder } from '../factories/orders.factory.ts';
import { first } from '../factories/rows.ts';
import { type ManageClient, manageClient } from '../helpers/manager.ts';
import { gridPlan } from '../helpers/plan-documents.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp(process.env.DEBUG_LOG ? { logger: { level: 'error' } } : {});
});
afterAll(async () => t.close());

type Seat = { key: string; label: string; x: number; y: number; category?: string; flags?: string[] };
type Doc = {
  sections: { key: string; name: { ru: string }; rows: { key: string; label: string; seats: Seat[] }[] }[];
} & Record<string, unknown>;

async function setUp(locale = 'en') {
  const hall = await createHall(db());
  const manager = await manageClient(t.app, db(), { kind: 'manager', venues: [hall.venue.venue.id] }, locale);
  return { hall, manager };
}

async function sell(hall: Hall, seatId: number, eventId = hall.event.id) {
  const order = await createOrder(db(), { userId: null, status: 'paid' });
  await db().insert(seatHolds).values({ eventId, seatId, orderId: order.id, status: 'sold' });
  const item = first(
    await db()
      .insert(orderItems)
      .values({ orderId: order.id, kind: 'seat', eventId, seatId, priceKopecks: 350_000 })
      .returning(),
  );
  return first(
    await db()
      .insert(tickets)
      .values({ orderItemId: item.id, orderId: order.id, eventId, seatId, secret: `S31-${item.id}` })
      .returning(),
  );
}

async function hold(hall: Hall, manager: ManageClient, seatId: number, eventId = hall.event.id) {
  const cart = await createCart(db(), { userId: manager.userId });
  await holdSeats(db(), {
    cartId: cart.id,
    eventId,
    seatIds: [seatId],
    expiresAt: new Date(Date.now() + 600_000),
  });
}

/** A new draft of the hall's plan from its published version, through the API. */
async function newDraft(manager: ManageClient, hall: Hall): Promise<{ id: number; document: Doc }> {
  const draft = await manager.post(`/plans/${hall.venue.plan.id}/draft`, {});
  expect(draft.status).toBe(201);
  return { id: draft.body.id, document: draft.body as Doc };
}

/**
 * Publishes a draft as the hall's next version without moving the live sessions (published "after" them): what a
 * hall looks like when sessions stay on an older version, for the move to act on.
 */
async function publishLeavingSessions(hall: Hall, draftId: number, document: Doc) {
  await db().transaction(async (tx) => {
    const outcome = await publishPlanRows(
      tx as unknown as Db,
      { id: draftId, hallId: hall.venue.hall.id },
      ZPlanDocument.parse(document),
      new Date('2100-01-01T00:00:00Z'),
    );
    expect(outcome).toMatchObject({ kind: 'published', movedSessions: [] });
  });
}

/** A second live session of the hall on the same plan (priced alike). */
async function secondSession(hall: Hall) {
  const { id: _id, nombilkn, startsAt, ...rest } = hall.event;
  const event = first(
    await db()
      .insert(events)
      .values({
        ...rest,
        nombilkn: nombilkn + 7_000_000,
        startsAt: new Date(startsAt.getTime() + 86_400_000),
      })
      .returning(),
  );
  const prices = await db().select().from(eventPrices).where(eq(eventPrices.eventId, hall.event.id));
  await db()
    .insert(eventPrices)
    .values(prices.map(({ eventId: _e, id: _i, ...price }) => ({ ...price, eventId: event.id })));
  return event;
}

/** A grid plan to add the designer's parts to. */
type Loose = Omit<ReturnType<typeof gridPlan>, 'zones' | 'shapes'> & {
  zones: ({ shape: unknown } & Record<string, unknown>)[];
  shapes: unknown[];
  background?: unknown;
};

const seatOf = (doc: Doc, section: number, row: number, seat: number) =>
  doc.sections[section]!.rows[row]!.seats[seat]!;

describe('a new version from a published plan', () => {
  it('POST /draft copies the published plan into a draft of the same hall, keys kept; a draft is refused', async () => {
    const { hall, manager } = await setUp();
    const draft = await manager.post(`/plans/${hall.venue.plan.id}/draft`, { name: 'Версия 2' });
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({
      status: 'draft',
      hall: hall.venue.hall.id,
      name: 'Версия 2',
      seat_count: hall.seats.length,
      revision: null,
    });
    expect(seatOf(draft.body, 0, 0, 0)).toMatchObject({ key: 's1-1-1', label: '1', category: 'c1' });
    const again = await manager.post(`/plans/${draft.body.id}/draft`, {});
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('A new version is made from a published plan.');
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(draft.body.id)));
    expect(audit.map((entry) => entry.action)).toContain('draft');
  });
});

describe('what a draft changes', () => {
  it('lists added, removed, moved, relabelled and recategorised seats by key, and the sold and held seats it touches', async () => {
    const { hall, manager } = await setUp();
    await sell(hall, hall.seatId(0, 1, 1));
    await hold(hall, manager, hall.seatId(1, 2, 3));
    const { id, document } = await newDraft(manager, hall);
    document.sections[0]!.rows[0]!.seats.shift(); // s1-1-1: sold, removed
    document.sections[0]!.rows[2]!.seats.pop(); // s1-3-6: free, removed
    seatOf(document, 0, 1, 1).x += 3; // s1-2-2 moved
    seatOf(document, 1, 0, 0).label = '11'; // s2-1-1 relabelled
    seatOf(document, 0, 1, 2).category = 'c2'; // s1-2-3 recategorised
    document.sections[0]!.rows[2]!.seats.push({
      key: 's1-3-new',
      label: '7',
      x: 900,
      y: 190,
      category: 'c1',
    });
    document.width = 1000;
    expect((await manager.put(`/plans/${id}`, document, { ifMatch: 1 })).status).toBe(200);

    const changes = await manager.get(`/plans/${id}/changes`);
    expect(changes.status).toBe(200);
    const keys = (list: { key: string }[]) => list.map((seat) => seat.key).sort();
    expect(changes.body.against).toMatchObject({ id: hall.venue.plan.id });
    expect(keys(changes.body.seats.added)).toEqual(['s1-3-new']);
    expect(keys(changes.body.seats.removed)).toEqual(['s1-1-1', 's1-3-6']);
    expect(keys(changes.body.seats.moved)).toEqual(['s1-2-2']);
    expect(keys(changes.body.seats.relabelled)).toEqual(['s2-1-1']);
    expect(keys(changes.body.seats.recategorised)).toEqual(['s1-2-3']);
    expect(changes.body.seats.relabelled[0]).toMatchObject({
      section: 'Balcony',
      row: '1',
      label: '11',
      before: { label: '1' },
      after: { label: '11' },
    });
    expect(changes.body.sessions).toEqual([
      expect.objectContaining({
        id: hall.event.id,
        title: 'Hamlet',
        timezone: hall.event.timezone,
        plan: hall.venue.plan.id,
        sold: 1,
        held: 1,
        touched_count: 1,
        touched: [expect.objectContaining({ key: 's1-1-1', state: 'sold', change: 'dropped' })],
      }),
    ]);
    expect(changes.body).toMatchObject({ problems: 0, can_publish: false });

    // Publishing refuses the same, naming the session and the seat; nothing changes.
    const refused = await manager.post(`/plans/${id}/publish`, {});
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'plan_seats_in_use',
      sessions: [{ id: hall.event.id }],
      seats: [{ key: 's1-1-1', section: 'Партер', row: '1', label: '1', state: 'sold', change: 'dropped' }],
    });
    const [event] = await db().select().from(events).where(eq(events.id, hall.event.id));
    expect(event?.planId).toBe(hall.venue.plan.id);

    // Without the sold seat's removal it can be published; the held seat's relabel would be refused too.
    document.sections[0]!.rows[0]!.seats.unshift({
      key: 's1-1-1',
      label: '1',
      x: 40,
      y: 130,
      category: 'c1',
    });
    seatOf(document, 1, 1, 2).label = '33';
    const version = (await manager.get(`/plans/${id}`)).body.version;
    document.version = version;
    expect((await manager.put(`/plans/${id}`, document)).status).toBe(200);
    const held = await manager.get(`/plans/${id}/changes`);
    expect(held.body.sessions[0].touched).toEqual([
      expect.objectContaining({ key: 's2-2-3', state: 'held', change: 'renamed' }),
    ]);
    seatOf(document, 1, 1, 2).label = '3';
    document.version = version + 1;
    expect((await manager.put(`/plans/${id}`, document)).status).toBe(200);
    const fine = await manager.get(`/plans/${id}/changes`);
    expect(fine.body).toMatchObject({ can_publish: true });
    expect(fine.body.sessions[0]).toMatchObject({ touched: [], touched_count: 0 });
    expect((await manager.post(`/plans/${id}/publish`, {})).status).toBe(200);
  });
});

describe('moving sessions onto a newer version', () => {
  it('moves a session whose sold and held seats all exist in the new version: tickets and holds follow by key, old seats closed, audited', async () => {
    const { hall, manager } = await setUp();
    const ticket = await sell(hall, hall.seatId(0, 1, 1));
    await hold(hall, manager, hall.seatId(1, 2, 3));
    const { id, document } = await newDraft(manager, hall);
    document.sections[0]!.rows[2]!.seats.pop(); // a free seat goes
    seatOf(document, 0, 0, 0).x += 4; // the sold one moves a little
    await manager.put(`/plans/${id}`, document, { ifMatch: 1 });
    await publishLeavingSessions(hall, id, document);

    const moved = await manager.post(`/events/${hall.event.id}/plan`, { plan: id });
    if (moved.status === 500) console.log('DEBUG', JSON.stringify(moved.body));
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ plan: id, revision: 2, moved_sessions: [hall.event.id] });

    const [event] = await db().select().from(events).where(eq(events.id, hall.event.id));
    expect(event?.planId).toBe(id);
    const [after] = await db().select().from(tickets).where(eq(tickets.id, ticket.id));
    const [seat] = await db().select().from(planSeats).where(eq(planSeats.id, after!.seatId!));
    expect(seat).toMatchObject({ planId: id, key: 's1-1-1' });
    const holds = await db().select().from(seatHolds).where(eq(seatHolds.eventId, hall.event.id));
    const live = holds.filter((row) => row.status !== 'blocked');
    const newSeats = new Set(
      (await db().select().from(planSeats).where(eq(planSeats.planId, id))).map((row) => row.id),
    );
    expect(live).toHaveLength(2);
    expect(live.every((row) => newSeats.has(row.seatId))).toBe(true);
    // Every seat of the old version is closed for this session (a hold still naming one finds it taken).
    expect(holds.filter((row) => row.blockReason === 'plan_revision')).toHaveLength(hall.seats.length);

    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'event'), eq(auditLog.entityId, String(hall.event.id))));
    expect(audit.find((entry) => entry.action === 'move_plan')).toMatchObject({
      before: { plan: hall.venue.plan.id },
      after: { plan: id, revision: 2 },
    });

    // The storefront's seat map shows the new version, the sold seat where it now is.
    const places = await t.app.inject({ url: `/api/v1/events/${hall.event.id}/places` });
    expect(places.json().status.sold).toEqual([after!.seatId]);
    expect(places.json().status.blocked).toEqual([]);

    // Already there: nothing to do.
    const again = await manager.post(`/events/${hall.event.id}/plan`, { plan: id });
    expect(again.body.moved_sessions).toEqual([]);
    // Back to the older version: refused.
    const back = await manager.post(`/events/${hall.event.id}/plan`, { plan: hall.venue.plan.id });
    expect(back.status).toBe(400);
    expect(back.body.plan[0]).toContain('already sells on this version of the plan or a newer one');
  });

  it('refuses (409) when a sold or held seat is missing from the new version, naming them; nothing moves', async () => {
    const { hall, manager } = await setUp();
    const ticket = await sell(hall, hall.seatId(0, 1, 1));
    const { id, document } = await newDraft(manager, hall);
    document.sections[0]!.rows[0]!.seats.shift(); // the sold seat goes
    await manager.put(`/plans/${id}`, document, { ifMatch: 1 });
    await publishLeavingSessions(hall, id, document);

    const refused = await manager.post(`/events/${hall.event.id}/plan`, { plan: id });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'plan_seats_in_use',
      seats_count: 1,
      sessions: [{ id: hall.event.id }],
      seats: [{ event: hall.event.id, key: 's1-1-1', state: 'sold', change: 'dropped' }],
    });
    expect(refused.body.detail).toContain('Nothing was changed');
    const [event] = await db().select().from(events).where(eq(events.id, hall.event.id));
    expect(event?.planId).toBe(hall.venue.plan.id);
    const [after] = await db().select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(after?.seatId).toBe(hall.seatId(0, 1, 1));
  });

  it('moves every session of the hall on an older version at once, or none when one of them cannot go', async () => {
    const { hall, manager } = await setUp();
    const other = await secondSession(hall);
    const { id, document } = await newDraft(manager, hall);
    document.sections[0]!.rows[0]!.seats.shift();
    await manager.put(`/plans/${id}`, document, { ifMatch: 1 });
    await publishLeavingSessions(hall, id, document);
    await sell(hall, hall.seatId(0, 1, 1), other.id); // the second session sold the seat the version drops

    const refused = await manager.post(`/plans/${id}/move_sessions`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.sessions).toEqual([expect.objectContaining({ id: other.id })]);
    const plans = async () =>
      (await db().select().from(events).where(eq(events.hallId, hall.venue.hall.id))).map((e) => e.planId);
    expect(await plans()).toEqual([hall.venue.plan.id, hall.venue.plan.id]);

    // Named: only the first session.
    const one = await manager.post(`/plans/${id}/move_sessions`, { sessions: [hall.event.id] });
    expect(one.status).toBe(200);
    expect(one.body.moved_sessions).toEqual([hall.event.id]);
    expect((await plans()).sort()).toEqual([hall.venue.plan.id, id].sort());
  });
});

describe("the designer's parts of the document", () => {
  it('keeps layouts, rotated shapes and the background through publish, draft and export; buyers never get the background', async () => {
    const { hall, manager } = await setUp();
    const media = first(
      await db()
        .insert(mediaFiles)
        .values({
          url: '/media/uploads/hall.png',
          contentType: 'image/png',
          width: 800,
          height: 600,
          bytes: 1000,
          variants: {},
        })
        .returning(),
    );
    const plan: Loose = gridPlan(2, 3);
    const numbering = { start: 1, step: 1, direction: 'rtl', parity: 'odd', skip: ['13'], scheme: 'numbers' };
    const rowLayout = { origin: { x: 20, y: 20 }, angle: 5, spacing: 20, curve: -12, numbering };
    const sectionLayout = {
      origin: { x: 20, y: 20 },
      angle: 0,
      rows: 2,
      seats_per_row: 3,
      spacing: 20,
      row_spacing: 20,
      stagger: 10,
      row_numbering: { start: 1, scheme: 'latin' },
    };
    Object.assign(plan.sections[0]!, { layout: sectionLayout });
    Object.assign(plan.sections[0]!.rows[0]!, { layout: rowLayout });
    plan.sections[0]!.rows[0]!.seats[0] = {
      ...plan.sections[0]!.rows[0]!.seats[0]!,
      flags: ['wheelchair', 'no_back'],
    } as never;
    plan.shapes = [
      { kind: 'stage', label: { ru: 'Сцена' }, x: 10, y: 0, width: 100, height: 10, rotation: 15 } as never,
      {
        kind: 'polygon',
        points: [
          [0, 0],
          [10, 0],
          [5, 8],
        ],
      } as never,
    ];
    plan.zones = [
      {
        key: 'z1',
        name: { ru: 'Ложа' },
        category: 'c1',
        capacity: 10,
        shape: { kind: 'ellipse', x: 0, y: 60, width: 40, height: 20, rotation: 30 },
      },
    ];
    plan.background = { media: 99_999_999, x: 0, y: 0, scale: 1.5, opacity: 0.4 };

    // The background must be this back office's upload.
    const foreign = await manager.post(`/halls/${hall.venue.hall.id}/plans`, plan);
    expect(foreign.status).toBe(400);
    expect(foreign.body['background.media']).toEqual([
      'The background must be an image uploaded here, in the back office.',
    ]);
    plan.background = { media: media.id, x: 0, y: 0, scale: 1.5, opacity: 0.4 };
    const draft = await manager.post(`/halls/${hall.venue.hall.id}/plans`, plan);
    expect(draft.status).toBe(201);
    expect((await manager.post(`/plans/${draft.body.id}/publish`, {})).status).toBe(200);

    const published = await manager.get(`/plans/${draft.body.id}`);
    expect(published.body.sections[0].layout).toEqual(sectionLayout);
    expect(published.body.sections[0].rows[0].layout).toEqual(rowLayout);
    expect(published.body.shapes[0]).toMatchObject({ kind: 'stage', rotation: 15 });
    expect(published.body.zones[0].shape).toEqual(plan.zones[0]!.shape);
    expect(published.body.background).toEqual({
      media: media.id,
      url: '/media/uploads/hall.png',
      x: 0,
      y: 0,
      scale: 1.5,
      opacity: 0.4,
    });
    const next = await manager.post(`/plans/${draft.body.id}/draft`, {});
    expect(next.body.sections[0].rows[0].layout).toEqual(rowLayout);
    expect(next.body.background).toMatchObject({ media: media.id });
    const exported = await manager.get(`/plans/${draft.body.id}/export`);
    const imported = await manager.post(`/plans/import?hall=${hall.venue.hall.id}`, exported.body);
    expect(imported.status).toBe(201);
    expect(imported.body.sections[0].layout).toEqual(sectionLayout);
    expect(imported.body.shapes).toEqual(published.body.shapes);

    // Buyers: a session on this plan gets the flags, the shapes, the ellipse zone, and no background.
    await db().update(events).set({ planId: draft.body.id }).where(eq(events.id, hall.event.id));
    const places = await t.app.inject({ url: `/api/v1/events/${hall.event.id}/places/plan?lang=en` });
    expect(places.statusCode).toBe(200);
    const body = places.json();
    expect(JSON.stringify(body)).not.toContain('hall.png');
    expect(body).not.toHaveProperty('background');
    expect(JSON.stringify(body)).not.toContain('"layout"');
    expect(body.sections[0].rows[0].seats[0][5]).toEqual(['wheelchair', 'no_back']);
    expect(body.sections[0].rows[0].seats[1]).toHaveLength(5);
    expect(body.shapes).toEqual([
      { kind: 'stage', label: 'Сцена', x: 10, y: 0, width: 100, height: 10, rotation: 15 },
      {
        kind: 'polygon',
        x: 0,
        y: 0,
        width: 0,
        height: 0,
        points: [
          [0, 0],
          [10, 0],
          [5, 8],
        ],
      },
    ]);
    expect(body.zones[0].shape).toMatchObject({ kind: 'ellipse', rotation: 30 });
  });
});

describe('limits', () => {
  it('a plan of 10,001 seats is refused before anything is stored, saying so; so are 101 zones', async () => {
    const { hall, manager } = await setUp();
    const big = gridPlan(11, 910); // 10,010 seats
    const refused = await manager.post(`/halls/${hall.venue.hall.id}/plans`, big);
    expect(refused.status).toBe(400);
    expect(refused.body.sections).toEqual(['The plan has 10010 seats; at most 10000 are allowed.']);
    const zones: Loose = gridPlan(1, 1);
    zones.zones = Array.from({ length: 101 }, (_, i) => ({
      key: `z${i}`,
      name: { ru: `Зона ${i}` },
      category: 'c1',
      capacity: 10,
      shape: { kind: 'rect', x: 0, y: 0, width: 10, height: 10 },
    }));
    const tooMany = await manager.post(`/halls/${hall.venue.hall.id}/plans`, zones);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.zones).toEqual(['The plan has 101 zones; at most 100 are allowed.']);
    const list = await manager.get(`/halls/${hall.venue.hall.id}/plans?status=draft`);
    expect(list.body.count).toBe(0);
  });
});
