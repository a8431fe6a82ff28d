// [SERVICES] GET /services (what is offered with a session: its own services and its performance's, in the
// visitor's language, with the units left), POST /cart/add_service and /cart/rem_service (only with places of the
// session in the cart; never more than the stock has left), the services in GET /cart/content and its total, and
// POST /cart/buy selling them into the order (a line each, the bank asked for tickets and services, a promo code
// discounting the tickets only, the stock taken; a sold-out service refuses the order and changes nothing). An order
// that expires unpaid gives its units back; emptying the cart drops its services.
import { extraServices, orderItems, orders, payments } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { describe, expect, it } from 'vitest';
import { createOrderExpiryRepository } from '../../src/modules/checkout/order-expiry.repository.ts';
import { createServicesRepository } from '../../src/modules/services/services.repository.ts';
import { createPromoCode } from '../factories/promo.factory.ts';
import { createService } from '../factories/services.factory.ts';
import { type Visitor, visitor } from '../helpers/cart-client.ts';
import { BUYER, useCheckoutTestApp } from '../helpers/checkout.ts';
import { manualClock } from '../helpers/test-app.ts';

const clock = manualClock();
const MINUTE = 60_000;
const t = useCheckoutTestApp(clock, [{ name: { ru: 'Партер' }, kind: 'parterre', rows: 6, seatsPerRow: 10 }]);
const db = () => t.database.db;
const seat = (row: number, number: number) => t.hall.seatId(0, row, number);
const event = () => t.hall.event.id;
const addService = (me: Visitor, service: number, quantity?: number) =>
  me.post('/cart/add_service', { service, event: event(), ...(quantity ? { quantity } : {}) });

async function holding(row: number, numbers: number[], locale = 'ru') {
  const me = await visitor(t.app, { locale });
  expect((await me.add({ event: event(), places: numbers.map((n) => seat(row, n)) })).status).toBe(200);
  return me;
}

describe('GET /services', () => {
  it("lists the session's services and its performance's, in the visitor's language, with the units left", async () => {
    const own = await createService(db(), { eventId: event(), stock: 50, sold: 8, position: 1 });
    const shared = await createService(db(), {
      performanceId: t.hall.performance.id,
      name: { ru: 'Гардероб', en: 'Cloakroom' },
      priceKopecks: 10_000,
      position: 0,
    });
    await createService(db(), { eventId: event(), isActive: false });
    const ru = await visitor(t.app);
    const list = (await ru.get(`/services?event=${event()}`)).body;
    expect(list.map((s: { id: number }) => s.id)).toEqual([shared.id, own.id]);
    expect(list[1]).toEqual({
      id: own.id,
      name: 'Программка',
      description: null,
      price: 300,
      price_kopecks: 30_000,
      available: 42,
    });
    expect(list[0].available).toBeNull();
    const en = await visitor(t.app, { locale: 'en' });
    expect((await en.get(`/services?event=${event()}`)).body[0].name).toBe('Cloakroom');
    expect((await en.get('/services?event=abc')).status).toBe(400);
  });
});

