// Owns POST /manage/media (docs/api.md "Back office"): an image upload, multipart/form-data with one `file` field. The
// multipart parser is registered here alone, so no other route of the API accepts multipart bodies; it reads at most
// one file of MEDIA_LIMITS.maxBytes, refusing a larger one with 413 before the rest is read.

import { ZErrorDetail, ZValidationErrors } from '@afisha/contracts';
import { MEDIA_LIMITS, ZMediaFile, ZMediaUploadBody } from '@afisha/contracts/manage/media';
import type { Db } from '@afisha/db';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, FieldValidationError } from '../../../lib/app-error.ts';
import { auditActor } from '../audit/audit-log.ts';
import { manageRoute, requireManager } from '../manage-access.ts';
import type { MediaService } from './media.service.ts';

export const mediaRoutes: FastifyPluginAsyncZod<{ db: Db; media: MediaService }> = async (
  app,
  { db, media: service },
) => {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: MEDIA_LIMITS.maxBytes,
      files: 1,
      fields: 10,
      fieldSize: 1000,
      parts: 12,
      headerPairs: 50,
    },
  });
  app.post(
    '/media',
    {
      schema: {
        operationId: 'manageUploadMedia',
        ...manageRoute('media'),
        summary: 'Upload an image (JPEG, PNG, WebP or SVG): stored with the sizes the site uses',
        consumes: ['multipart/form-data'],
        body: ZMediaUploadBody,
        response: {
          201: ZMediaFile,
          400: ZValidationErrors,
          401: ZErrorDetail,
          403: ZErrorDetail,
          413: ZErrorDetail,
        },
      },
    },
    async (request, reply) => {
      const manager = await requireManager(db, request);
      const file = await readUpload(request);
      const record = await service.upload({ ...file, actor: auditActor(request, manager.userId) });
      return reply.code(201).send(record);
    },
  );
};

/** The bytes and name of the one `file` part; a field error when there is none, 413 when it is too large. */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string | undefined }> {
  const missing = new FieldValidationError([{ field: 'file', code: 'required' }]);
  if (!request.isMultipart()) throw missing;
  try {
    const part = await request.file();
    if (part?.fieldname !== 'file') throw missing;
    return { bytes: await part.toBuffer(), fileName: part.filename || undefined };
  } catch (error) {
    if (error instanceof FieldValidationError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(
        'payload_too_large',
        413,
        { max: MEDIA_LIMITS.maxBytes / 1024 / 1024 },
        'field.image_too_large',
      );
    }
    // A body that is not well-formed multipart (no boundary, cut short, too many parts).
    throw new FieldValidationError([{ field: 'file', code: 'invalid' }]);
  }
}
