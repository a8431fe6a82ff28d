// Owns the pictures of gift certificate designs (a template's `image`, an SVG under /media/) as the preview and the
// PDF draw them: read from the media store, so every API process sees the same design whatever machine it runs on.
// A content-addressed picture (its key carries the hash of its bytes) is kept in memory for good: other bytes get
// another key. Anything else (a picture named by hand, a missing one, a failed read) is kept for a short while only,
// so a design replaced under the same name, or written after a first miss, shows within KEEP_MS everywhere.
import { contentHashOf, mediaKeyOfUrl } from '@afisha/db/media/media-key';
import { type MediaStore, readMedia } from '@afisha/db/media/media-store';
import type { Clock } from '../../lib/clock.ts';

/** How long a picture whose bytes may change (or a miss) is kept. */
const KEEP_MS = 60_000;
/** Designs are a handful; past this many pictures the memory starts afresh. */
const MAX_KEPT = 256;

export type CertificateDesigns = {
  /** The SVG text of a design's picture; null when the URL is not an SVG under /media/ or there is no such file. */
  pictureOf(imageUrl: string): Promise<string | null>;
};

export function createCertificateDesigns(deps: { media: MediaStore; clock: Clock }): CertificateDesigns {
  const kept = new Map<string, { picture: Promise<string | null>; until: number }>();

  async function read(key: string): Promise<string | null> {
    const bytes = await readMedia(deps.media, key).catch(() => null);
    return bytes ? bytes.toString('utf8') : null;
  }

  return {
    pictureOf(imageUrl) {
      const key = mediaKeyOfUrl(imageUrl);
      if (!key?.endsWith('.svg')) return Promise.resolve(null);
      const now = deps.clock.now().getTime();
      const entry = kept.get(key);
      if (entry && entry.until > now) return entry.picture;
      if (kept.size >= MAX_KEPT) kept.clear();
      const picture = read(key);
      const fresh = { picture, until: now + KEEP_MS };
      kept.set(key, fresh);
      // Found bytes under a content-addressed key stay right for ever.
      void picture.then((found) => {
        if (found !== null && contentHashOf(key) !== null) fresh.until = Number.POSITIVE_INFINITY;
      });
      return picture;
    },
  };
}
