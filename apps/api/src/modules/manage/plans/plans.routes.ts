// Owns the back office's plan routes (docs/api.md "Back office"): a hall's plans, a plan's document (drafts replaced
// whole, published plans read-only), archiving, publishing, export as JSON or CSV, and import of a plan document, a
// CSV of seats or a pretix seating plan. Handlers read the request and call plans.service.ts.
import { ZErrorDetail, ZValidationErrors } from '@afisha/contracts';
import { ZIdParams, ZInUse, ZVersionConflict } from '@afisha/contracts/manage/common';
import {
  ZPlanChanges,
  ZPlanDraftCreate,
  ZPlanMoveSessions,
  ZPlanSessionsMoved,
} from '@afisha/contracts/manage/plan-versions';
import {
  PLAN_LIMITS,
  ZPlanCreate,
  ZPlanDocumentRead,
  ZPlanExportQuery,
  ZPlanImportBody,
  ZPlanImportQuery,
  ZPlanListQuery,
  ZPlanPage,
  ZPlanPublished,
  ZPlanRead,
  ZPlanRename,
  ZPlanReplace,
  ZPlanSeatsInUse,
} from '@afisha/contracts/manage/plans';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toPage } from '../../../plugins/pagination.ts';
import { auditActor } from '../audit/audit-log.ts';
import { manageRoute, requireManager } from '../manage-access.ts';
import type { ManageDeps } from '../manage-deps.ts';
import { expectedVersion } from '../write-refusals.ts';
import { createPlansService } from './plans.service.ts';

/** 409 of a move or a publish that would drop or rename seats in use, or of a stale version. */
const inUse = z.union([ZPlanSeatsInUse, ZVersionConflict, ZErrorDetail]);

const ROUTE = manageRoute('plans');
const errors = { 400: ZValidationErrors, 401: ZErrorDetail, 403: ZErrorDetail, 404: ZErrorDetail };
// Publishing needs no body (a POST without one is fine); the version may come in it or in If-Match.
const ZPublishBody = z.object({ version: z.number().int().min(1).optional() }).nullish();

