// Owns what the rest of the code knows about where media files live: the MediaStore interface (put bytes under their
// content-addressed key, get an object by key), and the choice between the two kinds at start-up: the local folder
// MEDIA_DIR (one machine) or an S3-compatible bucket (any number of machines: AWS S3, MinIO, Yandex Object Storage).
// The S3 client is loaded only when a bucket is configured, so the embedded single-process start pays nothing for it;
// small content-addressed files read from the bucket are then kept in memory (memory-cached-media-store.ts).
import { buffer } from 'node:stream/consumers';
import { createLocalMediaStore } from './local-media-store.js';
import type { MediaStoreSettings } from './media-settings.js';
import type { MediaStore } from './media-store-contract.js';
import { withMemoryCache } from './memory-cached-media-store.js';

// The interface lives in its own file so the stores that implement it need not import this chooser back.
export type { MediaObject, MediaStore } from './media-store-contract.js';

/** What each process keeps of the bucket's small content-addressed files (posters are a few kilobytes each). */
const BUCKET_COPIES = { maxBytes: 64 * 1024 * 1024, maxObjectBytes: 1024 * 1024 };

export async function createMediaStore(settings: MediaStoreSettings): Promise<MediaStore> {
  if (settings.kind === 'local') return createLocalMediaStore(settings.dir);
  const { createS3MediaStore } = await import('./s3-media-store.js');
  return withMemoryCache(createS3MediaStore(settings), BUCKET_COPIES);
}

/** The whole object under a key as bytes, or null (for the few files code reads itself: certificate designs). */
export async function readMedia(store: MediaStore, key: string): Promise<Buffer | null> {
  const object = await store.get(key);
  return object ? buffer(object.body) : null;
}
