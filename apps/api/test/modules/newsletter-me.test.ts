// [NEWSLETTER] GET and PUT /newsletter/me: the signed-in customer's own address, subscribed or
// not, shared with the anonymous form (one subscription per address, whatever its case);
// signed-in only (401 translated), nobody else's address touched, bad input changes nothing.
import { newsletterSubscriptions } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCity } from '../factories/cities.factory.ts';
import { NOT_AUTHENTICATED, type Requester, requester } from '../helpers/customer-requests.ts';
import { startSession } from '../helpers/session.ts';
import { type SignedInCustomer, signInCustomer } from '../helpers/signed-in.ts';
import { createTestApp, manualClock, type TestApp } from '../helpers/test-app.ts';

const clock = manualClock(new Date('2030-01-15T12:00:00Z'));
let t: TestApp;
let anna: SignedInCustomer;
let asAnna: Requester;
let asBoris: Requester;
let anonymous: Requester;
let moscowId: number;

beforeAll(async () => {
  t = await createTestApp({ clock });
  const { db } = t.database;
  moscowId = (await createCity(db, { slug: 'moscow' })).id;
  anna = await signInCustomer(t.app, db, { email: 'Anna@Example.com' });
  const boris = await signInCustomer(t.app, db, { email: 'boris@example.com' });
  asAnna = requester(() => t.app, anna.session);
  asBoris = requester(() => t.app, boris.session);
  anonymous = requester(() => t.app, await startSession(t.app));
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.database.db.delete(newsletterSubscriptions);
});

const subscriptions = async () =>
  (await t.database.db.select().from(newsletterSubscriptions).orderBy(sql`email`)).map((row) => ({
    email: row.email,
    name: row.name,
    cityId: row.cityId,
    userId: row.userId,
    locale: row.locale,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  }));

describe('/newsletter/me', () => {
  it('says the account’s address is not subscribed at first', async () => {
    const { status, body, headers } = await asAnna.get('/newsletter/me');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('private, no-store');
    expect(body).toEqual({ subscribed: false, email: 'Anna@Example.com' });
  });

  it('subscribes the account’s address in the request’s language, then unsubscribes it', async () => {
    const on = await asAnna.send('PUT', '/newsletter/me', { subscribed: true }, 'fr');
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ subscribed: true, email: 'Anna@Example.com' });
    expect((await asAnna.get('/newsletter/me')).body.subscribed).toBe(true);
    expect(await subscriptions()).toEqual([
      {
        email: 'anna@example.com',
        name: '',
        cityId: null,
        userId: anna.userId,
        locale: 'fr',
        unsubscribedAt: null,
      },
    ]);

    const off = await asAnna.send('PUT', '/newsletter/me', { subscribed: false });
    expect(off.body).toEqual({ subscribed: false, email: 'Anna@Example.com' });
    expect((await asAnna.get('/newsletter/me')).body.subscribed).toBe(false);
    expect((await subscriptions())[0]?.unsubscribedAt).toBe(clock.now().toISOString());
    // Twice is fine, and keeps the first moment.
    clock.advance(1000);
    await asAnna.send('PUT', '/newsletter/me', { subscribed: false });
    expect((await subscriptions())[0]?.unsubscribedAt).toBe(
      new Date(clock.now().getTime() - 1000).toISOString(),
    );

    expect((await asAnna.send('PUT', '/newsletter/me', { subscribed: true })).body.subscribed).toBe(true);
    expect(await subscriptions()).toHaveLength(1);
  });

  it('shares the subscription made through the anonymous form, whatever the case of the address', async () => {
    const form = await anonymous.send('POST', '/newsletter', {
      email: 'ANNA@example.com',
      name: 'Анна',
      city: 'moscow',
    });
    expect(form.status).toBe(201);
    expect((await asAnna.get('/newsletter/me')).body).toEqual({
      subscribed: true,
      email: 'Anna@Example.com',
    });
    // Switching on again keeps the form's name, city and language; it binds the account.
    await asAnna.send('PUT', '/newsletter/me', { subscribed: true }, 'en');
    expect(await subscriptions()).toEqual([
      {
        email: 'anna@example.com',
        name: 'Анна',
        cityId: moscowId,
        userId: anna.userId,
        locale: 'ru',
        unsubscribedAt: null,
      },
    ]);
    await asAnna.send('PUT', '/newsletter/me', { subscribed: false });
    expect((await subscriptions())[0]?.unsubscribedAt).not.toBeNull();
  });

  it('touches only the customer’s own address, whatever the body says', async () => {
    await asAnna.send('PUT', '/newsletter/me', { subscribed: true });
    const boris = await asBoris.send('PUT', '/newsletter/me', {
      subscribed: false,
      email: 'anna@example.com',
    });
    expect(boris.body).toEqual({ subscribed: false, email: 'boris@example.com' });
    expect((await asAnna.get('/newsletter/me')).body.subscribed).toBe(true);
    expect((await asBoris.get('/newsletter/me')).body).toEqual({
      subscribed: false,
      email: 'boris@example.com',
    });
    expect((await subscriptions()).map((row) => [row.email, row.unsubscribedAt])).toEqual([
      ['anna@example.com', null],
    ]);
  });

  it.each([
    ['an empty body', {}, { subscribed: ['required'] }],
    ['a text flag', { subscribed: 'yes' }, { subscribed: ['invalid'] }],
    ['a null flag', { subscribed: null }, { subscribed: ['null'] }],
    ['a huge text', { subscribed: 'x'.repeat(100_000) }, { subscribed: ['invalid'] }],
    ['malformed JSON', '{subscribed: true}', { non_field_errors: ['parse_error'] }],
  ])('refuses %s and changes nothing', async (_case, body, codes) => {
    const ru = await asAnna.send('PUT', '/newsletter/me', body);
    expect(ru.status).toBe(400);
    expect(ru.body.codes).toEqual(codes);
    expect(await subscriptions()).toEqual([]);
  });

  it('answers the field error in the request’s language', async () => {
    expect((await asAnna.send('PUT', '/newsletter/me', {})).body.subscribed).toEqual(['Обязательное поле.']);
    expect((await asAnna.send('PUT', '/newsletter/me', {}, 'en')).body.subscribed).toEqual([
      'This field is required.',
    ]);
  });

  it('refuses an anonymous visitor with a translated 401', async () => {
    expect((await anonymous.get('/newsletter/me')).body).toEqual(NOT_AUTHENTICATED.ru);
    const put = await anonymous.send('PUT', '/newsletter/me', { subscribed: true }, 'en');
    expect(put.status).toBe(401);
    expect(put.body).toEqual(NOT_AUTHENTICATED.en);
    expect(await subscriptions()).toEqual([]);
  });
});
