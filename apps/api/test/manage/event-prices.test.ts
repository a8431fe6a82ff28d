// [BACK OFFICE] A session's price change (PATCH /manage/events/{id} `prices`) reaches NEW holds only: a line already
// held keeps the price it was added at, and so does the order made from it; the next hold pays the new price — even
// with long caches of the cart's sale plans, which drop on the `prices` notice published after the change commits.
// The per-order maximum and the sale window set in the back office are enforced by the cart.
import { orderItems, orders } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitor } from '../helpers/cart-client.ts';
import { BUYER } from '../helpers/checkout.ts';
import { managedHall, movableClock, START } from '../helpers/manage-sessions.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const clock = movableClock();
let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  // An hour of catalogue and sale-plan cache: only the change notice can make the new price show.
  t = await createTestApp({
    clock,
    config: (config) => ({ ...config, catalogueCacheMs: 3_600_000 }),
    testing: { sandboxInject: true },
  });
});
afterAll(async () => t.close());

const linePrices = (content: { body: { events?: { items: { price: number }[] }[] } }) =>
  (content.body.events ?? []).flatMap((group) => group.items.map((item) => item.price));

describe('a price change', () => {
  it('keeps the held line and its order at 1000 while a new hold pays 1500', async () => {
    clock.set(START);
    const { manager, base, hall } = await managedHall(t);
    const made = await manager.post('/events', { ...base, starts_at: '2030-03-01T19:00', status: 'on_sale' });
    expect(made.status).toBe(201);
    const id = made.body.id;
    const first = await visitor(t.app);
    expect((await first.add({ event: id, places: [hall.seatId(0, 1, 1)] })).status).toBe(200);
    expect(linePrices(await first.content())).toEqual([1000]);

    const changed = await manager.patch(
      `/events/${id}`,
      { prices: [{ category: 'c1', price: 1500 }, base.prices[1]] },
      { ifMatch: made.body.version },
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ min_price: 500.5, max_price: 1500 });

    expect(linePrices(await first.content())).toEqual([1000]);
    const second = await visitor(t.app);
    expect((await second.add({ event: id, places: [hall.seatId(0, 1, 2)] })).status).toBe(200);
    expect(linePrices(await second.content())).toEqual([1500]);

    const bought = await first.post('/cart/buy', BUYER);
    expect(bought.status).toBe(200);
    const [order] = await db().select().from(orders).orderBy(orders.id).limit(1);
    const items = await db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, Number(order?.id)));
    expect(items.map((item) => item.priceKopecks)).toEqual([100_000]);
  });
});

describe('what the back office sets, the cart enforces', () => {
  it('refuses more places than the session’s per-order maximum', async () => {
    clock.set(START);
    const { manager, base, hall } = await managedHall(t);
    const made = await manager.post('/events', {
      ...base,
      starts_at: '2030-03-02T19:00',
      status: 'on_sale',
      max_per_order: 2,
    });
    const buyer = await visitor(t.app);
    const three = [1, 2, 3].map((seat) => hall.seatId(0, 1, seat));
    const answer = await buyer.add({ event: made.body.id, places: three });
    expect(answer.status).not.toBe(200);
    expect((await buyer.add({ event: made.body.id, places: three.slice(0, 2) })).status).toBe(200);
  });

  it('refuses holds of a paused session and after the sale closes, and takes them before', async () => {
    clock.set(START);
    const { manager, base, hall } = await managedHall(t);
    const made = await manager.post('/events', {
      ...base,
      starts_at: '2030-03-03T19:00',
      status: 'on_sale',
      sale_closes_at: '2030-03-03T17:00',
    });
    const id = made.body.id;
    const buyer = await visitor(t.app);
    expect((await buyer.add({ event: id, places: [hall.seatId(0, 1, 1)] })).status).toBe(200);
    // 17:00 Moscow is 14:00 UTC.
    clock.set(new Date('2030-03-03T14:00:00Z'));
    const late = await buyer.add({ event: id, places: [hall.seatId(0, 1, 2)] });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('not_on_sale');
    clock.set(START);
    const paused = await manager.patch(`/events/${id}`, { status: 'paused' }, { ifMatch: made.body.version });
    expect(paused.status).toBe(200);
    const refused = await buyer.add({ event: id, places: [hall.seatId(0, 1, 3)] });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('not_on_sale');
  });
});
