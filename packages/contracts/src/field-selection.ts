// Owns the `query=` field-selection parameter (django-restql syntax) as it appears in requests.
import { z } from 'zod';

/** Longest `query=` value accepted; real selections are a few hundred characters at most. */
export const FIELD_SELECTION_MAX_LENGTH = 2000;

export const ZFieldSelectionQuery = z.object({
  query: z
    .string()
    .max(FIELD_SELECTION_MAX_LENGTH)
    .optional()
    .describe('Field selection, e.g. {id,slug,closest_event{eventdate}}; only these fields are returned.'),
});
export type TFieldSelectionQuery = z.infer<typeof ZFieldSelectionQuery>;
