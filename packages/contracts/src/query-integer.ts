// Owns integers that arrive in a query string: text of plain digits, read as a number and held to its bounds. The
// OpenAPI document shows them as what they are, an integer with those bounds, not as the digits pattern alone:
// a client generated from the document (or a fuzzer) then never sends a value the route can only refuse.
import { z } from 'zod';

/** A query-string integer within [min, max]: plain base-10 digits only (no sign, exponent, spaces or hex). */
export function queryInteger(bounds: { min: number; max: number }) {
  // Up to nine digits (ten for a bound that has ten) are read as a number, so a value too large is refused as too
  // large ("at most 100"), not as unreadable; longer text is never turned into a number at all.
  const digits = Math.max(String(bounds.max).length, 9);
  return (
    z
      .string()
      .regex(new RegExp(`^\\d{1,${digits}}$`))
      .transform(Number)
      .pipe(z.number().int().min(bounds.min).max(bounds.max))
      // The document's schema (zod's own would be the input's `string` with its pattern only). `pattern` is
      // dropped: it says nothing about an integer, and the bounds say all of it.
      .meta({ type: 'integer', minimum: bounds.min, maximum: bounds.max, pattern: undefined } as Record<
        string,
        unknown
      >)
  );
}
