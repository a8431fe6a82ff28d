// A contracts schema that takes an optional four-language field left blank in every language as null (see
// locale-marks.ts blankLocalizedToNull), so a form can always hold all four inputs.
import { z } from 'zod';
import { blankLocalizedToNull } from './locale-marks';

export function withBlankLocalized<S extends z.ZodType>(schema: S, keys: readonly string[]): S {
  return z.preprocess(
    (value) =>
      value && typeof value === 'object'
        ? blankLocalizedToNull(value as Record<string, unknown>, keys)
        : value,
    schema,
  ) as unknown as S;
}
