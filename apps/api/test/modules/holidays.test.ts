// [CONTENT] GET /holidays: a plain array of {date, name} for a year (the clock's by default), a
// date range, or both; bad years and dates are field errors in the visitor's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHolidays } from '../factories/holidays.factory.ts';
import { getJson } from '../helpers/requests.ts';
import { createTestApp, manualClock, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: manualClock(new Date('2030-06-15T12:00:00Z')) });
  await createHolidays(t.database.db, [
    { date: '2030-01-01', name: { ru: 'Новый год', en: "New Year's Day", fr: 'Jour de l’an' } },
    { date: '2029-12-31', name: { ru: 'Канун Нового года' } },
    { date: '2030-05-09', name: { ru: 'День Победы', en: 'Victory Day' } },
    { date: '2030-03-08', name: { ru: 'Международный женский день', en: "International Women's Day" } },
    { date: '2031-01-07', name: { ru: 'Рождество Христово', en: 'Orthodox Christmas' } },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const get = (query: string, locale = 'ru') => getJson(t.app, `/api/v1/holidays${query}`, { locale });
const dates = (body: Array<{ date: string }>) => body.map((holiday) => holiday.date);

describe('GET /holidays', () => {
  it("answers the clock's current year by date, in Russian", async () => {
    const { status, body } = await get('');
    expect(status).toBe(200);
    expect(body).toEqual([
      { date: '2030-01-01', name: 'Новый год' },
      { date: '2030-03-08', name: 'Международный женский день' },
      { date: '2030-05-09', name: 'День Победы' },
    ]);
  });

  it('answers in English and French, French falling back to English, then Russian', async () => {
    expect((await get('?year=2029', 'en')).body).toEqual([{ date: '2029-12-31', name: 'Канун Нового года' }]);
    expect((await get('?year=2030', 'en')).body[0]).toEqual({ date: '2030-01-01', name: "New Year's Day" });
    expect((await get('?year=2030', 'fr')).body[1].name).toBe("International Women's Day");
  });

  it('answers a given year', async () => {
    expect(dates((await get('?year=2031')).body)).toEqual(['2031-01-07']);
    expect((await get('?year=1999')).body).toEqual([]);
  });

  it('answers a date range, inclusive at both ends, across years', async () => {
    expect(dates((await get('?date_from=2029-12-31&date_to=2030-03-08')).body)).toEqual([
      '2029-12-31',
      '2030-01-01',
      '2030-03-08',
    ]);
    expect(dates((await get('?date_from=2030-05-09')).body)).toEqual(['2030-05-09', '2031-01-07']);
    expect(dates((await get('?date_to=2030-01-01')).body)).toEqual(['2029-12-31', '2030-01-01']);
  });

  it('answers the overlap of a year and a range', async () => {
    expect(dates((await get('?year=2030&date_from=2030-02-01')).body)).toEqual(['2030-03-08', '2030-05-09']);
    expect((await get('?year=2031&date_to=2030-12-31')).body).toEqual([]);
  });

  it('refuses a reversed range on date_to, translated', async () => {
    const ru = await get('?date_from=2030-05-01&date_to=2030-04-30');
    expect(ru.status).toBe(400);
    expect(ru.body).toEqual({
      date_to: ['Дата окончания не может быть раньше даты начала (2030-05-01).'],
      codes: { date_to: ['invalid'] },
    });
    const en = await get('?date_from=2030-05-01&date_to=2030-04-30', 'en');
    expect(en.body.date_to).toEqual(['The end date cannot be earlier than the start date (2030-05-01).']);
  });

  it.each([
    ['a day that does not exist', 'date_from=2030-02-30'],
    ['another format', 'date_to=30.04.2030'],
    ['SQL metacharacters', `date_from=${encodeURIComponent("2030-01-01' OR '1'='1")}`],
    ['a 10,000-character value', `date_from=${'9'.repeat(10_000)}`],
  ])('refuses %s as a date, translated', async (_case, query) => {
    const field = query.split('=')[0] as string;
    const ru = await get(`?${query}`);
    expect(ru.status).toBe(400);
    expect(ru.body).toEqual({
      [field]: ['Введите дату в формате ГГГГ-ММ-ДД.'],
      codes: { [field]: ['invalid'] },
    });
    expect((await get(`?${query}`, 'en')).body[field]).toEqual(['Enter a valid date as YYYY-MM-DD.']);
  });

  it.each([
    ['text', 'abc', 'invalid'],
    ['a negative number', '-2030', 'invalid'],
    ['a year out of range', '3000', 'max_value'],
    ['an empty value', '', 'invalid'],
  ])('refuses %s as a year', async (_case, year, code) => {
    const { status, body } = await get(`?year=${year}`, 'en');
    expect(status).toBe(400);
    expect(body.codes).toEqual({ year: [code] });
  });
});
