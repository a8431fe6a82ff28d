// Owns the back office's preview of a performance (issue 30; GET /manage/performances/{id}/preview): the public
// performance page's own data (performances.service.ts performanceDetailOf, the cards loader) and its public schedule,
// for a performance whatever its publication, to the managers of its venue and administrators only (404 to everyone
// else, as if it did not exist). Read fresh, never through the catalogue's caches, and answered `private, no-store`,
// so a draft never enters a shared cache; the storefront's own reads (page, search, sitemap) keep their rule
// (catalogue/public-record.sql.ts) and never see it.

import { type TEvent, type TLocale, ZErrorDetail, ZValidationErrors } from '@afisha/contracts';
import { ZIdParams } from '@afisha/contracts/manage/common';
import {
  PREVIEW_SESSIONS_LIMIT,
  type TPerformancePreview,
  ZPerformancePreview,
} from '@afisha/contracts/manage/performance-preview';
import type { Db } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { eventJson, eventScopeWhere, eventSortKey } from '../../catalogue/catalogue.sql.ts';
import { loadJsonPage } from '../../catalogue/json-page.ts';
import { createPerformanceCardsRepository } from '../../catalogue/performance-cards.repository.ts';
import { publicPerformance, publicVenue } from '../../catalogue/public-record.sql.ts';
import { performancePageForPreview } from '../../performances/performances.repository.ts';
import { performanceDetailOf } from '../../performances/performances.service.ts';
import { assertManagesVenue, type Manager, manageRoute, requireManager } from '../manage-access.ts';

export type PerformancePreview = ReturnType<typeof createPerformancePreview>;

export function createPerformancePreview(db: Db, clock: Clock) {
  const cards = createPerformanceCardsRepository(db);
  return async (manager: Manager, id: number, locale: TLocale): Promise<TPerformancePreview> => {
    const { rows: found } = await db.execute<{ venue_id: number; visible: boolean }>(sql`
      SELECT p.venue_id, ${publicPerformance()} AND ${publicVenue()} AS visible
      FROM performances p JOIN venues v ON v.id = p.venue_id WHERE p.id = ${id}`);
    const own = found[0];
    assertManagesVenue(manager, own ? Number(own.venue_id) : null);
    const page = await performancePageForPreview(db, id, locale);
    if (!page || !own) throw new AppError('not_found', 404);
    const now = clock.now();
    const performance = await performanceDetailOf(cards, page, { locale, now, preview: true });
    const { rows: sessions } = await loadJsonPage<TEvent>(
      db,
      {
        source: sql`
          SELECT e.id, ${eventSortKey(now)} AS sort_at FROM events e
          WHERE e.performance_id = ${id} AND ${eventScopeWhere({ now })}`,
        orderBy: sql`sort_at, id`,
        joins: sql`
          LEFT JOIN events e ON e.id = s.id
          LEFT JOIN performances p ON p.id = e.performance_id
          LEFT JOIN halls h ON h.id = e.hall_id
          LEFT JOIN cities c ON c.id = e.city_id`,
        item: eventJson(locale, now),
      },
      { limit: PREVIEW_SESSIONS_LIMIT, offset: 0 },
    );
    const { rows: drafts } = await db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM events e
      WHERE e.performance_id = ${id} AND e.sale_status = 'draft' AND e.archived_at IS NULL
        AND e.starts_at >= ${now.toISOString()}::timestamptz`);
    return {
      performance,
      sessions: sessions.map((row) => row.item),
      draft_sessions: Number(drafts[0]?.n ?? 0),
      visible: own.visible,
    };
  };
}

export const performancePreviewRoutes: FastifyPluginAsyncZod<{
  db: Db;
  preview: PerformancePreview;
}> = async (app, { db, preview }) => {
  app.get(
    '/performances/:id/preview',
    {
      schema: {
        operationId: 'managePreviewPerformance',
        ...manageRoute('catalogue'),
        summary: 'A performance as its public page will show it (the public shape), whatever its publication',
        description:
          'For its venue’s managers and administrators only (404 to others, as if it did not exist); never cached.',
        params: ZIdParams,
        response: {
          200: ZPerformancePreview,
          400: ZValidationErrors,
          401: ZErrorDetail,
          403: ZErrorDetail,
          404: ZErrorDetail,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return preview(await requireManager(db, request), request.params.id, request.locale);
    },
  );
};
