import { describe, expect, it } from 'vitest';
import { venueFromAddress } from './venue-choice';

describe('venueFromAddress', () => {
  it('takes a record id from the address', () => {
    expect(venueFromAddress('38')).toBe(38);
    expect(venueFromAddress('123456789')).toBe(123456789);
  });

  it('is no choice for anything else, so the page falls back to the switcher or the first venue', () => {
    for (const value of [null, '', '0', '-3', '3.5', '1e3', ' 38', '38abc', 'abc', '0038', '1234567890']) {
      expect(venueFromAddress(value), String(value)).toBeNull();
    }
  });
});
