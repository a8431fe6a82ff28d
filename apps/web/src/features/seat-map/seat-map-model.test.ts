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

describe('buildMapModel: the plan’s own shapes, turned zones and flags (issue 31)', () => {
  const drawn = buildMapModel({
    ...planFixture,
    sections: planFixture.sections.map((section, s) =>
      s === 0
        ? {
            ...section,
            rows: section.rows.map((row, r) =>
              r === 0
                ? {
                    ...row,
                    seats: row.seats.map((tuple, i) =>
                      i === 0
                        ? ([
                            tuple[0],
                            tuple[1],
                            tuple[2],
                            tuple[3],
                            tuple[4],
                            ['wheelchair', 'no_back'],
                          ] as typeof tuple)
                        : tuple,
                    ),
                  }
                : row,
            ),
          }
        : section,
    ),
    zones: [
      {
        id: 41,
        name: 'Ложа',
        category: planFixture.categories[0]!.id,
        capacity: 10,
        shape: { kind: 'ellipse', x: 1000, y: 100, width: 200, height: 100, rotation: 90 },
      },
      {
        id: 42,
        name: 'Фан-зона',
        category: planFixture.categories[0]!.id,
        capacity: 10,
        shape: {
          kind: 'polygon',
          points: [
            [-300, 0],
            [-200, 50],
            [-300, 100],
          ],
        },
      },
    ],
    shapes: [
      { kind: 'stage', label: 'Сцена', x: 100, y: -200, width: 200, height: 40, rotation: 90 },
      {
        kind: 'line',
        x: 0,
        y: 0,
        width: 0,
        height: 0,
        points: [
          [0, 2000],
          [50, 2000],
        ],
      },
    ],
  });

  it('keeps each seat’s flags (none on most) and lists the flagged seats', () => {
    const first = drawn.seats.find((seat) => seat.flags.length > 0);
    expect(first?.flags).toEqual(['wheelchair', 'no_back']);
    expect(drawn.flagged).toEqual([first]);
    expect(drawn.seats.filter((seat) => seat.flags.length === 0)).toHaveLength(drawn.seats.length - 1);
  });

  it('takes the plan’s stage as drawn (turned, named) instead of placing one', () => {
    expect(drawn.stage).toEqual({ x: 100, y: -200, width: 200, height: 40, rotation: 90, label: 'Сцена' });
    expect(drawn.shapes.map((shape) => shape.kind)).toEqual(['line']);
  });

  it('fits turned boxes, ellipses, polygons and lines in the bounds by their turned extent', () => {
    // The stage turned a quarter: 40 wide and 200 high about its middle (200, -180): from y -280.
    expect(drawn.bounds.minY).toBeLessThanOrEqual(-280);
    // The ellipse turned a quarter: 100 wide about x 1100, so to 1150 (not 1200).
    expect(drawn.bounds.maxX).toBeGreaterThanOrEqual(1150);
    expect(drawn.bounds.maxX).toBeLessThan(1200 + drawn.pitch * 2);
    expect(drawn.bounds.minX).toBeLessThanOrEqual(-300);
    expect(drawn.bounds.maxY).toBeGreaterThanOrEqual(2000);
    expect(zoneCentre(drawn.zones[0]!)).toEqual({ x: 1100, y: 150 });
  });
});
