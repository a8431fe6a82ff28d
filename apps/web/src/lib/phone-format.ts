// The phone input's formatting (SPEC.md section 5): Russian numbers (starting with 7, 8 or 9) as "+7 (912) 345-67-89"
// or "8 (912) 345-67-89", at most 11 digits; any other number as "+" and at most 16 digits; never over 18 characters.
// Pure, so the input component only wires it to events.

export const PHONE_MAX_LENGTH = 18;
const RUSSIAN_DIGITS = 11;
const INTERNATIONAL_DIGITS = 16;

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

function formatRussian(digits: string): string {
  // A leading 9 is a mobile number typed without its country code: +7 is put in front of it.
  const national = (digits[0] === '9' ? `7${digits}` : digits).slice(0, RUSSIAN_DIGITS);
  let text = national[0] === '8' ? '8' : '+7';
  if (national.length > 1) text += ` (${national.slice(1, 4)}`;
  if (national.length >= 5) text += `) ${national.slice(4, 7)}`;
  if (national.length >= 8) text += `-${national.slice(7, 9)}`;
  if (national.length >= 10) text += `-${national.slice(9, 11)}`;
  return text;
}

export function formatPhone(value: string): string {
  const digits = phoneDigits(value);
  if (digits === '') return '';
  const text = '789'.includes(digits[0] ?? '')
    ? formatRussian(digits)
    : `+${digits.slice(0, INTERNATIONAL_DIGITS)}`;
  return text.slice(0, PHONE_MAX_LENGTH);
}

/**
 * The field after the visitor edited it. When a deletion removed only punctuation (a bracket, a dash), formatting
 * would put it straight back and the caret would be stuck: the digit before it goes instead.
 */
export function formatPhoneEdit(previous: string, next: string, deleting: boolean): string {
  const before = phoneDigits(previous);
  const after = phoneDigits(next);
  if (deleting && after === before && after.length > 0) return formatPhone(after.slice(0, -1));
  return formatPhone(next);
}

/** Backspace with one digit left clears the whole field (the "+7" or "+" would otherwise stay behind). */
export function clearsOnBackspace(value: string): boolean {
  return phoneDigits(value).length === 1;
}
