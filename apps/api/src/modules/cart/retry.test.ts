import { describe, expect, it } from 'vitest';
import { retryingConflicts, sqlState } from './retry.ts';

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });
// Drizzle wraps driver errors and keeps the original as `cause`.
const wrapped = (code: string) => new Error('Failed query', { cause: pgError(code) });

describe('retryingConflicts', () => {
  it('runs the work again after a deadlock or a serialization failure, also when wrapped', async () => {
    for (const failure of [pgError('40P01'), wrapped('40P01'), wrapped('40001')]) {
      let calls = 0;
      const result = await retryingConflicts(async () => {
        calls += 1;
        if (calls === 1) throw failure;
        return 'held';
      });
      expect(result).toBe('held');
      expect(calls).toBe(2);
    }
  });

  it('gives up after three attempts and lets any other error through at once', async () => {
    let calls = 0;
    await expect(
      retryingConflicts(async () => {
        calls += 1;
        throw wrapped('40P01');
      }),
    ).rejects.toThrow('Failed query');
    expect(calls).toBe(3);
    calls = 0;
    await expect(
      retryingConflicts(async () => {
        calls += 1;
        throw wrapped('23505');
      }),
    ).rejects.toThrow();
    expect(calls).toBe(1);
  });

  it('reads the SQLSTATE of nested errors and nothing of others', () => {
    expect(sqlState(wrapped('40P01'))).toBe('40P01');
    expect(sqlState(new Error('plain'))).toBeUndefined();
    expect(sqlState('text')).toBeUndefined();
  });
});
