import { describe, expect, it } from 'vitest';
import { cmsPath } from './cms-path';

describe('cmsPath', () => {
  it('joins the segments of the URL from the root, decoded', () => {
    expect(cmsPath(['about'])).toBe('/about');
    expect(cmsPath(['help', 'refunds'])).toBe('/help/refunds');
    expect(cmsPath(['%D0%BE-%D0%BD%D0%B0%D1%81'])).toBe('/о-нас');
  });

  it('refuses what no CMS page can be', () => {
    expect(cmsPath([])).toBeNull();
    expect(cmsPath(['..', 'etc'])).toBeNull();
    expect(cmsPath(['%E0%A4%A'])).toBeNull();
    expect(cmsPath(['a%2Fb'])).toBeNull();
    expect(cmsPath(['x%00'])).toBeNull();
    expect(cmsPath(['a'.repeat(10_000)])).toBeNull();
    expect(cmsPath(Array.from({ length: 9 }, () => 'a'))).toBeNull();
  });
});
