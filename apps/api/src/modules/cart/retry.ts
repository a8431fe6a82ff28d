// Owns what the cart does with the two PostgreSQL errors that concurrency can raise and a visitor
// must never see: a deadlock (40P01) or a serialization failure (40001) aborts the transaction and
// it is simply run again. The cart's lock order (its cart row, then zone inventories, then seats,
// each in id order) should make deadlocks impossible; the retry is the net under that reasoning.

const RETRYABLE = new Set(['40P01', '40001']);

/** The SQLSTATE of a driver error, also when Drizzle wrapped it (DrizzleQueryError keeps it as `cause`). */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string') return code;
    current = current.cause;
  }
  return undefined;
}

export async function retryingConflicts<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const state = sqlState(error);
      if (attempt >= attempts || state === undefined || !RETRYABLE.has(state)) throw error;
    }
  }
}
