// [PLATFORM] /media/*: files of the local media store (MEDIA_DIR) with their content type and cache headers (a year
// and `immutable` for a content-addressed name, a day for one named by hand); no listings, no dotfiles, and no way out
// of the folder whatever the encoding of `..`. The S3-compatible store: platform/media-s3.test.ts.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createLocalMediaStore } from '@afisha/db/media/local-media-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
let t: TestApp;
let mediaDir: string;

beforeAll(async () => {
  t = await createTestApp();
  const { media, dataDir } = t.config;
  if (media.kind !== 'local') throw new Error('The test app keeps media in its folder');
  mediaDir = media.dir;
  await mkdir(path.join(mediaDir, 'posters'), { recursive: true });
  await writeFile(path.join(mediaDir, 'posters', 'hamlet.svg'), SVG);
  await writeFile(path.join(mediaDir, 'posters', 'hamlet.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await writeFile(path.join(mediaDir, '.secret'), 'dotfile');
  // A file next to MEDIA_DIR that traversal would reach.
  await writeFile(path.join(dataDir, 'outside.txt'), 'TOP SECRET');
});
afterAll(async () => {
  await t?.close();
});

describe('/media', () => {
  it('serves an SVG poster with its type, cache headers and a locked-down CSP', async () => {
    const response = await t.app.inject({ url: '/media/posters/hamlet.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers.etag).toBeTruthy();
    expect(response.headers['last-modified']).toBeTruthy();
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toBe(SVG);
  });

  it('serves a content-addressed file for a year, immutable, with the hash for its ETag', async () => {
    const key = await createLocalMediaStore(mediaDir).put('posters/othello.svg', SVG);
    expect(key).toMatch(/^posters\/othello\.[0-9a-f]{16}\.svg$/);
    const response = await t.app.inject({ url: `/media/${key}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBe(`"${key.split('.')[1]}"`);
    expect(response.body).toBe(SVG);
    const again = await t.app.inject({
      url: `/media/${key}`,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/media/posters/hamlet.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-length']).toBe(String(SVG.length));
    expect(response.body).toBe('');
  });

  it('answers a conditional request with 304', async () => {
    const first = await t.app.inject({ url: '/media/posters/hamlet.svg' });
    const again = await t.app.inject({
      url: '/media/posters/hamlet.svg',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves other types by extension', async () => {
    const response = await t.app.inject({ url: '/media/posters/hamlet.png' });
    expect(response.headers['content-type']).toBe('image/png');
  });

  it.each([
    '/media/posters/missing.svg',
    '/media/posters/',
    '/media/',
    '/media/.secret',
    '/media/posters',
    '/media',
  ])('%s is a translated 404', async (url) => {
    const response = await t.app.inject({ url, headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it.each([
    '/media/../outside.txt',
    '/media/posters/../../outside.txt',
    '/media/%2e%2e/outside.txt',
    '/media/%2E%2E%2Foutside.txt',
    '/media/posters/%2e%2e%2f%2e%2e%2foutside.txt',
    '/media/%252e%252e%252foutside.txt',
    '/media/..%5coutside.txt',
    '/media/posters/..%2F..%2Foutside.txt',
    '/media//etc/passwd',
    '/media/%00../outside.txt',
  ])('never leaves MEDIA_DIR: %s', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Не найдено.', code: 'not_found' });
    expect(response.body).not.toContain('TOP SECRET');
    expect(response.body).not.toContain('root:');
  });

  it('answers a path that is not valid UTF-8 (overlong dots) with 400, not a file', async () => {
    const response = await t.app.inject({ url: '/media/%c0%ae%c0%ae/outside.txt' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      non_field_errors: ['Некорректное значение.'],
      codes: { non_field_errors: ['invalid'] },
    });
  });
});
