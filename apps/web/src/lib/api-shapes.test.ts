import { describe, expect, it } from 'vitest';
import { ZImageRef, ZNamedRef } from './api-shapes';

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

describe('ZNamedRef', () => {
  it('takes the name, else the title, else the slug', () => {
    expect(ZNamedRef.parse({ slug: 'opera', name: 'Опера' })).toEqual({ slug: 'opera', name: 'Опера' });
    expect(ZNamedRef.parse({ slug: 'x', title: 'Икс' })).toEqual({ slug: 'x', name: 'Икс' });
    expect(ZNamedRef.parse({ slug: 'y' })).toEqual({ slug: 'y', name: 'y' });
  });
});
