import { describe, expect, it } from 'vitest';
import { ZImageRef } from './api-shapes';

describe('ZImageRef', () => {
  it('reads a URL or an {url, caption} object into one shape', () => {
    expect(ZImageRef.parse('/media/a.svg')).toEqual({ url: '/media/a.svg', caption: null });
    expect(ZImageRef.parse({ url: '/media/b.svg', caption: 'B' })).toEqual({
      url: '/media/b.svg',
      caption: 'B',
    });
    expect(ZImageRef.parse(null)).toBeNull();
    expect(ZImageRef.safeParse(42).success).toBe(false);
  });
});
