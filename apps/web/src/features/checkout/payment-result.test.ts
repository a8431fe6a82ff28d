import type { TOrderStatusAnswer } from '@afisha/contracts';
import { describe, expect, it } from 'vitest';
import {
  firstCompletion,
  keepsPolling,
  localeReturnPath,
  orderParam,
  paidFrom,
  rememberPaidFrom,
  resultQuery,
  resultState,
  secondsUntil,
  statusKeyParam,
} from './payment-result';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const status = (over: Partial<TOrderStatusAnswer>): TOrderStatusAnswer => ({
  order: 7,
  number: 'A7K-39QXZ',
  status: 'pending',
  expires_at: null,
  total: 7000,
  total_kopecks: 700_000,
  count: 2,
  payment_method: 'card',
  failure: null,
  can_pay_again: false,
  tickets_url: null,
  ...over,
});

describe('orderParam', () => {
  it('accepts an order id and refuses anything else', () => {
    expect(orderParam('7')).toBe(7);
    expect(orderParam('2147483647')).toBe(2_147_483_647);
    for (const bad of [undefined, '', '0', '-1', '7a', '1e3', '2147483648', ' 7', ['7', '8']]) {
      expect(orderParam(bad)).toBeNull();
    }
  });
});

describe('resultState', () => {
  it('waits while pending without a failure, and polls only then', () => {
    expect(resultState(status({}))).toBe('waiting');
    expect(keepsPolling(status({}))).toBe(true);
    expect(keepsPolling(undefined)).toBe(true);
    expect(keepsPolling(status({ status: 'paid' }))).toBe(false);
  });

  it('is paid for paid and partly refunded orders', () => {
    expect(resultState(status({ status: 'paid' }))).toBe('paid');
    expect(resultState(status({ status: 'partially_refunded' }))).toBe('paid');
  });

  it('offers paying again only while the API says it can be done', () => {
    expect(resultState(status({ status: 'failed', failure: 'declined', can_pay_again: true }))).toBe(
      'failed_retry',
    );
    expect(resultState(status({ status: 'pending', failure: 'declined', can_pay_again: true }))).toBe(
      'failed_retry',
    );
    expect(resultState(status({ status: 'failed', failure: 'declined', can_pay_again: false }))).toBe(
      'closed',
    );
    expect(resultState(status({ status: 'expired' }))).toBe('closed');
    expect(resultState(status({ status: 'refunded' }))).toBe('closed');
    expect(keepsPolling(status({ status: 'failed' }))).toBe(false);
  });
});

describe('firstCompletion', () => {
  it('is true once per order, then false on every reload', () => {
    const storage = memoryStorage();
    expect(firstCompletion(storage, 7)).toBe(true);
    expect(firstCompletion(storage, 7)).toBe(false);
    expect(firstCompletion(storage, 8)).toBe(true);
    expect(firstCompletion(storage, 7)).toBe(false);
  });

  it('survives broken storage contents and keeps the last 50 orders', () => {
    const storage = memoryStorage({ 'afisha.orders.completed': '{not json' });
    expect(firstCompletion(storage, 1)).toBe(true);
    for (let id = 2; id <= 60; id++) firstCompletion(storage, id);
    expect(firstCompletion(storage, 60)).toBe(false);
    expect(firstCompletion(storage, 1)).toBe(true);
    expect(firstCompletion(null, 1)).toBe(true);
  });
});

describe('the return address’s status key', () => {
  it('takes a key of URL-safe characters only, and writes the result page’s query with it', () => {
    expect(statusKeyParam('Ab_9-x')).toBe('Ab_9-x');
    for (const value of [undefined, '', 'a b', 'a&b', '<x>', ['a', 'b'], 'x'.repeat(65)]) {
      expect(statusKeyParam(value)).toBeNull();
    }
    expect(resultQuery(7, null)).toBe('?order=7');
    expect(resultQuery(7, 'k')).toBe('?order=7&key=k');
  });
});

describe('the order remembered before the bank', () => {
  const site = { locale: 'ru', defaultLocale: 'ru', locales: ['ru', 'en', 'fr', 'de'] };

  it('sends a buyer who paid in English back to the English page of that order', () => {
    const storage = memoryStorage();
    rememberPaidFrom(storage, { order: 7, locale: 'en', events: [{ id: 3, title: 'Hamlet' }] });
    const saved = paidFrom(storage, 7);
    expect(saved).toEqual({ order: 7, locale: 'en', events: [{ id: 3, title: 'Hamlet' }] });
    expect(localeReturnPath(saved, 'paymentresult', site)).toBe('/en/paymentresult?order=7');
    expect(localeReturnPath(saved, 'paymentfail', site)).toBe('/en/paymentfail?order=7');
    // The status key of the bank's return address goes along.
    expect(localeReturnPath(saved, 'paymentresult', site, 'k-1_x')).toBe(
      '/en/paymentresult?order=7&key=k-1_x',
    );
  });

  it('stays for another order, a Russian buyer, an English page already, or an unknown language', () => {
    const storage = memoryStorage();
    rememberPaidFrom(storage, { order: 7, locale: 'en', events: [] });
    expect(paidFrom(storage, 8)).toBeNull();
    expect(localeReturnPath(paidFrom(storage, 7), 'paymentresult', { ...site, locale: 'en' })).toBeNull();
    expect(localeReturnPath({ order: 7, locale: 'ru', events: [] }, 'paymentresult', site)).toBeNull();
    expect(localeReturnPath({ order: 7, locale: 'xx', events: [] }, 'paymentresult', site)).toBeNull();
    expect(localeReturnPath({ order: 7, locale: '//evil', events: [] }, 'paymentresult', site)).toBeNull();
    expect(paidFrom(memoryStorage({ 'afisha.orders.paidFrom': '[1' }), 7)).toBeNull();
  });
});

describe('secondsUntil', () => {
  it('counts whole seconds up to the deadline, never below zero', () => {
    const now = Date.parse('2026-11-22T21:00:00.000Z');
    expect(secondsUntil('2026-11-22T21:10:00.000Z', now)).toBe(600);
    expect(secondsUntil('2026-11-22T21:00:00.500Z', now)).toBe(1);
    expect(secondsUntil('2026-11-22T20:00:00.000Z', now)).toBe(0);
    expect(secondsUntil(null, now)).toBeNull();
    expect(secondsUntil('soon', now)).toBeNull();
  });
});
