import { describe, expect, it } from 'vitest';
import { isMissing } from './api-result';

describe('isMissing', () => {
  it('takes 404 and 400 answers for a missing page, and nothing else', () => {
    expect(isMissing({ ok: false, reason: 'status', status: 404 })).toBe(true);
    expect(isMissing({ ok: false, reason: 'status', status: 400 })).toBe(true);
    expect(isMissing({ ok: false, reason: 'status', status: 503 })).toBe(false);
    expect(isMissing({ ok: false, reason: 'unreachable' })).toBe(false);
    expect(isMissing({ ok: true, data: null })).toBe(false);
  });
});
