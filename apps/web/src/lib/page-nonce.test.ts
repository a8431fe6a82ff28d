import { describe, expect, it } from 'vitest';
import { pageNonce } from './page-nonce';

const documentWith = (script: { nonce: string } | null) => ({
  querySelector: (selector: string) => (selector === 'script[nonce]' ? script : null),
});

describe('pageNonce', () => {
  it("reads the nonce from the element's property (the attribute's value is hidden once parsed)", () => {
    expect(pageNonce(documentWith({ nonce: 'abc' }) as unknown as Document)).toBe('abc');
  });

  it('is empty on a page without nonces (the cached pages)', () => {
    expect(pageNonce(documentWith(null) as unknown as Document)).toBe('');
  });
});
