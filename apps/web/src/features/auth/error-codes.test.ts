import { describe, expect, it } from 'vitest';
import { errorCodes } from './error-codes';

describe('errorCodes', () => {
  it('reads the code of a whole-request error and the codes of every field', () => {
    expect(errorCodes({ detail: 'Too many attempts.', code: 'throttled' })).toEqual(['throttled']);
    expect(
      errorCodes({
        non_field_errors: ['Not confirmed.'],
        codes: { non_field_errors: ['email_not_verified'], password: ['password_too_common'] },
      }),
    ).toEqual(['email_not_verified', 'password_too_common']);
  });

  it('finds nothing in bodies that are not error bodies', () => {
    for (const body of [
      undefined,
      null,
      'Bad gateway',
      [],
      {},
      { codes: 'x' },
      { codes: { a: [1, null] } },
    ]) {
      expect(errorCodes(body)).toEqual([]);
    }
  });
});
