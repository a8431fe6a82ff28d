// Owns the routes every versioned, archivable back-office record shares (venues, halls, performances, artists,
// genres, tags): GET, PATCH (If-Match or `version`), DELETE (archive) /manage/<records>/{id} and POST
// /manage/<records>/{id}/restore, registered the same way for each. An area lists and creates its records itself
// (those differ) and hands this its service, its contracts, the record's audit name and who may write; the rules
// stay the service's (record-writes.ts): 404 for another venue's record, 409 on a stale version or a record in use.
import { ZErrorDetail, ZValidationErrors } from '@afisha/contracts';
import {
  ZIdParams,
  ZInUse,
  ZRestoreBody,
  ZRestoreRefused,
  ZSaveRefused,
} from '@afisha/contracts/manage/common';
import type { Db, Locale } from '@afisha/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor } from './audit/audit-log.ts';
import { type Manager, manageRoute, requireAdmin, requireManager } from './manage-access.ts';
import type { ManageTag } from './manage-tags.ts';
import type { ManageWrite } from './record-writes.ts';
import { expectedVersion, optionalVersion } from './write-refusals.ts';

/** What the record routes ask of an area's service; `manager` reads are 404 for a record of another venue. */
export type RecordService<Record, Patch> = {
  get(manager: Manager, id: number, locale: Locale): Promise<Record>;
  update(write: ManageWrite, id: number, version: number, patch: Patch): Promise<Record>;
  archive(write: ManageWrite, id: number): Promise<void>;
  restore(write: ManageWrite, id: number, version: number | undefined): Promise<Record>;
};

export type RecordRoutes<R extends z.ZodType, P extends z.ZodType<{ version?: number | undefined }>> = {
  db: Db;
  /** Where the records are: `/venues` answers /venues/{id} and /venues/{id}/restore. */
  path: string;
  /** The record's name in the audit log (`venue`), and, capitalised, in the operation ids (`manageGetVenue`). */
  entity: string;
  tag: ManageTag;
  /**
   * Who may change, archive and restore: any manager (the service refuses what is the administrators' alone, after
   * the 404 of another venue's record), or administrators only (403 for managers before anything is read).
   */
  writers: 'managers' | 'administrators';
  /** The record as read and answered, and a change of it (with its optional `version`). */
  record: R;
  patch: P;
  summaries: { get: string; update: string; archive: string; restore: string };
  service: RecordService<z.output<R>, z.output<P>>;
};

export function recordRoutes<R extends z.ZodType, P extends z.ZodType<{ version?: number | undefined }>>(
  parent: FastifyInstance,
  options: RecordRoutes<R, P>,
): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, path, service, summaries } = options;
  const one = options.entity.charAt(0).toUpperCase() + options.entity.slice(1);
  const route = manageRoute(options.tag);
  // The answer's schema, widened: it serialises what the service answers, whose type the service already states.
  const record: z.ZodType = options.record;
  const refused = { 400: ZValidationErrors, 401: ZErrorDetail, 403: ZErrorDetail, 404: ZErrorDetail };
  const writer = options.writers === 'administrators' ? requireAdmin : requireManager;
  const write = async (request: FastifyRequest): Promise<ManageWrite> => {
    const manager = await writer(db, request);
    return { manager, actor: auditActor(request, manager.userId), locale: request.locale };
  };

  app.get(
    `${path}/:id`,
    {
      schema: {
        operationId: `manageGet${one}`,
        ...route,
        summary: summaries.get,
        params: ZIdParams,
        response: { 200: record, ...refused },
      },
    },
    async (request) => service.get(await requireManager(db, request), request.params.id, request.locale),
  );

  app.patch(
    `${path}/:id`,
    {
      schema: {
        operationId: `manageUpdate${one}`,
        ...route,
        summary: summaries.update,
        params: ZIdParams,
        body: options.patch,
        response: { 200: record, ...refused, 409: ZSaveRefused },
      },
    },
    async (request) => {
      const by = await write(request);
      const body = request.body as z.output<P>;
      return service.update(by, request.params.id, expectedVersion(request, body.version), body);
    },
  );

  app.delete(
    `${path}/:id`,
    {
      schema: {
        operationId: `manageArchive${one}`,
        ...route,
        summary: summaries.archive,
        params: ZIdParams,
        response: { 204: z.null(), ...refused, 409: ZInUse },
      },
    },
    async (request, reply) => {
      await service.archive(await write(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${path}/:id/restore`,
    {
      schema: {
        operationId: `manageRestore${one}`,
        ...route,
        summary: summaries.restore,
        params: ZIdParams,
        body: ZRestoreBody,
        response: { 200: record, ...refused, 409: ZRestoreRefused },
      },
    },
    async (request) => {
      const by = await write(request);
      return service.restore(by, request.params.id, optionalVersion(request, request.body?.version));
    },
  );
}
