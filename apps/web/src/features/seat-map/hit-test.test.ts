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
