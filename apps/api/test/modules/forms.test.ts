// [FORMS] POST /newsletter, /callbacks, /fronfeedback: CSRF required, field errors in the docs/api.md
// shape in the visitor's language, nothing stored on bad input, one subscription per address,
// the strict rate limit, and the signed-in account remembered.
import { callbackRequests, newsletterSubscriptions, sessions, siteFeedback } from '@afisha/db';
import { count, eq } from '@afisha/db/orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCity } from '../factories/cities.factory.ts';
import { createCustomer } from '../factories/reviews.factory.ts';
import { authHeaders, type ClientSession, startSession } from '../helpers/session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const STRICT_MAX = 3;
let t: TestApp;
let session: ClientSession;
let moscowId: number;
let ipCounter = 0;

beforeAll(async () => {
  t = await createTestApp({
    config: (config) => ({
      ...config,
      rateLimit: { ...config.rateLimit, strict: { max: STRICT_MAX, timeWindowMs: 60_000 } },
    }),
  });
  moscowId = (await createCity(t.database.db, { slug: 'moscow' })).id;
  await createCity(t.database.db, { slug: 'closed', isActive: false });
  session = await startSession(t.app);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  const { db } = t.database;
  await db.delete(newsletterSubscriptions);
  await db.delete(callbackRequests);
  await db.delete(siteFeedback);
});

/** Each call comes from its own address, so the strict limit only bites where a test wants it. */
const post = async (
  url: string,
  body: unknown,
  options: { locale?: string; headers?: Record<string, string>; ip?: string } = {},
) => {
  ipCounter += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    remoteAddress: options.ip ?? `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`,
    headers: {
      'content-type': 'application/json',
      'accept-language': options.locale ?? 'ru',
      ...(options.headers ?? authHeaders(session)),
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() };
};

const rows = async () => {
  const { db } = t.database;
  const [[newsletter], [callbacks], [feedback]] = await Promise.all([
    db.select({ n: count() }).from(newsletterSubscriptions),
    db.select({ n: count() }).from(callbackRequests),
    db.select({ n: count() }).from(siteFeedback),
  ]);
  return { newsletter: newsletter?.n, callbacks: callbacks?.n, feedback: feedback?.n };
};
const NOTHING = { newsletter: 0, callbacks: 0, feedback: 0 };

const subscriber = { email: 'Anna@Example.COM ', name: '  Анна ', city: 'moscow' };
const callback = {
  email: 'ivan@example.com',
  question: 'Перезвоните мне',
  topic: 'Возврат',
  type: 'callback',
};
const feedback = { rating: 5, text: 'Удобно', page: '/perfomances/hamlet' };

const hostile = [
  ['SQL metacharacters', "x'); DROP TABLE newsletter_subscriptions; --"],
  ['a 10,000-character string', 'ж'.repeat(10_000)],
] as const;

