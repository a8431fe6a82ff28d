// Owns the routes of the back office's artists, genres and tags: GET, POST /manage/{artists,genres,tags}; GET, PATCH,
// DELETE /manage/{artists,genres,tags}/{id}; POST /manage/{artists,genres,tags}/{id}/restore (docs/api.md "Back office").
// Managers read all three and add artists; everything else is the administrators' (403 for managers).
import { ZErrorDetail, ZValidationErrors } from '@afisha/contracts';
import {
  ZIdParams,
  ZInUse,
  ZRestoreBody,
  ZRestoreRefused,
  ZSaveRefused,
} from '@afisha/contracts/manage/common';
import {
  ZArtistCreate,
  ZArtistPatch,
  ZManageArtist,
  ZManageArtistPage,
  ZManageArtistQuery,
  ZManageTerm,
  ZManageTermPage,
  ZManageTermQuery,
  ZTermCreate,
  ZTermPatch,
} from '@afisha/contracts/manage/taxonomy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toPage } from '../../../plugins/pagination.ts';
import { auditActor } from '../audit/audit-log.ts';
import { manageRoute, requireAdmin, requireManager } from '../manage-access.ts';
import type { ManageDeps } from '../manage-deps.ts';
import { expectedVersion, optionalVersion } from '../write-refusals.ts';
import { createTaxonomyService } from './taxonomy.service.ts';

const refused = { 401: ZErrorDetail, 403: ZErrorDetail };
const missing = { 404: ZErrorDetail };

