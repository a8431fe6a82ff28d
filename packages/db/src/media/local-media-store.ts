// Owns media kept in a folder on this machine (MEDIA_DIR): the embedded single-process start and development. Files
// are written to a hidden temporary name and renamed into place, so a reader never sees half a file. Nothing here is
// shared with another machine: several API processes on several machines need the S3 store (s3-media-store.ts).
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentAddressedKey, isMediaKey, mediaContentType } from './media-key.js';
import type { MediaObject, MediaStore } from './media-store-contract.js';

const ABSENT = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'ENAMETOOLONG']);

function isAbsent(error: unknown): boolean {
  return ABSENT.has((error as NodeJS.ErrnoException).code ?? '');
}

export function createLocalMediaStore(dir: string): MediaStore {
  const root = path.resolve(dir);

  /** The file of a key, or null; media-key.ts already refuses `..`, the check below is a second lock. */
  function fileOf(key: string): string | null {
    if (!isMediaKey(key)) return null;
    const file = path.resolve(root, ...key.split('/'));
    return file.startsWith(`${root}${path.sep}`) ? file : null;
  }

  return {
    description: `the folder ${root} (this machine only)`,

    async put(name, bytes) {
      const key = contentAddressedKey(name, bytes);
      const file = fileOf(key);
      if (!file) throw new Error(`Not a media file name: ${JSON.stringify(name)}`);
      const existing = await stat(file).catch(() => null);
      if (existing?.isFile()) return key;
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return key;
    },

    async get(key): Promise<MediaObject | null> {
      const file = fileOf(key);
      if (!file) return null;
      try {
        const stats = await stat(file);
        if (!stats.isFile()) return null;
        return {
          body: createReadStream(file),
          size: stats.size,
          contentType: mediaContentType(key),
          etag: `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
          lastModified: stats.mtime,
        };
      } catch (error) {
        if (isAbsent(error)) return null;
        throw error;
      }
    },

    async close() {},
  };
}
