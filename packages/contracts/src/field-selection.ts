// Owns the `query=` field-selection parameter (django-restql syntax) as it appears in requests.
import { z } from 'zod';

/** Longest `query=` value accepted; real selections are a few hundred characters at most. */
export const FIELD_SELECTION_MAX_LENGTH = 2000;

/**
 * The characters a selection is made of: field names (a letter or `_`, then up to 99 letters, digits or `_`),
 * braces, commas and spaces. The parser (apps/api/src/plugins/field-selection) holds the rest of the grammar, which no regular
 * expression can say (braces nest); the document carries this much so that a client never sends what can only fail.
 */
export const FIELD_SELECTION_PATTERN = '^(?:[\\s{},]+|[A-Za-z_][A-Za-z0-9_]{0,99}(?![A-Za-z0-9_]))*$';

export const ZFieldSelectionQuery = z.object({
  query: z
    .string()
    .max(FIELD_SELECTION_MAX_LENGTH)
    .meta({ pattern: FIELD_SELECTION_PATTERN })
    .optional()
    .describe(
      'Field selection, e.g. {id,slug,closest_event{eventdate}}; only these fields are returned. Names are fields of the answer (an unknown one is a 400), braces select inside an object, at most 8 deep and 300 fields.',
    ),
});
export type TFieldSelectionQuery = z.infer<typeof ZFieldSelectionQuery>;
