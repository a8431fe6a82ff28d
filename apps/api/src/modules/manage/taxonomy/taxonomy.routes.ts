// Owns the routes of the back office's artists, genres and tags: GET, POST /manage/{artists,genres,tags}; GET, PATCH,
// DELETE /manage/{artists,genres,tags}/{id}; POST /manage/{artists,genres,tags}/{id}/restore (docs/api.md "Back office").
// Managers read all three and add artists; everything else is the administrators' (403 for managers).
import { ZErrorDetail, ZValidationErrors } from '@afisha/contracts';
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
import type { Db } from '@afisha/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPage } from '../../../plugins/pagination.ts';
import { auditActor } from '../audit/audit-log.ts';
import { manageRoute, requireAdmin, requireManager } from '../manage-access.ts';
import { recordRoutes } from '../record-routes.ts';
import type { TaxonomyService } from './taxonomy.service.ts';

const refused = { 401: ZErrorDetail, 403: ZErrorDetail };

export const taxonomyRoutes: FastifyPluginAsyncZod<{ db: Db; taxonomy: TaxonomyService }> = async (
  app,
  { db, taxonomy },
) => {
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

  recordRoutes(app, {
    db,
    path: '/artists',
    entity: 'artist',
    tag: 'catalogue',
    writers: 'administrators',
    record: ZManageArtist,
    patch: ZArtistPatch,
    summaries: {
      get: 'An artist, every language of it',
      update: "Change an artist's fields (administrators only; If-Match: its version)",
      archive:
        'Archive an artist (administrators only): refused while in the cast of a performance with live sessions',
      restore:
        'Bring an archived artist back on the site (administrators only; If-Match: its version, optional)',
    },
    service: {
      get: (_manager, id) => taxonomy.getArtist(id),
      update: ({ actor }, id, version, body) => taxonomy.updateArtist(actor, id, version, body),
      archive: ({ actor, locale }, id) => taxonomy.archiveArtist(actor, id, locale),
      restore: ({ actor }, id, version) => taxonomy.restoreArtist(actor, id, version),
    },
  });

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

    recordRoutes(app, {
      db,
      path: `/${kind}`,
      entity: one,
      tag: 'catalogue',
      writers: 'administrators',
      record: ZManageTerm,
      patch: ZTermPatch,
      summaries: {
        get: `A ${one}, every language of it`,
        update: `Change a ${one} (administrators only; If-Match: its version)`,
        archive: `Archive a ${one} (administrators only): refused while performances have it`,
        restore: `Bring an archived ${one} back on the site (administrators only; If-Match: its version, optional)`,
      },
      service: {
        get: (_manager, id) => taxonomy.getTerm(kind, id),
        update: ({ actor }, id, version, body) => taxonomy.updateTerm(actor, kind, id, version, body),
        archive: ({ actor, locale }, id) => taxonomy.archiveTerm(actor, kind, id, locale),
        restore: ({ actor }, id, version) => taxonomy.restoreTerm(actor, kind, id, version),
      },
    });
  }
};
