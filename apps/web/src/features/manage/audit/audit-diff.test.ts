import { describe, expect, it } from 'vitest';
import { auditDiff, showValue } from './audit-diff';

describe('audit before/after', () => {
  it('lists only the changed fields, nested ones by dotted path', () => {
    const before = { version: 1, name: { ru: 'Гроза', en: '' }, age: 12, genres: [1, 2] };
    const after = { version: 2, name: { ru: 'Гроза', en: 'The Storm' }, age: 12, genres: [1, 3] };
    expect(auditDiff(before, after)).toEqual([
      { path: 'genres', before: [1, 2], after: [1, 3] },
      { path: 'name.en', before: '', after: 'The Storm' },
      { path: 'version', before: 1, after: 2 },
    ]);
  });

  it('shows a creation and an archiving field by field', () => {
    expect(auditDiff(null, { name: 'x' })).toEqual([{ path: 'name', before: undefined, after: 'x' }]);
    expect(auditDiff({ name: 'x' }, null)).toEqual([{ path: 'name', before: 'x', after: undefined }]);
    expect(auditDiff({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it('shows values readably', () => {
    expect(showValue(null)).toBe('—');
    expect(showValue('text')).toBe('text');
    expect(showValue([1, 2])).toBe('[1,2]');
  });
});
