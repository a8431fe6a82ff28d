import { describe, expect, it } from 'vitest';
import { revealScrollLeft } from './nav-scroll';

// A 720 px row holding 1100 px of sections (the back office at 768 px).
const row = (scrollLeft: number) => ({ scrollLeft, clientWidth: 720, scrollWidth: 1100 });

describe('revealScrollLeft', () => {
  it('leaves the row alone when the item is already wholly in view', () => {
    expect(revealScrollLeft(row(0), { offsetLeft: 100, offsetWidth: 120 })).toBe(0);
    expect(revealScrollLeft(row(200), { offsetLeft: 300, offsetWidth: 120 })).toBe(200);
  });

  it('scrolls forward just enough to show an item clipped at the right edge (Genres and tags at 768 px)', () => {
    // 650..850 sticks out of 0..720: end 850 + 16 margin − 720.
    expect(revealScrollLeft(row(0), { offsetLeft: 650, offsetWidth: 200 })).toBe(146);
  });

  it('scrolls back to an item hidden on the left', () => {
    expect(revealScrollLeft(row(300), { offsetLeft: 100, offsetWidth: 80 })).toBe(84);
  });

  it('never scrolls past either end', () => {
    expect(revealScrollLeft(row(0), { offsetLeft: 950, offsetWidth: 150 })).toBe(380);
    expect(revealScrollLeft(row(300), { offsetLeft: 4, offsetWidth: 80 })).toBe(0);
  });

  it('shows the start of an item wider than the row', () => {
    expect(revealScrollLeft(row(0), { offsetLeft: 200, offsetWidth: 900 })).toBe(184);
  });
});
