// Owns /manage/performances (docs/api.md "Back office"): the list with its filters, a performance read and written whole
// in every language, its archiving and its restoring (POST /manage/performances/{id}/restore). The rules are the
// service's (performances.service.ts).
import { ZErrorDetail, ZValidationErrors } from '@afisha/contracts';
import {
  ZManagePerformance,
  ZManagePerformanceCreate,
  ZManagePerformancePage,
  ZManagePerformancePatch,
  ZManagePerformanceQuery,
} from '@afisha/contracts/manage/performances';
import type { Db } from '@afisha/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPage } from '../../../plugins/pagination.ts';
import { auditActor } from '../audit/audit-log.ts';
import { manageRoute, requireManager } from '../manage-access.ts';
import { recordRoutes } from '../record-routes.ts';
import type { ManageWrite } from '../record-writes.ts';
import type { PerformancesService } from './performances.service.ts';

const refusals = { 400: ZValidationErrors, 401: ZErrorDetail, 403: ZErrorDetail } as const;

export const performancesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  performances: PerformancesService;
}> = async (app, { db, performances: service }) => {
  const context = async (request: FastifyRequest): Promise<ManageWrite> => {
    const manager = await requireManager(db, request);
    return { manager, actor: auditActor(request, manager.userId), locale: request.locale };
  };

  app.get(
    '/performances',
    {
      schema: {
        operationId: 'manageListPerformances',
        ...manageRoute('catalogue'),
        summary: "The performances of the manager's venues, filtered and ordered",
        querystring: ZManagePerformanceQuery,
        response: { 200: ZManagePerformancePage, ...refusals },
      },
    },
    async (request) => {
      const manager = await requireManager(db, request);
      return toPage(request, {
        ...request.query,
        ...(await service.list(manager, request.query, request.locale)),
      });
    },
  );

  app.post(
    '/performances',
    {
      schema: {
        operationId: 'manageCreatePerformance',
        ...manageRoute('catalogue'),
        summary: 'Create a performance (Russian required; slug made from the title unless given)',
        body: ZManagePerformanceCreate,
        response: { 201: ZManagePerformance, ...refusals, 409: ZErrorDetail },
      },
    },
    async (request, reply) => {
      const created = await service.create(await context(request), request.body);
      return reply.code(201).send(created);
    },
  );

  recordRoutes(app, {
    db,
    path: '/performances',
    entity: 'performance',
    tag: 'catalogue',
    writers: 'managers',
    record: ZManagePerformance,
    patch: ZManagePerformancePatch,
    summaries: {
      get: 'A performance whole: every language, the languages missing, genres, tags, cast, images',
      update: 'Change any fields of a performance, with the version read (If-Match or `version`)',
      archive: 'Archive a performance (it leaves the site); refused while sessions to come or tickets use it',
      restore:
        'Bring an archived performance back on the site (If-Match: its version, optional); refused while its venue is archived',
    },
    service,
  });
};
