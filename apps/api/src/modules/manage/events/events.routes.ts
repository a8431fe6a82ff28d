// Owns the HTTP face of the back office's sessions (docs/api.md "Back office"): GET, POST /manage/events,
// POST /manage/events/series, GET, PATCH /manage/events/{id}, POST /manage/events/{id}/copy and
// GET, POST /manage/events/{id}/access_keys, GET, POST /manage/events/prices (many sessions' prices at once,
// bulk-prices.ts) and POST /manage/performances/{id}/copy_sessions (a duplicate's sessions, copy-sessions.ts). The rules live in events.service.ts.
import { ZErrorDetail, ZValidationErrors } from '@afisha/contracts';
import { ZIdParams, ZVersionConflict } from '@afisha/contracts/manage/common';
import {
  ZCopySessions,
  ZCopySessionsAnswer,
  ZCopySessionsRefused,
} from '@afisha/contracts/manage/copy-sessions';
import {
  ZBulkPricesChange,
  ZBulkPricesChanged,
  ZBulkPricesForm,
  ZBulkPricesQuery,
  ZBulkPricesRefused,
} from '@afisha/contracts/manage/event-prices';
import {
  ZAccessKeyList,
  ZAccessKeysCreate,
  ZAccessKeysCreated,
  ZManageEvent,
  ZManageEventCopy,
  ZManageEventCreate,
  ZManageEventListQuery,
  ZManageEventPage,
  ZManageEventPatch,
  ZManageSeriesCreate,
  ZManageSeriesCreated,
  ZSeriesPreview,
  ZSessionOverlap,
} from '@afisha/contracts/manage/events';
import { ZEventPlanMove, ZPlanSessionsMoved } from '@afisha/contracts/manage/plan-versions';
import { ZPlanSeatsInUse } from '@afisha/contracts/manage/plans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toPage } from '../../../plugins/pagination.ts';
import { auditActor } from '../audit/audit-log.ts';
import { manageRoute, requireManager } from '../manage-access.ts';
import type { ManageDeps } from '../manage-deps.ts';
import { createPlansService } from '../plans/plans.service.ts';
import { expectedVersion } from '../write-refusals.ts';
import { createBulkPrices } from './bulk-prices.ts';
import { createCopySessions } from './copy-sessions.ts';
import { createManageEventsRepository } from './events.repository.ts';
import { createManageEventsService } from './events.service.ts';
import { createSessionCountsSnapshot } from './session-counts-snapshot.ts';

const refusals = { 401: ZErrorDetail, 403: ZErrorDetail, 404: ZErrorDetail } as const;

