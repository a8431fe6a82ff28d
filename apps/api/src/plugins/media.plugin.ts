// Owns serving MEDIA_DIR (posters and images the seed generates) under /media/*: content type from
// the extension, cache headers with ETag, no directory listings, no dotfiles, and no way out of
// the folder (@fastify/send rejects `..` after decoding; tests cover the encoded variants).
// Encapsulated on purpose: its error handler turns every refusal of a path (a directory, a
// traversal attempt, a NUL byte) into the same 404 as a missing file, so probing learns nothing.
import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

export const mediaPlugin: FastifyPluginAsync<{ mediaDir: string }> = async (app, options) => {
  // Created up front so a fresh checkout (nothing seeded yet) answers 404s, not a startup warning.
  await mkdir(options.mediaDir, { recursive: true });
  app.setErrorHandler((error, _request, reply) => {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) return reply.callNotFound();
    throw error;
  });
  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'ignore',
    maxAge: ONE_DAY_MS,
    etag: true,
    lastModified: true,
    schemaHide: true,
  });
};
