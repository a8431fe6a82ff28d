// Owns the routes of the back office's halls: GET, POST /manage/venues/{id}/halls; GET, PATCH, DELETE
// /manage/halls/{id}; POST /manage/halls/{id}/restore (docs/api.md "Back office"), for the venue's managers and
// administrators.
import { ZErrorDetail, ZValidationErrors } from '@afisha/contracts';
import {
  ZIdParams,
  ZInUse,
  ZRestoreBody,
  ZRestoreRefused,
  ZSaveRefused,
} from '@afisha/contracts/manage/common';
import {
  ZHallCreate,
  ZHallPatch,
  ZManageHall,
  ZManageHallPage,
  ZManageHallQuery,
} from '@afisha/contracts/manage/venues';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toPage } from '../../../plugins/pagination.ts';
import { auditActor } from '../audit/audit-log.ts';
import { manageRoute, requireManager } from '../manage-access.ts';
import type { ManageDeps } from '../manage-deps.ts';
import { expectedVersion, optionalVersion } from '../write-refusals.ts';
import { createHallsService } from './halls.service.ts';

const refused = { 401: ZErrorDetail, 403: ZErrorDetail, 404: ZErrorDetail };

export const hallsRoutes: FastifyPluginAsyncZod<ManageDeps> = async (app, deps) => {
  const halls = createHallsService(deps);
  const { db } = deps;

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

  app.get(
    '/halls/:id',
    {
      schema: {
        operationId: 'manageGetHall',
        ...manageRoute('venues'),
        summary: 'A hall, every language of it, with its subway stations',
        params: ZIdParams,
        response: { 200: ZManageHall, 400: ZValidationErrors, ...refused },
      },
    },
    async (request) => {
      const manager = await requireManager(db, request);
      return halls.get(manager, request.params.id, request.locale);
    },
  );

  app.patch(
    '/halls/:id',
    {
      schema: {
        operationId: 'manageUpdateHall',
        ...manageRoute('venues'),
        summary: "Change a hall's fields (If-Match: its version); subway stations given are replaced whole",
        params: ZIdParams,
        body: ZHallPatch,
        response: { 200: ZManageHall, 400: ZValidationErrors, ...refused, 409: ZSaveRefused },
      },
    },
    async (request) => {
      const manager = await requireManager(db, request);
      const version = expectedVersion(request, request.body.version);
      const actor = auditActor(request, manager.userId);
      return halls.update(manager, actor, request.params.id, version, request.body, request.locale);
    },
  );

  app.delete(
    '/halls/:id',
    {
      schema: {
        operationId: 'manageArchiveHall',
        ...manageRoute('venues'),
        summary: 'Archive a hall: refused while live sessions or sold tickets need it',
        params: ZIdParams,
        response: { 204: z.null(), 400: ZValidationErrors, ...refused, 409: ZInUse },
      },
    },
    async (request, reply) => {
      const manager = await requireManager(db, request);
      await halls.archive(manager, auditActor(request, manager.userId), request.params.id, request.locale);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/halls/:id/restore',
    {
      schema: {
        operationId: 'manageRestoreHall',
        ...manageRoute('venues'),
        summary:
          'Bring an archived hall back (If-Match: its version, optional); refused while its venue is archived',
        params: ZIdParams,
        body: ZRestoreBody,
        response: { 200: ZManageHall, 400: ZValidationErrors, ...refused, 409: ZRestoreRefused },
      },
    },
    async (request) => {
      const manager = await requireManager(db, request);
      const version = optionalVersion(request, request.body?.version);
      const actor = auditActor(request, manager.userId);
      return halls.restore(manager, actor, request.params.id, version, request.locale);
    },
  );
};
