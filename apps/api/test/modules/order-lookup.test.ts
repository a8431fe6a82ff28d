// [BOX OFFICE] GET /orders/admin (search) and GET /orders/admin/{id} (one order in full): 403 for anonymous visitors
// and customers; the buyer's phone found however it is typed, the number, the email and the name; a venue's staff
// finds only the orders of its venues, and another order is not found; the detail holds the lines with their
// tickets, the payment, the refunds and the audit trail of what staff did.
import { beforeAll, describe, expect, it } from 'vitest';
import { createHall, type Hall } from '../factories/hall.factory.ts';
import { type Visitor, visitor } from '../helpers/cart-client.ts';
import { BUYER, bankPost, buySeats, pidOf, useCheckoutTestApp } from '../helpers/checkout.ts';
import { staffMember } from '../helpers/staff-member.ts';
import { manualClock } from '../helpers/test-app.ts';

const clock = manualClock();
const t = useCheckoutTestApp(clock, [{ name: { ru: 'Партер' }, kind: 'parterre', rows: 2, seatsPerRow: 4 }]);
const db = () => t.database.db;
let other: Hall;
let site: Visitor & { email: string };
let mine: { id: number; number: string };
let elsewhere: { id: number; number: string };

async function paid(hall: Hall, seats: number[], buyer: Record<string, unknown>) {
  const me = await visitor(t.app);
  const bought = await buySeats(me, hall.event.id, seats, { ...BUYER, ...buyer });
  await bankPost(t.app, `pay/${pidOf(bought.body.payment_url)}`, { card: '4242424242424242' });
  return { id: Number(bought.body.order.id), number: String(bought.body.order.number) };
}

const found = async (me: Visitor, q: string) =>
  (await me.get(`/orders/admin?q=${encodeURIComponent(q)}`)).body.results.map(
    (hit: { id: number }) => hit.id,
  );

beforeAll(async () => {
  other = await createHall(db(), { sections: [{ name: { ru: 'Зал' }, rows: 1, seatsPerRow: 2 }] });
  site = await staffMember(t.app, db(), 'staff', null);
  mine = await paid(t.hall, [t.hall.seatId(0, 1, 1), t.hall.seatId(0, 1, 2)], {
    email: 'Olga.Smirnova@example.com',
    phone: '+7 (916) 555-12-34',
    name: 'Ольга Смирнова',
  });
  elsewhere = await paid(other, [other.seatId(0, 1, 1)], {
    email: 'ivan@example.com',
    phone: '+49 30 1234567',
    name: 'Ivan Petrov',
  });
});

describe('who may look', () => {
  it('answers 403 to anonymous visitors and customers', async () => {
    for (const me of [await visitor(t.app), await staffMember(t.app, db(), 'customer')]) {
      expect((await me.get('/orders/admin?q=a')).status).toBe(403);
      expect((await me.get(`/orders/admin/${mine.id}`)).status).toBe(403);
    }
  });

  it("shows a venue's staff only its venue's orders", async () => {
    const venue = await staffMember(t.app, db(), 'staff', t.hall.venue.venue.id);
    expect(await found(venue, '')).toEqual([mine.id]);
    expect(await found(venue, 'ivan')).toEqual([]);
    expect((await venue.get(`/orders/admin/${elsewhere.id}`)).status).toBe(404);
    expect((await venue.get(`/orders/admin/${mine.id}`)).status).toBe(200);
  });
});

describe('the search', () => {
  it('finds the buyer by phone however it is typed', async () => {
    for (const typed of ['+7 (916) 555-12-34', '89165551234', '79165551234', '916 555 12 34', '1234']) {
      expect(await found(site, typed)).toContain(mine.id);
    }
    expect(await found(site, '89165550000')).not.toContain(mine.id);
    expect(await found(site, '4930')).toEqual([elsewhere.id]);
  });

  it('finds by order number (or its start), email and name, ignoring case', async () => {
    expect(await found(site, mine.number)).toEqual([mine.id]);
    expect(await found(site, mine.number.slice(0, 5).toLowerCase())).toContain(mine.id);
    expect(await found(site, 'olga.smirnova@')).toEqual([mine.id]);
    expect(await found(site, 'смирнова')).toEqual([mine.id]);
    expect(await found(site, 'petrov')).toEqual([elsewhere.id]);
  });

  it('treats LIKE wildcards as text and pages the answer', async () => {
    expect(await found(site, '%')).toEqual([]);
    expect(await found(site, '_')).toEqual([]);
    const page = await site.get('/orders/admin?q=&limit=1&offset=1');
    expect(page.body.count).toBe(2);
    expect(page.body.results).toHaveLength(1);
    expect(page.body.results[0].id).toBe(mine.id);
    // docs/api.md's Lists: `search` (before `q`), absolute next/previous keeping the other parameters.
    const first = await site.get('/orders/admin?search=&status=paid&limit=1');
    expect(first.body).toMatchObject({ count: 2, previous: null });
    expect(first.body.next).toMatch(
      /^http:\/\/[^/]+\/api\/v1\/orders\/admin\?search=&status=paid&limit=1&offset=1$/,
    );
    const second = await site.get('/orders/admin?search=&status=paid&limit=1&offset=1');
    expect(second.body).toMatchObject({ next: null, results: [{ id: mine.id }] });
    expect(second.body.previous).toMatch(/\/orders\/admin\?search=&status=paid&limit=1$/);
    expect(await found(site, mine.number)).toEqual([mine.id]);
    const bySearch = await site.get(`/orders/admin?search=${encodeURIComponent(mine.number)}&q=nothing`);
    expect(bySearch.body.results.map((hit: { id: number }) => hit.id)).toEqual([mine.id]);
    expect((await site.get('/orders/admin?search=')).body.next).toBeNull();
    expect((await site.get('/orders/admin?limit=0')).status).toBe(400);
    expect((await site.get(`/orders/admin?q=${'x'.repeat(101)}`)).status).toBe(400);
  });
});

describe('one order', () => {
  it('holds the lines and tickets, the payment, the refunds and the audit trail', async () => {
    const before = (await site.get(`/orders/admin/${mine.id}`)).body;
    expect(before).toMatchObject({
      number: mine.number,
      status: 'paid',
      phone: '+7 (916) 555-12-34',
      can_refund: true,
      refunded_kopecks: 0,
      payments: [{ provider: 'sandbox', status: 'succeeded', amount_kopecks: before.total_kopecks }],
      refunds: [],
      audit: [],
    });
    expect(before.lines).toHaveLength(2);
    expect(before.lines[0]).toMatchObject({
      kind: 'seat',
      label: 'Партер, ряд 1, место 1',
      refunded: false,
      ticket: { status: 'valid' },
      event: { id: t.hall.event.id },
    });
    await site.post(`/orders/admin/${mine.id}/part_refund`, { items: [before.lines[1].id] });
    await site.post(`/orders/admin/${mine.id}/send_ticket`);
    const after = (await site.get(`/orders/admin/${mine.id}`)).body;
    expect(after.refunds).toMatchObject([
      { reason: 'box_office', lines: [before.lines[1].id], by: site.email },
    ]);
    expect(after.audit.map((entry: { action: string }) => entry.action)).toEqual([
      'part_refund',
      'send_ticket',
    ]);
    expect(after.audit[0].by).toBe(site.email);
    expect(after.lines[1]).toMatchObject({ refunded: true, ticket: { status: 'refunded' } });
  });

  it('is not found when unknown; a malformed id is a 400', async () => {
    expect((await site.get('/orders/admin/999999')).status).toBe(404);
    expect((await site.get('/orders/admin/abc')).status).toBe(400);
  });
});
