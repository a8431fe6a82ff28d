// Owns /favorites (GET: the signed-in customer's favourite performances as cards, newest first,
// paged; POST `{performance, is_favorite?}`: toggle or set) and /favorites/ids (every favourite's
// id, for the site to mark its cards). Signed-in only; answers are never cached.
import {
  ZFavoriteIds,
  ZFavoriteListQuery,
  ZFavoritePage,
  ZFavoriteState,
  ZFavoriteToggleRequest,
} from '@afisha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUserId } from '../../plugins/auth/current-user.ts';
import { toPage } from '../../plugins/pagination.ts';
import type { FavoritesService } from './favorites.service.ts';

export const favoritesRoutes: FastifyPluginAsyncZod<{ favorites: FavoritesService }> = async (
  app,
  { favorites },
) => {
  const tags = ['account'];

  app.get(
    '/favorites',
    {
      schema: {
        operationId: 'listFavorites',
        'x-access': 'signed-in',
        tags,
        summary: "The signed-in customer's favourite performances as cards, most recently added first",
        querystring: ZFavoriteListQuery,
        response: { 200: ZFavoritePage },
      },
    },
    async (request) => {
      const page = await favorites.list(await requireUserId(request), request.query, request.locale);
      return toPage(request, { ...request.query, ...page });
    },
  );

  app.get(
    '/favorites/ids',
    {
      schema: {
        operationId: 'listFavoriteIds',
        'x-access': 'signed-in',
        tags,
        summary: 'Ids of all the signed-in customer’s favourite performances (to mark cards)',
        response: { 200: ZFavoriteIds },
      },
    },
    async (request) => ({ ids: await favorites.ids(await requireUserId(request)) }),
  );

  app.post(
    '/favorites',
    {
      schema: {
        operationId: 'setFavorite',
        'x-access': 'signed-in',
        tags,
        summary: 'Toggle a favourite performance, or set it with is_favorite; answers the new state',
        body: ZFavoriteToggleRequest,
        response: { 200: ZFavoriteState },
      },
    },
    async (request) =>
      favorites.set(await requireUserId(request), request.body.performance, request.body.is_favorite),
  );
};
