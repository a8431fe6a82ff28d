// Images in API answers come as a URL (posters, photos) or as `{url, caption}` (SPEC.md's banners); pages read
// both into one shape.
import { z } from 'zod';

export const ZImageRef = z
  .union([z.string(), z.object({ url: z.string(), caption: z.string().nullish() })])
  .nullish()
  .transform((value) =>
    value == null
      ? null
      : typeof value === 'string'
        ? { url: value, caption: null }
        : { url: value.url, caption: value.caption ?? null },
  );
export type TImageRef = z.output<typeof ZImageRef>;
