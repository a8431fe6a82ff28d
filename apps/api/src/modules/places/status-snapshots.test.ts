// The in-process half of the status snapshots (the Redis half, with two app instances, is in
// test/modules/places-status-snapshots.test.ts): one computation a period however many ask, a failed computation
// kept by nobody, a period of 0 computing every time.
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../../test/helpers/test-app.ts';
import { createSnapshotStore } from './status-snapshots.ts';

function counter() {
  let calls = 0;
  return {
    compute: async () => {
      calls += 1;
      return calls;
    },
    get calls() {
      return calls;
    },
  };
}

describe('createSnapshotStore in process memory', () => {
  it('computes once a period for all who ask, concurrent or not, per key', async () => {
    const clock = manualClock();
    const store = createSnapshotStore<number>({ periodMs: 1000, clock, name: 'test' });
    const source = counter();
    expect(await Promise.all([1, 2, 3].map(() => store.get('7', source.compute)))).toEqual([1, 1, 1]);
    clock.advance(999);
    expect(await store.get('7', source.compute)).toBe(1);
    clock.advance(1);
    expect(await store.get('7', source.compute)).toBe(2);
    expect(await store.get('8', source.compute)).toBe(3);
  });

  it('keeps no failed computation: the next request computes again', async () => {
    const store = createSnapshotStore<number>({ periodMs: 1000, clock: manualClock(), name: 'test' });
    await expect(store.get('7', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await store.get('7', async () => 5)).toBe(5);
  });

  it('computes for every request with a period of 0', async () => {
    const store = createSnapshotStore<number>({ periodMs: 0, clock: manualClock(), name: 'test' });
    const source = counter();
    await Promise.all([1, 2, 3].map(() => store.get('7', source.compute)));
    expect(source.calls).toBe(3);
  });
});
