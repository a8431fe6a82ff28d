import { describe, expect, it } from 'vitest';
import { promoRefusalText } from './promo-refusal';

const failure = (status: number, body: unknown) => ({
  ok: false as const,
  reason: 'status' as const,
  status,
  body,
});

describe('promoRefusalText', () => {
  it("shows the API's sentence for the code field", () => {
    expect(
      promoRefusalText(
        failure(400, { code: ['Срок действия промокода истёк.'], codes: { code: ['promo_expired'] } }),
      ),
    ).toBe('Срок действия промокода истёк.');
  });

  it('shows the detail of a whole-request refusal (too many tries)', () => {
    expect(
      promoRefusalText(failure(429, { code: 'throttled', detail: 'Too many requests. Try again in 60 s.' })),
    ).toBe('Too many requests. Try again in 60 s.');
  });

  it('answers null when the answer explains nothing', () => {
    expect(promoRefusalText(failure(502, undefined))).toBeNull();
    expect(promoRefusalText(failure(400, { name: ['x'] }))).toBeNull();
    expect(promoRefusalText({ ok: false, reason: 'unreachable' })).toBeNull();
  });
});
