// The names of media objects (media-key.ts) and the folder store (local-media-store.ts): content-addressed keys that
// follow the bytes, keys that cannot leave the folder (`..`, NUL, backslash, hidden files, empty segments), files
// that appear whole, and a missing or refused key read as nothing. The bucket store: apps/api/test/platform/media-s3.
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalMediaStore } from '../src/media/local-media-store.js';
import {
  contentAddressedKey,
  contentHashOf,
  isMediaKey,
  mediaContentType,
  mediaKeyOfUrl,
} from '../src/media/media-key.js';

describe('media keys', () => {
  it('puts the first 16 hex digits of the SHA-256 of the bytes before the extension', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    const hash = createHash('sha256').update(svg).digest('hex').slice(0, 16);
    expect(contentAddressedKey('posters/hamlet.svg', svg)).toBe(`posters/hamlet.${hash}.svg`);
    expect(contentAddressedKey('posters/hamlet.svg', Buffer.from(svg))).toBe(`posters/hamlet.${hash}.svg`);
    expect(contentAddressedKey('posters/hamlet.svg', `${svg} `)).not.toBe(`posters/hamlet.${hash}.svg`);
    expect(contentHashOf(`posters/hamlet.${hash}.svg`)).toBe(hash);
    expect(contentHashOf('posters/hamlet.svg')).toBeNull();
  });

  it.each([
    '',
    '..',
    '../x.svg',
    'a/../x.svg',
    './x.svg',
    '/x.svg',
    'a//x.svg',
    'a/',
    '.env',
    'a/.hidden',
    'a\\..\\x.svg',
    'a\u0000.svg',
    'a b.svg',
    'a/%2e%2e/x.svg',
    `${'a/'.repeat(8)}x.svg`,
    `${'a'.repeat(129)}.svg`,
  ])('refuses the key %j', (key) => {
    expect(isMediaKey(key)).toBe(false);
    expect(() => contentAddressedKey(key.endsWith('.svg') ? key : `${key}.svg`, 'x')).toThrow(
      /media file name/,
    );
  });

  it('reads the key of a /media/ URL only', () => {
    expect(mediaKeyOfUrl('/media/posters/a.svg')).toBe('posters/a.svg');
    expect(mediaKeyOfUrl('/media/../a.svg')).toBeNull();
    expect(mediaKeyOfUrl('https://cdn.example/media/a.svg')).toBeNull();
    expect(mediaKeyOfUrl('/api/v1/x')).toBeNull();
  });

  it('types files by extension', () => {
    expect(mediaContentType('a/b.svg')).toBe('image/svg+xml');
    expect(mediaContentType('a/b.WEBP')).toBe('image/webp');
    expect(mediaContentType('a/b.bin')).toBe('application/octet-stream');
  });
});

describe('the folder store', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'media-store-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes a file whole under its content-addressed key and reads it back', async () => {
    const store = createLocalMediaStore(dir);
    const key = await store.put('logos/bolshoi.svg', '<svg>logo</svg>');
    expect(key).toMatch(/^logos\/bolshoi\.[0-9a-f]{16}\.svg$/);
    expect(await readFile(path.join(dir, key), 'utf8')).toBe('<svg>logo</svg>');
    // No temporary file is left beside it.
    expect(await readdir(path.join(dir, 'logos'))).toEqual([path.basename(key)]);
    const object = await store.get(key);
    expect(object).toMatchObject({ size: 15, contentType: 'image/svg+xml' });
    expect(String(await buffer(object!.body))).toBe('<svg>logo</svg>');
  });

  it('reads a missing key, a folder or a refused key as nothing', async () => {
    const store = createLocalMediaStore(dir);
    await writeFile(path.join(path.dirname(dir), `${path.basename(dir)}-outside.svg`), 'secret');
    try {
      expect(await store.get('posters/missing.svg')).toBeNull();
      await store.put('posters/a.svg', 'a');
      expect(await store.get('posters')).toBeNull();
      expect(await store.get(`../${path.basename(dir)}-outside.svg`)).toBeNull();
      expect(await store.get('posters/missing.svg/deeper.svg')).toBeNull();
    } finally {
      await rm(path.join(path.dirname(dir), `${path.basename(dir)}-outside.svg`));
    }
  });
});
