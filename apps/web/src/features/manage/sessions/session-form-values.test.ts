import { ZManageEventCreate, ZManageEventPatch, ZManageSeriesCreate } from '@afisha/contracts/manage/events';
import { describe, expect, it } from 'vitest';
import {
  formFieldOf,
  pricesBody,
  remapErrorBody,
  seriesBody,
  sessionCreateBody,
  sessionPatchBody,
  ZSeriesForm,
  ZSessionForm,
} from './session-form-values';

const shared = {
  performance: 5,
  hall: 2,
  plan: 7,
  status: 'on_sale' as const,
  sale_opens_at: '',
  sale_closes_at: '2026-12-01T18:00',
  max_per_order: 6,
  named_tickets: false,
  prices: { c1: '1 500,50', c2: '', c3: '900' },
};
const keys = ['c1', 'c2', 'c3'];

describe('session form → API', () => {
  it('joins the date and time, reads the prices in the plan’s order, leaves unpriced categories out', () => {
    const values = ZSessionForm.parse({ ...shared, date: '2026-12-01', time: '19:00' });
    const body = sessionCreateBody(values, keys);
    expect(body).toEqual({
      performance: 5,
      hall: 2,
      plan: 7,
      status: 'on_sale',
      sale_opens_at: null,
      sale_closes_at: '2026-12-01T18:00',
      max_per_order: 6,
      named_tickets: false,
      prices: [
        { category: 'c1', price: 1500.5 },
        { category: 'c3', price: 900 },
      ],
      starts_at: '2026-12-01T19:00',
    });
    expect(ZManageEventCreate.safeParse(body).success).toBe(true);
  });

  it('patches with the version read and without the performance', () => {
    const values = ZSessionForm.parse({ ...shared, date: '2026-12-01', time: '19:00' });
    const body = sessionPatchBody(values, keys, 4);
    expect(body.version).toBe(4);
    expect('performance' in body).toBe(false);
    expect(ZManageEventPatch.safeParse(body).success).toBe(true);
  });

  it('refuses a price it cannot read, on that category’s cell', () => {
    const result = ZSessionForm.safeParse({
      ...shared,
      prices: { c1: '1,5,0', c2: '-3' },
      date: '2026-12-01',
      time: '19:00',
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['prices.c1', 'prices.c2']);
  });

  it('refuses a date that does not exist and a time past midnight', () => {
    const result = ZSessionForm.safeParse({ ...shared, date: '2026-02-30', time: '24:00' });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['date', 'time']);
  });
});

describe('series form → API', () => {
  const series = {
    ...shared,
    mode: 'weekly' as const,
    rule: {
      days: [5, 3, 5],
      times: ['19:00', '12:00'],
      from: '2026-12-01',
      until: '2026-12-31',
      except: ['2026-12-31'],
    },
    list: [] as string[],
  };

  it('sends a weekly rule, sorted and without repeats, with preview and overlap confirmation as asked', () => {
    const body = seriesBody(ZSeriesForm.parse(series), keys, { preview: true, confirmOverlaps: false });
    expect(body.dates).toEqual({
      days: [3, 5],
      times: ['12:00', '19:00'],
      from: '2026-12-01',
      until: '2026-12-31',
      except: ['2026-12-31'],
    });
    expect(body.preview).toBe(true);
    expect(body.confirm_overlaps).toBeUndefined();
    expect(ZManageSeriesCreate.safeParse(body).success).toBe(true);
    const made = seriesBody(ZSeriesForm.parse(series), keys, { preview: false, confirmOverlaps: true });
    expect(made).toMatchObject({ preview: false, confirm_overlaps: true });
  });

  it('sends a list of dates, leaving out an empty list of exceptions', () => {
    const body = seriesBody(
      ZSeriesForm.parse({
        ...series,
        mode: 'list',
        list: ['2026-12-02T19:00', '2026-12-01T19:00', '2026-12-02T19:00'],
      }),
      keys,
      { preview: true, confirmOverlaps: false },
    );
    expect(body.dates).toEqual(['2026-12-01T19:00', '2026-12-02T19:00']);
    const weekly = seriesBody(ZSeriesForm.parse({ ...series, rule: { ...series.rule, except: [] } }), keys, {
      preview: true,
      confirmOverlaps: false,
    });
    expect(weekly.dates).not.toHaveProperty('except');
  });

  it('refuses an empty list, no weekday, and an end before the start', () => {
    expect(ZSeriesForm.safeParse({ ...series, mode: 'list' }).error?.issues[0]?.path).toEqual(['list']);
    expect(ZSeriesForm.safeParse({ ...series, rule: { ...series.rule, days: [] } }).success).toBe(false);
    const backwards = ZSeriesForm.safeParse({ ...series, rule: { ...series.rule, until: '2026-11-01' } });
    expect(backwards.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['rule.until']);
  });
});

describe('API errors → form fields', () => {
  const sent = pricesBody(keys, shared.prices);
  it('puts a price error on the cell of the price sent at that index', () => {
    expect(formFieldOf('prices.1.price', sent)).toBe('prices.c3');
    expect(formFieldOf('prices.0', sent)).toBe('prices.c1');
    expect(formFieldOf('prices.5.price', sent)).toBe('prices');
    expect(formFieldOf('prices', sent)).toBe('prices');
  });

  it('puts the start on the date, and a series’ dates on the part of the form that made them', () => {
    expect(formFieldOf('starts_at', sent)).toBe('date');
    expect(formFieldOf('dates.3', sent)).toBe('list');
    expect(formFieldOf('dates.until', sent, 'weekly')).toBe('rule.until');
    expect(formFieldOf('dates', sent, 'weekly')).toBe('rule.days');
    expect(formFieldOf('max_per_order', sent)).toBe('max_per_order');
  });
});

describe('remapErrorBody', () => {
  it('renames the fields of a 400 and of its codes, keeping the rest', () => {
    const sent = pricesBody(keys, shared.prices);
    const body = {
      'prices.1.price': ['Too much'],
      starts_at: ['In the past'],
      non_field_errors: ['Whole'],
      codes: { 'prices.1.price': ['max_value'], starts_at: ['invalid'] },
    };
    expect(remapErrorBody(body, (field) => formFieldOf(field, sent))).toEqual({
      'prices.c3': ['Too much'],
      date: ['In the past'],
      non_field_errors: ['Whole'],
      codes: { 'prices.c3': ['max_value'], date: ['invalid'] },
    });
    expect(remapErrorBody({ detail: 'x', code: 'version_conflict', version: 3 }, (field) => field)).toEqual({
      detail: 'x',
      code: 'version_conflict',
      version: 3,
    });
  });
});
