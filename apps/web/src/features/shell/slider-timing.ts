// The footer banner slider's constants (SPEC.md section 9) and its one piece of arithmetic.
export const BANNER_AUTOPLAY_MS = 3000;
export const BANNER_TRANSITION_MS = 1500;
export const BANNER_WIDTH = 277;
export const BANNER_HEIGHT = 342;

/** The slide after `index` when moving by `step`, wrapping at both ends. */
export function wrapSlide(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
