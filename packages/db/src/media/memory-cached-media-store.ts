// Owns keeping small content-addressed media in this process's memory in front of a remote store (the S3 bucket):
// their bytes never change under their key, so a copy is never stale and needs no invalidation across processes.
// Without it every poster a browser or CDN has not cached yet costs a GET on the bucket (measured here: about 160
// answers a second per process streaming from the bucket, against 2,500 from memory or the folder; docs/operations.md).
// Keys named by hand, misses and large files go to the store each time. Least recently used copies go first.
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { contentHashOf } from './media-key.js';
import type { MediaObject, MediaStore } from './media-store-contract.js';

export type MemoryCacheLimits = {
  /** All copies together. */
  maxBytes: number;
  /** A larger file is streamed from the store every time. */
  maxObjectBytes: number;
};

type Copy = Omit<MediaObject, 'body'> & { bytes: Buffer };

export function withMemoryCache(store: MediaStore, limits: MemoryCacheLimits): MediaStore {
  // A Map iterates in insertion order: re-inserting on a hit makes its first entry the least recently used.
  const copies = new Map<string, Copy>();
  let total = 0;

  const answer = (copy: Copy): MediaObject => ({ ...copy, body: Readable.from([copy.bytes]) });

  function keep(key: string, copy: Copy): void {
    copies.set(key, copy);
    total += copy.bytes.length;
    for (const [oldest, old] of copies) {
      if (total <= limits.maxBytes) break;
      copies.delete(oldest);
      total -= old.bytes.length;
    }
  }

  return {
    description: store.description,
    put: (name, bytes) => store.put(name, bytes),
    close: () => store.close(),

    async get(key) {
      if (contentHashOf(key) === null) return store.get(key);
      const copy = copies.get(key);
      if (copy) {
        copies.delete(key);
        copies.set(key, copy);
        return answer(copy);
      }
      const object = await store.get(key);
      if (!object || object.size === null || object.size > limits.maxObjectBytes) return object;
      const { body, ...about } = object;
      const fresh = { ...about, bytes: await buffer(body) };
      keep(key, fresh);
      return answer(fresh);
    },
  };
}
