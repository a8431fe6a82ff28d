import { ZFavoriteIds, ZFavoriteState } from '@afisha/contracts';
import { describe, expect, it } from 'vitest';
import { createFavoritesStore, favoriteIdsGuard, favoriteStateGuard } from './favorites-store';

const listed = new Set([1, 2]);

describe('favourites store', () => {
  it('shows the listed state until the visitor changes it, per account', async () => {
    const store = createFavoritesStore();
    expect(store.isFavorite('a', 1, listed)).toBe(true);
    expect(store.isFavorite('a', 3, listed)).toBe(false);
    expect(store.isFavorite('a', 3, undefined)).toBeUndefined();

    const sent: unknown[] = [];
    await store.set('a', 3, true, false, async (performance, isFavorite) => {
      sent.push({ performance, is_favorite: isFavorite });
      return { ok: true, data: { performance, is_favorite: isFavorite } };
    });
    expect(sent).toEqual([{ performance: 3, is_favorite: true }]);
    expect(store.isFavorite('a', 3, listed)).toBe(true);
    // Another account signed in on the same page sees its own list.
    expect(store.isFavorite('b', 3, listed)).toBe(false);
  });

  it('shows the change at once, and puts the old state back when the API refuses', async () => {
    const store = createFavoritesStore();
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const changes: unknown[] = [];
    store.subscribe((change) => changes.push(change));
    const done = store.set('a', 1, false, true, async () => {
      await answered;
      return { ok: false, reason: 'status', status: 500 };
    });
    expect(store.isFavorite('a', 1, listed)).toBe(false);
    expect(store.isPending('a', 1)).toBe(true);
    release();
    expect(await done).toEqual({ ok: false });
    expect(store.isFavorite('a', 1, listed)).toBe(true);
    expect(store.isPending('a', 1)).toBe(false);
    // Only a confirmed change is announced as one (the favourites page reloads on it).
    expect(changes).toEqual([null, null]);
  });

  it('ignores a second click while the first is on its way, and follows what the API answered', async () => {
    const store = createFavoritesStore();
    const changes: unknown[] = [];
    store.subscribe((change) => changes.push(change));
    let calls = 0;
    const first = store.set('a', 5, true, false, async (performance) => {
      calls += 1;
      // The API has the last word (e.g. the state was already changed in another tab).
      return { ok: true, data: { performance, is_favorite: true } };
    });
    expect(await store.set('a', 5, false, true, async () => ({ ok: false, reason: 'unreachable' }))).toEqual({
      ok: false,
    });
    await first;
    expect(calls).toBe(1);
    expect(store.isFavorite('a', 5, undefined)).toBe(true);
    expect(changes).toEqual([null, { account: 'a', performance: 5, isFavorite: true }]);
  });

  it('guards agree with the contract schemas', () => {
    const idsOk = [{ ids: [] }, { ids: [3, 1] }];
    const idsBad = [{}, { ids: ['1'] }, { ids: [1.5] }, null, []];
    for (const sample of idsOk) {
      expect(ZFavoriteIds.safeParse(sample).success).toBe(true);
      expect(favoriteIdsGuard.safeParse(sample).success).toBe(true);
    }
    for (const sample of idsBad) {
      expect(ZFavoriteIds.safeParse(sample).success).toBe(false);
      expect(favoriteIdsGuard.safeParse(sample).success).toBe(false);
    }
    const stateOk = [{ performance: 1, is_favorite: false }];
    const stateBad = [{ performance: '1', is_favorite: true }, { performance: 1 }, { is_favorite: true }];
    for (const sample of stateOk) {
      expect(ZFavoriteState.safeParse(sample).success).toBe(true);
      expect(favoriteStateGuard.safeParse(sample).success).toBe(true);
    }
    for (const sample of stateBad) {
      expect(ZFavoriteState.safeParse(sample).success).toBe(false);
      expect(favoriteStateGuard.safeParse(sample).success).toBe(false);
    }
  });
});
