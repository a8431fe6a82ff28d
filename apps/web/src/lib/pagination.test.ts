import { describe, expect, it } from 'vitest';
import { firstParam, pageCount, pageOffset, pageQuery, pageWindow, parsePage } from './pagination';

describe('parsePage', () => {
  it('reads a positive page number and treats anything else as the first page', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(['4', '9'])).toBe(4);
    for (const bad of [undefined, '', '0', '-2', '2.5', 'abc', "1' OR 1=1 --", '9'.repeat(10_000)]) {
      expect(parsePage(bad)).toBe(1);
    }
  });
});

describe('page arithmetic', () => {
  it('pages by 12', () => {
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3)).toBe(24);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
  });
});

describe('pageQuery', () => {
  it('keeps the filters, sets the page, and drops it for the first page', () => {
    const filters = { genres: 'opera', weekends: 'true', date_from: undefined, page: '2', ordering: '' };
    expect(pageQuery(filters, 3)).toEqual({ genres: 'opera', weekends: 'true', page: '3' });
    expect(pageQuery(filters, 1)).toEqual({ genres: 'opera', weekends: 'true' });
  });
});

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('marks the gaps of a long list around the current page', () => {
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 18, 19, 20]);
  });
});

describe('firstParam', () => {
  it('takes the first of repeated parameters', () => {
    expect(firstParam(['a', 'b'])).toBe('a');
    expect(firstParam(undefined)).toBeUndefined();
  });
});
