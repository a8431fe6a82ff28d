// [CERTIFICATES] The designs' pictures from the media store: a content-addressed one read once and kept, one named by
// hand (its bytes may change under the same name) and a missing one read again after a minute, never a file outside
// the store or anything but an SVG under /media/.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalMediaStore } from '@afisha/db/media/local-media-store';
import type { MediaStore } from '@afisha/db/media/media-store';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCertificateDesigns } from './certificate-designs.ts';

const START = new Date('2030-01-15T12:00:00Z').getTime();
let dir: string;
let now: number;
let reads: string[];
let designs: ReturnType<typeof createCertificateDesigns>;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'designs-'));
  now = START;
  reads = [];
  const local = createLocalMediaStore(dir);
  // The real folder store, with its reads counted.
  const media: MediaStore = {
    ...local,
    get: (key) => {
      reads.push(key);
      return local.get(key);
    },
  };
  designs = createCertificateDesigns({ media, clock: { now: () => new Date(now) } });
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('certificate designs', () => {
  it('reads a content-addressed picture once and keeps it', async () => {
    const key = await createLocalMediaStore(dir).put('certificates/classic.svg', '<svg>classic</svg>');
    expect(await designs.pictureOf(`/media/${key}`)).toBe('<svg>classic</svg>');
    now += 24 * 60 * 60_000;
    expect(await designs.pictureOf(`/media/${key}`)).toBe('<svg>classic</svg>');
    expect(reads).toEqual([key]);
  });

  it('sees a picture replaced under the same name, or written after a miss, within a minute', async () => {
    const url = '/media/certificates/winter.svg';
    expect(await designs.pictureOf(url)).toBeNull();
    await createLocalMediaStore(dir).put('certificates/other.svg', '<svg>other</svg>');
    await writeFile(path.join(dir, 'certificates', 'winter.svg'), '<svg>old</svg>');
    now += 59_000;
    expect(await designs.pictureOf(url)).toBeNull();
    now += 2_000;
    expect(await designs.pictureOf(url)).toBe('<svg>old</svg>');
    await writeFile(path.join(dir, 'certificates', 'winter.svg'), '<svg>new</svg>');
    expect(await designs.pictureOf(url)).toBe('<svg>old</svg>');
    now += 61_000;
    expect(await designs.pictureOf(url)).toBe('<svg>new</svg>');
  });

  it.each([
    '/media/../../etc/passwd.svg',
    '/media/certificates/%2e%2e/x.svg',
    '/media/certificates/a.png',
    'https://elsewhere.example/a.svg',
    '/media/certificates/a\u0000.svg',
  ])('reads nothing for %j', async (url) => {
    expect(await designs.pictureOf(url)).toBeNull();
    expect(reads).toEqual([]);
  });
});
