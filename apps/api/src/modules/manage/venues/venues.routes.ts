// Owns the routes of the back office's venues: GET, POST /manage/venues; GET, PATCH, DELETE /manage/venues/{id};
// POST /manage/venues/{id}/restore (docs/api.md "Back office"). Administrators create, archive and restore; venue managers
// list and edit their own.
import { ZErrorDetail, ZValidationErrors } from '@afisha/contracts';
import {
  ZIdParams,
  ZInUse,
  ZRestoreBody,
  ZRestoreRefused,
  ZSaveRefused,
} from '@afisha/contracts/manage/common';
import {
  ZManageVenue,
  ZManageVenuePage,
  ZManageVenueQuery,
  ZVenueCreate,
  ZVenuePatch,
} from '@afisha/contracts/manage/venues';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toPage } from '../../../plugins/pagination.ts';
import { auditActor } from '../audit/audit-log.ts';
import { manageRoute, requireAdmin, requireManager } from '../manage-access.ts';
import type { ManageDeps } from '../manage-deps.ts';
import { expectedVersion, optionalVersion } from '../write-refusals.ts';
import { createVenuesService } from './venues.service.ts';

const refused = { 401: ZErrorDetail, 403: ZErrorDetail };

export const venuesRoutes: FastifyPluginAsyncZod<ManageDeps> = async (app, deps) => {
  const venues = createVenuesService(deps);
  const { db } = deps;

  app.get(
    '/venues',
    {
      schema: {
        operationId: 'manageListVenues',
        ...manageRoute('venues'),
        summary: 'Venues the manager manages (all for administrators), filtered and searched',
        querystring: ZManageVenueQuery,
        response: { 200: ZManageVenuePage, 400: ZValidationErrors, ...refused },
      },
    },
    async (request) => {
      const manager = await requireManager(db, request);
      const page = await venues.list(manager, request.query, request.locale);
      return toPage(request, { ...request.query, ...page });
    },
  );

  app.post(
    '/venues',
    {
      schema: {
        operationId: 'manageCreateVenue',
        ...manageRoute('venues'),
        summary: 'Create a venue (administrators only)',
        body: ZVenueCreate,
        response: { 201: ZManageVenue, 400: ZValidationErrors, ...refused },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(db, request);
      const venue = await venues.create(auditActor(request, admin.userId), request.body, request.locale);
      return reply.code(201).send(venue);
    },
  );

  app.get(
    '/venues/:id',
    {
      schema: {
        operationId: 'manageGetVenue',
        ...manageRoute('venues'),
        summary: 'A venue, every language of it',
        params: ZIdParams,
        response: { 200: ZManageVenue, 400: ZValidationErrors, ...refused, 404: ZErrorDetail },
      },
    },
    async (request) => {
      const manager = await requireManager(db, request);
      return venues.get(manager, request.params.id, request.locale);
    },
  );

  app.patch(
    '/venues/:id',
    {
      schema: {
        operationId: 'manageUpdateVenue',
        ...manageRoute('venues'),
        summary: "Change a venue's fields (If-Match: its version); a new city moves its sessions' listing",
        params: ZIdParams,
        body: ZVenuePatch,
        response: {
          200: ZManageVenue,
          400: ZValidationErrors,
          ...refused,
          404: ZErrorDetail,
          409: ZSaveRefused,
        },
      },
    },
    async (request) => {
      const manager = await requireManager(db, request);
      const version = expectedVersion(request, request.body.version);
      const actor = auditActor(request, manager.userId);
      return venues.update(manager, actor, request.params.id, version, request.body, request.locale);
    },
  );

  app.delete(
    '/venues/:id',
    {
      schema: {
        operationId: 'manageArchiveVenue',
        ...manageRoute('venues'),
        summary: 'Archive a venue (administrators only): refused while live sessions or sold tickets need it',
        params: ZIdParams,
        response: { 204: z.null(), 400: ZValidationErrors, ...refused, 404: ZErrorDetail, 409: ZInUse },
      },
    },
    async (request, reply) => {
      const manager = await requireManager(db, request);
      await venues.archive(manager, auditActor(request, manager.userId), request.params.id, request.locale);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/venues/:id/restore',
    {
      schema: {
        operationId: 'manageRestoreVenue',
        ...manageRoute('venues'),
        summary:
          'Bring an archived venue back on the site (administrators only; If-Match: its version, optional)',
        params: ZIdParams,
        body: ZRestoreBody,
        response: {
          200: ZManageVenue,
          400: ZValidationErrors,
          ...refused,
          404: ZErrorDetail,
          409: ZRestoreRefused,
        },
      },
    },
    async (request) => {
      const manager = await requireManager(db, request);
      const version = optionalVersion(request, request.body?.version);
      const actor = auditActor(request, manager.userId);
      return venues.restore(manager, actor, request.params.id, version, request.locale);
    },
  );
};
