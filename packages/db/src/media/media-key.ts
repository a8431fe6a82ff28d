// Owns the names of media objects: which keys are acceptable (no way out of a folder or a bucket prefix, no hidden
// files, no NUL or backslash), the content-addressed name a file is stored under (the first 16 hex digits of the
// SHA-256 of its bytes before the extension: `posters/hamlet.3f2a9c0d1e4b5a67.svg`), the /media/ URL of a key and
// the key of a URL, and the content type by extension. A content-addressed key never names other bytes, so its
// URL may be cached forever; the same name with other bytes gets another key.
import { createHash } from 'node:crypto';

/** The URL path the API serves media under (plugins/media.plugin.ts), as the rows store it. */
export const MEDIA_URL_PREFIX = '/media/';

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;
const MAX_KEY_LENGTH = 512;
const MAX_SEGMENTS = 8;
const HASH_LENGTH = 16;
const CONTENT_ADDRESSED = new RegExp(`\\.([0-9a-f]{${HASH_LENGTH}})\\.[a-z0-9]+$`);

const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  ico: 'image/x-icon',
};

/**
 * True for a key a store may read or write: 1–8 segments of letters, digits, `_`, `.` and `-`, none starting with a
 * dot (so no `..`, no hidden files), no empty segment (so no leading, trailing or doubled slash).
 */
export function isMediaKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  const segments = key.split('/');
  return segments.length <= MAX_SEGMENTS && segments.every((segment) => SEGMENT.test(segment));
}

/** The key of a media URL (`/media/posters/a.svg` → `posters/a.svg`); null for any other URL or an unsafe key. */
export function mediaKeyOfUrl(url: string): string | null {
  if (!url.startsWith(MEDIA_URL_PREFIX)) return null;
  const key = url.slice(MEDIA_URL_PREFIX.length);
  return isMediaKey(key) ? key : null;
}

export function mediaUrlOf(key: string): string {
  return `${MEDIA_URL_PREFIX}${key}`;
}

/** `posters/hamlet.svg` with its bytes → `posters/hamlet.<16 hex digits of their SHA-256>.svg`. */
export function contentAddressedKey(name: string, bytes: Uint8Array | string): string {
  if (!isMediaKey(name)) throw new Error(`Not a media file name: ${JSON.stringify(name)}`);
  const dot = name.lastIndexOf('.');
  const slash = name.lastIndexOf('/');
  if (dot <= slash + 1) throw new Error(`A media file name needs an extension: ${JSON.stringify(name)}`);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, HASH_LENGTH);
  return `${name.slice(0, dot)}.${hash}${name.slice(dot)}`;
}

/** The hash in a content-addressed key (its bytes never change), or null for a key named by hand. */
export function contentHashOf(key: string): string | null {
  return CONTENT_ADDRESSED.exec(key)?.[1] ?? null;
}

export function mediaContentType(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/** How a content-addressed object is cached: by anyone, for a year, never revalidated. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
