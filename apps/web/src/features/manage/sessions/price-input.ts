// Owns reading a price as a clerk types it into the price table: roubles with kopecks, written the way of any of
// the site's four languages — "1 500,50" (Russian, French: spaces, including no-break and narrow ones, group the
// thousands and the comma marks kopecks), "1.500,50" (German), "1,500.50" (English), "1500", "1 500 ₽". A lone
// separator followed by exactly three digits groups thousands ("1,500" and "1.500" are 1500: no price has three
// decimals). Empty means "this category is not sold" (null); anything else unreadable is an error, never a guess.

/** Why a price was not read: a minus sign, too large, or not a number as any of the four languages write one. */
export type PriceProblem = 'negative' | 'too_big' | 'unreadable';
export type PriceReading = { ok: true; roubles: number | null } | { ok: false; problem: PriceProblem };

const UNREADABLE = { ok: false, problem: 'unreadable' } as const;

/** The largest price the table takes (the API's own limit may be lower; it answers a field error then). */
export const MAX_PRICE = 10_000_000;

export function parsePrice(text: string): PriceReading {
  const cleaned = text.replace(/[\s\u00a0\u202f\u2009]/g, '').replace(/(₽|руб\.?|р\.|rub)$/i, '');
  if (cleaned === '') return { ok: true, roubles: null };
  if (/^[-−–]\s*\d/.test(cleaned)) return { ok: false, problem: 'negative' };
  if (!/^\d[\d.,]*$/.test(cleaned)) return UNREADABLE;
  const separators = cleaned.replace(/\d/g, '');
  let normalised: string;
  if (separators === '') normalised = cleaned;
  else if (separators.length === 1) {
    const [whole = '', fraction = ''] = cleaned.split(/[.,]/);
    if (fraction.length === 3) normalised = whole + fraction;
    else if (fraction.length >= 1 && fraction.length <= 2) normalised = `${whole}.${fraction}`;
    else return UNREADABLE;
  } else {
    // Several separators: the last one marks kopecks when it differs from the others, else they all group.
    const last = separators.at(-1) as string;
    const groups = separators.slice(0, -1);
    if ([...groups].some((each) => each === last)) {
      if ([...separators].some((each) => each !== last)) return UNREADABLE;
      const parts = cleaned.split(last);
      if (parts.slice(1).some((part) => part.length !== 3)) return UNREADABLE;
      normalised = parts.join('');
    } else {
      if ([...groups].some((each) => each !== groups[0])) return UNREADABLE;
      const at = cleaned.lastIndexOf(last);
      const whole = cleaned.slice(0, at).split(groups[0] as string);
      const fraction = cleaned.slice(at + 1);
      if (whole.slice(1).some((part) => part.length !== 3)) return UNREADABLE;
      if (fraction.length < 1 || fraction.length > 2) return UNREADABLE;
      normalised = `${whole.join('')}.${fraction}`;
    }
  }
  const roubles = Number(normalised);
  if (!Number.isFinite(roubles)) return UNREADABLE;
  if (roubles > MAX_PRICE) return { ok: false, problem: 'too_big' };
  // Kopecks are whole: 1500.5 is 150050 kopecks, and back to roubles without a floating-point tail.
  return { ok: true, roubles: Math.round(roubles * 100) / 100 };
}

const inputFormats = new Map<string, Intl.NumberFormat>();

/** A price as the table shows it for editing: the page language's grouping, kopecks (both digits) only when any. */
export function formatPriceInput(locale: string, roubles: number | null): string {
  if (roubles === null) return '';
  const fractional = !Number.isInteger(roubles);
  const key = `${locale}:${fractional}`;
  let format = inputFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: fractional ? 2 : 0,
      maximumFractionDigits: fractional ? 2 : 0,
    });
    inputFormats.set(key, format);
  }
  return format.format(roubles);
}
