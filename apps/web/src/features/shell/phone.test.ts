import { describe, expect, it } from 'vitest';
import { telHref } from './phone';

describe('telHref', () => {
  it('keeps the international plus and drops formatting', () => {
    expect(telHref('+7 (495) 123-45-67')).toBe('tel:+74951234567');
  });

  it('dials a national number as digits', () => {
    expect(telHref('8 800 555-35-35')).toBe('tel:88005553535');
  });

  it('gives no link for text that is not a phone number', () => {
    expect(telHref('call us')).toBeUndefined();
    expect(telHref('')).toBeUndefined();
  });
});
