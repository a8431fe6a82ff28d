// [ACCOUNT] The signed-in customer's endpoints from a token client (mobile app, partner): a
// bearer access token of /auth/login works on each of them without cookie or CSRF header, reaches
// only its own customer's data, and a bad token is a translated 401 that changes nothing.
import { favourites, users } from '@afisha/db';
import { count, eq } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyAccountConfirmed } from '../../src/modules/notifications/notification-hooks.ts';
import { createPerformance, createVenue } from '../factories/catalogue.factory.ts';
import {
  type AccountsTestApp,
  bearer,
  createAccountsTestApp,
  getAs,
  send,
  signUpAndConfirm,
  tokenSignIn,
} from '../helpers/accounts.ts';

let t: AccountsTestApp;
let anna: { access: string; userId: number };
let boris: { access: string; userId: number };
let performanceId: number;

async function tokenCustomer(email: string) {
  await signUpAndConfirm(t, { email });
  const { access } = await tokenSignIn(t.app, { email });
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error('the signed-up user is missing');
  return { access, userId: user.id };
}

beforeAll(async () => {
  t = await createAccountsTestApp();
  const { db } = t.database;
  const venue = await createVenue(db);
  performanceId = (await createPerformance(db, venue, { slug: 'hamlet' })).id;
  anna = await tokenCustomer('anna.bearer@example.com');
  boris = await tokenCustomer('boris.bearer@example.com');
});
afterAll(async () => {
  await t?.close();
});

const as = (who: { access: string }) => ({ headers: bearer(who.access) });

describe('a token client', () => {
  it('uses every engagement endpoint with its bearer token, no cookie and no CSRF header', async () => {
    expect((await send(t.app, '/favorites', { performance: performanceId }, as(anna))).body).toEqual({
      performance: performanceId,
      is_favorite: true,
    });
    expect((await getAs(t.app, '/favorites/ids', as(anna))).body).toEqual({ ids: [performanceId] });
    expect((await getAs(t.app, '/favorites', as(anna))).body.count).toBe(1);
    expect((await send(t.app, '/watch_history/me', { performance: performanceId }, as(anna))).status).toBe(
      201,
    );
    expect((await getAs(t.app, '/watch_history/me', as(anna))).body.count).toBe(1);
    const review = await send(
      t.app,
      '/reviews',
      { performance: performanceId, rating: 5, text: 'Браво' },
      as(anna),
    );
    expect(review.status).toBe(201);
    expect((await getAs(t.app, '/userorders', as(anna))).body.count).toBe(0);
    const newsletter = await send(
      t.app,
      '/newsletter/me',
      { subscribed: true },
      { ...as(anna), method: 'PUT' },
    );
    expect(newsletter.body).toEqual({ subscribed: true, email: 'anna.bearer@example.com' });

    await notifyAccountConfirmed(t.database.db, anna.userId);
    const list = await getAs(t.app, '/notifications?is_viewed=false', as(anna));
    const welcome = list.body.results.find((n: { kind: string }) => n.kind === 'account_confirmed');
    expect(welcome).toBeDefined();
    const read = await send(
      t.app,
      `/notifications/${welcome.id}`,
      { is_viewed: true },
      { ...as(anna), method: 'PUT' },
    );
    expect(read.body.is_viewed).toBe(true);

    // Boris's token reaches none of it.
    expect((await getAs(t.app, `/notifications/${welcome.id}`, as(boris))).status).toBe(404);
    const borisPut = await send(
      t.app,
      `/notifications/${welcome.id}`,
      { is_viewed: false },
      { ...as(boris), method: 'PUT' },
    );
    expect(borisPut.status).toBe(404);
    expect((await getAs(t.app, '/favorites/ids', as(boris))).body).toEqual({ ids: [] });
  });

  it('is refused with a translated 401 for a bad token, and nothing changes', async () => {
    const { db } = t.database;
    const fans = async () =>
      (await db.select({ n: count() }).from(favourites).where(eq(favourites.performanceId, performanceId)))[0]
        ?.n;
    const before = await fans();
    const bad = { headers: bearer('not-a-token') };
    const ru = await send(t.app, '/favorites', { performance: performanceId }, bad);
    expect(ru.status).toBe(401);
    expect(ru.body).toEqual({ detail: 'Токен недействителен или истёк.', code: 'token_not_valid' });
    const en = await getAs(t.app, '/notifications', { ...bad, locale: 'en' });
    expect(en.body).toEqual({ detail: 'Token is invalid or expired.', code: 'token_not_valid' });
    expect(await fans()).toBe(before);
  });
});
