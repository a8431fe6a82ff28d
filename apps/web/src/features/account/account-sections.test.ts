import { describe, expect, it } from 'vitest';
import { ACCOUNT_SECTIONS, accountPath, sectionOf } from './account-sections';

describe('account sections', () => {
  it('finds the section of each area path, with or without a trailing slash', () => {
    for (const section of ACCOUNT_SECTIONS) {
      expect(sectionOf(accountPath(section))).toBe(section);
      expect(sectionOf(`${accountPath(section)}/`)).toBe(section);
    }
  });

  it('leaves the open pages under /account and everything else outside the area', () => {
    for (const path of [
      '/account',
      '/account/',
      '/account/confirm',
      '/account/confirm-email',
      '/account/orders/12',
      '/accountorders',
      '/perfomances/orders',
      '/en/account/orders',
      '',
    ]) {
      expect(sectionOf(path), path).toBeNull();
    }
  });
});
