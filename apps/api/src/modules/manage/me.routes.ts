// Owns GET /manage/me: who the back office is talking to and which venues they manage (the site's back-office pages
// ask it first: a visitor who manages nothing is sent away before any page is drawn).
import { ZErrorDetail } from '@afisha/contracts';
import { ZManageMe } from '@afisha/contracts/manage/common';
import { sql } from '@afisha/db/orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tr } from '../catalogue/catalogue.sql.ts';
import { manageRoute, requireManager, venueCondition } from './manage-access.ts';
import type { ManageDeps } from './manage-deps.ts';

export const meRoutes: FastifyPluginAsyncZod<ManageDeps> = async (app, { db }) => {
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
      const { rows } = await db.execute<{ email: string; venues: { id: number; name: string }[] | null }>(sql`
        SELECT u.email, (SELECT json_agg(json_build_object('id', v.id,
            'name', ${tr('v.name', request.locale)}) ORDER BY v.id)
          FROM venues v
          WHERE ${manager.scope.kind === 'all' ? sql`FALSE` : venueCondition(manager, sql`v.id`)}
        ) AS venues
        FROM users u WHERE u.id = ${manager.userId}`);
      const row = rows[0];
      return {
        user: manager.userId,
        email: row?.email ?? '',
        is_admin: manager.isAdmin,
        venues: manager.scope.kind === 'all' ? ('all' as const) : (row?.venues ?? []),
      };
    },
  );
};
