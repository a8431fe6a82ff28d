// [FAQ] GET /faq/categories (with published-question counts) and GET /faq/page (paged questions
// and sanitised answers, `category` and `search` filters), in the visitor's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFaqCategory, createFaqItem } from '../factories/faq.factory.ts';
import { createSite } from '../factories/sites.factory.ts';
import { getJson } from '../helpers/requests.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const main = await createSite(db, { domain: 'afisha.example', isDefault: true });
  const other = await createSite(db, { domain: 'other.example' });
  // Categories inserted out of order: answers follow `position`.
  const refunds = await createFaqCategory(db, {
    siteId: main.id,
    slug: 'refunds',
    title: { ru: 'Возврат', en: 'Refunds' },
    position: 2,
  });
  const buying = await createFaqCategory(db, {
    siteId: main.id,
    slug: 'buying',
    title: { ru: 'Покупка', en: 'Buying' },
    position: 1,
  });
  const empty = await createFaqCategory(db, { siteId: main.id, slug: 'empty', position: 3 });
  const foreign = await createFaqCategory(db, { siteId: other.id, slug: 'foreign' });
  Object.assign(ids, { refunds: refunds.id, buying: buying.id, empty: empty.id });

  const item = async (key: string, values: Parameters<typeof createFaqItem>[1]) => {
    ids[key] = (await createFaqItem(db, values)).id;
  };
  await item('howToBuy', {
    categoryId: buying.id,
    position: 1,
    question: { ru: 'Как купить билет?', en: 'How do I buy a ticket?' },
    answer: { ru: '<p>Выберите места на схеме.</p>', en: '<p>Pick seats on the plan.</p>' },
  });
  await item('hold', {
    categoryId: buying.id,
    position: 2,
    question: { ru: 'Сколько держатся места в корзине?' },
    answer: { ru: '<p>15 минут; скидка 50%_на всё</p><script>alert(1)</script>' },
  });
  await item('refund', {
    categoryId: refunds.id,
    question: { ru: 'Можно ли вернуть билет на ёлку?', en: 'Can I return a ticket?' },
    answer: { ru: '<p onclick="x()">Да, в личном кабинете.</p>', en: '<p>Yes, in your account.</p>' },
  });
  await item('draft', {
    categoryId: refunds.id,
    position: 5,
    isPublished: false,
    question: { ru: 'Черновик билет' },
  });
  await item('foreign', { categoryId: foreign.id, question: { ru: 'Чужой вопрос про билет' } });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, locale = 'ru') => getJson(t.app, `/api/v1${url}`, { locale });
const idsOf = (body: { results: Array<{ id: number }> }) => body.results.map((item) => item.id);

describe('GET /faq/categories', () => {
  it('lists the categories in order with their published-question counts, in Russian and English', async () => {
    const ru = await get('/faq/categories');
    expect(ru.status).toBe(200);
    expect(ru.body).toEqual([
      { id: ids.buying, slug: 'buying', title: 'Покупка', count: 2 },
      { id: ids.refunds, slug: 'refunds', title: 'Возврат', count: 1 },
      { id: ids.empty, slug: 'empty', title: expect.stringMatching(/^Раздел \d+$/), count: 0 },
    ]);
    const en = await get('/faq/categories', 'en');
    expect(en.body.map((category: { title: string }) => category.title).slice(0, 2)).toEqual([
      'Buying',
      'Refunds',
    ]);
  });

  it("lists another domain's categories", async () => {
    expect((await get('/faq/categories?domain=other.example')).body).toEqual([
      { id: expect.any(Number), slug: 'foreign', title: expect.any(String), count: 1 },
    ]);
  });
});

