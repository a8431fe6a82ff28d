// The favourite hearts' shared state, kept out of React so every heart of a page (a card and the performance page's
// own, the account's favourites list) agrees: the ids GET /favorites/ids gave (read once per page life, see
// use-favorite.ts) plus what the visitor changed since, per account. Changes are sent as the state wanted
// (`is_favorite`), never as a blind toggle, so a double click or two tabs cannot flip it back. Nothing here imports
// zod: hearts are on every listing, in the first load (see api-guards.ts).
import type { TFavoriteIds, TFavoriteState } from '@afisha/contracts';
import type { ApiSendResult, Parser } from './api-client';

type Shape = Record<string, unknown>;
const isShape = (value: unknown): value is Shape =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const favoriteIdsGuard: Parser<TFavoriteIds> = {
  safeParse: (value) =>
    isShape(value) && Array.isArray(value.ids) && value.ids.every((id) => Number.isInteger(id))
      ? { success: true, data: value as TFavoriteIds }
      : { success: false },
};

export const favoriteStateGuard: Parser<TFavoriteState> = {
  safeParse: (value) =>
    isShape(value) && Number.isInteger(value.performance) && typeof value.is_favorite === 'boolean'
      ? { success: true, data: value as TFavoriteState }
      : { success: false },
};

export type FavoriteChange = { account: string; performance: number; isFavorite: boolean };
type Send = (performance: number, isFavorite: boolean) => Promise<ApiSendResult<TFavoriteState | undefined>>;

export function createFavoritesStore() {
  // `${account}:${performance}` → the state the visitor chose on this page.
  const chosen = new Map<string, boolean>();
  const pending = new Set<string>();
  const listeners = new Set<(change: FavoriteChange | null) => void>();
  let version = 0;
  const keyOf = (account: string, performance: number) => `${account}:${performance}`;
  const emit = (change: FavoriteChange | null) => {
    version += 1;
    for (const listener of [...listeners]) listener(change);
  };

  return {
    subscribe(listener: (change: FavoriteChange | null) => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Changes whenever any heart does (useSyncExternalStore's snapshot). */
    version: () => version,
    /** The state to show: what the visitor chose here, else what the API listed; undefined while unknown. */
    isFavorite(account: string, performance: number, listed: ReadonlySet<number> | undefined) {
      return chosen.get(keyOf(account, performance)) ?? listed?.has(performance);
    },
    isPending: (account: string, performance: number) => pending.has(keyOf(account, performance)),
    /**
     * Shows `isFavorite` at once and sends it; on failure the previous state comes back and the failure is
     * returned for the caller to report. A second change of the same heart while one is on its way is ignored.
     */
    async set(
      account: string,
      performance: number,
      isFavorite: boolean,
      previous: boolean,
      send: Send,
    ): Promise<{ ok: boolean }> {
      const key = keyOf(account, performance);
      if (pending.has(key)) return { ok: false };
      pending.add(key);
      chosen.set(key, isFavorite);
      emit(null);
      const result = await send(performance, isFavorite);
      pending.delete(key);
      if (result.ok && result.data) {
        chosen.set(key, result.data.is_favorite);
        emit({ account, performance, isFavorite: result.data.is_favorite });
        return { ok: true };
      }
      chosen.set(key, previous);
      emit(null);
      return { ok: false };
    },
  };
}

export type FavoritesStore = ReturnType<typeof createFavoritesStore>;

/** The page's one store. */
export const favoritesStore = createFavoritesStore();
