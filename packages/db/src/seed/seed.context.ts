// Owns what every builder of the seed shares: the options, deterministic randomness by label,
// the batch writer, the fixed creation time of seeded rows, and the sink for generated images.
import { contentAddressedKey, mediaUrlOf } from '../media/media-key.js';
import type { MediaFile } from './art/images.art.js';
import type { BatchWriter } from './batch.writer.js';
import { addDays, type IsoDate, instantAt } from './calendar.js';
import { createRandom, type Random } from './random.js';

export type MediaSink = {
  /**
   * Draws an image once per file and answers its content-addressed URL (`/media/posters/x.<hash>.svg`, media-key.ts),
   * which the rows store; keeps the image for writing unless images are off.
   */
  draw(file: string, render: () => MediaFile): string;
  files(): readonly MediaFile[];
};

export type SeedContext = {
  seed: number;
  scale: number;
  today: IsoDate;
  /** created_at/updated_at of seeded rows: a fixed instant so the same seed gives the same bytes. */
  createdAt: Date;
  /** An independent random stream per label: builders do not shift each other's numbers. */
  random(label: string): Random;
  writer: BatchWriter;
  media: MediaSink;
};

export function createMediaSink(enabled: boolean): MediaSink {
  const urls = new Map<string, string>();
  const kept: MediaFile[] = [];
  return {
    draw(file, render) {
      const known = urls.get(file);
      if (known !== undefined) return known;
      // Drawn even when images are off: the URL carries the hash of the bytes.
      const image = render();
      if (image.file !== file) throw new Error(`Image drawn as ${image.file}, expected ${file}`);
      const url = mediaUrlOf(contentAddressedKey(file, image.svg));
      urls.set(file, url);
      if (enabled) kept.push(image);
      return url;
    },
    files() {
      return kept;
    },
  };
}

export function createSeedContext(options: {
  seed: number;
  scale: number;
  today: IsoDate;
  writer: BatchWriter;
  media: MediaSink;
}): SeedContext {
  const root = createRandom(`afisha-seed:${options.seed}`);
  return {
    ...options,
    // A month before today, in the morning in Moscow: the catalogue "was entered" then.
    createdAt: instantAt(addDays(options.today, -30), '09:00', 3),
    random: (label) => root.fork(label),
  };
}
