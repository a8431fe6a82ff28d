// [CHECKOUT] The mails an order owes its buyer are queued in the transaction that issues the tickets (table
// order_mails, checkout/order-mails.ts), so neither a mail server that is down at the moment of payment nor a
// restart of the API between the payment and the mail loses the tickets mail: it is sent once the server is back.
import { createTestDatabase, type Database, orderMails, orders } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHall } from '../factories/hall.factory.ts';
import { visitor } from '../helpers/cart-client.ts';
import { BUYER, bankPost, buySeats, outboxMailsTo, pidOf } from '../helpers/checkout.ts';
import { createTestApp, manualClock } from '../helpers/test-app.ts';

const clock = manualClock();
const MINUTE = 60_000;
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('order mails', () => {
  it('keeps the tickets mail while the mail server is down and sends it after a restart', async () => {
    // An outbox folder that cannot be made: every mail fails as with an SMTP server that is down.
    const broken = await createTestApp({
      clock,
      database,
      testing: { sandboxInject: true },
      config: (config) => ({ ...config, mail: { ...config.mail, outboxDir: '/dev/null/outbox' } }),
    });
    const hall = await createHall(database.db, {
      sections: [{ name: { ru: 'Партер' }, kind: 'parterre', rows: 1, seatsPerRow: 4 }],
    });
    const me = await visitor(broken.app);
    const { body } = await buySeats(me, hall.event.id, [hall.seatId(0, 1, 1), hall.seatId(0, 1, 2)]);
    await bankPost(broken.app, `pay/${pidOf(body.payment_url)}`, { card: '4242424242424242' });
    const [order] = await database.db.select().from(orders).where(eq(orders.id, body.order.id));
    expect(order?.status).toBe('paid');

    // The first attempt failed; the mail waits in the table for its retry, nothing given up.
    const queued = await vi.waitFor(
      async () => {
        const rows = await database.db.select().from(orderMails);
        expect(rows.length === 1 && (rows[0]?.attempts ?? 0) >= 1).toBe(true);
        return rows;
      },
      { timeout: 15_000, interval: 20 },
    );
    expect(JSON.parse(queued[0]?.body ?? '')).toEqual({ order: body.order.id, kind: 'tickets' });
    expect(queued[0]?.givenUpAt).toBeNull();
    await broken.close();

    // The API comes back with a working mail server, past the retry delay: the mail goes, and its row with it.
    clock.advance(10 * MINUTE);
    const restarted = await createTestApp({ clock, database, testing: { sandboxInject: true } });
    try {
      const [mail] = await outboxMailsTo(restarted.config.mail.outboxDir, BUYER.email, 1);
      expect(mail?.attachments.map((file) => file.filename)).toEqual([`tickets-${body.order.number}.pdf`]);
      await vi.waitFor(async () => expect(await database.db.select().from(orderMails)).toEqual([]), {
        timeout: 15_000,
        interval: 20,
      });
    } finally {
      await restarted.close();
    }
    // Two apps built, a PDF rendered: on a busy machine this takes longer than the default 30 s.
  }, 60_000);
});
