// One sandbox payment in the cluster: the bank's notification reaches whichever API process the balancer picks, both
// processes run the outboxes (notifications, ticket mails), and still the order is paid once: exactly one set of
// tickets (one per place) and one tickets mail.
import { expect, test } from '@playwright/test';
import { freeSeats, seatedSessionsOnSale } from '../harness/catalogue';
import { json, visitorAt } from '../harness/client';
import { query } from '../harness/database';
import { mailsTo } from '../harness/outbox';
import { balancerUrl } from '../harness/topology';

test('[CLUSTER]: one sandbox payment gives exactly one set of tickets and one mail', async () => {
  const session = (await seatedSessionsOnSale(balancerUrl))[1];
  if (session === undefined) throw new Error('no second seated session on sale');
  const places = (await freeSeats(balancerUrl, session)).seats.slice(0, 2);
  const email = `cluster-buyer-${Date.now()}@example.com`;

  const buyer = visitorAt('127.0.0.41');
  await buyer.csrf(balancerUrl);
  const added = await buyer.post(balancerUrl, '/cart/add', { event: session, places });
  expect(added.status, added.body).toBe(200);
  const bought = await buyer.post(balancerUrl, '/cart/buy', {
    email,
    phone: '+7 (999) 123-45-67',
    name: 'Анна Петрова',
    payment_method: 'card',
  });
  expect(bought.status, bought.body).toBe(200);
  const { order, payment_url } = json<{ order: { id: number }; payment_url: string }>(bought);

  const pid = payment_url.split('/').at(-1) as string;
  const paid = await buyer.send(balancerUrl, 'POST', `/api/v1/sandbox/pay/${pid}`, {
    form: { card: '4242 4242 4242 4242' },
  });
  expect(paid.status).toBe(200);
  expect(paid.body).toContain('data-outcome="accepted"');

  await expect
    .poll(async () => (await query(`SELECT status FROM orders WHERE id = ${order.id}`))[0]?.[0], {
      timeout: 20_000,
      message: 'the order paid',
    })
    .toBe('paid');
  await expect
    .poll(async () => (await mailsTo(email)).length, {
      timeout: 20_000,
      message: `the tickets mail to ${email}`,
    })
    .toBeGreaterThan(0);
  // Both processes' outboxes get their turns (they poll every second) before the mails are counted.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const mails = await mailsTo(email);
  expect(mails, mails.map((mail) => mail.subject).join(' | ')).toHaveLength(1);
  expect(mails[0]?.attachments).toBeGreaterThan(0);
  const tickets = await query(
    `SELECT count(*), count(DISTINCT seat_id) FROM tickets WHERE order_id = ${order.id}`,
  );
  expect(tickets[0]).toEqual(['2', '2']);
});
