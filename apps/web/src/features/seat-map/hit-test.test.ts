import type { TPlaceZone } from '@afisha/contracts';
import { describe, expect, it } from 'vitest';
import { seatNear, zoneAt } from './hit-test';
import { planFixture } from './plan-fixture';
import { buildMapModel } from './seat-map-model';

const model = buildMapModel(planFixture);

describe('what a tap landed on', () => {
  it('finds the nearest seat within reach, and nothing beyond it', () => {
    expect(seatNear(model, 101, 201, 12)?.id).toBe(1000);
    expect(seatNear(model, 112, 200, 20)?.id).toBe(1000);
    expect(seatNear(model, 114, 201, 20)?.id).toBe(1001);
    expect(seatNear(model, 185, 200, 12)).toBeNull();
  });

  it('finds the zone under the point, rectangle or polygon', () => {
    expect(zoneAt(model.zones, 400, 250)?.id).toBe(31);
    expect(zoneAt(model.zones, 359, 250)).toBeNull();
    const triangle = {
      ...planFixture.zones[0],
      id: 32,
      shape: {
        kind: 'polygon' as const,
        points: [
          [0, 0],
          [100, 0],
          [50, 80],
        ] as [number, number][],
      },
    };
    if (!triangle.name) throw new Error('fixture has a zone');
    const zones = [triangle as (typeof model.zones)[number]];
    expect(zoneAt(zones, 50, 10)?.id).toBe(32);
    expect(zoneAt(zones, 5, 70)).toBeNull();
  });
});

describe('zoneAt: ellipses and turned zones', () => {
  const zone = (id: number, shape: TPlaceZone['shape']): TPlaceZone => ({
    id,
    name: '',
    category: 1,
    capacity: 1,
    shape,
  });

  it('finds a point inside an ellipse, not in its box’s corners', () => {
    const zones = [zone(1, { kind: 'ellipse', x: 0, y: 0, width: 200, height: 100 })];
    expect(zoneAt(zones, 100, 50)?.id).toBe(1);
    expect(zoneAt(zones, 195, 50)?.id).toBe(1);
    expect(zoneAt(zones, 10, 10)).toBeNull();
  });

  it('turns a point back into a turned rectangle’s or ellipse’s own frame', () => {
    // 200 × 20 turned a quarter about (100, 10): now 20 wide and 200 high.
    const zones = [zone(2, { kind: 'rect', x: 0, y: 0, width: 200, height: 20, rotation: 90 })];
    expect(zoneAt(zones, 100, 95)?.id).toBe(2);
    expect(zoneAt(zones, 180, 10)).toBeNull();
    const ellipse = [zone(3, { kind: 'ellipse', x: 0, y: 0, width: 200, height: 20, rotation: 90 })];
    expect(zoneAt(ellipse, 100, 90)?.id).toBe(3);
    expect(zoneAt(ellipse, 190, 10)).toBeNull();
  });
});
