import { describe, expect, it } from 'vitest';
import { manualClock } from '../../test/helpers/test-app.ts';
import { createChangeBus } from './change-bus/change-bus.ts';
import { createTtlCache } from './ttl-cache.ts';

function counter() {
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      return calls;
    },
    get calls() {
      return calls;
    },
  };
}

describe('createTtlCache', () => {
  it('keeps an answer for its lifetime, then loads again', async () => {
    const clock = manualClock();
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10, clock });
    const source = counter();
    expect(await cache.get('a', source.load)).toBe(1);
    clock.advance(999);
    expect(await cache.get('a', source.load)).toBe(1);
    clock.advance(1);
    expect(await cache.get('a', source.load)).toBe(2);
    expect(await cache.get('b', source.load)).toBe(3);
  });

  it('shares one pending load between concurrent callers', async () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10, clock: manualClock() });
    const source = counter();
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get('a', source.load)));
    expect(new Set(answers)).toEqual(new Set([1]));
    expect(source.calls).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10, clock: manualClock() });
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 7)).toBe(7);
  });

  it('drops the oldest entry past its bound', async () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 2, clock: manualClock() });
    const source = counter();
    await cache.get('a', source.load);
    await cache.get('b', source.load);
    await cache.get('c', source.load);
    expect(await cache.get('b', source.load)).toBe(2);
    expect(await cache.get('a', source.load)).toBe(4);
  });

  it('drops the least recently used entry, not the first stored, and stays within its bound', async () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 2, clock: manualClock() });
    const source = counter();
    await cache.get('a', source.load);
    await cache.get('b', source.load);
    await cache.get('a', source.load); // a hit: «a» is now the most recent
    await cache.get('c', source.load); // evicts «b»
    expect(cache.size).toBe(2);
    expect(await cache.get('a', source.load)).toBe(1);
    expect(await cache.get('b', source.load)).toBe(4);
    expect(cache.size).toBe(2);
  });

  it('loads every time with a lifetime of 0', async () => {
    const cache = createTtlCache<number>({ ttlMs: 0, maxEntries: 10, clock: manualClock() });
    const source = counter();
    await cache.get('a', source.load);
    expect(await cache.get('a', source.load)).toBe(2);
  });

  it('is emptied by a change notice of its topics, and only of those', async () => {
    const changes = createChangeBus({ log: { warn: () => {} } });
    const cache = createTtlCache<number>({
      ttlMs: 60_000,
      maxEntries: 10,
      clock: manualClock(),
      dropOn: { changes, topics: ['prices'] },
    });
    const source = counter();
    expect(await cache.get('a', source.load)).toBe(1);
    await changes.publish({ topic: 'reviews' });
    expect(await cache.get('a', source.load)).toBe(1);
    await changes.publish({ topic: 'prices', id: 7 });
    expect(cache.size).toBe(0);
    expect(await cache.get('a', source.load)).toBe(2);
  });
});
