// [PLATFORM] limit/offset paging: defaults (12), bounds (max 100), field errors for bad values,
// and absolute next/previous links that keep the other query parameters.
import { paginated, ZPaginationQuery } from '@afisha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toPage } from '../../src/plugins/pagination.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const items = Array.from({ length: 30 }, (_, i) => ({ n: i + 1, label: `item ${i + 1}` }));
const ZItem = z.object({ n: z.number(), label: z.string() });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extend(app) {
      app.get(
        '/api/v1/test/items',
        {
          schema: {
            querystring: ZPaginationQuery.extend({ search: z.string().optional() }),
            response: { 200: paginated(ZItem) },
          },
        },
        async (request) => {
          const { limit, offset, search } = request.query;
          const found = items.filter((item) => !search || item.label.includes(search));
          return toPage(request, {
            limit,
            offset,
            count: found.length,
            results: found.slice(offset, offset + limit),
          });
        },
      );
    },
  });
});
afterAll(async () => {
  await t?.close();
});

type Page = { count: number; next: string | null; previous: string | null; results: Array<{ n: number }> };
const page = async (query: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ url: `/api/v1/test/items${query}`, headers });
  return { status: response.statusCode, body: response.json<Page>() };
};

describe('pagination', () => {
  it('answers the first 12 by default with a link to the next page', async () => {
    const { status, body } = await page('');
    expect(status).toBe(200);
    expect(body.count).toBe(30);
    expect(body.results.map((item) => item.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(body.next).toBe('http://localhost:80/api/v1/test/items?limit=12&offset=12');
    expect(body.previous).toBeNull();
  });

  it('links both ways from the middle and drops offset=0 on the first page', async () => {
    const { body } = await page('?limit=5&offset=7');
    expect(body.results.map((item) => item.n)).toEqual([8, 9, 10, 11, 12]);
    expect(body.next).toBe('http://localhost:80/api/v1/test/items?limit=5&offset=12');
    expect(body.previous).toBe('http://localhost:80/api/v1/test/items?limit=5&offset=2');
    const { body: second } = await page('?limit=5&offset=3');
    expect(second.previous).toBe('http://localhost:80/api/v1/test/items?limit=5');
  });

  it('has no next link on the last page and keeps other parameters', async () => {
    const { body } = await page('?search=item%201&limit=100&offset=5');
    expect(body.count).toBe(11);
    expect(body.results.map((item) => item.n)).toEqual([14, 15, 16, 17, 18, 19]);
    expect(body.next).toBeNull();
    expect(body.previous).toBe('http://localhost:80/api/v1/test/items?search=item+1&limit=100');
  });

  it('answers an offset past the end with an empty page that links back', async () => {
    const { body } = await page('?limit=10&offset=500');
    expect(body.results).toEqual([]);
    expect(body.next).toBeNull();
    expect(body.previous).toBe('http://localhost:80/api/v1/test/items?limit=10&offset=20');
  });

  it('builds links from the forwarded host and scheme of the local web proxy', async () => {
    const response = await t.app.inject({
      url: '/api/v1/test/items?limit=10',
      headers: { 'x-forwarded-host': 'afisha.example', 'x-forwarded-proto': 'https' },
      remoteAddress: '127.0.0.1',
    });
    expect(response.json<Page>().next).toBe('https://afisha.example/api/v1/test/items?limit=10&offset=10');
  });

  it('ignores forwarded headers from anyone but the local proxy', async () => {
    const response = await t.app.inject({
      url: '/api/v1/test/items?limit=10',
      headers: { host: 'api.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      remoteAddress: '203.0.113.9',
    });
    expect(response.json<Page>().next).toBe('http://api.example/api/v1/test/items?limit=10&offset=10');
  });

  it.each([
    ['?limit=0', 'limit', 'min_value', 'Значение должно быть не меньше 1.'],
    ['?limit=101', 'limit', 'max_value', 'Значение должно быть не больше 100.'],
    ['?limit=abc', 'limit', 'invalid', 'Некорректное значение.'],
    ['?limit=-5', 'limit', 'invalid', 'Некорректное значение.'],
    ['?limit=1.5', 'limit', 'invalid', 'Некорректное значение.'],
    ['?limit=', 'limit', 'invalid', 'Некорректное значение.'],
    ['?limit=99999999999999999999', 'limit', 'invalid', 'Некорректное значение.'],
    ['?offset=-1', 'offset', 'invalid', 'Некорректное значение.'],
    ['?offset=1e3', 'offset', 'invalid', 'Некорректное значение.'],
    ['?limit=1&limit=2', 'limit', 'invalid', 'Некорректное значение.'],
  ])('answers %s with a field error on %s', async (query, field, code, message) => {
    const { status, body } = await page(query);
    expect(status).toBe(400);
    expect(body).toEqual({ [field]: [message], codes: { [field]: [code] } });
  });
});