describe('services in the cart', () => {
  it('needs places of the session, shows the services in the content and the total, and takes them off', async () => {
    const booklet = await createService(db(), { eventId: event() });
    const empty = await visitor(t.app);
    const refused = await addService(empty, booklet.id);
    expect(refused.status).toBe(400);
    expect(refused.body.codes).toEqual({ non_field_errors: ['service_needs_places'] });
    expect(refused.body.non_field_errors[0]).toContain('Сначала выберите места');

    const me = await holding(1, [1]);
    const before = (await me.content()).body.total_kopecks as number;
    const added = await addService(me, booklet.id, 2);
    expect(added.status).toBe(200);
    expect(added.body.services).toEqual([
      {
        service: booklet.id,
        event: event(),
        name: 'Программка',
        quantity: 2,
        price: 300,
        price_kopecks: 30_000,
        total: 600,
        total_kopecks: 60_000,
      },
    ]);
    const content = (await me.content()).body;
    expect(content.services).toEqual(added.body.services);
    expect(content.total_kopecks).toBe(before + 60_000);

    expect(
      (await me.post('/cart/rem_service', { service: booklet.id, event: event() })).body.services[0].quantity,
    ).toBe(1);
    expect(
      (await me.post('/cart/rem_service', { service: booklet.id, event: event(), quantity: 5 })).body,
    ).toEqual({
      services: [],
    });
    await addService(me, booklet.id);
    await me.clear();
    expect((await me.content()).body.services).toEqual([]);
  });

  it('never holds more units than the stock has left; a service of another session is unknown', async () => {
    const scarce = await createService(db(), { eventId: event(), stock: 3, sold: 1 });
    const me = await holding(1, [2], 'en');
    expect((await addService(me, scarce.id, 2)).status).toBe(200);
    const over = await addService(me, scarce.id);
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({
      codes: { non_field_errors: ['service_sold_out'] },
      non_field_errors: ['“Programme booklet” left: 2.'],
    });
    const elsewhere = await createService(db(), {
      performanceId: null,
      eventId: (await createOtherEvent()).id,
    });
    expect((await addService(me, elsewhere.id)).body.codes).toEqual({ service: ['does_not_exist'] });
  });
});

async function createOtherEvent() {
  const { createHall } = await import('../factories/hall.factory.ts');
  return (await createHall(db(), { sections: [{ name: { ru: 'Зал' }, rows: 1, seatsPerRow: 1 }] })).event;
}

describe('POST /cart/buy with services', () => {
  it('sells them into the order: a line each, the bank asked for everything, a promo code on the tickets only', async () => {
    const booklet = await createService(db(), { eventId: event(), stock: 10 });
    const promo = await createPromoCode(db(), { percentOff: 10 });
    const me = await holding(2, [1, 2]);
    const tickets = (await me.content()).body.total_kopecks as number;
    await addService(me, booklet.id, 3);
    const bought = await me.post('/cart/buy', { ...BUYER, promocode: promo.code });
    expect(bought.status).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.id, bought.body.order.id));
    expect(order).toMatchObject({
      subtotalKopecks: tickets + 90_000,
      discountKopecks: Math.round(tickets / 10),
      totalKopecks: tickets + 90_000 - Math.round(tickets / 10),
    });
    const lines = await db().select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(lines.filter((line) => line.kind === 'service')).toEqual([
      expect.objectContaining({
        serviceId: booklet.id,
        quantity: 3,
        priceKopecks: 30_000,
        discountKopecks: 0,
      }),
    ]);
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, order!.id));
    expect(payment?.amountKopecks).toBe(order?.totalKopecks);
    expect((await serviceRow(booklet.id))?.sold).toBe(3);
    expect((await me.content()).body.services).toEqual([]);

    // Unpaid past its deadline: the units come back.
    clock.advance(20 * MINUTE);
    await createOrderExpiryRepository(db(), [createServicesRepository(db())]).expireUnpaid(clock.now(), 100);
    expect((await serviceRow(booklet.id))?.sold).toBe(0);
  });

  it('a service sold out meanwhile refuses the order and changes nothing', async () => {
    const last = await createService(db(), { eventId: event(), stock: 1 });
    const me = await holding(3, [1]);
    await addService(me, last.id);
    await db().update(extraServices).set({ sold: 1 }).where(eq(extraServices.id, last.id));
    const before = (await db().select().from(orders)).length;
    const refused = await me.post('/cart/buy', BUYER);
    expect(refused.status).toBe(400);
    expect(refused.body.codes).toEqual({ non_field_errors: ['service_sold_out'] });
    expect((await db().select().from(orders)).length).toBe(before);
    expect(await me.count()).toBe(1);
  });
});

const serviceRow = async (id: number) =>
  (await db().select().from(extraServices).where(eq(extraServices.id, id)))[0];
