import { describe, expect, it } from 'vitest';
import { optionsState } from './options-state';

describe('what a group of choices shows', () => {
  it('its choices once it has any (a refetch that fails later keeps them)', () => {
    expect(optionsState(3, { isPending: false, isError: false })).toBe('list');
    expect(optionsState(3, { isPending: false, isError: true })).toBe('list');
  });

  it('"loading" while the first read is on the way, not a bare heading', () => {
    expect(optionsState(0, { isPending: true, isError: false })).toBe('loading');
  });

  it('the failure (with a retry) when the read failed', () => {
    expect(optionsState(0, { isPending: false, isError: true })).toBe('failed');
  });

  it('its empty text when the list has no records (or no query is given)', () => {
    expect(optionsState(0, { isPending: false, isError: false })).toBe('empty');
    expect(optionsState(0, undefined)).toBe('empty');
  });
});
