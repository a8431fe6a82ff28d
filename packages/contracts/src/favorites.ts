// Owns the contracts of a signed-in customer's favourite performances (docs/api.md "Accounts"): the
// list as performance cards (most recently added first, paged), the toggle, and the light list of
// favourite ids the site uses to draw its hearts. Favourites are per user, so they never enter the
// catalogue's shared (cached) answers: the site asks GET /favorites/ids once and marks its cards.
import { z } from 'zod';
import { ZPerformanceCard } from './catalogue.ts';
import { ZIdField } from './catalogue-query.ts';
import { paginated, ZPaginationQuery } from './pagination.ts';

/** Most performances one customer may keep as favourites. */
export const FAVORITES_MAX = 1000;

export const ZFavoriteListQuery = ZPaginationQuery;
export type TFavoriteListQuery = z.infer<typeof ZFavoriteListQuery>;

export const ZFavoritePage = paginated(ZPerformanceCard);
export type TFavoritePage = z.infer<typeof ZFavoritePage>;

/** POST /favorites: without `is_favorite` it toggles; with it, it sets that state (idempotent). */
export const ZFavoriteToggleRequest = z.object({
  performance: ZIdField.describe('Performance id.'),
  is_favorite: z.boolean().optional().describe('The state wanted; absent: the opposite of the current one.'),
});
export type TFavoriteToggleRequest = z.infer<typeof ZFavoriteToggleRequest>;

export const ZFavoriteState = z
  .object({ performance: z.number().int(), is_favorite: z.boolean() })
  .meta({ id: 'FavoriteState' });
export type TFavoriteState = z.infer<typeof ZFavoriteState>;

/** GET /favorites/ids: ids of every favourite published performance, most recently added first. */
export const ZFavoriteIds = z
  .object({ ids: z.array(z.number().int()).max(FAVORITES_MAX) })
  .meta({ id: 'FavoriteIds' });
export type TFavoriteIds = z.infer<typeof ZFavoriteIds>;
