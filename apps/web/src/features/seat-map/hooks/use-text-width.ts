'use client';
// Measures texts in the page's own font (a canvas's measureText, no layout), as widths in em, so the section names
// are placed where they really fit (section-labels.ts); an estimate where there is no canvas.
import { useMemo } from 'react';
import { estimateWidthEm, type WidthEm } from '../section-labels';

/** Measured at this size, then divided: a round number keeps the rounding of glyph widths small. */
const MEASURE_PX = 100;

export function useTextWidthEm(fontWeight: number): WidthEm {
  return useMemo<WidthEm>(() => {
    const context =
      typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    if (!context) return estimateWidthEm;
    context.font = `${fontWeight} ${MEASURE_PX}px ${getComputedStyle(document.body).fontFamily}`;
    const widths = new Map<string, number>();
    return (text) => {
      let width = widths.get(text);
      if (width === undefined) {
        width = context.measureText(text).width / MEASURE_PX;
        widths.set(text, width);
      }
      return width;
    };
  }, [fontWeight]);
}
