import { describe, expect, it } from 'vitest';
import { containsPattern, foldForSearch } from './text-search.ts';

describe('text search helpers', () => {
  it('folds case and ё', () => {
    expect(foldForSearch('ЁЛКА Ёж ещё')).toBe('елка еж еще');
  });

  it('takes LIKE wildcards and the escape character literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
