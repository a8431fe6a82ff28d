// [PLATFORM] ?query= field selection on every route: flat, nested, paginated, and every way a
// client can get it wrong (unknown fields, bad syntax, hostile sizes) → 400 on `query`.
import { paginated, ZPaginationQuery } from '@afisha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toPage } from '../../src/plugins/pagination.ts';
import { createCity } from '../factories/cities.factory.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const ZEvent = z.object({ eventdate: z.string(), eventtime: z.string(), hall_title: z.string() });
const ZPerformance = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  closest_event: ZEvent.nullable(),
  tags: z.array(z.object({ slug: z.string(), name: z.string() })),
});
const performances = Array.from({ length: 3 }, (_, i) => ({
  id: i + 1,
  slug: `p-${i + 1}`,
  title: `Title ${i + 1}`,
  closest_event:
    i === 2 ? null : { eventdate: `2030-01-0${i + 1}`, eventtime: '19:00:00', hall_title: 'Main' },
  tags: [{ slug: 'drama', name: 'Drama' }],
}));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extend(app) {
      app.get(
        '/api/v1/test/performances',
        { schema: { querystring: ZPaginationQuery, response: { 200: paginated(ZPerformance) } } },
        async (request) => {
          const { limit, offset } = request.query;
          return toPage(request, {
            limit,
            offset,
            count: performances.length,
            results: performances.slice(offset, offset + limit),
          });
        },
      );
      app.get(
        '/api/v1/test/performance',
        { schema: { response: { 200: ZPerformance } } },
        async () => performances[0] as z.infer<typeof ZPerformance>,
      );
    },
  });
  await createCity(t.database.db, { slug: 'moscow', name: { ru: 'Москва' }, nameCase: { ru: 'Москве' } });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('selecting fields', () => {
  it('returns only the selected fields of a list of objects', async () => {
    const response = await get('/api/v1/cities?query={id,slug,city_name}');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ id: expect.any(Number), slug: 'moscow', city_name: 'Москва' }]);
  });

  it('returns the full object without query', async () => {
    expect(Object.keys((await get('/api/v1/test/performance')).json()).sort()).toEqual(
      ['closest_event', 'id', 'slug', 'tags', 'title'].sort(),
    );
  });

  it('selects nested fields, through nulls and arrays', async () => {
    const one = await get('/api/v1/test/performance?query={id,closest_event{eventdate},tags{slug}}');
    expect(one.json()).toEqual({
      id: 1,
      closest_event: { eventdate: '2030-01-01' },
      tags: [{ slug: 'drama' }],
    });
  });

  it('applies to each result of a paginated list and keeps the envelope', async () => {
    const response = await get('/api/v1/test/performances?query={slug,closest_event{eventtime}}&limit=2');
    expect(response.json()).toEqual({
      count: 3,
      next: 'http://localhost:80/api/v1/test/performances?query=%7Bslug%2Cclosest_event%7Beventtime%7D%7D&limit=2&offset=2',
      previous: null,
      results: [
        { slug: 'p-1', closest_event: { eventtime: '19:00:00' } },
        { slug: 'p-2', closest_event: { eventtime: '19:00:00' } },
      ],
    });
  });

  it('accepts the selection without outer braces, URL-encoded, with spaces', async () => {
    const response = await get(`/api/v1/test/performance?query=${encodeURIComponent(' id , slug ')}`);
    expect(response.json()).toEqual({ id: 1, slug: 'p-1' });
  });

  it('is documented as a query parameter of every selectable route', async () => {
    const spec = (await get('/api/v1/openapi.json')).json();
    const parameters = spec.paths['/api/v1/cities'].get.parameters as Array<{ name: string; in: string }>;
    expect(parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'query', in: 'query' })]),
    );
  });
});

describe('refusing bad selections', () => {
  it('answers an unknown field with 400 on query, translated', async () => {
    const ru = await get('/api/v1/cities?query={id,population}');
    expect(ru.statusCode).toBe(400);
    expect(ru.json()).toEqual({
      query: ['Неизвестное поле «population».'],
      codes: { query: ['unknown_field'] },
    });
    const en = await get('/api/v1/cities?query={id,population}', { 'accept-language': 'en' });
    expect(en.json()).toEqual({
      query: ['Unknown field "population".'],
      codes: { query: ['unknown_field'] },
    });
  });

  it('names unknown nested fields by their path, all of them', async () => {
    const response = await get('/api/v1/test/performance?query={nope,closest_event{eventdate,city}}', {
      'accept-language': 'en',
    });
    expect(response.json()).toEqual({
      query: ['Unknown field "nope".', 'Unknown field "closest_event.city".'],
      codes: { query: ['unknown_field', 'unknown_field'] },
    });
  });

  it('refuses subfields of a plain field', async () => {
    const response = await get('/api/v1/test/performance?query={slug{x}}', { 'accept-language': 'en' });
    expect(response.json()).toEqual({
      query: ['Field "slug" has no nested fields.'],
      codes: { query: ['unknown_field'] },
    });
  });

  it('refuses the page envelope fields of a paginated list (selection applies to results)', async () => {
    const response = await get('/api/v1/test/performances?query={count}');
    expect(response.json().codes).toEqual({ query: ['unknown_field'] });
  });

  it.each([
    ['', 0],
    ['{}', 1],
    ['{id', 3],
    ['{id}}', 4],
    ['{id,,slug}', 4],
    ['{id;drop table cities}', 3],
    ['{"id"}', 1],
  ])('answers bad syntax %j with 400 invalid and the position', async (query, position) => {
    const response = await get(`/api/v1/cities?query=${encodeURIComponent(query)}`, {
      'accept-language': 'en',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      query: [`Invalid query parameter syntax (position ${position}).`],
      codes: { query: ['invalid'] },
    });
  });

  it('refuses hostile sizes without trouble', async () => {
    const deep = await get(`/api/v1/test/performance?query=${'a{'.repeat(50)}b${'}'.repeat(50)}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json().codes).toEqual({ query: ['invalid'] });
    const huge = await get(`/api/v1/cities?query=${'id,'.repeat(20_000)}`);
    expect(huge.statusCode).toBe(400);
    expect(huge.json().codes.query).toContain('invalid');
    const braces = await get(`/api/v1/cities?query=${'{'.repeat(1500)}`);
    expect(braces.statusCode).toBe(400);
  });

  it('refuses a repeated query parameter', async () => {
    const response = await get('/api/v1/cities?query={id}&query={slug}', { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      query: ['The query parameter is given more than once.'],
      codes: { query: ['invalid'] },
    });
  });
});
