import { describe, expect, it } from 'vitest';
import { type PricedLine, type PromoCode, spread, valuePromo } from './promo-rules.ts';

const NOW = new Date('2030-01-15T12:00:00Z');
const code = (over: Partial<PromoCode> = {}): PromoCode => ({
  id: 1,
  code: 'SPRING',
  percentOff: 10,
  amountOffKopecks: null,
  validFrom: null,
  validTo: null,
  maxUses: null,
  maxUsesPerEmail: null,
  usedCount: 0,
  venueId: null,
  performanceId: null,
  eventId: null,
  minOrderKopecks: 0,
  isActive: true,
  ...over,
});
const line = (amountKopecks: number, over: Partial<PricedLine> = {}): PricedLine => ({
  eventId: 1,
  performanceId: 10,
  venueId: 100,
  amountKopecks,
  ...over,
});

describe('spread', () => {
  it('splits in proportion and gives the rounding kopecks to the largest remainders, then the first lines', () => {
    expect(spread(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spread(1000, [300_000, 100_000])).toEqual([750, 250]);
    expect(spread(5, [0, 10, 0])).toEqual([0, 5, 0]);
    expect(spread(0, [1, 2])).toEqual([0, 0]);
  });

  it('always adds up to the total and never gives a line more than its weight', () => {
    for (let n = 1; n < 40; n += 1) {
      const weights = Array.from({ length: n % 7 || 1 }, (_, i) => 1_000 + i * 337 * n);
      const total = Math.floor(weights.reduce((a, b) => a + b, 0) / 3);
      const shares = spread(total, weights);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      shares.forEach((share, i) => {
        expect(share).toBeLessThanOrEqual(weights[i] ?? 0);
      });
    }
  });
});

describe('valuePromo', () => {
  it('takes a percentage of the lines, rounded to the kopeck, spread over them', () => {
    expect(valuePromo(code({ percentOff: 15 }), [line(350_000), line(120_050)], 0, NOW)).toEqual({
      ok: true,
      discountKopecks: 70_508,
      shares: [52_500, 18_008],
    });
  });

  it('takes a fixed sum, never more than the lines cost', () => {
    const fixed = code({ percentOff: null, amountOffKopecks: 50_000 });
    expect(valuePromo(fixed, [line(30_000), line(10_000)], 0, NOW)).toMatchObject({
      ok: true,
      discountKopecks: 40_000,
      shares: [30_000, 10_000],
    });
    expect(valuePromo(fixed, [line(300_000)], 0, NOW)).toMatchObject({ discountKopecks: 50_000 });
  });

  it('applies only to the lines of its scope', () => {
    const forEvent = code({ percentOff: 50, eventId: 2 });
    expect(valuePromo(forEvent, [line(10_000), line(20_000, { eventId: 2 })], 0, NOW)).toMatchObject({
      discountKopecks: 10_000,
      shares: [0, 10_000],
    });
    expect(valuePromo(code({ venueId: 7 }), [line(10_000)], 0, NOW)).toEqual({
      ok: false,
      refusal: 'promo_not_applicable',
    });
    expect(valuePromo(code({ performanceId: 10 }), [line(10_000)], 0, NOW)).toMatchObject({ ok: true });
  });

  it('says why a code cannot be used', () => {
    const lines = [line(10_000)];
    const refusal = (promo: PromoCode | null, uses = 0) => {
      const value = valuePromo(promo, lines, uses, NOW);
      return value.ok ? null : value.refusal;
    };
    expect(refusal(null)).toBe('promo_unknown');
    expect(refusal(code({ isActive: false }))).toBe('promo_unknown');
    expect(refusal(code({ validFrom: new Date('2030-02-01T00:00:00Z') }))).toBe('promo_not_started');
    expect(refusal(code({ validTo: NOW }))).toBe('promo_expired');
    expect(refusal(code({ maxUses: 3, usedCount: 3 }))).toBe('promo_used_up');
    expect(refusal(code({ maxUsesPerEmail: 1 }), 1)).toBe('promo_limit_reached');
    expect(refusal(code({ minOrderKopecks: 10_001 }))).toBe('promo_min_order');
    expect(
      refusal(code({ maxUses: 3, usedCount: 2, maxUsesPerEmail: 2, minOrderKopecks: 10_000 }), 1),
    ).toBeNull();
  });
});
