// Owns what a promo code is worth on a set of places (pure: no database): whether it may be used now by this
// buyer, which lines it applies to (its scope: every event, a venue, a performance or one event), the discount (a
// percentage of those lines, rounded to the kopeck, or a fixed sum, never more than they cost), and how the
// discount is spread over the lines (in proportion to their prices, the kopecks left by rounding going to the
// first lines), so each ticket knows its own share and a partial refund can return exactly what was paid.
import type { TFieldErrorCode } from '@afisha/contracts';

export type PromoCode = {
  id: number;
  code: string;
  percentOff: number | null;
  amountOffKopecks: number | null;
  validFrom: Date | null;
  validTo: Date | null;
  maxUses: number | null;
  maxUsesPerEmail: number | null;
  usedCount: number;
  venueId: number | null;
  performanceId: number | null;
  eventId: number | null;
  minOrderKopecks: number;
  isActive: boolean;
};

/** One place (or a line of places) of the cart or the order. */
export type PricedLine = {
  eventId: number;
  performanceId: number;
  venueId: number;
  /** What the line costs before the discount. */
  amountKopecks: number;
};

/** Why a code cannot be used: the `promo_*` field error codes of the contracts. */
export type PromoRefusal = Extract<TFieldErrorCode, `promo_${string}`>;

export type PromoValue =
  | { ok: true; discountKopecks: number; shares: number[] }
  | { ok: false; refusal: PromoRefusal; minOrderKopecks?: number };

/** The code as typed: trimmed and matched case-insensitively. */
export const normalizePromoCode = (code: string) => code.trim().toLowerCase();

function inScope(code: PromoCode, line: PricedLine): boolean {
  if (code.eventId !== null) return line.eventId === code.eventId;
  if (code.performanceId !== null) return line.performanceId === code.performanceId;
  if (code.venueId !== null) return line.venueId === code.venueId;
  return true;
}

/** Splits `total` over `weights` in proportion, largest remainders first (ties: the earlier line). */
export function spread(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * What `code` takes off `lines` for a buyer who has used it `usesByBuyer` times, at `now`. The total limit is
 * checked here for the preview; the order's transaction enforces it again under the code's row lock.
 */
export function valuePromo(
  code: PromoCode | null,
  lines: readonly PricedLine[],
  usesByBuyer: number,
  now: Date,
): PromoValue {
  if (!code?.isActive) return { ok: false, refusal: 'promo_unknown' };
  if (code.validFrom && now < code.validFrom) return { ok: false, refusal: 'promo_not_started' };
  if (code.validTo && now >= code.validTo) return { ok: false, refusal: 'promo_expired' };
  if (code.maxUses !== null && code.usedCount >= code.maxUses) return { ok: false, refusal: 'promo_used_up' };
  if (code.maxUsesPerEmail !== null && usesByBuyer >= code.maxUsesPerEmail) {
    return { ok: false, refusal: 'promo_limit_reached' };
  }
  const eligible = lines.map((line) => (inScope(code, line) ? line.amountKopecks : 0));
  const eligibleTotal = eligible.reduce((a, b) => a + b, 0);
  if (eligibleTotal === 0) return { ok: false, refusal: 'promo_not_applicable' };
  const subtotal = lines.reduce((sum, line) => sum + line.amountKopecks, 0);
  if (subtotal < code.minOrderKopecks) {
    return { ok: false, refusal: 'promo_min_order', minOrderKopecks: code.minOrderKopecks };
  }
  const discountKopecks =
    code.percentOff !== null
      ? Math.round((eligibleTotal * code.percentOff) / 100)
      : Math.min(code.amountOffKopecks ?? 0, eligibleTotal);
  return { ok: true, discountKopecks, shares: spread(discountKopecks, eligible) };
}
