import { describe, expect, it } from 'vitest';
import { fromPlan } from './editor-document.ts';
import { walkBeside, walkInto, walkOut } from './keyboard-walk.ts';
import { SAMPLE } from './plan.fixture.ts';

const document = fromPlan(SAMPLE);
const ids = (selection: ReadonlySet<string>) => [...selection];
const [firstSection, secondSection] = document.sections;
const firstRow = firstSection?.rows[0];

describe('walking the plan by keyboard', () => {
  it('starts at the first section and walks the top level, wrapping round', () => {
    const start = walkBeside(document, new Set(), 1);
    expect(ids(start)).toEqual([firstSection?.id]);
    expect(ids(walkBeside(document, start, 1))).toEqual([secondSection?.id ?? document.zones[0]?.id]);
    expect(ids(walkBeside(document, start, -1))).toEqual([
      document.shapes.at(-1)?.id ?? document.zones.at(-1)?.id ?? document.sections.at(-1)?.id,
    ]);
  });

  it('goes into a section’s rows and a row’s seats, and back out', () => {
    const section = new Set([firstSection?.id as `section:${number}`]);
    const row = walkInto(document, section);
    expect(ids(row)).toEqual([firstRow?.id]);
    const seat = walkInto(document, row);
    expect(ids(seat)).toEqual([firstRow?.seats[0]?.id]);
    expect(ids(walkBeside(document, seat, 1))).toEqual([firstRow?.seats[1]?.id]);
    expect(ids(walkBeside(document, seat, -1))).toEqual([firstRow?.seats.at(-1)?.id]);
    expect(ids(walkOut(document, seat))).toEqual([firstRow?.id]);
    expect(ids(walkOut(document, row))).toEqual([firstSection?.id]);
    expect(ids(walkOut(document, section))).toEqual([]);
  });

  it('stays on a seat asked to go further in', () => {
    const seat = new Set([firstRow?.seats[0]?.id as `seat:${number}`]);
    expect(walkInto(document, seat)).toBe(seat);
  });
});
