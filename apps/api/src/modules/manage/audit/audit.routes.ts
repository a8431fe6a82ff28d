// Owns GET /manage/audit: the back office's audit log, filterable (docs/api.md "Back office").
import { ZErrorDetail, ZValidationErrors } from '@afisha/contracts';
import { ZAuditPage, ZAuditQuery } from '@afisha/contracts/manage/audit';
import type { Db } from '@afisha/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPage } from '../../../plugins/pagination.ts';
import { manageRoute, requireManager } from '../manage-access.ts';
import type { AuditRepository } from './audit.repository.ts';

export const auditRoutes: FastifyPluginAsyncZod<{ db: Db; audit: AuditRepository }> = async (
  app,
  { db, audit: repository },
) => {
  app.get(
    '/audit',
    {
      schema: {
        operationId: 'manageListAudit',
        ...manageRoute('audit'),
        summary:
          'Who changed what in the back office, newest first, with the record before and after; counted up to 10,000 (count_capped)',
        querystring: ZAuditQuery,
        response: { 200: ZAuditPage, 400: ZValidationErrors, 401: ZErrorDetail, 403: ZErrorDetail },
      },
    },
    async (request) => {
      const manager = await requireManager(db, request);
      const { countCapped, more, ...page } = await repository.list(manager, request.query);
      // Past the cap, whether a next page exists is known from the rows, not from the count.
      const slice = { ...request.query, ...page, ...(countCapped && { more }) };
      return { ...toPage(request, slice), count_capped: countCapped };
    },
  );
};