describe('POST /newsletter', () => {
  it('subscribes with a normalised address and answers 201', async () => {
    const { status, body } = await post('/newsletter', subscriber);
    expect(status).toBe(201);
    expect(body).toEqual({ email: 'anna@example.com', name: 'Анна', city: 'moscow' });
    const stored = await t.database.db.select().from(newsletterSubscriptions);
    expect(stored).toEqual([
      expect.objectContaining({
        email: 'anna@example.com',
        name: 'Анна',
        cityId: moscowId,
        locale: 'ru',
        userId: null,
      }),
    ]);
  });

  it('takes a second subscription of the same address (any case) without error or duplicate', async () => {
    expect((await post('/newsletter', subscriber)).status).toBe(201);
    const again = await post(
      '/newsletter',
      { ...subscriber, email: 'ANNA@example.com', name: 'Другая' },
      { locale: 'en' },
    );
    expect(again.status).toBe(201);
    const stored = await t.database.db.select().from(newsletterSubscriptions);
    expect(stored).toHaveLength(1);
    // An active subscription is left as it was.
    expect(stored[0]).toMatchObject({ name: 'Анна', locale: 'ru' });
  });

  it('re-activates an address that had unsubscribed, with the new details', async () => {
    await post('/newsletter', subscriber);
    await t.database.db.update(newsletterSubscriptions).set({ unsubscribedAt: new Date() });
    expect((await post('/newsletter', { ...subscriber, name: 'Anna' }, { locale: 'en' })).status).toBe(201);
    const [stored] = await t.database.db.select().from(newsletterSubscriptions);
    expect(stored).toMatchObject({ unsubscribedAt: null, name: 'Anna', locale: 'en' });
  });

  it('refuses missing fields, each with its message, in Russian and English', async () => {
    const ru = await post('/newsletter', {});
    expect(ru.status).toBe(400);
    expect(ru.body).toEqual({
      email: ['Обязательное поле.'],
      name: ['Обязательное поле.'],
      city: ['Обязательное поле.'],
      codes: { email: ['required'], name: ['required'], city: ['required'] },
    });
    const en = await post('/newsletter', { email: ' ', name: '   ', city: '' }, { locale: 'en' });
    expect(en.body).toEqual({
      email: ['This field may not be blank.'],
      name: ['This field may not be blank.'],
      city: ['This field may not be blank.'],
      codes: { email: ['blank'], name: ['blank'], city: ['blank'] },
    });
    expect(await rows()).toEqual(NOTHING);
  });

  it.each([
    ['ru', 'Введите корректный адрес электронной почты.'],
    ['en', 'Enter a valid email address.'],
    ['fr', 'Saisissez une adresse e-mail valide.'],
    ['de', 'Geben Sie eine gültige E-Mail-Adresse ein.'],
  ])('refuses an invalid address in %s', async (locale, message) => {
    for (const email of ['anna', 'anna@', 'anna@example', '<script>@x.ru', 'a b@example.com']) {
      const { status, body } = await post('/newsletter', { ...subscriber, email }, { locale });
      expect(status, email).toBe(400);
      expect(body, email).toEqual({ email: [message], codes: { email: ['invalid'] } });
    }
    expect(await rows()).toEqual(NOTHING);
  });

  it('refuses an unknown or inactive city as a field error, translated', async () => {
    const ru = await post('/newsletter', { ...subscriber, city: 'atlantis' });
    expect(ru.status).toBe(400);
    expect(ru.body).toEqual({ city: ['Город «atlantis» не найден.'], codes: { city: ['does_not_exist'] } });
    const en = await post('/newsletter', { ...subscriber, city: 'closed' }, { locale: 'en' });
    expect(en.body).toEqual({ city: ['City "closed" does not exist.'], codes: { city: ['does_not_exist'] } });
    expect(await rows()).toEqual(NOTHING);
  });

  it.each(hostile)('refuses %s as a name or city and stores nothing', async (_case, value) => {
    const name = await post('/newsletter', { ...subscriber, name: value });
    const city = await post('/newsletter', { ...subscriber, city: value });
    if (value.length > 100) {
      expect(name.body.codes).toEqual({ name: ['max_length'] });
      expect(city.body.codes).toEqual({ city: ['max_length'] });
    } else {
      // A name may contain anything short; it is stored as text, never as SQL.
      expect(name.status).toBe(201);
      expect(city.body.codes).toEqual({ city: ['does_not_exist'] });
    }
    const stored = await t.database.db.select().from(newsletterSubscriptions);
    expect(stored.map((row) => row.name)).toEqual(value.length > 100 ? [] : [value]);
  });

  it('refuses wrong types and malformed JSON with field errors', async () => {
    const types = await post(
      '/newsletter',
      { email: 42, name: ['x'], city: { slug: 'moscow' } },
      { locale: 'en' },
    );
    expect(types.status).toBe(400);
    expect(types.body.codes).toEqual({ email: ['invalid'], name: ['invalid'], city: ['invalid'] });
    const malformed = await post('/newsletter', '{"email": "a@b.c",', { locale: 'en' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({
      non_field_errors: ['Malformed JSON in the request body.'],
      codes: { non_field_errors: ['parse_error'] },
    });
    expect(await rows()).toEqual(NOTHING);
  });

  it('remembers the account of a signed-in visitor', async () => {
    const customer = await createCustomer(t.database.db, { email: 'member@example.com' });
    const signedIn = await startSession(t.app);
    await t.database.db.update(sessions).set({ userId: customer.id });
    expect((await post('/newsletter', subscriber, { headers: authHeaders(signedIn) })).status).toBe(201);
    const [stored] = await t.database.db.select().from(newsletterSubscriptions);
    expect(stored?.userId).toBe(customer.id);
    await t.database.db.update(sessions).set({ userId: null });
  });
});

describe('POST /callbacks', () => {
  it('stores a callback request and answers 201 with what was stored', async () => {
    const { status, body } = await post(
      '/callbacks',
      { ...callback, email: ' Ivan@Example.com' },
      { locale: 'en' },
    );
    expect(status).toBe(201);
    expect(body).toEqual({ ...callback, email: 'ivan@example.com' });
    const stored = await t.database.db.select().from(callbackRequests);
    expect(stored).toEqual([
      expect.objectContaining({
        email: 'ivan@example.com',
        question: 'Перезвоните мне',
        topic: 'Возврат',
        type: 'CALLBACK',
        locale: 'en',
      }),
    ]);
  });

  it('takes a question without a topic (absent, null or empty)', async () => {
    for (const topic of [undefined, null, '', '   ']) {
      const { status, body } = await post('/callbacks', { ...callback, type: 'question', topic });
      expect(status).toBe(201);
      expect(body.topic).toBeNull();
    }
    const stored = await t.database.db.select().from(callbackRequests);
    expect(stored.map((row) => [row.type, row.topic])).toEqual(Array(4).fill(['QUESTION', null]));
  });

  it('refuses missing and wrong fields, translated, storing nothing', async () => {
    const ru = await post('/callbacks', { type: 'phone' });
    expect(ru.status).toBe(400);
    expect(ru.body).toEqual({
      email: ['Обязательное поле.'],
      question: ['Обязательное поле.'],
      type: ['Недопустимое значение. Допустимые значения: callback, question.'],
      codes: { email: ['required'], question: ['required'], type: ['invalid_choice'] },
    });
    const en = await post(
      '/callbacks',
      { ...callback, email: 'nope', question: ' ', type: undefined },
      { locale: 'en' },
    );
    expect(en.body).toEqual({
      email: ['Enter a valid email address.'],
      question: ['This field may not be blank.'],
      type: ['This field is required.'],
      codes: { email: ['invalid'], question: ['blank'], type: ['required'] },
    });
    expect(await rows()).toEqual(NOTHING);
  });

  it.each(hostile)('stores %s as plain text when it fits, refuses it when too long', async (_case, value) => {
    const { status, body } = await post('/callbacks', {
      ...callback,
      question: value,
      topic: value.slice(0, 200),
    });
    if (value.length > 2000) {
      expect(status).toBe(400);
      expect(body.codes).toEqual({ question: ['max_length'] });
      expect(await rows()).toEqual(NOTHING);
    } else {
      expect(status).toBe(201);
      const [stored] = await t.database.db.select().from(callbackRequests);
      expect(stored?.question).toBe(value);
    }
  });
});

describe('POST /fronfeedback', () => {
  it('stores a rating with its text and page and answers 201', async () => {
    const { status, body } = await post('/fronfeedback', feedback);
    expect(status).toBe(201);
    expect(body).toEqual(feedback);
    expect(await t.database.db.select().from(siteFeedback)).toEqual([
      expect.objectContaining({ rating: 5, text: 'Удобно', page: '/perfomances/hamlet', locale: 'ru' }),
    ]);
  });

  it('takes a rating without text', async () => {
    const { status, body } = await post('/fronfeedback', { rating: 1, page: '/' });
    expect(status).toBe(201);
    expect(body).toEqual({ rating: 1, text: '', page: '/' });
  });

  it.each([
    [0, 'min_value', 'Значение должно быть не меньше 1.'],
    [6, 'max_value', 'Значение должно быть не больше 5.'],
    [4.5, 'invalid', 'Некорректное значение.'],
    ['5', 'invalid', 'Некорректное значение.'],
    [null, 'null', 'Это поле не может быть пустым (null).'],
  ])('refuses the rating %j, translated, storing nothing', async (rating, code, message) => {
    const { status, body } = await post('/fronfeedback', { ...feedback, rating });
    expect(status).toBe(400);
    expect(body).toEqual({ rating: [message], codes: { rating: [code] } });
    expect(await rows()).toEqual(NOTHING);
  });

  it('refuses a missing page and a text past the limit, in English', async () => {
    const { status, body } = await post(
      '/fronfeedback',
      { rating: 3, text: 'x'.repeat(10_000) },
      { locale: 'en' },
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      text: ['Ensure this field has no more than 2000 characters or items.'],
      page: ['This field is required.'],
      codes: { text: ['max_length'], page: ['required'] },
    });
    expect(await rows()).toEqual(NOTHING);
  });
});

describe('all three forms', () => {
  const forms = [
    ['/newsletter', subscriber],
    ['/callbacks', callback],
    ['/fronfeedback', feedback],
  ] as const;

  it.each(forms)('%s needs the CSRF header of the session, storing nothing without it', async (url, body) => {
    const none = await post(url, body, { headers: { cookie: session.cookie } });
    expect(none.status).toBe(403);
    expect(none.body).toEqual({
      detail: 'Ошибка проверки CSRF: отсутствует или неверен токен CSRF.',
      code: 'csrf_failed',
    });
    const other = await startSession(t.app);
    const foreign = await post(url, body, {
      headers: { cookie: session.cookie, 'x-csrftoken': other.csrf },
      locale: 'en',
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.detail).toBe('CSRF failed: the CSRF token is missing or incorrect.');
    expect(await rows()).toEqual(NOTHING);
  });

  it.each(forms)('%s is rate limited per client, storing nothing once throttled', async (url, body) => {
    const ip = `203.0.113.${forms.findIndex(([path]) => path === url) + 1}`;
    for (let i = 0; i < STRICT_MAX; i += 1) expect((await post(url, body, { ip })).status).toBe(201);
    const before = await rows();
    const throttled = await post(url, body, { ip, locale: 'en' });
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({
      detail: expect.stringMatching(/^Too many requests/),
      code: 'throttled',
    });
    expect(await rows()).toEqual(before);
  });
});

describe('the seeded table stays intact after hostile input', () => {
  it('still has its subscriptions table', async () => {
    await post('/newsletter', { ...subscriber, name: "x'); DROP TABLE newsletter_subscriptions; --" });
    const [row] = await t.database.db
      .select({ n: count() })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'anna@example.com'));
    expect(row?.n).toBe(1);
  });
});
