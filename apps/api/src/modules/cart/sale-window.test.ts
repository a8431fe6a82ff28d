import { describe, expect, it } from 'vitest';
import { afterSaleClose, isOnSale, isPast } from './sale-window.ts';

const now = new Date('2030-01-15T12:00:00Z');
const later = new Date('2030-02-01T16:00:00Z');
const event = { saleStatus: 'on_sale' as const, startsAt: later, saleOpensAt: null };

describe('isOnSale', () => {
  it('is true for an event on sale that has not started, whose sale has opened', () => {
    expect(isOnSale(event, now)).toBe(true);
    expect(isOnSale({ ...event, saleOpensAt: now }, now)).toBe(true);
  });

  it('is false for any other sale status, a started event and a sale not open yet', () => {
    for (const saleStatus of ['draft', 'sold_out', 'not_on_sale', 'cancelled', 'announced'] as const) {
      expect(isOnSale({ ...event, saleStatus }, now)).toBe(false);
    }
    expect(isOnSale({ ...event, startsAt: now }, now)).toBe(false);
    expect(isOnSale({ ...event, saleOpensAt: new Date(now.getTime() + 1) }, now)).toBe(false);
  });

  it('is false from the moment the online sale closes, even for a visitor with an early-access key', () => {
    const closes = new Date(now.getTime() + 60_000);
    expect(isOnSale({ ...event, saleClosesAt: closes }, now)).toBe(true);
    expect(isOnSale({ ...event, saleClosesAt: now }, now)).toBe(false);
    expect(isOnSale({ ...event, saleClosesAt: new Date(now.getTime() - 1) }, now, true)).toBe(false);
    expect(isOnSale({ ...event, saleClosesAt: null }, now)).toBe(true);
    expect(afterSaleClose({ ...event, saleClosesAt: now }, now)).toBe(true);
    expect(afterSaleClose(event, now)).toBe(false);
  });

  it('calls an event past from its start', () => {
    expect(isPast({ startsAt: now }, now)).toBe(true);
    expect(isPast({ startsAt: later }, now)).toBe(false);
  });
});
