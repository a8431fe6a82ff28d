// Owns the interface every media store implements (local folder, S3 bucket, the memory cache in front of a
// bucket); media-store.ts chooses one at start-up.
import type { Readable } from 'node:stream';

export type MediaObject = {
  body: Readable;
  /** Bytes, when the store knows. */
  size: number | null;
  contentType: string;
  /** The store's validator (quoted, maybe weak); null when it has none. */
  etag: string | null;
  lastModified: Date | null;
};

export type MediaStore = {
  /** Where the files are, for the start-up line (never a secret). */
  readonly description: string;
  /**
   * Stores the bytes of `name` (e.g. `posters/hamlet.svg`) under their content-addressed key
   * (`posters/hamlet.<hash>.svg`, media-key.ts) and returns that key. Storing the same bytes again changes nothing.
   * Throws on a name media-key.ts refuses (`..`, NUL, a hidden file, …).
   */
  put(name: string, bytes: Uint8Array | string): Promise<string>;
  /** The object under a key; null when there is none or the key is not an acceptable one. */
  get(key: string): Promise<MediaObject | null>;
  close(): Promise<void>;
};
