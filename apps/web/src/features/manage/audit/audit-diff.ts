// Owns what an audit entry changed: the fields whose value differs between `before` and `after` (nested objects by
// dotted path, arrays and other values compared whole), for the audit's before/after view. Pure.

export type AuditChange = { path: string; before: unknown; after: unknown };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function auditDiff(before: unknown, after: unknown, prefix = ''): AuditChange[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => auditDiff(before[key], after[key], prefix ? `${prefix}.${key}` : key));
  }
  if (isPlainObject(before) && (after === null || after === undefined)) {
    return Object.keys(before)
      .sort()
      .flatMap((key) => auditDiff(before[key], undefined, prefix ? `${prefix}.${key}` : key));
  }
  if (isPlainObject(after) && (before === null || before === undefined)) {
    return Object.keys(after)
      .sort()
      .flatMap((key) => auditDiff(undefined, after[key], prefix ? `${prefix}.${key}` : key));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path: prefix || '—', before, after }];
}

/** A value as the diff shows it: text as it is, nothing as an empty mark, the rest as JSON. */
export function showValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
