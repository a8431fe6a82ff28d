// Owns the routes of the back office's venues: GET, POST /manage/venues; GET, PATCH, DELETE /manage/venues/{id};
// POST /manage/venues/{id}/restore (docs/api.md "Back office"). Administrators create, archive and restore; venue managers
// list and edit their own.
import { ZErrorDetail, ZValidationErrors } from '@afisha/contracts';
import {
  ZManageVenue,
  ZManageVenuePage,
  ZManageVenueQuery,
  ZVenueCreate,
  ZVenuePatch,
} from '@afisha/contracts/manage/venues';
import type { Db } from '@afisha/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPage } from '../../../plugins/pagination.ts';
import { auditActor } from '../audit/audit-log.ts';
import { manageRoute, requireAdmin, requireManager } from '../manage-access.ts';
import { recordRoutes } from '../record-routes.ts';
import type { VenuesService } from './venues.service.ts';

const refused = { 401: ZErrorDetail, 403: ZErrorDetail };

export const venuesRoutes: FastifyPluginAsyncZod<{ db: Db; venues: VenuesService }> = async (
  app,
  { db, venues },
) => {
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

  recordRoutes(app, {
    db,
    path: '/venues',
    entity: 'venue',
    tag: 'venues',
    writers: 'managers',
    record: ZManageVenue,
    patch: ZVenuePatch,
    summaries: {
      get: 'A venue, every language of it',
      update: "Change a venue's fields (If-Match: its version); a new city moves its sessions' listing",
      archive: 'Archive a venue (administrators only): refused while live sessions or sold tickets need it',
      restore:
        'Bring an archived venue back on the site (administrators only; If-Match: its version, optional)',
    },
    service: venues,
  });
};
