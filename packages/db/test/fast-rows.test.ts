// Rows built by fast-rows.ts are what pg's own parseRow makes: each column through its type parser, null for NULL, a
// later column of the same name winning; result sets with binary columns or a `__proto__` column keep pg's way; and on
// a real PostgreSQL the rows of a query come out the same.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { installFastRows, rowBuilderOf } from '../src/fast-rows.js';
import { createTestDatabase } from '../src/testing.js';

/** What pg's parseRow answers, written out: the columns in order, each through its parser. */
function expected(
  fields: { name: string }[],
  raw: (string | null)[],
  parsers: ((raw: unknown) => unknown)[],
) {
  const row: Record<string, unknown> = {};
  fields.forEach((field, i) => {
    row[field.name] = raw[i] === null ? null : parsers[i]!(raw[i]);
  });
  return row;
}

describe('fast rows', () => {
  const parsers = [(raw: unknown) => Number(raw), (raw: unknown) => JSON.parse(String(raw)), String];

  it('build each column through its parser, with null for NULL', () => {
    const fields = [{ name: 'id' }, { name: 'title' }, { name: 'slug' }];
    const build = rowBuilderOf(fields);
    for (const raw of [
      ['7', '{"ru": "Кармен"}', 'carmen'],
      [null, null, null],
      ['8', 'null', ''],
    ]) {
      expect(build?.(raw, parsers)).toEqual(expected(fields, raw, parsers));
    }
    expect(build?.(['7', '{"ru": "Кармен"}', 'carmen'], parsers)).toEqual({
      id: 7,
      title: { ru: 'Кармен' },
      slug: 'carmen',
    });
  });

  it('let a later column of the same name win, and spell any column name', () => {
    const fields = [{ name: 'id' }, { name: 'a "quoted"\nname\u2028' }, { name: 'id' }];
    const raw = ['1', 'x', '3'];
    const row = rowBuilderOf(fields)?.(raw, [Number, String, Number]);
    expect(row).toEqual({ id: 3, 'a "quoted"\nname\u2028': 'x' });
  });

  it('are one builder per column list, and none where pg must keep its own way', () => {
    expect(rowBuilderOf([{ name: 'a' }, { name: 'b' }])).toBe(rowBuilderOf([{ name: 'a' }, { name: 'b' }]));
    expect(rowBuilderOf([{ name: 'a' }, { name: 'b' }])).not.toBe(
      rowBuilderOf([{ name: 'b' }, { name: 'a' }]),
    );
    expect(rowBuilderOf([{ name: 'a', format: 'binary' }])).toBeNull();
    expect(rowBuilderOf([{ name: '__proto__' }])).toBeNull();
  });

  it('are what pg.Result makes once installed, a __proto__ column included', () => {
    expect(installFastRows(pg.Result as never)).toBe(true);
    expect(installFastRows(pg.Result as never)).toBe(true);
    const result = new (pg.Result as unknown as new () => unknown)() as {
      addFields(fields: unknown[]): void;
      parseRow(raw: unknown[]): Record<string, unknown>;
    };
    result.addFields([
      { name: 'n', dataTypeID: 23, format: 'text' },
      { name: 'j', dataTypeID: 3802, format: 'text' },
    ]);
    expect(result.parseRow(['42', '{"a": [1, 2]}'])).toEqual({ n: 42, j: { a: [1, 2] } });
    expect(result.parseRow([null, null])).toEqual({ n: null, j: null });
    result.addFields([{ name: '__proto__', dataTypeID: 25, format: 'text' }]);
    const odd = result.parseRow(['x']);
    expect(Object.getPrototypeOf(odd)).toBe(Object.prototype);
  });

  it('leave a Result class of another shape alone', () => {
    expect(installFastRows({ prototype: {} } as never)).toBe(false);
  });
});

describe.runIf(process.env.DATABASE_URL)('fast rows on PostgreSQL', () => {
  const opened = createTestDatabase();
  afterAll(async () => (await opened).close());

  it('answer a query as pg did', async () => {
    const { db } = await opened;
    const { rows } = await db.execute(sql`
      SELECT 1::int AS n, NULL::text AS missing, '{"ru": "Кармен"}'::jsonb AS title, true AS flag,
        'a' AS dup, 'b' AS dup, ARRAY[1, 2]::int[] AS list
      FROM generate_series(1, 3)`);
    expect(rows).toEqual(
      Array.from({ length: 3 }, () => ({
        n: 1,
        missing: null,
        title: { ru: 'Кармен' },
        flag: true,
        dup: 'b',
        list: [1, 2],
      })),
    );
  });
});
