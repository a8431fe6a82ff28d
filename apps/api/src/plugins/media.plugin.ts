// Owns serving media (posters, logos, certificate designs: the seed writes them, later the back office) under
// /media/*, streamed from the media store: the local folder MEDIA_DIR, or the S3-compatible bucket every API process
// shares (@afisha/db/media, chosen by config). A content-addressed key (`posters/hamlet.<hash>.svg`, whose bytes never
// change) is cached by browsers and CDNs for a year, `immutable`; a key named by hand (older rows) for a day. Keys are
// checked before any store sees them: no `..`, no NUL, no backslash, no hidden file, no empty segment. A store that
// fails (the bucket unreachable) is a 503, logged, never a 500.
// Encapsulated on purpose: its error handler turns every refusal of a path into the same 404 as a missing file, so
// probing learns nothing.
import { contentHashOf, IMMUTABLE_CACHE_CONTROL, isMediaKey } from '@afisha/db/media/media-key';
import type { MediaStore } from '@afisha/db/media/media-store';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../lib/app-error.ts';

const HAND_NAMED_CACHE_CONTROL = 'public, max-age=86400';

/** If-None-Match against an ETag, by the weak comparison (RFC 9110 13.1.2): `W/` does not matter for a GET. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

export const mediaPlugin: FastifyPluginAsync<{ store: MediaStore }> = async (app, { store }) => {
  app.setErrorHandler((error, _request, reply) => {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) return reply.callNotFound();
    throw error;
  });

  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isMediaKey(key)) return reply.callNotFound();
    const object = await store.get(key).catch((error: unknown) => {
      request.log.error({ err: error, key }, 'the media store failed');
      throw new AppError('service_unavailable', 503);
    });
    if (!object) return reply.callNotFound();
    const hash = contentHashOf(key);
    const etag = hash ? `"${hash}"` : object.etag;
    reply.header('cache-control', hash ? IMMUTABLE_CACHE_CONTROL : HAND_NAMED_CACHE_CONTROL);
    if (etag) reply.header('etag', etag);
    if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
    if (etag && matches(request.headers['if-none-match'], etag)) {
      object.body.destroy();
      return reply.code(304).send();
    }
    reply.type(object.contentType);
    if (object.size !== null) reply.header('content-length', object.size);
    return reply.send(object.body);
  });
};
