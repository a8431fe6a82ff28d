import { describe, expect, it } from 'vitest';
import { checkRevalidateRequest } from './revalidate-request';

describe('checkRevalidateRequest', () => {
  it('accepts the right secret and a known tag', () => {
    expect(checkRevalidateRequest({ secret: 's3cret', provided: 's3cret', tag: 'catalogue' })).toEqual({
      ok: true,
      tag: 'catalogue',
    });
  });

  it('does not exist without a configured secret', () => {
    expect(checkRevalidateRequest({ secret: undefined, provided: 'x', tag: 'catalogue' })).toEqual({
      ok: false,
      status: 404,
    });
  });

  it('refuses a wrong or missing secret before looking at the tag', () => {
    for (const provided of [null, '', 's3cre', 's3cret ', 'x'.repeat(10_000)]) {
      expect(checkRevalidateRequest({ secret: 's3cret', provided, tag: 'catalogue' })).toEqual({
        ok: false,
        status: 401,
      });
    }
  });

  it('refuses an unknown tag', () => {
    for (const tag of [null, '', 'everything', "catalogue'--"]) {
      expect(checkRevalidateRequest({ secret: 's3cret', provided: 's3cret', tag })).toEqual({
        ok: false,
        status: 400,
      });
    }
  });
});
