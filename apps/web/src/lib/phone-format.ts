// The phone input's formatting (SPEC.md section 5): Russian numbers as "+7 (912) 345-67-89" or "8 (912) 345-67-89",
// at most 11 digits; any other number as "+" and at most 16 digits; never over 18 characters. Pure, so the input
// component only wires it to events.
//
// Which numbers are Russian:
// - a leading "+" typed by the visitor means the country code follows: "+7…" is Russian, "+44…", "+998…", "+86…"
//   are international as typed (this is also how the field reads its own output back: "+7 (…" and "+44…");
// - without a "+": 7 is the country code and 8 the national trunk prefix ("8 (912) …"); a number beginning with 3, 4
//   or 9 is a Russian number typed without its country code (geographic area codes 3xx and 4xx, mobile 9xx), so +7
//   goes in front: "4951234567" is "+7 (495) 123-45-67". A Russian number is 10 digits without its country code, so
//   a longer one pasted without "+" ("442079460958") is international;
// - ten digits beginning with an 8xx area code ("812 345-67-89", pasted or filled in) also get +7, unless their 8
//   stands apart from the rest as the trunk prefix does in the field's own "8 (812) 345-67-8" (a digit still to come).

export const PHONE_MAX_LENGTH = 18;
const RUSSIAN_DIGITS = 11;
const NATIONAL_DIGITS = RUSSIAN_DIGITS - 1;
const INTERNATIONAL_DIGITS = 16;

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

function formatRussian(national: string, prefix: '+7' | '8'): string {
  const digits = national.slice(0, NATIONAL_DIGITS);
  let text = prefix;
  if (digits.length > 0) text += ` (${digits.slice(0, 3)}`;
  if (digits.length >= 4) text += `) ${digits.slice(3, 6)}`;
  if (digits.length >= 7) text += `-${digits.slice(6, 8)}`;
  if (digits.length >= 9) text += `-${digits.slice(8, 10)}`;
  return text;
}

const international = (digits: string) => `+${digits.slice(0, INTERNATIONAL_DIGITS)}`;

/** An 8xx area code without the country code, as opposed to the trunk prefix "8" the field writes as "8 (…". */
function isAreaCodeEight(value: string, digits: string): boolean {
  return digits.length === NATIONAL_DIGITS && /^\D*8\d/.test(value);
}

export function formatPhone(value: string): string {
  const digits = phoneDigits(value);
  const withPlus = value.trimStart().startsWith('+');
  if (digits === '') return withPlus ? '+' : '';
  const first = digits[0] ?? '';
  let text: string;
  if (first === '7') text = formatRussian(digits.slice(1), '+7');
  else if (withPlus) text = international(digits);
  else if (first === '8')
    text = isAreaCodeEight(value, digits) ? formatRussian(digits, '+7') : formatRussian(digits.slice(1), '8');
  else if ('349'.includes(first) && digits.length <= NATIONAL_DIGITS) text = formatRussian(digits, '+7');
  else text = international(digits);
  return text.slice(0, PHONE_MAX_LENGTH);
}

/** The text with its last digit removed, punctuation and the leading "+" kept. */
function withoutLastDigit(value: string): string {
  const last = value.search(/\d\D*$/);
  return last < 0 ? value : value.slice(0, last);
}

/**
 * The field after the visitor edited it. When a deletion removed only punctuation (a bracket, a dash), formatting
 * would put it straight back and the caret would be stuck: the digit before it goes instead.
 */
export function formatPhoneEdit(previous: string, next: string, deleting: boolean): string {
  const before = phoneDigits(previous);
  const after = phoneDigits(next);
  if (deleting && after === before && after.length > 0) return formatPhone(withoutLastDigit(previous));
  return formatPhone(next);
}

/** Backspace with one digit left clears the whole field (the "+7" or "+" would otherwise stay behind). */
export function clearsOnBackspace(value: string): boolean {
  return phoneDigits(value).length === 1;
}
