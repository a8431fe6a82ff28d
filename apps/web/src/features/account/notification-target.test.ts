import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target';

describe('notificationTarget', () => {
  it('leads to the performance of new dates', () => {
    expect(notificationTarget({ performance: 'gamlet', events: [3, 4] })).toEqual({
      kind: 'performance',
      href: '/perfomances/gamlet',
    });
  });

  it('escapes a slug that is not a plain path segment', () => {
    expect(notificationTarget({ performance: '../admin?x=1' })?.href).toBe('/perfomances/..%2Fadmin%3Fx%3D1');
  });

  it('leads to the orders for a paid order or a refund, with its number', () => {
    expect(notificationTarget({ order: 7, order_number: 'ETQ-95RK', amount: 5800 })).toEqual({
      kind: 'order',
      href: '/account/orders',
      number: 'ETQ-95RK',
    });
    expect(notificationTarget({ order: 7 })).toEqual({
      kind: 'order',
      href: '/account/orders',
      number: null,
    });
  });

  it('leads nowhere when the payload names nothing (account confirmed)', () => {
    expect(notificationTarget({})).toBeNull();
    expect(notificationTarget({ performance: '  ' })).toBeNull();
  });
});
