import { describe, expect, it } from 'vitest';
import { normaliseSearchQuery, SEARCH_QUERY_MAX } from './search-query';

describe('normaliseSearchQuery', () => {
  it('trims and collapses spaces', () => {
    expect(normaliseSearchQuery('  Щелкунчик   Большой ')).toBe('Щелкунчик Большой');
    expect(normaliseSearchQuery(['гамлет', 'x'])).toBe('гамлет');
  });

  it('gives an empty query for nothing or blanks, and bounds a huge one', () => {
    expect(normaliseSearchQuery(undefined)).toBe('');
    expect(normaliseSearchQuery(' \t\n ')).toBe('');
    expect(normaliseSearchQuery('я'.repeat(10_000))).toHaveLength(SEARCH_QUERY_MAX);
  });

  it('keeps SQL metacharacters as plain text for the API to match literally', () => {
    expect(normaliseSearchQuery("'; drop table performances; -- %_\\")).toBe(
      "'; drop table performances; -- %_\\",
    );
  });
});
