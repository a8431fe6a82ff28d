// The names of media objects (media-key.ts) and the folder store (local-media-store.ts): content-addressed keys that
// follow the bytes, keys that cannot leave the folder (`..`, NUL, backslash, hidden files, empty segments), files
// that appear whole, and a missing or refused key read as nothing; the memory copies kept in front of a bucket. The
// bucket store itself: apps/api/test/platform/media-s3.test.ts.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
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
import type { MediaStore } from '../src/media/media-store.js';
import { withMemoryCache } from '../src/media/memory-cached-media-store.js';

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

describe('memory copies in front of a store', () => {
  let dir: string;
  let reads: string[];
  let cached: MediaStore;
  let folder: MediaStore;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'media-cache-'));
    folder = createLocalMediaStore(dir);
    reads = [];
    const counted: MediaStore = {
      ...folder,
      get: (key) => {
        reads.push(key);
        return folder.get(key);
      },
    };
    cached = withMemoryCache(counted, { maxBytes: 25, maxObjectBytes: 12 });
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const text = async (store: MediaStore, key: string) => {
    const object = await store.get(key);
    return object ? String(await buffer(object.body)) : null;
  };

  it('reads a small content-addressed file from the store once', async () => {
    const key = await folder.put('posters/a.svg', '<svg>a</svg>');
    expect(await text(cached, key)).toBe('<svg>a</svg>');
    expect(await text(cached, key)).toBe('<svg>a</svg>');
    expect((await cached.get(key))?.contentType).toBe('image/svg+xml');
    expect(reads).toEqual([key]);
  });

  it('asks the store every time for a name given by hand, a miss or a large file', async () => {
    await mkdir(path.join(dir, 'posters'), { recursive: true });
    await writeFile(path.join(dir, 'posters', 'byhand.svg'), 'one');
    const large = await folder.put('posters/large.svg', '<svg>large file</svg>');
    const missing = 'posters/missing.0123456789abcdef.svg';
    for (let i = 0; i < 2; i++) {
      await text(cached, 'posters/byhand.svg');
      expect(await text(cached, missing)).toBeNull();
      expect(await text(cached, large)).toBe('<svg>large file</svg>');
    }
    expect(reads).toEqual(['posters/byhand.svg', missing, large, 'posters/byhand.svg', missing, large]);
  });

  it('lets the least recently used copies go past its size', async () => {
    const [a, b, c] = await Promise.all(
      ['a', 'b', 'c'].map((name) => folder.put(`posters/${name}.svg`, `<svg>${name}</svg>`)),
    );
    await text(cached, a!);
    await text(cached, b!);
    await text(cached, a!);
    await text(cached, c!); // 36 bytes > 25: b, the least recently used, goes
    reads.length = 0;
    await text(cached, a!);
    await text(cached, c!);
    await text(cached, b!);
    expect(reads).toEqual([b]);
  });
});
