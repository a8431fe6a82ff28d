import { describe, expect, it } from 'vitest';
import {
  BANNER_AUTOPLAY_MS,
  BANNER_HEIGHT,
  BANNER_TRANSITION_MS,
  BANNER_WIDTH,
  wrapSlide,
} from './slider-timing';

describe('footer banner slider', () => {
  it('uses the timings and size of the specification', () => {
    expect([BANNER_AUTOPLAY_MS, BANNER_TRANSITION_MS, BANNER_WIDTH, BANNER_HEIGHT]).toEqual([
      3000, 1500, 277, 342,
    ]);
  });

  it('wraps around at both ends', () => {
    expect(wrapSlide(2, 1, 3)).toBe(0);
    expect(wrapSlide(0, -1, 3)).toBe(2);
    expect(wrapSlide(1, 1, 3)).toBe(2);
    expect(wrapSlide(0, 1, 0)).toBe(0);
  });
});
