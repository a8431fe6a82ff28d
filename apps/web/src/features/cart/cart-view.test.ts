import type { TCartContent, TCartItem } from '@afisha/contracts';
import { describe, expect, it } from 'vitest';
import {
  EXPIRY_TOLERANCE_MS,
  itemPlace,
  minuteAnnouncement,
  noticeExpiry,
  releasedByExpiry,
} from './cart-view';

const texts = {
  place: (v: { section: string; row: string; seat: string }) => `${v.section}, ряд ${v.row}, место ${v.seat}`,
  zone: (v: { zone: string; count: number }) => `${v.zone}, ${v.count}`,
};

const seatItem: TCartItem = {
  id: 1,
  kind: 'seat',
  seat: { id: 10, section: 'Партер', row: '5', seat: '12' },
  zone: null,
  category: { id: 1, name: 'Категория 1', color: '#C62828' },
  quantity: 1,
  price: 3500,
  price_kopecks: 350_000,
  total: 3500,
  total_kopecks: 350_000,
};

function content(count: number): TCartContent {
  return {
    count,
    expires_at: count > 0 ? '2026-11-22T19:00:00.000Z' : null,
    seconds_left: count > 0 ? 60 : null,
    events: count > 0 ? [{ items: [seatItem] } as unknown as TCartContent['events'][number]] : [],
    total: 3500 * count,
    total_kopecks: 350_000 * count,
    pending_order: null,
    services: [],
    promocode: null,
    certificate: null,
    to_pay: 3500 * count,
    to_pay_kopecks: 350_000 * count,
    payment_methods: ['card', 'sbp'],
  };
}

describe('cart lines', () => {
  it('names a seat by section, row and number, and a zone line by zone and places', () => {
    expect(itemPlace(seatItem, texts)).toBe('Партер, ряд 5, место 12');
    expect(
      itemPlace(
        { ...seatItem, kind: 'zone', seat: null, zone: { id: 3, name: 'Танцпол' }, quantity: 2 },
        texts,
      ),
    ).toBe('Танцпол, 2');
  });
});

describe('the end of the hold', () => {
  const held = { content: content(2), deadline: 100_000 };

  it('counts an empty cart found at or after the deadline as expired, with the sessions it held', () => {
    expect(releasedByExpiry(held, content(0), 100_000)).toBe(held.content.events);
    expect(releasedByExpiry(held, content(0), 250_000)).toBe(held.content.events);
    // The server counts whole seconds: a hair before our deadline is the same end.
    expect(releasedByExpiry(held, content(0), 100_000 - EXPIRY_TOLERANCE_MS)).toBe(held.content.events);
  });

  it('does not count a cart the visitor emptied before the deadline', () => {
    expect(releasedByExpiry(held, content(0), 100_000 - EXPIRY_TOLERANCE_MS - 1)).toBeNull();
  });

  it('does not count a cart that still holds places, or one that held none', () => {
    expect(releasedByExpiry(held, content(1), 200_000)).toBeNull();
    expect(releasedByExpiry(null, content(0), 200_000)).toBeNull();
    expect(releasedByExpiry({ content: content(0), deadline: 0 }, content(0), 200_000)).toBeNull();
  });

  it('on expiry tells the visitor, fires expired_pre_reservation and asks the counter again', () => {
    const calls: string[] = [];
    const effects = {
      show: (groups: unknown[]) => calls.push(`show:${groups.length}`),
      reachGoal: (goal: string) => calls.push(`goal:${goal}`),
      refreshCartCount: () => calls.push('count'),
    };
    expect(noticeExpiry(held, content(0), 100_000, effects)).toBe(true);
    expect(calls).toEqual(['show:1', 'goal:expired_pre_reservation', 'count']);
    calls.length = 0;
    expect(noticeExpiry(held, content(0), 10_000, effects)).toBe(false);
    expect(noticeExpiry(held, content(1), 200_000, effects)).toBe(false);
    expect(calls).toEqual([]);
  });

  it('announces 5 and 1 minutes left once, as the countdown passes them', () => {
    expect(minuteAnnouncement(null, 900)).toBeNull();
    expect(minuteAnnouncement(301, 300)).toBe(5);
    expect(minuteAnnouncement(300, 299)).toBeNull();
    expect(minuteAnnouncement(61, 60)).toBe(1);
    expect(minuteAnnouncement(400, 30)).toBe(5);
    expect(minuteAnnouncement(1, 0)).toBeNull();
    expect(minuteAnnouncement(250, null)).toBeNull();
  });
});