describe('GET /faq/page', () => {
  it('pages the published questions in category order with sanitised answers', async () => {
    const { status, body } = await get('/faq/page?limit=2');
    expect(status).toBe(200);
    expect(body.count).toBe(3);
    expect(body.next).toBe('http://localhost:80/api/v1/faq/page?limit=2&offset=2');
    expect(body.results).toEqual([
      {
        id: ids.howToBuy,
        question: 'Как купить билет?',
        answer: '<p>Выберите места на схеме.</p>',
        category: { id: ids.buying, slug: 'buying', title: 'Покупка' },
      },
      {
        id: ids.hold,
        question: 'Сколько держатся места в корзине?',
        answer: '<p>15 минут; скидка 50%_на всё</p>',
        category: { id: ids.buying, slug: 'buying', title: 'Покупка' },
      },
    ]);
    const last = await get('/faq/page?limit=2&offset=2', 'en');
    expect(last.body.results).toEqual([
      {
        id: ids.refund,
        question: 'Can I return a ticket?',
        answer: '<p>Yes, in your account.</p>',
        category: { id: ids.refunds, slug: 'refunds', title: 'Refunds' },
      },
    ]);
    expect((await get('/faq/page?offset=2')).body.results[0].answer).toBe('<p>Да, в личном кабинете.</p>');
  });

  it('filters by category', async () => {
    expect(idsOf((await get('/faq/page?category=refunds')).body)).toEqual([ids.refund]);
    expect((await get('/faq/page?category=empty')).body).toMatchObject({ count: 0, results: [] });
  });

  it('refuses an unknown category (or one of another site) with a field error, translated', async () => {
    const ru = await get('/faq/page?category=foreign');
    expect(ru.status).toBe(400);
    expect(ru.body).toEqual({
      category: ['Раздел «foreign» не найден.'],
      codes: { category: ['does_not_exist'] },
    });
    const en = await get(`/faq/page?category=${encodeURIComponent("x' OR 1=1 --")}`, 'en');
    expect(en.body.category).toEqual([`Category "x' OR 1=1 --" does not exist.`]);
  });

  it.each([
    ['a word of a question, in any case', 'БИЛЕТ', ['howToBuy', 'refund']],
    ['a word of an answer', 'кабинете', ['refund']],
    ['е for ё', 'елку', ['refund']],
    ['ё for е', 'вЫбЕрИтЁ', ['howToBuy']],
    ['a percent sign taken literally', '50%_', ['hold']],
    ['a lone percent sign', '%', ['hold']],
    ['an underscore taken literally', '_', ['hold']],
    ['a backslash', '\\', []],
    ['SQL metacharacters', "' OR '1'='1", []],
    ['a blank search (no filter)', '   ', ['howToBuy', 'hold', 'refund']],
  ])('searches %s', async (_case, search, expected) => {
    const { status, body } = await get(`/faq/page?search=${encodeURIComponent(search)}`);
    expect(status).toBe(200);
    expect(idsOf(body)).toEqual(expected.map((key) => ids[key]));
  });

  it('searches the texts of the visitor language, with the Russian fallback', async () => {
    expect(idsOf((await get('/faq/page?search=ticket', 'en')).body)).toEqual([ids.howToBuy, ids.refund]);
    // The second question has no English text: its Russian one is what is searched.
    expect(idsOf((await get('/faq/page?search=корзине', 'en')).body)).toEqual([ids.hold]);
    expect(idsOf((await get('/faq/page?search=ticket')).body)).toEqual([]);
  });

  it('combines category and search', async () => {
    expect(idsOf((await get('/faq/page?category=buying&search=билет')).body)).toEqual([ids.howToBuy]);
  });

  it('refuses a 10,000-character search and bad paging with field errors', async () => {
    const huge = await get(`/faq/page?search=${'a'.repeat(10_000)}`, 'en');
    expect(huge.status).toBe(400);
    expect(huge.body).toEqual({
      search: ['Ensure this field has no more than 200 characters or items.'],
      codes: { search: ['max_length'] },
    });
    const paging = await get('/faq/page?limit=1000');
    expect(paging.status).toBe(400);
    expect(paging.body.codes).toEqual({ limit: ['max_value'] });
  });

  it('selects fields with query=', async () => {
    const { body } = await get('/faq/page?limit=1&query={question,category{slug}}');
    expect(body.results).toEqual([{ question: 'Как купить билет?', category: { slug: 'buying' } }]);
  });
});
