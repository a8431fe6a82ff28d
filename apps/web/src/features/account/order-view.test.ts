import { ORDER_STATUSES } from '@afisha/contracts';
import { describe, expect, it } from 'vitest';
import { orderTabOf, orderTabQuery, statusTone } from './order-view';

describe('order view', () => {
  it('reads the tab from ?archive=, the current orders unless it is exactly true', () => {
    expect(orderTabOf('true')).toBe('archive');
    for (const value of [null, '', 'false', 'TRUE', '1', 'true ', '<script>']) {
      expect(orderTabOf(value), String(value)).toBe('current');
    }
    expect(orderTabQuery('archive')).toEqual({ archive: 'true' });
    expect(orderTabQuery('current')).toEqual({});
  });

  it('has a colour for every status the contract knows', () => {
    for (const status of ORDER_STATUSES) expect(statusTone(status)).toMatch(/^bg-/);
  });
});
