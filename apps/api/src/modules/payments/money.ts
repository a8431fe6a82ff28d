// Owns the money formats of the providers' APIs: YooKassa's decimal strings with two places ("1500.00" RUB) and
// integer minor units, and the operator's fixed rouble-to-euro rate for Stripe. Our money is integer kopecks.

/** 150050 → "1500.50"; integer arithmetic, no floating point on the way. */
export function decimalOfKopecks(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0) throw new RangeError(`not an amount: ${kopecks}`);
  return `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;
}

/** "1500.50" → 150050; anything else (more places, a sign, an exponent) → null. */
export function kopecksOfDecimal(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** Kopecks in euro cents at `rubPerEur` roubles to the euro, rounded to the nearest cent. */
export function centsOfKopecks(kopecks: number, rubPerEur: number): number {
  return Math.round(kopecks / rubPerEur);
}

/** The part of `totalMinor` that `partKopecks` is of `totalKopecks` (a partial refund in the charged currency). */
export function proportionalMinor(totalMinor: number, partKopecks: number, totalKopecks: number): number {
  if (totalKopecks <= 0 || partKopecks >= totalKopecks) return totalMinor;
  return Math.min(totalMinor, Math.round((totalMinor * partKopecks) / totalKopecks));
}
