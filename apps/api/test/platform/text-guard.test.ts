// [PLATFORM] The edge rule on text (plugins/text-guard): a NUL character or a lone surrogate anywhere in a query
// string, a path parameter or a body — values and keys, at any depth, JSON or a provider's raw text — is a 400 field
// error naming the field, in the visitor's language, and changes nothing. It used to be a 500 on 36 endpoints
// (PostgreSQL refuses U+0000). Surrogate pairs (emoji) and other characters pass.
import { users } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authHeaders, type ClientSession, startSession } from '../helpers/session.ts';
import { signInCustomer } from '../helpers/signed-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const EN = 'This field contains a character that is not allowed (a NUL byte or an unpaired surrogate).';
const RU = 'Поле содержит недопустимый символ (нулевой байт или непарный суррогат).';
const DE = 'Dieses Feld enthält ein unzulässiges Zeichen (ein NUL-Byte oder ein einzelnes Surrogat).';

let t: TestApp;
let session: ClientSession;

beforeAll(async () => {
  t = await createTestApp({
    extend(app) {
      app.post(
        '/api/v1/test/anything',
        { schema: { body: z.record(z.string(), z.unknown()) } },
        async (request) => request.body,
      );
    },
  });
  session = await startSession(t.app);
});
afterAll(async () => {
  await t?.close();
});

const fieldError = (field: string, message = EN) => ({ [field]: [message], codes: { [field]: ['invalid'] } });

const post = (url: string, payload: string, locale = 'en') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: authHeaders(session, { 'content-type': 'application/json', 'accept-language': locale }),
    payload,
  });

describe('NUL in the query string and the path', () => {
  it('answers a query parameter with NUL as its field, in the visitor language', async () => {
    const en = await t.app.inject({
      url: '/api/v1/search?q=chaika&city=a%00b',
      headers: { 'accept-language': 'en' },
    });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual(fieldError('city'));
    const ru = await t.app.inject({ url: '/api/v1/performance?city=%00' });
    expect(ru.json()).toEqual(fieldError('city', RU));
    const de = await t.app.inject({
      url: '/api/v1/events?theater=x&theater=a%00',
      headers: { 'accept-language': 'de' },
    });
    expect(de.json()).toEqual(fieldError('theater', DE));
  });

  it('answers NUL in a parameter name, or in a parameter the route does not know, too', async () => {
    const unknown = await t.app.inject({
      url: '/api/v1/cities?zz=a%00',
      headers: { 'accept-language': 'en' },
    });
    expect(unknown.json()).toEqual(fieldError('zz'));
    const name = await t.app.inject({ url: '/api/v1/cities?z%00z=1', headers: { 'accept-language': 'en' } });
    expect(name.json()).toEqual(fieldError('non_field_errors'));
  });

  it('answers a path parameter with NUL as its field', async () => {
    for (const url of ['/api/v1/performance/a%00b', '/api/v1/theaters/%00', '/api/v1/artists/x%00']) {
      const response = await t.app.inject({ url, headers: { 'accept-language': 'en' } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual(fieldError('slug'));
    }
  });
});

describe('NUL and lone surrogates in bodies', () => {
  it('answers a JSON field with NUL and changes nothing (PUT /account/me)', async () => {
    const customer = await signInCustomer(t.app, t.database.db, {});
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/account/me',
      headers: authHeaders(customer.session, { 'accept-language': 'en' }),
      payload: { first_name: 'Anna\u0000', last_name: 'Ok' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(fieldError('first_name'));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.userId));
    expect([row?.firstName, row?.lastName]).toEqual(['', '']);
  });

  it('answers the promo code and callback forms of the audit', async () => {
    const promo = await post('/api/v1/cart/check_promocode', JSON.stringify({ code: 'SPRING\u0000' }));
    expect(promo.statusCode).toBe(400);
    expect(promo.json()).toEqual(fieldError('code'));
    const callback = await post(
      '/api/v1/callbacks',
      JSON.stringify({ email: 'anna@example.com', question: 'When?\u0000' }),
    );
    expect(callback.statusCode).toBe(400);
    expect(callback.json()).toEqual(fieldError('question'));
  });

  it('names nested fields by their dotted path and a bad key by its object', async () => {
    const response = await post(
      '/api/v1/test/anything',
      JSON.stringify({ items: [{ seat: 1 }, { seat: 'a\u0000' }], meta: { 'k\u0000': 1 }, ok: 'fine' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      'items.1.seat': [EN],
      meta: [EN],
      codes: { 'items.1.seat': ['invalid'], meta: ['invalid'] },
    });
    const topKey = await post('/api/v1/test/anything', '{"a\\u0000": 1}');
    expect(topKey.json()).toEqual(fieldError('non_field_errors'));
  });

  it('refuses lone surrogates the same way and lets surrogate pairs through', async () => {
    for (const text of ['\\ud800', 'a\\udc00b', '\\ud83c']) {
      const response = await post('/api/v1/test/anything', `{"title": "${text}"}`);
      expect(response.statusCode, text).toBe(400);
      expect(response.json(), text).toEqual(fieldError('title'));
    }
    const pair = await post('/api/v1/test/anything', '{"title": "\\ud83c\\udfad Чайка\\n"}');
    expect(pair.statusCode).toBe(200);
    expect(pair.json()).toEqual({ title: '🎭 Чайка\n' });
  });

  it('takes the last of duplicate keys, as JSON.parse does, and checks that one', async () => {
    const last = await post('/api/v1/test/anything', '{"title": "a\\u0000", "title": "ok"}');
    expect(last.statusCode).toBe(200);
    expect(last.json()).toEqual({ title: 'ok' });
    const refused = await post('/api/v1/test/anything', '{"title": "ok", "title": "a\\u0000"}');
    expect(refused.json()).toEqual(fieldError('title'));
  });

  it('checks a raw body read by a payment provider before its signature', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/callback/sandbox',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"payment": "a\u0000"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(fieldError('non_field_errors'));
  });

  it('checks a form body (the sandbox bank page) the same way', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sandbox/pay/sbx_00000000000000000000000000',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      payload: 'card=4242%00',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(fieldError('card'));
  });
});
