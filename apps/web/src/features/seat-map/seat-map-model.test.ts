import { describe, expect, it } from 'vitest';
import { PITCH, planFixture } from './plan-fixture';
import { buildMapModel, zoneCentre } from './seat-map-model';

describe('buildMapModel', () => {
  const model = buildMapModel(planFixture);

  it('knows every seat with its section, row, number, price and colour', () => {
    expect(model.seats).toHaveLength(21);
    expect(model.byId.get(1012)).toMatchObject({
      section: 'Партер',
      row: '2',
      number: '3',
      price: 1999.9,
      color: '#2E7D32',
      sectionIndex: 0,
      rowIndex: 1,
      index: 2,
    });
    expect(model.byId.get(1000)).toMatchObject({ price: 3500, color: '#C62828' });
  });

  it('orders every row left to right, whatever order the answer used', () => {
    expect(model.rows[1]?.[0]).toEqual([2001, 2002, 2003]);
    expect(model.byId.get(2003)?.index).toBe(2);
  });

  it('marks seats of a category the event does not sell as unpriced', () => {
    expect(model.byId.get(2003)?.price).toBeNull();
  });

  it('takes the seat pitch from neighbouring seats (aisles do not count) and sizes seats from it', () => {
    expect(model.pitch).toBeGreaterThan(PITCH - 1);
    expect(model.pitch).toBeLessThan(PITCH + 1);
    expect(model.seatRadius).toBeCloseTo(model.pitch * 0.4, 5);
  });

  it('draws the stage above every seat and zone, centred on them, and fits it all in the bounds', () => {
    const topSeat = Math.min(...model.seats.map((seat) => seat.y));
    expect(model.stage.y + model.stage.height).toBeLessThan(topSeat);
    // The zone's top edge is at y 200 too.
    expect(model.stage.y + model.stage.height).toBeLessThan(200);
    const xs = model.seats.map((seat) => seat.x);
    const middle = (Math.min(...xs, 360) + Math.max(...xs, 510)) / 2;
    expect(model.stage.x + model.stage.width / 2).toBeCloseTo(middle, 5);
    for (const seat of model.seats) {
      expect(seat.x).toBeGreaterThan(model.bounds.minX);
      expect(seat.x).toBeLessThan(model.bounds.maxX);
      expect(seat.y).toBeGreaterThan(model.bounds.minY);
      expect(seat.y).toBeLessThan(model.bounds.maxY);
    }
    expect(model.bounds.minY).toBeLessThan(model.stage.y);
    expect(model.bounds.maxX).toBeGreaterThan(510);
  });

  it('puts row numbers at both ends of each row and section names above their sections', () => {
    const front = model.rowLabels.filter((mark) => mark.key.startsWith('0:0:'));
    expect(front.map((mark) => [mark.text, mark.anchor])).toEqual([
      ['1', 'end'],
      ['1', 'start'],
    ]);
    expect(front[0]?.x).toBeLessThan(100);
    expect(front[1]?.x).toBeGreaterThan(270);
    const parterre = model.sectionLabels.find((mark) => mark.text === 'Партер');
    expect(parterre?.y).toBeLessThan(200);
    expect(model.sectionLabels.map((mark) => mark.text)).toEqual(['Партер', 'Балкон']);
  });

  it('keeps each section’s box and middle seat, for the section buttons', () => {
    expect(model.sectionAreas.map((area) => [area.name, area.box])).toEqual([
      ['Партер', { minX: 100, minY: 200, maxX: 274, maxY: 265 }],
      ['Балкон', { minX: 108, minY: 400, maxX: 160, maxY: 400 }],
    ]);
    expect(model.sectionAreas[1]?.middle).toEqual({ x: 134, y: 400 });
  });

  it('finds the middle of a zone, rectangle or polygon', () => {
    const zone = planFixture.zones[0];
    if (!zone) throw new Error('fixture has a zone');
    expect(zoneCentre(zone)).toEqual({ x: 435, y: 250 });
    expect(
      zoneCentre({
        ...zone,
        shape: {
          kind: 'polygon',
          points: [
            [0, 0],
            [100, 0],
            [50, 80],
          ],
        },
      }),
    ).toEqual({ x: 50, y: 40 });
  });

  it('survives an empty plan', () => {
    const empty = buildMapModel({ ...planFixture, sections: [], zones: [] });
    expect(empty.seats).toEqual([]);
    expect(empty.pitch).toBe(PITCH);
    expect(Number.isFinite(empty.bounds.minX) && Number.isFinite(empty.bounds.maxY)).toBe(true);
  });
});
