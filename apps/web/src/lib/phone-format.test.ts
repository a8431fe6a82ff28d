import { describe, expect, it } from 'vitest';
import { clearsOnBackspace, formatPhone, formatPhoneEdit, PHONE_MAX_LENGTH } from './phone-format';

describe('formatPhone', () => {
  it('formats a Russian number starting with 7 as +7 with the area code in brackets and dash groups', () => {
    expect(formatPhone('79123456789')).toBe('+7 (912) 345-67-89');
    expect(formatPhone('+7 912 345 67 89')).toBe('+7 (912) 345-67-89');
  });

  it('keeps a leading 8 as the national prefix', () => {
    expect(formatPhone('89123456789')).toBe('8 (912) 345-67-89');
  });

  it('puts +7 in front of a number typed from its leading 9', () => {
    expect(formatPhone('9123456789')).toBe('+7 (912) 345-67-89');
    expect(formatPhone('9')).toBe('+7 (9');
  });

  it('builds the groups as the digits arrive', () => {
    const typed = '79123456789'.split('').map((_, i, all) => formatPhone(all.slice(0, i + 1).join('')));
    expect(typed).toEqual([
      '+7',
      '+7 (9',
      '+7 (91',
      '+7 (912',
      '+7 (912) 3',
      '+7 (912) 34',
      '+7 (912) 345',
      '+7 (912) 345-6',
      '+7 (912) 345-67',
      '+7 (912) 345-67-8',
      '+7 (912) 345-67-89',
    ]);
  });

  it('stops a Russian number at 11 digits', () => {
    expect(formatPhone('7912345678999999')).toBe('+7 (912) 345-67-89');
  });

  it('shows any other number as + and at most 16 digits, within 18 characters', () => {
    expect(formatPhone('33612345678')).toBe('+33612345678');
    expect(formatPhone('1234567890123456789')).toBe('+1234567890123456');
    expect(formatPhone('1234567890123456789').length).toBeLessThanOrEqual(PHONE_MAX_LENGTH);
  });

  it('strips everything that is not a digit', () => {
    expect(formatPhone("4'; DROP TABLE--4a9b")).toBe('+449');
    expect(formatPhone('abc')).toBe('');
    expect(formatPhone('')).toBe('');
  });

  it('never exceeds 18 characters whatever is pasted', () => {
    expect(formatPhone('8'.repeat(10_000)).length).toBeLessThanOrEqual(PHONE_MAX_LENGTH);
    expect(formatPhone('5'.repeat(10_000)).length).toBeLessThanOrEqual(PHONE_MAX_LENGTH);
  });
});

describe('formatPhoneEdit', () => {
  it('removes the digit before punctuation that Backspace removed', () => {
    // "+7 (912) 3" minus the space after the bracket still has the same digits: the 3 goes.
    expect(formatPhoneEdit('+7 (912) 3', '+7 (912)3', true)).toBe('+7 (912');
    expect(formatPhoneEdit('+7 (912) 345-6', '+7 (912) 3456', true)).toBe('+7 (912) 345');
  });

  it('formats ordinary typing and deletions as usual', () => {
    expect(formatPhoneEdit('+7 (912', '+7 (9123', false)).toBe('+7 (912) 3');
    expect(formatPhoneEdit('+7 (912) 34', '+7 (912) 3', true)).toBe('+7 (912) 3');
  });
});

describe('clearsOnBackspace', () => {
  it('is true with one digit left only', () => {
    expect(clearsOnBackspace('+7')).toBe(true);
    expect(clearsOnBackspace('+4')).toBe(true);
    expect(clearsOnBackspace('+7 (9')).toBe(false);
    expect(clearsOnBackspace('')).toBe(false);
  });
});
