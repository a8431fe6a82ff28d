// [NAMED] Named tickets: GET /documenttypes (localized); a session that requires names says so in the cart content;
// POST /cart/buy then needs one holder per place (`persons`, keyed by cart line) and refuses without them, changing
// nothing; the holders are written on the order's lines and printed on the tickets; the buyer finds the tickets by
// order number and e-mail with the key of the tickets mail, or as the order's signed-in owner (POST
// /person_by_ticket/find_ticket; any part wrong or missing: 404), sees document numbers masked, and changes a holder
// (/update_person, proven the same way) until an hour before the show, not after.
import { documentTypes, events, orderItems, orders } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Visitor, visitor } from '../helpers/cart-client.ts';
import { BUYER, bankPost, pidOf, useCheckoutTestApp } from '../helpers/checkout.ts';
import { signInCustomer } from '../helpers/signed-in.ts';
import { manualClock } from '../helpers/test-app.ts';

const clock = manualClock();
const t = useCheckoutTestApp(clock, [{ name: { ru: 'Партер' }, kind: 'parterre', rows: 4, seatsPerRow: 10 }]);
const db = () => t.database.db;
const seat = (row: number, number: number) => t.hall.seatId(0, row, number);
let passport: number;
let foreign: number;

beforeAll(async () => {
  await db().update(events).set({ requiresNamedTickets: true }).where(eq(events.id, t.hall.event.id));
  const rows = await db()
    .insert(documentTypes)
    .values([
      { name: { ru: 'Паспорт РФ', en: 'Russian passport' }, position: 0 },
      { name: { ru: 'Загранпаспорт', en: 'Foreign passport' }, position: 1 },
      { name: { ru: 'Старый документ' }, position: 2, isActive: false },
    ])
    .returning();
  passport = rows[0]!.id;
  foreign = rows[1]!.id;
});

async function holding(numbers: number[]) {
  const me = await visitor(t.app);
  expect((await me.add({ event: t.hall.event.id, places: numbers.map((n) => seat(1, n)) })).status).toBe(200);
  const content = (await me.content()).body;
  return { me, items: content.events[0].items.map((item: { id: number }) => item.id) as number[], content };
}

const person = (item: number, name: string, type = passport) => ({
  item,
  name,
  document_type: type,
  document_number: '4510 123456',
});

async function paid(me: Visitor, persons: unknown[], email = BUYER.email) {
  const bought = await me.post('/cart/buy', { ...BUYER, email, persons });
  expect(bought.status).toBe(200);
  await bankPost(t.app, `pay/${pidOf(bought.body.payment_url)}`, { card: '4242424242424242' });
  const order = bought.body.order as { id: number; number: string };
  // The key of the order's ticket link, as the tickets mail and the order's status give it.
  const status = await me.get(`/cart/order_status?order=${order.id}`);
  const key = new URL(status.body.tickets_url, 'http://x').searchParams.get('key') ?? '';
  return { ...order, key };
}

describe('GET /documenttypes', () => {
  it('lists the active types in the visitor language', async () => {
    const en = await visitor(t.app, { locale: 'en' });
    expect((await en.get('/documenttypes')).body).toEqual([
      { id: passport, name: 'Russian passport' },
      { id: foreign, name: 'Foreign passport' },
    ]);
  });
});

describe('POST /person_by_ticket/*: the order is proven by the key of its ticket link or by its signed-in owner', () => {
  it("the order's number and the buyer's e-mail alone show nothing and change nothing", async () => {
    const { me, items } = await holding([5, 6]);
    const order = await paid(me, [person(items[0]!, 'Анна Петрова'), person(items[1]!, 'Иван Петров')]);
    const stranger = await visitor(t.app);
    const named = { order: order.number, email: BUYER.email };
    for (const key of [undefined, '', 'not-the-key', order.key.slice(0, -1)]) {
      const answer = await stranger.post('/person_by_ticket/find_ticket', { ...named, key });
      expect(answer.status, `key ${key}`).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain('123456');
    }
    const ticket = (await stranger.post('/person_by_ticket/find_ticket', { ...named, key: order.key })).body
      .tickets[0].ticket;
    const change = { ticket, name: 'Вор Воров', document_type: passport, document_number: '0000 000000' };
    expect((await stranger.post('/person_by_ticket/update_person', { ...named, ...change })).status).toBe(
      404,
    );
    expect(
      (await stranger.post('/person_by_ticket/update_person', { ...named, ...change, key: 'wrong' })).status,
    ).toBe(404);
    const lines = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(lines.map((line) => line.holderName).sort()).toEqual(['Анна Петрова', 'Иван Петров']);
  });

  it("the order's signed-in owner needs no key; another signed-in customer does", async () => {
    const owner = await signInCustomer(t.app, db());
    const me = await visitor(t.app, { session: owner.session });
    expect((await me.add({ event: t.hall.event.id, places: [seat(2, 1)] })).status).toBe(200);
    const item = (await me.content()).body.events[0].items[0].id;
    const order = await paid(me, [person(item, 'Анна Петрова')]);
    const named = { order: order.number, email: BUYER.email };
    const mine = await me.post('/person_by_ticket/find_ticket', named);
    expect(mine.status).toBe(200);
    expect(mine.body.tickets[0].holder).toMatchObject({
      name: 'Анна Петрова',
      document_number: '*******3456',
    });
    const changed = await me.post('/person_by_ticket/update_person', {
      ...named,
      ticket: mine.body.tickets[0].ticket,
      name: 'Мария Сидорова',
      document_type: passport,
      document_number: '4510 654321',
    });
    expect(changed.status).toBe(200);

    const someoneElse = await signInCustomer(t.app, db());
    const other = await visitor(t.app, { session: someoneElse.session });
    expect((await other.post('/person_by_ticket/find_ticket', named)).status).toBe(404);
  });
});

