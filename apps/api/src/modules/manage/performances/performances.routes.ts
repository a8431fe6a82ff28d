// Owns /manage/performances (docs/api.md "Back office"): the list with its filters, a performance read and written whole
// in every language, its archiving and its restoring (POST /manage/performances/{id}/restore). The rules are the
// service's (performances.service.ts).
import { ZErrorDetail, ZValidationErrors } from '@afisha/contracts';
import {
  ZIdParams,
  ZInUse,
  ZRestoreBody,
  ZRestoreRefused,
  ZSaveRefused,
} from '@afisha/contracts/manage/common';
import {
  ZManagePerformance,
  ZManagePerformanceCreate,
  ZManagePerformancePage,
  ZManagePerformancePatch,
  ZManagePerformanceQuery,
} from '@afisha/contracts/manage/performances';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toPage } from '../../../plugins/pagination.ts';
import { auditActor } from '../audit/audit-log.ts';
import { manageRoute, requireManager } from '../manage-access.ts';
import type { ManageDeps } from '../manage-deps.ts';
import { expectedVersion, optionalVersion } from '../write-refusals.ts';
import { createPerformancesRepository } from './performances.repository.ts';
import { createPerformancesService, type WriteContext } from './performances.service.ts';

const refusals = { 400: ZValidationErrors, 401: ZErrorDetail, 403: ZErrorDetail } as const;

export const performancesRoutes: FastifyPluginAsyncZod<ManageDeps> = async (app, { db, clock, changes }) => {
  const service = createPerformancesService({
    db,
    clock,
    changes,
    repository: createPerformancesRepository(db),
  });
  const context = async (request: FastifyRequest): Promise<WriteContext> => {
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

  app.get(
    '/performances/:id',
    {
      schema: {
        operationId: 'manageGetPerformance',
        ...manageRoute('catalogue'),
        summary: 'A performance whole: every language, the languages missing, genres, tags, cast, images',
        params: ZIdParams,
        response: { 200: ZManagePerformance, ...refusals, 404: ZErrorDetail },
      },
    },
    async (request) => service.get(await requireManager(db, request), request.params.id, request.locale),
  );

  app.patch(
    '/performances/:id',
    {
      schema: {
        operationId: 'manageUpdatePerformance',
        ...manageRoute('catalogue'),
        summary: 'Change any fields of a performance, with the version read (If-Match or `version`)',
        params: ZIdParams,
        body: ZManagePerformancePatch,
        response: { 200: ZManagePerformance, ...refusals, 404: ZErrorDetail, 409: ZSaveRefused },
      },
    },
    async (request) => {
      const write = await context(request);
      const version = expectedVersion(request, request.body.version);
      return service.update(write, request.params.id, version, request.body);
    },
  );

  app.delete(
    '/performances/:id',
    {
      schema: {
        operationId: 'manageArchivePerformance',
        ...manageRoute('catalogue'),
        summary:
          'Archive a performance (it leaves the site); refused while sessions to come or tickets use it',
        params: ZIdParams,
        response: { 204: z.null(), ...refusals, 404: ZErrorDetail, 409: ZInUse },
      },
    },
    async (request, reply) => {
      await service.archive(await context(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/performances/:id/restore',
    {
      schema: {
        operationId: 'manageRestorePerformance',
        ...manageRoute('catalogue'),
        summary:
          'Bring an archived performance back on the site (If-Match: its version, optional); refused while its venue is archived',
        params: ZIdParams,
        body: ZRestoreBody,
        response: { 200: ZManagePerformance, ...refusals, 404: ZErrorDetail, 409: ZRestoreRefused },
      },
    },
    async (request) => {
      const write = await context(request);
      const version = optionalVersion(request, request.body?.version);
      return service.restore(write, request.params.id, version);
    },
  );
};