export const manageEventsRoutes: FastifyPluginAsyncZod<ManageDeps> = async (app, deps) => {
  const { db, clock, changes, statusSnapshotMs } = deps;
  const repository = createManageEventsRepository(db);
  const service = createManageEventsService({
    db,
    repository,
    counts: createSessionCountsSnapshot({ repository, clock, changes, ttlMs: statusSnapshotMs }),
    clock,
    changes,
  });
  const bulkPrices = createBulkPrices({ db, repository, clock, changes });
  const copySessions = createCopySessions({ db, repository, clock, changes });
  const who = async (request: Parameters<typeof requireManager>[1]) => {
    const manager = await requireManager(db, request);
    return { manager, actor: auditActor(request, manager.userId) };
  };

  app.get(
    '/events',
    {
      schema: {
        operationId: 'manageListEvents',
        ...manageRoute('sessions'),
        summary:
          "Sessions of the manager's venues (the calendar asks one venue's week or month, up to 500 a page)",
        querystring: ZManageEventListQuery,
        response: { 200: ZManageEventPage, 400: ZValidationErrors, 401: ZErrorDetail, 403: ZErrorDetail },
      },
    },
    async (request) => {
      const manager = await requireManager(db, request);
      return toPage(request, { ...request.query, ...(await service.list(manager, request.query)) });
    },
  );

  app.post(
    '/events',
    {
      schema: {
        operationId: 'manageCreateEvent',
        ...manageRoute('sessions'),
        summary: 'Make one session of a performance in a hall, with its prices, status and sale window',
        description: "Times are the venue's wall time. 404: a performance or hall of a venue not managed.",
        body: ZManageEventCreate,
        response: { 201: ZManageEvent, 400: ZValidationErrors, ...refusals },
      },
    },
    async (request, reply) => {
      const { manager, actor } = await who(request);
      reply.code(201);
      return service.create(manager, actor, request.body);
    },
  );

  app.post(
    '/events/series',
    {
      schema: {
        operationId: 'manageCreateEventSeries',
        ...manageRoute('sessions'),
        summary:
          'Make many sessions at once (a list of dates or a weekly rule), all or none; or preview them',
        description:
          '`preview: true` answers the sessions it would make (200) and makes nothing. Sessions overlapping others ' +
          'of the hall are refused (409 `conflict` with `overlaps`) unless `confirm_overlaps: true`.',
        body: ZManageSeriesCreate,
        response: {
          200: ZSeriesPreview,
          201: ZManageSeriesCreated,
          400: ZValidationErrors,
          ...refusals,
          409: ZSessionOverlap,
        },
      },
    },
    async (request, reply) => {
      const { manager, actor } = await who(request);
      const answer = await service.series(manager, actor, request.body);
      reply.code(answer.preview ? 200 : 201);
      return answer;
    },
  );

  app.get(
    '/events/prices',
    {
      schema: {
        operationId: 'manageGetEventsPrices',
        ...manageRoute('sessions'),
        summary:
          'What a price change of many sessions starts from: the sessions, their plans’ categories and prices',
        description: '`events`: comma-separated session ids (at most 500). 404: any of them not managed.',
        querystring: ZBulkPricesQuery,
        response: { 200: ZBulkPricesForm, 400: ZValidationErrors, ...refusals },
      },
    },
    async (request) => bulkPrices.form(await requireManager(db, request), request.query.events),
  );

  app.post(
    '/events/prices',
    {
      schema: {
        operationId: 'manageChangeEventsPrices',
        ...manageRoute('sessions'),
        summary: 'Change the prices of many sessions at once (each with the version read), all or nothing',
        description:
          'A category left out keeps each session’s price. New prices reach new holds only. 409: nothing changed; ' +
          '`events` says per session why (changed since read, cancelled, past, archived, a category not in its ' +
          'plan, a session on sale left with an unpriced category); the code is `version_conflict` when any ' +
          'session changed since it was read. 404: any session not managed.',
        body: ZBulkPricesChange,
        response: { 200: ZBulkPricesChanged, 400: ZValidationErrors, ...refusals, 409: ZBulkPricesRefused },
      },
    },
    async (request) => {
      const { manager, actor } = await who(request);
      return bulkPrices.change(manager, actor, request.body, request.t);
    },
  );

  app.post(
    '/performances/:id/copy_sessions',
    {
      schema: {
        operationId: 'manageCopyPerformanceSessions',
        ...manageRoute('sessions'),
        summary:
          'Copy chosen upcoming sessions of a performance to another of its venue (its duplicate), moved, as drafts',
        description:
          'Prices, zone places, per-order maximum and named tickets are copied; sales, holds, tickets and keys never. ' +
          'Each copy is on its hall’s current published plan (a session whose plan is no longer current moves onto ' +
          'it when the categories are the same). `preview: true` makes nothing and says per session what would ' +
          'happen; otherwise all or nothing: 409 with `sessions` saying why each refused one cannot be copied.',
        params: ZIdParams,
        body: ZCopySessions,
        response: {
          200: ZCopySessionsAnswer,
          201: ZCopySessionsAnswer,
          400: ZValidationErrors,
          ...refusals,
          409: ZCopySessionsRefused,
        },
      },
    },
    async (request, reply) => {
      const { manager, actor } = await who(request);
      const answer = await copySessions(manager, actor, request.params.id, request.body, request.t);
      reply.code(answer.preview ? 200 : 201);
      return answer;
    },
  );

  app.get(
    '/events/:id',
    {
      schema: {
        operationId: 'manageGetEvent',
        ...manageRoute('sessions'),
        summary: 'One session, whole: prices per category, zone places, sale window, counts',
        params: ZIdParams,
        response: { 200: ZManageEvent, 400: ZValidationErrors, ...refusals },
      },
    },
    async (request) => service.read(await requireManager(db, request), request.params.id),
  );

  app.patch(
    '/events/:id',
    {
      schema: {
        operationId: 'manageUpdateEvent',
        ...manageRoute('sessions'),
        summary: 'Change any of a session’s fields (If-Match: its version); new prices reach new holds only',
        description:
          'Held and sold places keep their prices. 409 `version_conflict`: another editor saved first; 409 ' +
          '`conflict`: the plan of a session with sales or holds cannot change.',
        params: ZIdParams,
        body: ZManageEventPatch,
        response: {
          200: ZManageEvent,
          400: ZValidationErrors,
          ...refusals,
          409: z.union([ZVersionConflict, ZErrorDetail]),
        },
      },
    },
    async (request) => {
      const { manager, actor } = await who(request);
      const version = expectedVersion(request, request.body.version);
      return service.patch(manager, actor, request.params.id, version, request.body);
    },
  );

  app.post(
    '/events/:id/copy',
    {
      schema: {
        operationId: 'manageCopyEvent',
        ...manageRoute('sessions'),
        summary: 'A new session like this one at another time (prices, plan; sale window moved; no keys)',
        params: ZIdParams,
        body: ZManageEventCopy,
        response: { 201: ZManageEvent, 400: ZValidationErrors, ...refusals, 409: ZSessionOverlap },
      },
    },
    async (request, reply) => {
      const { manager, actor } = await who(request);
      reply.code(201);
      return service.copy(manager, actor, request.params.id, request.body);
    },
  );

  // Moving a session onto a newer version of its hall's plan (plans/plan-move.ts: seat ids remapped by key under
  // the session's row lock, old seats closed behind it).
  const plans = createPlansService(deps);
  app.post(
    '/events/:id/plan',
    {
      schema: {
        operationId: 'manageMoveEventPlan',
        ...manageRoute('sessions'),
        summary:
          "Moves a live session onto a newer published version of its hall's plan: its sold and held seats follow " +
          'by key (409 plan_seats_in_use naming those the version lacks or renames)',
        params: ZIdParams,
        body: ZEventPlanMove,
        response: {
          200: ZPlanSessionsMoved,
          400: ZValidationErrors,
          ...refusals,
          409: z.union([ZPlanSeatsInUse, ZErrorDetail]),
        },
      },
    },
    async (request) => {
      const { manager, actor } = await who(request);
      return plans.moveEvent(
        { manager, actor, locale: request.locale },
        request.params.id,
        request.body.plan,
      );
    },
  );

  app.get(
    '/events/:id/access_keys',
    {
      schema: {
        operationId: 'manageListEventAccessKeys',
        ...manageRoute('sessions'),
        summary: "A session's early-access keys: labels, expiry, uses (never the keys)",
        params: ZIdParams,
        response: { 200: ZAccessKeyList, 400: ZValidationErrors, ...refusals },
      },
    },
    async (request) => service.listKeys(await requireManager(db, request), request.params.id),
  );

  app.post(
    '/events/:id/access_keys',
    {
      schema: {
        operationId: 'manageCreateEventAccessKeys',
        ...manageRoute('sessions'),
        summary: 'Make early-access keys for a session: shown in clear in this answer only',
        params: ZIdParams,
        body: ZAccessKeysCreate,
        response: { 201: ZAccessKeysCreated, 400: ZValidationErrors, ...refusals },
      },
    },
    async (request, reply) => {
      const { manager, actor } = await who(request);
      reply.code(201);
      reply.header('cache-control', 'private, no-store');
      return service.createKeys(manager, actor, request.params.id, request.body);
    },
  );
};
