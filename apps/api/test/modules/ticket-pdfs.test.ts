// [TICKETS] Ticket PDFs cannot be used to slow the API down: a client downloads at most TICKET_PDF_RATE_LIMIT_MAX
// ticket PDFs a minute (429 past it; the same link's JSON and other clients are not affected), the PDFs render on
// worker threads with a bounded queue (503 past it), and the sample of GET /tickets_preview comes from memory,
// rendered again when the site's name changes.
import { sites } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { describe, expect, it, vi } from 'vitest';
import { normalizeDomain } from '../../src/modules/site/site.service.ts';
import { createSite } from '../factories/sites.factory.ts';
import { visitor } from '../helpers/cart-client.ts';
import { BUYER, bankPost, buySeats, outboxMailsTo, pidOf, useCheckoutTestApp } from '../helpers/checkout.ts';
import { manualClock } from '../helpers/test-app.ts';

const clock = manualClock();
const t = useCheckoutTestApp(
  clock,
  [{ name: { ru: 'Партер' }, kind: 'parterre', rows: 2, seatsPerRow: 10 }],
  (config) => ({
    ...config,
    ticketPdf: { threads: 1, maxQueued: 0, rateLimit: { max: 2, timeWindowMs: 60_000 } },
  }),
);

/**
 * A paid guest order's ticket link (`/api/v1/tickets/{number}?key=…`), once its tickets mail (whose PDF takes the one
 * thread meanwhile) has gone.
 */
async function ticketLink(seat: number) {
  const me = await visitor(t.app);
  const email = `pdf-${seat}@example.com`;
  const { body } = await buySeats(me, t.hall.event.id, [t.hall.seatId(0, 1, seat)], { ...BUYER, email });
  await bankPost(t.app, `pay/${pidOf(body.payment_url)}`, { card: '4242424242424242' });
  await outboxMailsTo(t.config.mail.outboxDir, email, 1);
  return (await me.get(`/cart/order_status?order=${body.order.id}`)).body.tickets_url as string;
}

const get = (url: string, remoteAddress: string) => t.app.inject({ method: 'GET', url, remoteAddress });

describe('ticket PDFs', () => {
  it('a client gets TICKET_PDF_RATE_LIMIT_MAX PDFs a minute; the JSON and other clients go on', async () => {
    const link = await ticketLink(1);
    const pdf = `${link}&format=pdf`;
    expect((await get(pdf, '203.0.113.7')).statusCode).toBe(200);
    expect((await get(pdf, '203.0.113.7')).statusCode).toBe(200);
    const third = await get(pdf, '203.0.113.7');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'throttled' });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(link, '203.0.113.7')).statusCode).toBe(200);
    const other = await get(pdf, '203.0.113.8');
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-type']).toBe('application/pdf');
  }, 60_000);

  it('refuses a PDF with 503 while every thread is busy and the queue is full, and renders the others', async () => {
    const pdf = `${await ticketLink(2)}&format=pdf`;
    const answers = await Promise.all(
      ['198.51.100.1', '198.51.100.2', '198.51.100.3'].map((address) => get(pdf, address)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    const refused = answers.find((answer) => answer.statusCode === 503);
    expect(refused?.json()).toMatchObject({ code: 'service_unavailable' });
    // The queue frees as the PDFs are done.
    expect((await get(pdf, '198.51.100.4')).statusCode).toBe(200);
  }, 60_000);

  it("serves the preview from memory, rendered again once the site's name changes", async () => {
    const domain = normalizeDomain(new URL(t.config.publicSiteUrl).host) ?? 'localhost';
    const site = await createSite(t.database.db, {
      domain,
      name: { ru: 'Theatre Site', en: 'Theatre Site' },
    });
    const preview = () =>
      t.app.inject({ url: '/api/v1/tickets_preview', headers: { 'accept-language': 'en' } });
    const first = await preview();
    const renderedBy = Date.now();
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.toString('latin1')).toContain('(Theatre Site)');
    // The same bytes: not rendered again. A rendering is stamped to the millisecond (the document's /ID is a hash of
    // its creation time, pdfkit's generateFileID), so once the clock has passed the first answer a new one differs.
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(renderedBy), { timeout: 1_000, interval: 1 });
    expect((await preview()).rawPayload.equals(first.rawPayload)).toBe(true);

    await t.database.db
      .update(sites)
      .set({ name: { ru: 'Renamed Site', en: 'Renamed Site' } })
      .where(eq(sites.id, site.id));
    const renamed = await preview();
    expect(renamed.rawPayload.toString('latin1')).toContain('(Renamed Site)');
  }, 60_000);
});
