import { describe, expect, it } from 'vitest';
import { codeRefusalText } from './code-refusal';

const failure = (status: number, body: unknown) => ({
  ok: false as const,
  reason: 'status' as const,
  status,
  body,
});

describe('codeRefusalText', () => {
  it("shows the API's sentence for the code field", () => {
    expect(
      codeRefusalText(
        failure(400, { code: ['Срок действия промокода истёк.'], codes: { code: ['promo_expired'] } }),
      ),
    ).toBe('Срок действия промокода истёк.');
  });

  it('shows the detail of a whole-request refusal (too many tries)', () => {
    expect(
      codeRefusalText(failure(429, { code: 'throttled', detail: 'Too many requests. Try again in 60 s.' })),
    ).toBe('Too many requests. Try again in 60 s.');
  });

  it('answers null when the answer explains nothing', () => {
    expect(codeRefusalText(failure(502, undefined))).toBeNull();
    expect(codeRefusalText(failure(400, { name: ['x'] }))).toBeNull();
    expect(codeRefusalText({ ok: false, reason: 'unreachable' })).toBeNull();
  });
});
