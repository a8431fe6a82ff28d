// [TICKETS] What a buyer is sent and can open: the tickets mail names each show, its date and time in the venue's
// zone, the venue with its address and the places in words, in its plain-text and HTML parts, and links to the
// site's guest ticket page; the guest's JSON carries the address, age rating and running time; the tickets PDF
// is in the order's language whatever the visitor's (a Russian order downloads in Russian from an English page),
// with the site's name, the address and the age rating.
import { performances } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitor } from '../helpers/cart-client.ts';
import { BUYER, bankPost, buySeats, outboxMailsTo, pidOf, useCheckoutTestApp } from '../helpers/checkout.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { staffMember } from '../helpers/staff-member.ts';
import { manualClock } from '../helpers/test-app.ts';

const clock = manualClock();
const t = useCheckoutTestApp(clock, [
  { name: { ru: 'Партер', en: 'Stalls' }, kind: 'parterre', rows: 4, seatsPerRow: 8 },
]);
const seat = (row: number, number: number) => t.hall.seatId(0, row, number);

beforeAll(async () => {
  await t.database.db
    .update(performances)
    .set({ age: 16, durationMinutes: 165 })
    .where(eq(performances.id, t.hall.performance.id));
});

/** A paid order of two seats of row 2 in `locale`; its tickets mail. */
async function paidOrder(locale: 'ru' | 'en', to: string, seats: [number, number]) {
  const me = await visitor(t.app, { locale });
  const { body } = await buySeats(me, t.hall.event.id, seats, { ...BUYER, email: to });
  await bankPost(t.app, `pay/${pidOf(body.payment_url)}`, { card: '4242424242424242' });
  const [mail] = await outboxMailsTo(t.config.mail.outboxDir, to, 1);
  if (!mail) throw new Error(`no tickets mail to ${to}`);
  const status = await me.get(`/cart/order_status?order=${body.order.id}`);
  return { number: body.order.number as string, mail, ticketsUrl: status.body.tickets_url as string };
}

describe('the tickets mail', () => {
  it('names the show, the date and time at the venue, the venue with its address and the seats in words, in both parts', async () => {
    const { number, mail } = await paidOrder('ru', 'mail-parts@example.com', [seat(2, 1), seat(2, 2)]);
    const venue = t.hall.venue.venue;
    const hall = t.hall.venue.hall;
    for (const part of [mail.text ?? '', typeof mail.html === 'string' ? mail.html : '']) {
      expect(part).toContain('Гамлет');
      // 2030-02-01T16:00Z in Moscow.
      expect(part).toContain('1 февраля 2030');
      expect(part).toContain('19:00');
      expect(part).toContain(venue.name.ru);
      expect(part).toContain(hall.address.ru);
      expect(part).toContain(hall.title.ru);
      expect(part).toContain('Партер, ряд 2, место 1');
      expect(part).toContain('Партер, ряд 2, место 2');
      expect(part).toContain(number);
    }
    // "Open the tickets" is the site's guest page, in the order's language (Russian: no prefix).
    const link = new URL(mail.text?.match(/https?:\/\/\S+\/tickets\/\S+/)?.[0] ?? 'http://none');
    expect(link.pathname).toBe(`/tickets/${number}`);
    expect(link.searchParams.get('key')).toMatch(/^[\w-]{32}$/);
    expect(mail.html).toContain(`/tickets/${number}?key=`);
  });

  it('an English order: English words, the link under /en', async () => {
    const { number, mail } = await paidOrder('en', 'mail-en@example.com', [seat(3, 1), seat(3, 2)]);
    expect(mail.text).toContain('Hamlet');
    expect(mail.text).toContain('Stalls, row 3, seat 1');
    // The time as the English site writes it (@afisha/contracts' time-of-day), never "19:00" beside "7:00 PM".
    expect(mail.text).toContain('7:00 PM');
    expect(mail.text).not.toContain('19:00');
    expect(mail.text).toContain(`/en/tickets/${number}?key=`);
  });
});

