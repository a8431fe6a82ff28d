// [BOX OFFICE] GET /orders/admin/{id}/get_ticket and POST /orders/admin/{id}/send_ticket: 403 for anonymous visitors
// and customers; an order at a venue the staff member does not see is not found, as is an unknown or unpaid one; the
// site's staff get the tickets' PDF and can mail the tickets again, which the audit log records.
import { auditLog } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createHall, type Hall } from '../factories/hall.factory.ts';
import { type Visitor, visitor } from '../helpers/cart-client.ts';
import { BUYER, bankPost, outboxMailsTo, pidOf, useCheckoutTestApp } from '../helpers/checkout.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { staffMember } from '../helpers/staff-member.ts';
import { manualClock } from '../helpers/test-app.ts';

const clock = manualClock();
const t = useCheckoutTestApp(clock, [{ name: { ru: 'Партер' }, kind: 'parterre', rows: 2, seatsPerRow: 4 }]);
const db = () => t.database.db;
let other: Hall;
let paid: number;
let pending: number;

const pdfOf = (me: Visitor, order: number, language = 'ru') =>
  t.app.inject({
    url: `/api/v1/orders/admin/${order}/get_ticket`,
    headers: { cookie: me.session.cookie, 'accept-language': language },
  });

beforeAll(async () => {
  other = await createHall(db(), { sections: [{ name: { ru: 'Зал' }, rows: 1, seatsPerRow: 2 }] });
  const buyer = await visitor(t.app);
  await buyer.add({ event: t.hall.event.id, places: [t.hall.seatId(0, 1, 1), t.hall.seatId(0, 1, 2)] });
  const bought = await buyer.post('/cart/buy', { ...BUYER, email: 'kept@example.com' });
  await bankPost(t.app, `pay/${pidOf(bought.body.payment_url)}`, { card: '4242424242424242' });
  paid = bought.body.order.id;
  const late = await visitor(t.app);
  await late.add({ event: t.hall.event.id, places: [t.hall.seatId(0, 2, 1)] });
  pending = (await late.post('/cart/buy', BUYER)).body.order.id;
});

describe('the box office and one order', () => {
  it('answers 403 to anonymous visitors and customers, on both endpoints', async () => {
    for (const me of [await visitor(t.app), await staffMember(t.app, db(), 'customer')]) {
      expect((await pdfOf(me, paid)).statusCode).toBe(403);
      expect((await me.post(`/orders/admin/${paid}/send_ticket`)).status).toBe(403);
    }
  });

  it("does not show another venue's order to a venue's staff, nor an unknown or unpaid order", async () => {
    const elsewhere = await staffMember(t.app, db(), 'staff', other.venue.venue.id);
    expect((await pdfOf(elsewhere, paid)).statusCode).toBe(404);
    expect((await elsewhere.post(`/orders/admin/${paid}/send_ticket`)).status).toBe(404);
    const site = await staffMember(t.app, db(), 'staff', null);
    expect((await pdfOf(site, 999_999)).statusCode).toBe(404);
    expect((await pdfOf(site, pending)).statusCode).toBe(404);
    expect((await site.post(`/orders/admin/${pending}/send_ticket`)).status).toBe(404);
  });

  it("gives the site's and the venue's staff the PDF and mails the tickets again, in the audit log", async () => {
    const venue = await staffMember(t.app, db(), 'staff', t.hall.venue.venue.id);
    const pdf = await pdfOf(venue, paid);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The buyer's document: a Russian order prints in Russian for a clerk whose browser asks for English, and says
    // the places in words.
    const text = await pdfText((await pdfOf(venue, paid, 'en')).rawPayload);
    expect(text).toContain('Электронный билет');
    expect(text).toContain('Партер, ряд 1, место 1');
    expect(text).not.toContain('E-ticket');

    expect((await outboxMailsTo(t.config.mail.outboxDir, 'kept@example.com', 1)).length).toBe(1);
    const sent = await venue.post(`/orders/admin/${paid}/send_ticket`);
    expect(sent).toMatchObject({ status: 200, body: { sent: true } });
    const mails = await outboxMailsTo(t.config.mail.outboxDir, 'kept@example.com', 2);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.attachments[0]?.contentType).toBe('application/pdf');
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'send_ticket'));
    expect(audit).toMatchObject([
      { entityType: 'order', entityId: String(paid), after: { mail: 'tickets' } },
    ]);
  });
});
