// Owns what every builder of the seed shares: the options, deterministic randomness by label,
// the batch writer, the fixed creation time of seeded rows, and the sink for generated images.
import type { MediaFile } from './art/images.art.js';
import type { BatchWriter } from './batch.writer.js';
import { addDays, type IsoDate, instantAt } from './calendar.js';
import { createRandom, type Random } from './random.js';

export type MediaSink = {
  /** Draws and keeps an image unless images are off or the file was already drawn. */
  draw(file: string, render: () => MediaFile): void;
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
  const drawn = new Map<string, MediaFile>();
  return {
    draw(file, render) {
      if (!enabled || drawn.has(file)) return;
      const image = render();
      if (image.file !== file) throw new Error(`Image drawn as ${image.file}, expected ${file}`);
      drawn.set(file, image);
    },
    files() {
      return [...drawn.values()];
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
