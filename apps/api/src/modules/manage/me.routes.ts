// Owns GET /manage/me: who the back office is talking to and which venues they manage (the site's back-office pages
// ask it first: a visitor who manages nothing is sent away before any page is drawn).
import { ZErrorDetail } from '@afisha/contracts';
import { ZManageMe } from '@afisha/contracts/manage/common';
import type { Db } from '@afisha/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { manageRoute, requireManager } from './manage-access.ts';
import type { MeRepository } from './me.repository.ts';

export const meRoutes: FastifyPluginAsyncZod<{ db: Db; me: MeRepository }> = async (app, { db, me }) => {
  app.get(
    '/me',
    {
      schema: {
        operationId: 'manageMe',
        ...manageRoute('people'),
        summary: 'The signed-in manager: administrator or not, and the venues they manage',
        response: { 200: ZManageMe, 401: ZErrorDetail, 403: ZErrorDetail },
      },
    },
    async (request) => {
      const manager = await requireManager(db, request);
      const row = await me.find(manager, request.locale);
      return {
        user: manager.userId,
        email: row?.email ?? '',
        is_admin: manager.isAdmin,
        venues: manager.scope.kind === 'all' ? ('all' as const) : (row?.venues ?? []),
      };
    },
  );
};
