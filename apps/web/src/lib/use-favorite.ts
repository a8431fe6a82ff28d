'use client';
// One heart's state for the signed-in visitor: the account (GET /account/me), the ids of its favourites (GET
// /favorites/ids, once per page life and again after signing in or out: its read key is under the account prefix
// that refreshAccount asks again) and the page's changes (favorites-store.ts). Anonymous visitors have no state:
// their heart leads to sign-in.
import { useLocale } from 'next-intl';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { apiSend, browserApi } from './browser-api';
import { favoriteIdsGuard, favoriteStateGuard, favoritesStore } from './favorites-store';
import { ACCOUNT_READ_PREFIX, useAccountMeRead } from './use-account-me';
import { useApiRead } from './use-api-read';

export const FAVORITE_IDS_READ = `${ACCOUNT_READ_PREFIX}favorites/ids`;

export type FavoriteView =
  | { state: 'unknown' }
  | { state: 'anonymous' }
  | { state: 'ready'; isFavorite: boolean; pending: boolean; set: (isFavorite: boolean) => Promise<boolean> };

const serverSnapshot = () => 0;

export function useFavorite(performance: number): FavoriteView {
  const locale = useLocale();
  const me = useAccountMeRead();
  const account = me?.success ? String(me.id ?? me.email) : null;
  const listed = useApiRead(account === null ? null : FAVORITE_IDS_READ, async () => {
    const result = await browserApi().get('/favorites/ids', favoriteIdsGuard, { locale });
    // An unreadable list shows every heart empty; choosing one still works (the API sets the state asked for).
    return new Set(result.ok ? result.data.ids : []);
  });
  useSyncExternalStore(favoritesStore.subscribe, favoritesStore.version, serverSnapshot);

  const set = useCallback(
    async (isFavorite: boolean) => {
      if (account === null) return false;
      const previous = favoritesStore.isFavorite(account, performance, listed) ?? false;
      const { ok } = await favoritesStore.set(account, performance, isFavorite, previous, (id, wanted) =>
        apiSend('POST', '/favorites', favoriteStateGuard, {
          locale,
          body: { performance: id, is_favorite: wanted },
        }),
      );
      return ok;
    },
    [account, performance, listed, locale],
  );

  const isFavorite = account === null ? undefined : favoritesStore.isFavorite(account, performance, listed);
  const pending = account !== null && favoritesStore.isPending(account, performance);
  return useMemo((): FavoriteView => {
    if (me === undefined) return { state: 'unknown' };
    if (account === null) return { state: 'anonymous' };
    if (isFavorite === undefined) return { state: 'unknown' };
    return { state: 'ready', isFavorite, pending, set };
  }, [me, account, isFavorite, pending, set]);
}
