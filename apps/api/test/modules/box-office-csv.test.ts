// [BOX OFFICE] GET /orders/admin/csv: 403 for anonymous visitors and customers (and for a venue the staff member does
// not see); a UTF-8 file with a BOM, `;` and CRLF, the header in the request's language, one row per seat, zone place
// or service line of the orders that got tickets, paid in the period, in the order they were paid; Cyrillic intact;
// a refunded line with its amount and its ticket's status; the filters (venue, performance, session, status, days);
// a buyer named like a formula neutralised, quotes and semicolons quoted; the same file whatever the page size.
import type { TLocale } from '@afisha/contracts';
import { orderItems } from '@afisha/db';
import { eq, sql } from '@afisha/db/orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ordersCsv } from '../../src/modules/box-office/orders-csv.ts';
import { reportFilter } from '../../src/modules/box-office/report-period.ts';
import { createSalesReportRepository } from '../../src/modules/box-office/sales-report.repository.ts';
import { createHall, type Hall } from '../factories/hall.factory.ts';
import { createService } from '../factories/services.factory.ts';
import { type Visitor, visitor } from '../helpers/cart-client.ts';
import { BUYER, bankPost, pidOf, useCheckoutTestApp } from '../helpers/checkout.ts';
import { staffMember } from '../helpers/staff-member.ts';
import { manualClock } from '../helpers/test-app.ts';

const MINUTE = 60_000;
const clock = manualClock(new Date('2030-01-15T12:00:00Z'));
// Row 1 of the stalls is the first category (3 500 ₽), row 2 the second (1 500,50 ₽).
const t = useCheckoutTestApp(clock, [
  { name: { ru: 'Партер', en: 'Stalls' }, kind: 'parterre', rows: 2, seatsPerRow: 4, category: (row) => row },
]);
const db = () => t.database.db;
let other: Hall;
const numbers: Record<'anna' | 'evil' | 'ivan', string> = { anna: '', evil: '', ivan: '' };

const PERIOD = 'date_from=2030-01-15&date_to=2030-01-16';
const RU_HEADER =
  'Номер заказа;Оплачен;Статус заказа;Покупатель;Email;Телефон;Спектакль;Сеанс;Площадка;Зал;Место;Цена;Скидка;' +
  'Оплачено;Возвращено;Статус билета;Способ оплаты';
const EN_HEADER =
  'Order number;Paid at;Order status;Buyer;Email;Phone;Performance;Session;Venue;Hall;Place;Price;Discount;Paid;' +
  'Refunded;Ticket status;Payment method';
const EVIL = "=cmd|' /C calc'!A0";
const QUOTED = 'Иван "Ваня"; Сидоров';

async function buyAndPay(
  event: number,
  add: Record<string, unknown>,
  buyer: { name: string; email: string },
  service?: { id: number; quantity: number },
): Promise<{ id: number; number: string }> {
  const me = await visitor(t.app);
  expect((await me.add({ event, ...add })).status).toBe(200);
  if (service) {
    const added = await me.post('/cart/add_service', {
      service: service.id,
      event,
      quantity: service.quantity,
    });
    expect(added.status).toBe(200);
  }
  const bought = await me.post('/cart/buy', { ...BUYER, ...buyer });
  expect(bought.status).toBe(200);
  await bankPost(t.app, `pay/${pidOf(bought.body.payment_url)}`, { card: '4242424242424242' });
  return { id: bought.body.order.id, number: bought.body.order.number };
}

async function csv(me: Visitor | null, query: string, locale: TLocale = 'ru') {
  const response = await t.app.inject({
    url: `/api/v1/orders/admin/csv?${query}`,
    headers: { 'accept-language': locale, ...(me ? { cookie: me.session.cookie } : {}) },
  });
  const text = response.rawPayload.toString('utf8');
  const body = text.replace(/^\uFEFF/, '');
  return {
    status: response.statusCode,
    headers: response.headers,
    raw: response.rawPayload,
    text,
    /** The data rows (the header left out), split on CRLF. */
    rows: body.split('\r\n').slice(1, -1),
    header: body.split('\r\n')[0],
  };
}

/** The rows of these orders' numbers, in file order. */
const numbersOf = (rows: string[]) => rows.map((row) => row.split(';')[0]);