describe('POST /cart/buy for a session with named tickets', () => {
  it('says in the cart that names are needed, and refuses the order without a holder for every place', async () => {
    const { me, items, content } = await holding([1, 2]);
    expect(content.events[0].requires_names).toBe(true);
    const before = (await db().select().from(orders)).length;
    const missing = await me.post('/cart/buy', { ...BUYER, persons: [person(items[0]!, 'Анна Петрова')] });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      codes: { persons: ['holders_required'] },
      persons: ['Укажите владельца каждого билета: на этот сеанс билеты именные.'],
    });
    const badType = await me.post('/cart/buy', {
      ...BUYER,
      persons: [person(items[0]!, 'Анна Петрова'), person(items[1]!, 'Иван Петров', 999_999)],
    });
    expect(badType.body.codes).toEqual({ 'persons.1.document_type': ['does_not_exist'] });
    const badName = await me.post('/cart/buy', {
      ...BUYER,
      persons: [person(items[0]!, '<script>'), person(items[1]!, 'Иван Петров')],
    });
    expect(badName.status).toBe(400);
    expect((await db().select().from(orders)).length).toBe(before);
    expect(await me.count()).toBe(2);
  });

  it('writes the holders on the order and finds and changes them by order number and e-mail', async () => {
    const { me, items } = await holding([3, 4]);
    const order = await paid(me, [
      person(items[0]!, 'Анна Петрова'),
      person(items[1]!, 'John Smith', foreign),
    ]);
    const lines = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(lines.map((line) => line.holderName).sort()).toEqual(['John Smith', 'Анна Петрова']);
    expect(lines.every((line) => line.holderDocumentNumber === '4510 123456')).toBe(true);

    const stranger = await visitor(t.app, { locale: 'en' });
    const found = await stranger.post('/person_by_ticket/find_ticket', {
      order: order.number.toLowerCase(),
      email: BUYER.email,
      key: order.key,
    });
    expect(found.status).toBe(200);
    expect(found.body.order).toBe(order.number);
    expect(found.body.tickets).toHaveLength(2);
    const first = found.body.tickets[0];
    expect(first).toMatchObject({
      editable: true,
      holder: { name: 'Анна Петрова', document_type: passport, document_number: '*******3456' },
    });
    expect(JSON.stringify(found.body)).not.toContain('123456');
    expect(first.place).toMatch(/^Stalls, row 1, seat [34]$|^Партер, row 1, seat [34]$/);
    expect(
      (
        await stranger.post('/person_by_ticket/find_ticket', {
          order: order.number,
          email: 'x@example.com',
          key: order.key,
        })
      ).status,
    ).toBe(404);

    const changed = await stranger.post('/person_by_ticket/update_person', {
      order: order.number,
      email: BUYER.email,
      key: order.key,
      ticket: first.ticket,
      name: 'Мария Сидорова',
      document_type: foreign,
      document_number: 'ab 765432',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.tickets[0].holder).toEqual({
      name: 'Мария Сидорова',
      document_type: foreign,
      document_number: '*****5432',
    });
    const wrongTicket = await stranger.post('/person_by_ticket/update_person', {
      order: order.number,
      email: BUYER.email,
      key: order.key,
      ticket: 2_000_000,
      name: 'Мария Сидорова',
      document_type: foreign,
      document_number: 'AB 765432',
    });
    expect(wrongTicket.status).toBe(404);

    // Within the hour before the show: too late.
    clock.advance(t.hall.event.startsAt.getTime() - clock.now().getTime() - 30 * 60_000);
    const later = await visitor(t.app, { locale: 'en' });
    const late = await later.post('/person_by_ticket/update_person', {
      order: order.number,
      email: BUYER.email,
      key: order.key,
      ticket: first.ticket,
      name: 'Пётр Сидоров',
      document_type: foreign,
      document_number: 'AB 765432',
    });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({
      codes: { non_field_errors: ['holder_change_closed'] },
      non_field_errors: ['The holder can be changed until an hour before the show.'],
    });
    expect(
      (
        await later.post('/person_by_ticket/find_ticket', {
          order: order.number,
          email: BUYER.email,
          key: order.key,
        })
      ).body.tickets[0].editable,
    ).toBe(false);
  });
});
