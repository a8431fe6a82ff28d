// Prices on the wire are roubles (docs/api.md); they are shown as Intl formats them for the page language: whole roubles
// without decimals ("1 500 ₽" in Russian, "RUB 1,500" in English), kopecks only when a price has them.
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, fractional: boolean): Intl.NumberFormat {
  const key = `${locale}:${fractional}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'RUB',
      minimumFractionDigits: fractional ? 2 : 0,
      maximumFractionDigits: fractional ? 2 : 0,
    });
    formats.set(key, format);
  }
  return format;
}

export function formatPrice(locale: string, roubles: number): string {
  return numberFormat(locale, !Number.isInteger(roubles)).format(roubles);
}

/** "1 500–5 000 ₽": a range that Intl joins in the locale's way; a single price when both ends are equal. */
export function formatPriceRange(locale: string, min: number, max: number): string {
  if (min >= max) return formatPrice(locale, min);
  return numberFormat(locale, !Number.isInteger(min) || !Number.isInteger(max)).formatRange(min, max);
}
