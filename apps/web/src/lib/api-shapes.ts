// Reading parts of API answers whose exact shape varies between endpoints: an image given as a URL or as
// `{url, caption}` (SPEC.md's banners), and short references `{slug, name}` or `{slug, title}` (genres, tags).
// Kept lenient on purpose: the page needs only these fields, and the rest of each answer is validated strictly.
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

export const ZNamedRef = z
  .object({ slug: z.string(), name: z.string().optional(), title: z.string().optional() })
  .transform(({ slug, name, title }) => ({ slug, name: name ?? title ?? slug }));
export type TNamedRef = z.output<typeof ZNamedRef>;
