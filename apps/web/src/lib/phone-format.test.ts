import { describe, expect, it } from 'vitest';
import { clearsOnBackspace, formatPhone, formatPhoneEdit, PHONE_MAX_LENGTH } from './phone-format';

/** Each state of the field as a visitor types the text one character at a time into it. */
function typeDigits(text: string): string[] {
  const states: string[] = [];
  let field = '';
  for (const char of text) {
    field = formatPhoneEdit(field, field + char, false);
    states.push(field);
  }
  return states;
}

const formatEdit = (previous: string, next: string) => formatPhoneEdit(previous, next, false);

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

  it('puts +7 in front of a Russian landline typed without its country code (area codes 3xx, 4xx)', () => {
    expect(formatPhone('4951234567')).toBe('+7 (495) 123-45-67');
    expect(formatPhone('3432123456')).toBe('+7 (343) 212-34-56');
    expect(formatPhone('(495) 123-45-67')).toBe('+7 (495) 123-45-67');
  });

  it('reads a Moscow landline typed digit by digit as Russian from the first digit on', () => {
    const typed = typeDigits('4951234567');
    expect(typed[0]).toBe('+7 (4');
    expect(typed.at(-1)).toBe('+7 (495) 123-45-67');
  });

  it('puts +7 in front of ten digits beginning with an 8xx area code, but keeps the trunk 8 of a longer number', () => {
    expect(formatPhone('8123456789')).toBe('+7 (812) 345-67-89');
    expect(formatPhone('(812) 345-67-89')).toBe('+7 (812) 345-67-89');
    expect(formatPhone('88123456789')).toBe('8 (812) 345-67-89');
    // Typed from its trunk 8, ten digits are a number with one digit still to come.
    expect(typeDigits('88123456789')).toContain('8 (812) 345-67-8');
    expect(typeDigits('88123456789').at(-1)).toBe('8 (812) 345-67-89');
  });

  it('keeps international numbers typed with their +, whatever digit follows', () => {
    expect(typeDigits('+442079460958').at(-1)).toBe('+442079460958');
    expect(typeDigits('+33612345678').at(-1)).toBe('+33612345678');
    expect(typeDigits('+4712345678').at(-1)).toBe('+4712345678');
    expect(typeDigits('+998901234567').at(-1)).toBe('+998901234567');
    expect(typeDigits('+8613812345678').at(-1)).toBe('+8613812345678');
    expect(formatPhone('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('shows a lone + so that an international number can be typed', () => {
    expect(formatPhone('+')).toBe('+');
    expect(formatEdit('', '+')).toBe('+');
    expect(formatEdit('+', '+4')).toBe('+4');
  });

  it('reads its own output back unchanged', () => {
    for (const shown of [
      '+7 (495) 123-45-67',
      '8 (912) 345-67-89',
      '+442079460958',
      '+7 (4',
      '8 (812) 345-67-8',
    ]) {
      expect(formatPhone(shown)).toBe(shown);
    }
  });

  it('treats a number pasted without + that is too long to be Russian as international', () => {
    expect(formatPhone('442079460958')).toBe('+442079460958');
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
    expect(formatPhone("1'; DROP TABLE--4a9b")).toBe('+149');
    expect(formatPhone("4'; DROP TABLE--9a5b")).toBe('+7 (495');
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

  it('keeps the + of an international number when the digit before deleted punctuation goes', () => {
    expect(formatPhoneEdit('+44 20', '+4420', true)).toBe('+442');
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
