// Holds are decided in PostgreSQL, whichever process takes the request: a seat held through one API process is
// refused through the other, and both processes' seat status shows it held within the second a status snapshot may
// lag (issue 19: fresh within a second of any hold).
import { expect, test } from '@playwright/test';
import { freeSeats, seatedSessionsOnSale } from '../harness/catalogue';
import { json, visitorAt } from '../harness/client';
import { apiUrls } from '../harness/topology';

const [first, second] = apiUrls as [string, string];

test('[CLUSTER]: a seat held through one API process is refused through the other', async () => {
  const [session] = await seatedSessionsOnSale(first);
  if (session === undefined) throw new Error('no seated session on sale');
  const [seat] = (await freeSeats(first, session)).seats;

  const holder = visitorAt('127.0.0.11');
  await holder.csrf(first);
  const held = await holder.post(first, '/cart/add', { event: session, places: [seat] });
  expect(held.status, held.body).toBe(200);

  const other = visitorAt('127.0.0.12');
  await other.csrf(second);
  const refused = await other.post(second, '/cart/add', { event: session, places: [seat] });
  expect(refused.status, refused.body).toBe(409);
  expect(json(refused)).toMatchObject({ code: 'places_taken', places: [seat] });

  for (const origin of apiUrls) {
    await expect
      .poll(
        async () =>
          json<{ held: number[] }>(await other.get(origin, `/events/${session}/places/status`)).held,
        { timeout: 1500, intervals: [100], message: `the status through ${origin}` },
      )
      .toContain(seat);
  }
});
