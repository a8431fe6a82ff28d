// Reads the PostgreSQL error behind a failed query, whichever driver raised it: Drizzle wraps
// driver errors (DrizzleQueryError) and keeps the original as `cause`.
import { expect } from 'vitest';

export type PgErrorInfo = { code?: string; constraint?: string; message: string };

export function pgError(error: unknown): PgErrorInfo | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const { code, constraint } = current as Error & { code?: unknown; constraint?: unknown };
    if (typeof code === 'string') {
      return {
        code,
        constraint: typeof constraint === 'string' ? constraint : undefined,
        message: current.message,
      };
    }
    current = current.cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const CHECK_VIOLATION = '23514';
export const RESTRICT_VIOLATION = '23001';

/** Asserts the promise fails with this SQLSTATE (and constraint, when given). */
export async function expectDbError(
  work: Promise<unknown>,
  expected: { code: string; constraint?: string | RegExp },
): Promise<PgErrorInfo> {
  const error = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error, 'the database accepted what it should refuse').toBeDefined();
  const info = pgError(error);
  expect(info, `not a database error: ${String(error)}`).toBeDefined();
  expect(info?.code).toBe(expected.code);
  if (expected.constraint !== undefined)
    expect(info?.constraint ?? info?.message).toMatch(expected.constraint);
  return info as PgErrorInfo;
}