beforeAll(async () => {
  other = await createHall(db(), {
    sections: [{ name: { ru: 'Зал', en: 'Hall' }, rows: 1, seatsPerRow: 2 }],
    zones: [{ name: { ru: 'Танцпол', en: 'Dance floor' }, capacity: 10 }],
  });
  const seat = (row: number, number: number) => t.hall.seatId(0, row, number);
  const booklet = await createService(db(), { eventId: t.hall.event.id });

  // The 15th, 15:00 in Moscow: two seats and two booklets at venue A.
  const anna = await buyAndPay(
    t.hall.event.id,
    { places: [seat(1, 1), seat(1, 2)] },
    { name: 'Анна Петрова', email: 'anna@example.com' },
    { id: booklet.id, quantity: 2 },
  );
  numbers.anna = anna.number;
  // The 16th, 12:00 in Moscow: two places of the dance floor at venue B, by a buyer named like a formula.
  clock.advance(21 * 60 * MINUTE);
  numbers.evil = (
    await buyAndPay(
      other.event.id,
      { zone: other.zones[0]?.id, quantity: 2 },
      { name: EVIL, email: 'evil@example.com' },
    )
  ).number;
  // The 16th, 13:00: one seat at venue A.
  clock.advance(60 * MINUTE);
  const ivan = await buyAndPay(
    t.hall.event.id,
    { places: [seat(2, 1)] },
    { name: QUOTED, email: 'ivan@example.com' },
  );
  numbers.ivan = ivan.number;
  // A payment after the hold ended for a seat somebody else holds by then: refunded automatically, no tickets.
  const late = await visitor(t.app);
  await late.add({ event: t.hall.event.id, places: [seat(2, 2)] });
  const lateOrder = await late.post('/cart/buy', { ...BUYER, email: 'late@example.com' });
  clock.advance(20 * MINUTE);
  await (await visitor(t.app)).add({ event: t.hall.event.id, places: [seat(2, 2)] });
  await bankPost(t.app, `pay/${pidOf(lateOrder.body.payment_url)}`, { card: '4242424242424242' });
  // An order never paid.
  await (await visitor(t.app)).add({ event: t.hall.event.id, places: [seat(2, 3)] });

  // The 16th, 14:00: the second seat of Anna's order refunded (made in the tables; the refund endpoints have their
  // own tests), and a refund of Ivan's seat that failed.
  const at = '2030-01-16T11:00:00Z';
  const lines = await db().select().from(orderItems).where(eq(orderItems.orderId, anna.id));
  const refunded = lines.find((line) => line.seatId === seat(1, 2));
  const { rows } = await db().execute<{ id: number }>(sql`
    INSERT INTO refunds (payment_id, order_id, amount_kopecks, status, reason, idempotency_key, created_at, updated_at)
    VALUES ((SELECT id FROM payments WHERE order_id = ${anna.id} AND status = 'succeeded' LIMIT 1), ${anna.id},
      350000, 'succeeded', 'test', 'test-anna', ${at}::timestamptz, ${at}::timestamptz)
    RETURNING id`);
  await db().execute(sql`
    INSERT INTO refund_items (refund_id, order_item_id, amount_kopecks) VALUES (${rows[0]?.id}, ${refunded?.id}, 350000)`);
  await db().execute(sql`
    UPDATE tickets SET status = 'refunded', refunded_at = ${at}::timestamptz WHERE order_item_id = ${refunded?.id}`);
  await db().execute(sql`UPDATE orders SET status = 'partially_refunded' WHERE id = ${anna.id}`);
  await db().execute(sql`
    WITH failed AS (
      INSERT INTO refunds (payment_id, order_id, amount_kopecks, status, reason, idempotency_key, created_at, updated_at)
      VALUES ((SELECT id FROM payments WHERE order_id = ${ivan.id} AND status = 'succeeded' LIMIT 1), ${ivan.id},
        150050, 'failed', 'test', 'test-ivan', ${at}::timestamptz, ${at}::timestamptz)
      RETURNING id)
    INSERT INTO refund_items (refund_id, order_item_id, amount_kopecks)
    SELECT failed.id, oi.id, 150050 FROM failed, order_items oi WHERE oi.order_id = ${ivan.id}`);
});