export const taxonomyRoutes: FastifyPluginAsyncZod<ManageDeps> = async (app, deps) => {
  const taxonomy = createTaxonomyService(deps);
  const { db } = deps;
  const tag = manageRoute('catalogue');

  app.get(
    '/artists',
    {
      schema: {
        operationId: 'manageListArtists',
        ...tag,
        summary: 'Artists, searched by name in any language or slug',
        querystring: ZManageArtistQuery,
        response: { 200: ZManageArtistPage, 400: ZValidationErrors, ...refused },
      },
    },
    async (request) => {
      await requireManager(db, request);
      return toPage(request, {
        ...request.query,
        ...(await taxonomy.listArtists(request.query, request.locale)),
      });
    },
  );

  app.post(
    '/artists',
    {
      schema: {
        operationId: 'manageCreateArtist',
        ...tag,
        summary: 'Add an artist (administrators and venue managers)',
        body: ZArtistCreate,
        response: { 201: ZManageArtist, 400: ZValidationErrors, ...refused },
      },
    },
    async (request, reply) => {
      const manager = await requireManager(db, request);
      const artist = await taxonomy.createArtist(auditActor(request, manager.userId), request.body);
      return reply.code(201).send(artist);
    },
  );

  app.get(
    '/artists/:id',
    {
      schema: {
        operationId: 'manageGetArtist',
        ...tag,
        summary: 'An artist, every language of it',
        params: ZIdParams,
        response: { 200: ZManageArtist, 400: ZValidationErrors, ...refused, ...missing },
      },
    },
    async (request) => {
      await requireManager(db, request);
      return taxonomy.getArtist(request.params.id);
    },
  );

  app.patch(
    '/artists/:id',
    {
      schema: {
        operationId: 'manageUpdateArtist',
        ...tag,
        summary: "Change an artist's fields (administrators only; If-Match: its version)",
        params: ZIdParams,
        body: ZArtistPatch,
        response: {
          200: ZManageArtist,
          400: ZValidationErrors,
          ...refused,
          ...missing,
          409: ZSaveRefused,
        },
      },
    },
    async (request) => {
      const admin = await requireAdmin(db, request);
      const version = expectedVersion(request, request.body.version);
      return taxonomy.updateArtist(
        auditActor(request, admin.userId),
        request.params.id,
        version,
        request.body,
      );
    },
  );

  app.delete(
    '/artists/:id',
    {
      schema: {
        operationId: 'manageArchiveArtist',
        ...tag,
        summary:
          'Archive an artist (administrators only): refused while in the cast of a performance with live sessions',
        params: ZIdParams,
        response: { 204: z.null(), 400: ZValidationErrors, ...refused, ...missing, 409: ZInUse },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(db, request);
      await taxonomy.archiveArtist(auditActor(request, admin.userId), request.params.id, request.locale);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/artists/:id/restore',
    {
      schema: {
        operationId: 'manageRestoreArtist',
        ...tag,
        summary:
          'Bring an archived artist back on the site (administrators only; If-Match: its version, optional)',
        params: ZIdParams,
        body: ZRestoreBody,
        response: {
          200: ZManageArtist,
          400: ZValidationErrors,
          ...refused,
          ...missing,
          409: ZRestoreRefused,
        },
      },
    },
    async (request) => {
      const admin = await requireAdmin(db, request);
      const version = optionalVersion(request, request.body?.version);
      return taxonomy.restoreArtist(auditActor(request, admin.userId), request.params.id, version);
    },
  );

  for (const [kind, one, One] of [
    ['genres', 'genre', 'Genre'],
    ['tags', 'tag', 'Tag'],
  ] as const) {
    app.get(
      `/${kind}`,
      {
        schema: {
          operationId: `manageList${One}s`,
          ...tag,
          summary: `${One}s in editorial order, searched by name or slug`,
          querystring: ZManageTermQuery,
          response: { 200: ZManageTermPage, 400: ZValidationErrors, ...refused },
        },
      },
      async (request) => {
        await requireManager(db, request);
        const page = await taxonomy.listTerms(kind, request.query, request.locale);
        return toPage(request, { ...request.query, ...page });
      },
    );

    app.post(
      `/${kind}`,
      {
        schema: {
          operationId: `manageCreate${One}`,
          ...tag,
          summary: `Add a ${one} (administrators only)`,
          body: ZTermCreate,
          response: { 201: ZManageTerm, 400: ZValidationErrors, ...refused },
        },
      },
      async (request, reply) => {
        const admin = await requireAdmin(db, request);
        const created = await taxonomy.createTerm(auditActor(request, admin.userId), kind, request.body);
        return reply.code(201).send(created);
      },
    );

    app.get(
      `/${kind}/:id`,
      {
        schema: {
          operationId: `manageGet${One}`,
          ...tag,
          summary: `A ${one}, every language of it`,
          params: ZIdParams,
          response: { 200: ZManageTerm, 400: ZValidationErrors, ...refused, ...missing },
        },
      },
      async (request) => {
        await requireManager(db, request);
        return taxonomy.getTerm(kind, request.params.id);
      },
    );

    app.patch(
      `/${kind}/:id`,
      {
        schema: {
          operationId: `manageUpdate${One}`,
          ...tag,
          summary: `Change a ${one} (administrators only; If-Match: its version)`,
          params: ZIdParams,
          body: ZTermPatch,
          response: {
            200: ZManageTerm,
            400: ZValidationErrors,
            ...refused,
            ...missing,
            409: ZSaveRefused,
          },
        },
      },
      async (request) => {
        const admin = await requireAdmin(db, request);
        const version = expectedVersion(request, request.body.version);
        const actor = auditActor(request, admin.userId);
        return taxonomy.updateTerm(actor, kind, request.params.id, version, request.body);
      },
    );

    app.delete(
      `/${kind}/:id`,
      {
        schema: {
          operationId: `manageArchive${One}`,
          ...tag,
          summary: `Archive a ${one} (administrators only): refused while performances have it`,
          params: ZIdParams,
          response: { 204: z.null(), 400: ZValidationErrors, ...refused, ...missing, 409: ZInUse },
        },
      },
      async (request, reply) => {
        const admin = await requireAdmin(db, request);
        await taxonomy.archiveTerm(
          auditActor(request, admin.userId),
          kind,
          request.params.id,
          request.locale,
        );
        return reply.code(204).send(null);
      },
    );

    app.post(
      `/${kind}/:id/restore`,
      {
        schema: {
          operationId: `manageRestore${One}`,
          ...tag,
          summary: `Bring an archived ${one} back on the site (administrators only; If-Match: its version, optional)`,
          params: ZIdParams,
          body: ZRestoreBody,
          response: {
            200: ZManageTerm,
            400: ZValidationErrors,
            ...refused,
            ...missing,
            409: ZRestoreRefused,
          },
        },
      },
      async (request) => {
        const admin = await requireAdmin(db, request);
        const version = optionalVersion(request, request.body?.version);
        return taxonomy.restoreTerm(auditActor(request, admin.userId), kind, request.params.id, version);
      },
    );
  }
};
