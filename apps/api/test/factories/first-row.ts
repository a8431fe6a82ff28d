// The row an INSERT … RETURNING of one row gave back; factories fail loudly rather than go on
// with undefined.
export function firstRow<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('insert returned nothing');
  return row;
}
