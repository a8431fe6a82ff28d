import { describe, expect, it } from 'vitest';
import { isUnsafeText, NAMED_DEPTH, REPORTED_PATHS, unsafeTextPaths } from './unsafe-text.ts';

describe('isUnsafeText', () => {
  it('refuses NUL and lone surrogates', () => {
    for (const text of ['\u0000', 'a\u0000b', '\ud800', 'a\ud83cb', '\udc00', 'x\udfffy', '\ud83c\ud83c']) {
      expect(isUnsafeText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('lets through text with pairs, other control characters and any script', () => {
    for (const text of ['', 'Чайка', '🎭 Théâtre', 'line\nbreak\ttab', '\u0001', '\uffff', '\ud83c\udfad']) {
      expect(isUnsafeText(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe('unsafeTextPaths', () => {
  it('names values by dotted path and bad keys by their object', () => {
    const body = {
      name: 'ok',
      note: 'a\u0000',
      items: [{ seat: 1 }, { seat: '\ud800' }],
      nested: { 'bad\u0000key': 1, deeper: { 'ok key': '\udc00' } },
    };
    expect(unsafeTextPaths(body)).toEqual(['note', 'items.1.seat', 'nested', 'nested.deeper.ok key']);
    expect(unsafeTextPaths('a\u0000')).toEqual(['']);
    expect(unsafeTextPaths({ '\u0000': 1 })).toEqual(['']);
    expect(unsafeTextPaths(null)).toEqual([]);
    expect(unsafeTextPaths(42)).toEqual([]);
  });

  it('walks a body nested far beyond the call stack without recursion, naming its ancestor at NAMED_DEPTH', () => {
    const depth = 200_000;
    const deep = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`);
    expect(unsafeTextPaths(deep)).toEqual([Array.from({ length: NAMED_DEPTH }, () => '0').join('.')]);
  });

  it('stops at REPORTED_PATHS paths', () => {
    const many = { items: Array.from({ length: 100_000 }, () => '\u0000') };
    const paths = unsafeTextPaths(many);
    expect(paths).toHaveLength(REPORTED_PATHS);
    expect(paths[0]).toBe('items.0');
  });
});
