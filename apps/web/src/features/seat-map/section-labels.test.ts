import { describe, expect, it } from 'vitest';
import { PITCH, planFixture } from './plan-fixture';
import { type Box, buildMapModel } from './seat-map-model';
import { estimateWidthEm, type PlacedLabel, placeSectionLabels, textBox } from './section-labels';

const model = buildMapModel(planFixture);

const boxOf = (mark: PlacedLabel) =>
  textBox(mark.x, mark.y, estimateWidthEm(mark.text) * mark.fontSize, mark.fontSize);

const meets = (a: Box, b: Box) => a.minX < b.maxX && a.maxX > b.minX && a.minY < b.maxY && a.maxY > b.minY;

/** Every placed name clear of every seat as drawn (a chosen seat is drawn 1.1 times larger), and of each other. */
function expectClear(marks: PlacedLabel[]) {
  const r = model.seatRadius * 1.1;
  for (const mark of marks) {
    const box = boxOf(mark);
    for (const seat of model.seats) {
      const seatBox = { minX: seat.x - r, maxX: seat.x + r, minY: seat.y - r, maxY: seat.y + r };
      expect(meets(box, seatBox), `${mark.text} over seat ${seat.id}`).toBe(false);
    }
    for (const other of marks) {
      if (other !== mark) expect(meets(box, boxOf(other))).toBe(false);
    }
  }
}

describe('where the section names go', () => {
  it('writes each name in front of its section when there is room, covering no seat', () => {
    const size = PITCH * 0.7;
    const marks = placeSectionLabels(model, size);
    expect(marks.map((mark) => mark.text)).toEqual(['Партер', 'Балкон']);
    const parterre = marks[0] as PlacedLabel;
    expect(parterre.fontSize).toBe(size);
    expect(parterre.y).toBeLessThan(200);
    expect(parterre.x).toBe(model.sectionLabels[0]?.x);
    expectClear(marks);
  });

  it('moves a name behind its section when, zoomed out, it would cover the stage in front', () => {
    const size = 60;
    const marks = placeSectionLabels(model, size);
    const parterre = marks.find((mark) => mark.text === 'Партер');
    // The parterre's last row is at y 265 and below (with its sag): the name goes under it.
    expect(parterre?.y).toBeGreaterThan(265);
    expectClear(marks);
  });

  it('leaves out a name that fits nowhere, rather than writing it over seats', () => {
    expect(placeSectionLabels(model, 400)).toEqual([]);
  });

  it('uses the widths it is given: a narrow measured text fits at full size where the estimate must shrink', () => {
    const narrow = () => 0.5;
    const size = 60;
    const estimated = placeSectionLabels(model, size).find((mark) => mark.text === 'Балкон');
    const measured = placeSectionLabels(model, size, narrow).find((mark) => mark.text === 'Балкон');
    // At full size only the narrow measured text finds room; the estimate has to shrink the name.
    expect(measured?.fontSize).toBe(size);
    expect(estimated?.fontSize).toBeLessThan(size);
  });
});