describe('the tickets sent again after a partial refund', () => {
  it('carry only the ticket still valid: the mail counts it and the PDF prints it alone', async () => {
    const { number } = await paidOrder('ru', 'part-refund@example.com', [seat(4, 7), seat(4, 8)]);
    const clerk = await staffMember(t.app, t.database.db, 'staff', null);
    const found = await clerk.get(`/orders/admin?search=${number}`);
    const order = found.body.results[0].id as number;
    const lines = (await clerk.get(`/orders/admin/${order}`)).body.lines as { id: number; label: string }[];
    expect(lines.map((line) => line.label)).toEqual(['Партер, ряд 4, место 7', 'Партер, ряд 4, место 8']);
    expect((await clerk.post(`/orders/admin/${order}/part_refund`, { items: [lines[1]?.id] })).status).toBe(
      200,
    );
    expect((await clerk.post(`/orders/admin/${order}/send_ticket`)).status).toBe(200);
    const mails = await outboxMailsTo(t.config.mail.outboxDir, 'part-refund@example.com', 3);
    const again = mails.find((mail) => mail.subject === mails[0]?.subject && mail !== mails[0]);
    const attachment = again?.attachments.find((file) => file.contentType === 'application/pdf');
    if (!again || !attachment) throw new Error('the tickets were not sent again');
    const text = await pdfText(attachment.content);
    expect(text).toContain('Партер, ряд 4, место 7');
    expect(text).not.toContain('Партер, ряд 4, место 8');
    expect(again.text).not.toContain('Партер, ряд 4, место 8');
    const printed = await t.app.inject({
      url: `/api/v1/orders/admin/${order}/get_ticket`,
      headers: { cookie: clerk.session.cookie },
    });
    expect(printed.statusCode).toBe(200);
    expect(await pdfText(printed.rawPayload)).not.toContain('Партер, ряд 4, место 8');
  });
});

describe('the guest tickets', () => {
  it('JSON: the address, the age rating and the running time of each ticket', async () => {
    const { ticketsUrl } = await paidOrder('ru', 'guest-json@example.com', [seat(4, 1), seat(4, 2)]);
    const answer = await t.app.inject({ url: ticketsUrl });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.json().tickets[0]).toMatchObject({
      address: t.hall.venue.hall.address.ru,
      age: 16,
      duration_minutes: 165,
    });
  });

  it("the PDF of a Russian order is Russian whatever the visitor's language, with the site, the address, the age", async () => {
    const { number, ticketsUrl } = await paidOrder('ru', 'pdf-ru@example.com', [seat(1, 5), seat(1, 6)]);
    for (const language of ['en', 'de', 'ru']) {
      const pdf = await t.app.inject({
        url: `${ticketsUrl}&format=pdf`,
        headers: { 'accept-language': language },
      });
      expect(pdf.statusCode).toBe(200);
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain('Электронный билет');
      expect(text).toContain(`Заказ ${number}`);
      expect(text).toContain('Гамлет');
      expect(text).toContain('Партер, ряд 1, место 5');
      expect(text).toContain('16+');
      expect(text).toContain(t.hall.venue.hall.address.ru);
      expect(text).not.toContain('E-ticket');
      expect(text).not.toContain('Stalls');
    }
  });

  it('the PDF of an English order is English from a Russian page', async () => {
    const { ticketsUrl } = await paidOrder('en', 'pdf-en@example.com', [seat(1, 7), seat(1, 8)]);
    const pdf = await t.app.inject({ url: `${ticketsUrl}&format=pdf`, headers: { 'accept-language': 'ru' } });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('E-ticket');
    expect(text).toContain('Stalls, row 1, seat 7');
    expect(text).toContain('7:00 PM');
  });

  it('is a 404 without the key, with a wrong key, or for an unknown order, as JSON and as PDF', async () => {
    const { number, ticketsUrl } = await paidOrder('ru', 'guest-404@example.com', [seat(3, 5), seat(3, 6)]);
    const key = new URL(ticketsUrl, 'http://x').searchParams.get('key') ?? '';
    for (const url of [
      `/api/v1/tickets/${number}`,
      `/api/v1/tickets/${number}?key=wrong`,
      `/api/v1/tickets/${number}?key=${key}x`,
      `/api/v1/tickets/${number}?format=pdf`,
      `/api/v1/tickets/${number}?key=wrong&format=pdf`,
      `/api/v1/tickets/ZZZ-ZZZZZ?key=${key}&format=pdf`,
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
