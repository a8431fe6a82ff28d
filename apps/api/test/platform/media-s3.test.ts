// [PLATFORM] Media in an S3-compatible bucket shared by several API processes (issue 19, item 5). The bucket is
// s3rver's (test/helpers/s3-server.ts), standing in for AWS S3, MinIO or Yandex Object Storage: the same S3 API
// through the same AWS SDK. The seed writes the demo images to the bucket; two API instances, each with its own
// empty media folder, serve them (before, a second machine answered 404, as the folder-only instance here still
// does); content-addressed URLs follow the bytes; unknown keys are 404, hostile names are refused; a bucket that
// does not answer is a 503.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { createTestDatabase, type Database, seedDatabase } from '@afisha/db';
import { createMediaStore, type MediaStore } from '@afisha/db/media/media-store';
import { sql } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config.ts';
import { startTestS3Server, type TestS3Server } from '../helpers/s3-server.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let s3: TestS3Server;
let database: Database;
let store: MediaStore;
/** Two API processes on the bucket. */
let a: TestApp;
let b: TestApp;
/** One with media in its own folder only: every process before the bucket. */
let folderOnly: TestApp;

const localDir = (config: Config) => (config.media.kind === 'local' ? config.media.dir : null);

beforeAll(async () => {
  s3 = await startTestS3Server();
  database = await createTestDatabase();
  store = await createMediaStore(s3.settings);
  await seedDatabase(database, { seed: 1, today: '2030-01-15', mediaStore: store });
  const onBucket = (config: Config): Config => ({ ...config, media: s3.settings });
  // One after the other: three apps built at once outrun Fastify's plugin timeout on a loaded machine.
  a = await createTestApp({ database, config: onBucket });
  b = await createTestApp({ database, config: onBucket });
  folderOnly = await createTestApp({ database });
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.close(), b?.close(), folderOnly?.close()]);
  await store?.close();
  await database?.close();
  await s3?.stop();
});

async function firstRow<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = await database.db.execute(query);
  const row = result.rows[0] as T | undefined;
  if (!row) throw new Error('the seed wrote no such row');
  return row;
}

const hashOfUrl = (url: string) => /\.([0-9a-f]{16})\.svg$/.exec(url)?.[1];
const sha256Prefix = (body: Buffer) => createHash('sha256').update(body).digest('hex').slice(0, 16);

describe('media on an S3-compatible bucket', () => {
  it('serves a poster the seed wrote to the bucket from every API process, none of which has it on disk', async () => {
    const { poster } = await firstRow<{ poster: string }>(
      sql`select poster from performances order by id limit 1`,
    );
    expect(poster).toMatch(/^\/media\/posters\/.+\.[0-9a-f]{16}\.svg$/);
    for (const app of [a, b]) {
      const response = await app.app.inject({ url: poster });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toMatch(/^<svg /);
      expect(sha256Prefix(response.rawPayload)).toBe(hashOfUrl(poster));
      const dir = localDir(app.config);
      expect(dir === null || !existsSync(dir) || readdirSync(dir).length === 0).toBe(true);
    }
    expect((await folderOnly.app.inject({ url: poster })).statusCode).toBe(404);
  });

  it("draws a certificate design from the bucket into another process's preview", async () => {
    const { id } = await firstRow<{ id: number }>(
      sql`select id from certificate_templates order by id limit 1`,
    );
    const url = `/api/v1/certificate-preview?template=${id}&nominal=5000`;
    const fromBucket = await b.app.inject({ url });
    expect(fromBucket.statusCode).toBe(200);
    expect(fromBucket.body).toContain('data:image/svg+xml;base64,');
    const fromFolder = await folderOnly.app.inject({ url });
    expect(fromFolder.statusCode).toBe(200);
    expect(fromFolder.body).not.toContain('data:image/svg+xml;base64,');
  });

  it('gives other bytes under the same name another URL, and each URL keeps its bytes', async () => {
    const first = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>';
    const second = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="2" height="2"/></svg>';
    const firstKey = await store.put('posters/premiere.svg', first);
    const secondKey = await store.put('posters/premiere.svg', second);
    expect(secondKey).not.toBe(firstKey);
    expect(await store.put('posters/premiere.svg', first)).toBe(firstKey);
    expect((await a.app.inject({ url: `/media/${firstKey}` })).body).toBe(first);
    expect((await b.app.inject({ url: `/media/${secondKey}` })).body).toBe(second);
    expect((await b.app.inject({ url: `/media/${firstKey}` })).body).toBe(first);
  });

  it.each([
    '/media/posters/missing.0123456789abcdef.svg',
    '/media/posters/missing.svg',
    '/media/nothing',
    '/media/',
  ])('answers an unknown key %s with 404, not 500', async (url) => {
    const response = await b.app.inject({ url, headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it.each([
    '/media/..%2f..%2fsecret.svg',
    '/media/posters/%2e%2e/%2e%2e/secret.svg',
    '/media/%00.svg',
    '/media/posters/a%00.svg',
    '/media/posters%5c..%5csecret.svg',
    '/media/.hidden.svg',
    '/media//posters/a.svg',
  ])('refuses the hostile key %s with a 404', async (url) => {
    const response = await a.app.inject({ url });
    expect(response.statusCode).toBe(404);
  });

  it('answers 503, not 500, while the bucket does not answer', async () => {
    const down = await startTestS3Server();
    await down.stop();
    const stranded = await createTestApp({
      database,
      config: (config) => ({ ...config, media: down.settings }),
    });
    try {
      const response = await stranded.app.inject({
        url: '/media/posters/any.0123456789abcdef.svg',
        headers: { 'accept-language': 'en' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'service_unavailable' });
    } finally {
      await stranded.close();
    }
  });

  it.each([
    '../escape.svg',
    'posters/../../escape.svg',
    '/etc/passwd.svg',
    'posters/a\u0000.svg',
    'posters\\..\\escape.svg',
    '.hidden.svg',
    'posters//a.svg',
    'posters/noextension',
  ])('refuses to store under the name %j', async (name) => {
    await expect(store.put(name, '<svg/>')).rejects.toThrow(/media file name/);
  });
});
