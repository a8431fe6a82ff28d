import { describe, expect, it } from 'vitest';
import { posterOf } from './poster';

describe('posterOf', () => {
  it('prefers the rendered poster, then the original, then the card image', () => {
    expect(posterOf({ images: { poster: '/p.svg', original: '/o.svg' }, original_image: '/c.svg' })).toBe(
      '/p.svg',
    );
    expect(posterOf({ images: { poster: null, original: '/o.svg' } })).toBe('/o.svg');
    expect(posterOf({ images: null, original_image: '/c.svg' })).toBe('/c.svg');
    expect(posterOf({})).toBeNull();
  });
});
