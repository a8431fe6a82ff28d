// Owns the reference lists of the catalogue: genres and tags, as `{id, slug, name}`.
import { z } from 'zod';

export const ZReference = z
  .object({ id: z.number().int(), slug: z.string(), name: z.string() })
  .meta({ id: 'Reference' });
export type TReference = z.infer<typeof ZReference>;

export const ZReferenceList = z.array(ZReference);
export type TReferenceList = z.infer<typeof ZReferenceList>;
