import { describe, expect, it } from 'vitest';
import { normalizePagePath } from './page-path.ts';

describe('normalizePagePath', () => {
  it.each([
    ['/about', '/about'],
    ['/about/', '/about'],
    ['about', '/about'],
    ['  /About/ ', '/about'],
    ['//help//refund///', '/help/refund'],
    ['/ABOUT?utm=1#top', '/about'],
    ['/О-нас/', '/о-нас'],
    ['/', '/'],
    ['///', '/'],
  ])('%j → %j', (input, expected) => {
    expect(normalizePagePath(input)).toBe(expected);
  });
});