describe('GET /orders/admin/csv', () => {
  it('answers 403 to anonymous visitors, customers and staff without a venue', async () => {
    for (const me of [
      null,
      await staffMember(t.app, db(), 'customer'),
      await staffMember(t.app, db(), 'staff'),
    ]) {
      const answer = await csv(me, PERIOD);
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.text)).toMatchObject({ code: 'permission_denied' });
    }
  });

  it('gives a UTF-8 file with a BOM and a Russian header: a row per line, in the order paid, refunds shown', async () => {
    const site = await staffMember(t.app, db(), 'staff', null);
    const file = await csv(site, PERIOD);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="orders-2030-01-15-2030-01-16.csv"',
    );
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect([...file.raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.text.endsWith('\r\n')).toBe(true);
    expect(file.text.replace(/\r\n/g, '')).not.toContain('\n');
    expect(file.header).toBe(RU_HEADER);
    // Anna's two seats and her booklets, the two dance-floor places, Ivan's seat; not the late nor the unpaid order.
    expect(numbersOf(file.rows)).toEqual([
      numbers.anna,
      numbers.anna,
      numbers.anna,
      numbers.evil,
      numbers.evil,
      numbers.ivan,
    ]);
    const venueA = t.hall.venue.venue.name.ru;
    const phone = "'+7 (999) 123-45-67";
    const anna = `2030-01-15 15:00;Возвращён частично;Анна Петрова;anna@example.com;${phone};Гамлет;2030-02-01 19:00;${venueA};Основная сцена`;
    expect(file.rows.slice(0, 3)).toEqual([
      `${numbers.anna};${anna};Партер, ряд 1, место 1;3500,00;0,00;3500,00;0,00;Действителен;Карта`,
      `${numbers.anna};${anna};Партер, ряд 1, место 2;3500,00;0,00;3500,00;3500,00;Возвращён;Карта`,
      `${numbers.anna};${anna};Программка × 2;600,00;0,00;600,00;0,00;;Карта`,
    ]);
    const venueB = other.venue.venue.name.ru;
    expect(file.rows[3]).toBe(
      `${numbers.evil};2030-01-16 12:00;Оплачен;'${EVIL};evil@example.com;${phone};Гамлет;2030-02-01 19:00;${venueB};Основная сцена;Танцпол;3500,00;0,00;3500,00;0,00;Действителен;Карта`,
    );
    // A failed refund gives nothing back.
    expect(file.rows[5]).toBe(
      `${numbers.ivan};2030-01-16 13:00;Оплачен;"Иван ""Ваня""; Сидоров";ivan@example.com;${phone};Гамлет;2030-02-01 19:00;${venueA};Основная сцена;Партер, ряд 2, место 1;1500,50;0,00;1500,50;0,00;Действителен;Карта`,
    );
  });

  it('speaks English for an English request: header, words and a dot in the money; times in the asked zone', async () => {
    const site = await staffMember(t.app, db(), 'staff', null);
    const file = await csv(site, `${PERIOD}&tz=UTC`, 'en');
    expect(file.text.startsWith('\uFEFF')).toBe(true);
    expect(file.header).toBe(EN_HEADER);
    expect(file.rows[1]).toBe(
      `${numbers.anna};2030-01-15 12:00;Partially refunded;Анна Петрова;anna@example.com;'+7 (999) 123-45-67;Hamlet;2030-02-01 16:00;${t.hall.venue.venue.name.ru};Main Stage;Stalls, row 1, seat 2;3500.00;0.00;3500.00;3500.00;Refunded;Card`,
    );
    expect(file.rows[2]).toContain(';Programme booklet × 2;600.00;');
    // French and German have their own header.
    expect((await csv(site, PERIOD, 'fr')).header?.startsWith('Numéro de commande;Payée le;')).toBe(true);
    expect((await csv(site, PERIOD, 'de')).header?.startsWith('Bestellnummer;Bezahlt am;')).toBe(true);
  });

  it('speaks the language the link asks for (the page’s), whatever the browser’s Accept-Language', async () => {
    const site = await staffMember(t.app, db(), 'staff', null);
    expect((await csv(site, `${PERIOD}&lang=ru`, 'en')).header).toBe(RU_HEADER);
    expect((await csv(site, `${PERIOD}&lang=en`, 'ru')).header).toBe(EN_HEADER);
    expect((await csv(site, `${PERIOD}&lang=de`, 'en')).header?.startsWith('Bestellnummer;')).toBe(true);
    expect((await csv(site, `${PERIOD}&lang=xx`, 'ru')).status).toBe(400);
  });

  it("gives a venue's staff their venue's lines only, and refuses another venue's filter", async () => {
    const venueA = await staffMember(t.app, db(), 'staff', t.hall.venue.venue.id);
    const mine = await csv(venueA, PERIOD);
    expect(numbersOf(mine.rows)).toEqual([numbers.anna, numbers.anna, numbers.anna, numbers.ivan]);
    const foreign = await csv(venueA, `${PERIOD}&venue=${other.venue.venue.id}`);
    expect(foreign.status).toBe(403);
    expect(JSON.parse(foreign.text)).toMatchObject({ code: 'permission_denied' });
    const venueB = await staffMember(t.app, db(), 'staff', other.venue.venue.id);
    expect(numbersOf((await csv(venueB, PERIOD)).rows)).toEqual([numbers.evil, numbers.evil]);
  });

  it('filters by venue, performance, session, status and days', async () => {
    const site = await staffMember(t.app, db(), 'staff', null);
    const rowsOf = async (query: string) => numbersOf((await csv(site, `${PERIOD}&${query}`)).rows);
    expect(await rowsOf(`venue=${other.venue.venue.id}`)).toEqual([numbers.evil, numbers.evil]);
    expect(await rowsOf(`performance=${t.hall.performance.id}`)).toEqual([
      numbers.anna,
      numbers.anna,
      numbers.anna,
      numbers.ivan,
    ]);
    expect(await rowsOf(`event=${other.event.id}`)).toEqual([numbers.evil, numbers.evil]);
    expect(await rowsOf('status=partially_refunded')).toEqual([numbers.anna, numbers.anna, numbers.anna]);
    expect(await rowsOf('status=paid')).toEqual([numbers.evil, numbers.evil, numbers.ivan]);
    expect(await rowsOf('status=refunded')).toEqual([]);
    const day = await csv(site, 'date_from=2030-01-16&date_to=2030-01-16');
    expect(numbersOf(day.rows)).toEqual([numbers.evil, numbers.evil, numbers.ivan]);
    // Nothing sold: the header alone.
    const empty = await csv(site, 'date_from=2030-01-10&date_to=2030-01-10');
    expect(empty.text).toBe(`\uFEFF${RU_HEADER}\r\n`);
  });

  it('reads the lines page by page without losing or repeating one', async () => {
    const site = await staffMember(t.app, db(), 'staff', null);
    const whole = (await csv(site, PERIOD)).text;
    const repository = createSalesReportRepository(db());
    const filter = reportFilter(
      { kind: 'all' },
      { date_from: '2030-01-15', date_to: '2030-01-16', tz: 'Europe/Moscow' },
      clock.now(),
    );
    for (const pageSize of [1, 2, 5]) {
      const pages: number[] = [];
      const stream = ordersCsv({
        locale: 'ru',
        pageSize,
        first: await repository.csvPage(filter, 'ru', null, pageSize),
        next: async (after) => {
          const page = await repository.csvPage(filter, 'ru', after, pageSize);
          pages.push(page.length);
          return page;
        },
      });
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).toString('utf8'), `page size ${pageSize}`).toBe(whole);
      expect(pages.length, `page size ${pageSize}`).toBe(Math.floor(6 / pageSize));
    }
  });

  it('refuses bad dates, a reversed or too long period, an unknown zone or status with 400', async () => {
    const site = await staffMember(t.app, db(), 'staff', null);
    for (const [query, field, code] of [
      ['date_from=2030-01-16&date_to=2030-01-15', 'date_to', 'invalid'],
      ['date_from=2029-01-01&date_to=2030-01-16', 'date_to', 'max_value'],
      ['date_from=2030-13-01', 'date_from', 'invalid'],
      ['tz=Europe/Nowhere', 'tz', 'invalid'],
      ['status=sold', 'status', 'invalid_choice'],
      ['venue=-1', 'venue', 'invalid'],
    ] as const) {
      const answer = await csv(site, query);
      expect(answer.status, query).toBe(400);
      expect(JSON.parse(answer.text).codes, query).toEqual({ [field]: [code] });
    }
  });
});
