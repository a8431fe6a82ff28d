// Owns the routes of the back office's halls: GET, POST /manage/venues/{id}/halls; GET, PATCH, DELETE
// /manage/halls/{id}; POST /manage/halls/{id}/restore (docs/api.md "Back office"), for the venue's managers and
// administrators.
import { ZErrorDetail, ZValidationErrors } from '@afisha/contracts';
import { ZIdParams } from '@afisha/contracts/manage/common';
import {
  ZHallCreate,
  ZHallPatch,
  ZManageHall,
  ZManageHallPage,
  ZManageHallQuery,
} from '@afisha/contracts/manage/venues';
import type { Db } from '@afisha/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPage } from '../../../plugins/pagination.ts';
import { auditActor } from '../audit/audit-log.ts';
import { manageRoute, requireManager } from '../manage-access.ts';
import { recordRoutes } from '../record-routes.ts';
import type { HallsService } from './halls.service.ts';

const refused = { 401: ZErrorDetail, 403: ZErrorDetail, 404: ZErrorDetail };

export const hallsRoutes: FastifyPluginAsyncZod<{ db: Db; halls: HallsService }> = async (
  app,
  { db, halls },
) => {
  app.get(
    '/venues/:id/halls',
    {
      schema: {
        operationId: 'manageListHalls',
        ...manageRoute('venues'),
        summary: "A venue's halls",
        params: ZIdParams,
        querystring: ZManageHallQuery,
        response: { 200: ZManageHallPage, 400: ZValidationErrors, ...refused },
      },
    },
    async (request) => {
      const manager = await requireManager(db, request);
      const page = await halls.list(manager, request.params.id, request.query, request.locale);
      return toPage(request, { ...request.query, ...page });
    },
  );

  app.post(
    '/venues/:id/halls',
    {
      schema: {
        operationId: 'manageCreateHall',
        ...manageRoute('venues'),
        summary: 'Add a hall to a venue (409 venue_archived while the venue is archived)',
        params: ZIdParams,
        body: ZHallCreate,
        response: { 201: ZManageHall, 400: ZValidationErrors, ...refused, 409: ZErrorDetail },
      },
    },
    async (request, reply) => {
      const manager = await requireManager(db, request);
      const actor = auditActor(request, manager.userId);
      const hall = await halls.create(manager, actor, request.params.id, request.body, request.locale);
      return reply.code(201).send(hall);
    },
  );

  recordRoutes(app, {
    db,
    path: '/halls',
    entity: 'hall',
    tag: 'venues',
    writers: 'managers',
    record: ZManageHall,
    patch: ZHallPatch,
    summaries: {
      get: 'A hall, every language of it, with its subway stations',
      update: "Change a hall's fields (If-Match: its version); subway stations given are replaced whole",
      archive: 'Archive a hall: refused while live sessions or sold tickets need it',
      restore:
        'Bring an archived hall back (If-Match: its version, optional); refused while its venue is archived',
    },
    service: halls,
  });
};
