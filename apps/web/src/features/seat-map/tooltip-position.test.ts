import { describe, expect, it } from 'vitest';
import { tooltipPosition } from './tooltip-position';

const box = { width: 800, height: 500 };
const tip = { width: 200, height: 30 };

describe('where a seat’s tooltip goes', () => {
  it('centres it over the seat when there is room', () => {
    expect(tooltipPosition({ x: 400, y: 200, radius: 10 }, tip, box)).toEqual({ left: 300, top: 152 });
  });

  it('keeps it inside the box for a seat at the left or right edge', () => {
    const left = tooltipPosition({ x: 12, y: 200, radius: 10 }, tip, box);
    expect(left.left).toBe(4);
    const right = tooltipPosition({ x: 795, y: 200, radius: 10 }, tip, box);
    expect(right.left + tip.width).toBe(796);
  });

  it('puts it under a seat at the top of the box', () => {
    const { top } = tooltipPosition({ x: 400, y: 20, radius: 10 }, tip, box);
    expect(top).toBe(38);
  });

  it('starts at the left edge when the tooltip is wider than the box', () => {
    expect(
      tooltipPosition({ x: 100, y: 200, radius: 10 }, { width: 400, height: 30 }, { width: 300, height: 300 })
        .left,
    ).toBe(4);
  });
});