export const plansRoutes: FastifyPluginAsyncZod<ManageDeps> = async (app, deps) => {
  const service = createPlansService(deps);
  const who = async (request: FastifyRequest) => {
    const manager = await requireManager(deps.db, request);
    return { manager, actor: auditActor(request, manager.userId), locale: request.locale };
  };

  // A CSV import arrives as text; this parser is this area's own (Fastify scopes it to these routes).
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: PLAN_LIMITS.importBytes },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/halls/:id/plans',
    {
      schema: {
        operationId: 'manageListHallPlans',
        ...ROUTE,
        summary:
          "A hall's plans, drafts and published revisions, newest first, with the live sessions on each",
        params: ZIdParams,
        querystring: ZPlanListQuery,
        response: { 200: ZPlanPage, ...errors },
      },
    },
    async (request) => {
      const page = await service.list(await who(request), request.params.id, request.query);
      return toPage(request, page);
    },
  );

  app.post(
    '/halls/:id/plans',
    {
      bodyLimit: PLAN_LIMITS.importBytes,
      schema: {
        operationId: 'manageCreateHallPlan',
        ...ROUTE,
        summary: 'A draft plan of the hall from a plan document, or a copy of another plan (`copy_of`)',
        params: ZIdParams,
        body: ZPlanCreate,
        response: { 201: ZPlanRead, ...errors },
      },
    },
    async (request, reply) => {
      const plan = await service.create(await who(request), request.params.id, request.body);
      return reply.status(201).send(plan);
    },
  );

  app.get(
    '/plans/:id',
    {
      schema: {
        operationId: 'manageGetPlan',
        ...ROUTE,
        summary: 'A plan: its document (a published one built from its rows), status, version and revision',
        params: ZIdParams,
        response: { 200: ZPlanRead, ...errors },
      },
    },
    async (request) => service.get(await who(request), request.params.id),
  );

  app.put(
    '/plans/:id',
    {
      bodyLimit: PLAN_LIMITS.importBytes,
      schema: {
        operationId: 'manageReplacePlan',
        ...ROUTE,
        summary: 'Replaces a draft whole (If-Match: its version); a published plan is read-only (409)',
        params: ZIdParams,
        body: ZPlanReplace,
        response: { 200: ZPlanRead, ...errors, 409: z.union([ZVersionConflict, ZErrorDetail]) },
      },
    },
    async (request) => {
      const version = expectedVersion(request, request.body.version);
      const { version: _version, ...document } = request.body;
      return service.replace(await who(request), request.params.id, version, document);
    },
  );

  app.patch(
    '/plans/:id',
    {
      schema: {
        operationId: 'manageRenamePlan',
        ...ROUTE,
        summary: 'Renames a draft or a published plan (If-Match: its version)',
        params: ZIdParams,
        body: ZPlanRename,
        response: { 200: ZPlanRead, ...errors, 409: ZVersionConflict },
      },
    },
    async (request) => {
      const version = expectedVersion(request, request.body.version);
      return service.rename(await who(request), request.params.id, version, request.body.name);
    },
  );

  app.delete(
    '/plans/:id',
    {
      schema: {
        operationId: 'manageArchivePlan',
        ...ROUTE,
        summary: 'Archives a plan; a published plan live sessions sell on is refused (409 naming them)',
        params: ZIdParams,
        response: { 204: z.null().describe('Archived (or already was).'), ...errors, 409: ZInUse },
      },
    },
    async (request, reply) => {
      await service.archive(await who(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/plans/:id/publish',
    {
      schema: {
        operationId: 'managePublishPlan',
        ...ROUTE,
        summary:
          "Validates a draft (400 listing every problem) and publishes it as the hall's next revision, moving the " +
          "hall's live sessions onto it (409 plan_seats_in_use when that would drop or rename seats sold or held)",
        params: ZIdParams,
        body: ZPublishBody,
        response: {
          200: ZPlanPublished,
          ...errors,
          409: z.union([ZPlanSeatsInUse, ZVersionConflict, ZErrorDetail]),
        },
      },
    },
    async (request) => {
      const version =
        request.headers['if-match'] !== undefined || request.body?.version !== undefined
          ? expectedVersion(request, request.body?.version)
          : undefined;
      return service.publish(await who(request), request.params.id, version);
    },
  );

  app.post(
    '/plans/:id/draft',
    {
      schema: {
        operationId: 'managePlanNewVersion',
        ...ROUTE,
        summary:
          "A new draft from a published plan: the hall's next version, with the same keys, layouts and background",
        params: ZIdParams,
        body: ZPlanDraftCreate,
        response: { 201: ZPlanRead, ...errors, 409: ZErrorDetail },
      },
    },
    async (request, reply) => {
      const plan = await service.draftFrom(await who(request), request.params.id, request.body?.name);
      return reply.status(201).send(plan);
    },
  );

  app.get(
    '/plans/:id/changes',
    {
      schema: {
        operationId: 'managePlanChanges',
        ...ROUTE,
        summary:
          "What a draft changes against the hall's plan in use (seats added, removed, moved, relabelled, " +
          'recategorised, by key), the sold and held seats of live sessions it touches, and whether it can be published',
        params: ZIdParams,
        response: { 200: ZPlanChanges, ...errors, 409: ZErrorDetail },
      },
    },
    async (request) => service.changes(await who(request), request.params.id),
  );

  app.post(
    '/plans/:id/move_sessions',
    {
      schema: {
        operationId: 'managePlanMoveSessions',
        ...ROUTE,
        summary:
          'Moves live sessions of the hall (the ones named, or every one on an older version) onto this published plan, ' +
          'all or none; 409 plan_seats_in_use naming the seats sold or held that it lacks or renames',
        params: ZIdParams,
        body: ZPlanMoveSessions,
        response: { 200: ZPlanSessionsMoved, ...errors, 409: inUse },
      },
    },
    async (request) =>
      service.moveSessions(
        await who(request),
        request.params.id,
        request.body?.sessions ?? 'older',
        'sessions',
      ),
  );

  app.get(
    '/plans/:id/export',
    {
      schema: {
        operationId: 'manageExportPlan',
        ...ROUTE,
        summary:
          'The plan document as JSON, or (`format=csv`) one seat a line: section,row,seat,category,x,y',
        params: ZIdParams,
        querystring: ZPlanExportQuery,
        produces: ['application/json', 'text/csv'],
        response: { 200: ZPlanDocumentRead, ...errors },
      },
    },
    async (request, reply) => {
      const exported = await service.export(await who(request), request.params.id, request.query.format);
      const file = `plan-${request.params.id}.${exported.kind}`;
      reply.header('content-disposition', `attachment; filename="${file}"`);
      if (exported.kind === 'json') return exported.document;
      // Text goes out as it is: the response schema describes the JSON form.
      return reply.type('text/csv; charset=utf-8').send(exported.csv as never);
    },
  );

  app.post(
    '/plans/import',
    {
      bodyLimit: PLAN_LIMITS.importBytes,
      schema: {
        operationId: 'manageImportPlan',
        ...ROUTE,
        summary:
          'A draft from a plan document, a CSV of seats (text/csv) or a pretix seating plan, for the hall given ' +
          'in `hall` (query or body)',
        querystring: ZPlanImportQuery,
        body: z.union([z.string().max(PLAN_LIMITS.importBytes), ZPlanImportBody]),
        response: { 201: ZPlanRead, ...errors, 413: ZErrorDetail, 415: ZErrorDetail },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const wrapped = typeof body === 'object' && body.content !== undefined;
      const plan = await service.import(await who(request), {
        hall: request.query.hall ?? (typeof body === 'object' ? body.hall : undefined),
        format: request.query.format ?? (typeof body === 'object' ? body.format : undefined),
        name: request.query.name ?? (typeof body === 'object' ? body.name : undefined),
        content: wrapped ? body.content : body,
      });
      return reply.status(201).send(plan);
    },
  );
};
