// The one row an INSERT ... RETURNING of a single row gives back, or a clear failure.
export function first<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('insert returned nothing');
  return row;
}
