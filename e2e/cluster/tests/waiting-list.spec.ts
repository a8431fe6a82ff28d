// Issue 19, item 1: the race of a waiting-list offer across processes. A session is sold out (every seat held), one
// person waits for a place; a hold is released through the first API process, whose sweeper (the only one running,
// harness/cluster.ts) offers that seat to the person waiting. An intruder who had just used the second process (so any
// per-process copy of "sessions with live offers" there is fresh and says "none") asks for that very seat through the
// second process right after the offer: 409, the seat is kept; the person offered takes it with the mail's link: 200.
// Before the fix the intruder got 200 and the person offered 409 (the second process decided from its own copy).
import { expect, test } from '@playwright/test';
import { freeSeats, seatedSessionsOnSale } from '../harness/catalogue';
import { json, visitorAt } from '../harness/client';
import { query } from '../harness/database';
import { mailsTo } from '../harness/outbox';
import { apiUrls, balancerUrl } from '../harness/topology';

const [first, second] = apiUrls as [string, string];

test('[CLUSTER]: a waiting-list offer made by one process is kept from an intruder on the other (409), and its owner gets it (200)', async () => {
  // The smallest of the sessions the other specs leave alone.
  let chosen: { id: number; seats: number[]; maxPerOrder: number } | null = null;
  for (const id of (await seatedSessionsOnSale(first)).slice(2)) {
    const free = await freeSeats(first, id);
    if (free.seats.length > 0 && (!chosen || free.seats.length < chosen.seats.length))
      chosen = { id, ...free };
  }
  if (!chosen) throw new Error('no seated session on sale for the waiting list');
  const { id: session, seats, maxPerOrder } = chosen;
  const [kept, ...rest] = seats as [number, ...number[]];

  // Sold out: the seat to come back is held alone by one visitor, every other seat by others, a cart's worth each.
  const releaser = visitorAt('127.0.0.21');
  await releaser.csrf(first);
  expect((await releaser.post(first, '/cart/add', { event: session, places: [kept] })).status).toBe(200);
  for (let i = 0; i < rest.length; i += maxPerOrder) {
    const other = visitorAt('127.0.0.22');
    await other.csrf(first);
    const added = await other.post(first, '/cart/add', {
      event: session,
      places: rest.slice(i, i + maxPerOrder),
    });
    expect(added.status, added.body).toBe(200);
  }

  const email = `cluster-waiting-${Date.now()}@example.com`;
  const waiting = visitorAt('127.0.0.23');
  await waiting.csrf(balancerUrl);
  const joined = await waiting.post(balancerUrl, `/events/${session}/waiting_list`, { email, quantity: 1 });
  expect(joined.status, joined.body).toBe(200);

  // The intruder uses the second process a moment before the offer (the seat is still held: 409 places_taken).
  const intruder = visitorAt('127.0.0.24');
  await intruder.csrf(second);
  expect((await intruder.post(second, '/cart/add', { event: session, places: [kept] })).status).toBe(409);

  // The seat comes back through the first process; its sweeper offers it within a second or so.
  expect((await releaser.post(first, '/cart/clear', {})).status).toBe(200);
  await expect
    .poll(
      async () =>
        (
          await query(
            `SELECT count(*) FROM waiting_list_entries WHERE event_id = ${session} AND offer_expires_at IS NOT NULL`,
          )
        )[0]?.[0],
      { timeout: 10_000, intervals: [20], message: 'the offer of the first process' },
    )
    .toBe('1');

  const intruded = await intruder.post(second, '/cart/add', { event: session, places: [kept] });
  expect(intruded.status, intruded.body).toBe(409);
  expect(json(intruded)).toMatchObject({ code: 'places_taken' });

  // The person offered follows the mail's link: the place goes into their cart.
  let link: RegExpExecArray | null = null;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(email);
        link = /[?&]entry=(\d+)&(?:amp;)?key=([\w-]+)/.exec(
          mails.map((m) => `${m.html} ${m.text}`).join(' '),
        );
        return link !== null;
      },
      { timeout: 15_000, message: `the offer mail to ${email}` },
    )
    .toBe(true);
  const [, entry, key] = link as unknown as [string, string, string];
  const claimed = await waiting.post(balancerUrl, '/waiting_list/claim', { entry: Number(entry), key });
  expect(claimed.status, claimed.body).toBe(200);
  expect(json(claimed)).toMatchObject({ count: 1, event: session });
});
