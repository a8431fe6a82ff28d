// Owns the query-string building blocks of the catalogue filters (slugs, slug lists, calendar
// dates, months, flags), so every catalogue endpoint refuses the same bad input the same way.
import { z } from 'zod';

/** Longest slug accepted in a filter; longer ones are refused rather than looked up. */
export const SLUG_MAX_LENGTH = 200;
/** Most slugs one comma-separated filter may name, and the longest such list in characters. */
export const SLUG_LIST_MAX = 50;
export const SLUG_LIST_MAX_LENGTH = 2000;

export const ZSlugParam = z.string().trim().min(1).max(SLUG_MAX_LENGTH);

/** `a,b,c` → ['a', 'b', 'c']; blanks between commas are ignored. */
export const ZSlugListParam = z
  .string()
  .max(SLUG_LIST_MAX_LENGTH)
  .transform((value) =>
    value
      .split(',')
      .map((slug) => slug.trim())
      .filter((slug) => slug.length > 0),
  )
  .pipe(z.array(z.string()).max(SLUG_LIST_MAX))
  .describe('Comma-separated slugs; any of them matches.');

/**
 * The years a date or month of a query may name, 1900..2999: the site's calendar is within them, and outside them
 * PostgreSQL has no year 0 (`0000-01-01` is not a date there), so a query naming one must be refused, not sent.
 */
const YEAR = '(?:19|2\\d)\\d\\d';

const DATE_PATTERN = `^${YEAR}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$`;

/** The shape, and a day that exists: 2030-02-30 would roll over to March. */
function isCalendarDate(value: string): boolean {
  if (!new RegExp(DATE_PATTERN).test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * A real calendar day as YYYY-MM-DD, years 1900..2999 (2030-02-30 is refused, not rolled over), refused with the
 * date's own message; the pattern is published in the OpenAPI document.
 */
export const ZDateParam = z
  .string()
  .refine(isCalendarDate, { params: { message: 'field.invalid_date' } })
  .meta({ format: 'date', pattern: DATE_PATTERN })
  .describe('A date, YYYY-MM-DD (years 1900 to 2999).');

/** A month as YYYY-MM, years 1900..2999. */
export const ZMonthParam = z
  .string()
  .regex(new RegExp(`^${YEAR}-(0[1-9]|1[0-2])$`))
  .describe('A month, YYYY-MM (years 1900 to 2999).');

export const ZFlagParam = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Ids arrive as text; anything but a plain integer of at most 9 digits is refused. */
export const ZIdParam = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);

/** Largest id PostgreSQL's `integer` holds; a bigger one can name nothing. */
export const ID_MAX = 2_147_483_647;

/** An id in a JSON body (a number, not text): a positive integer within the `integer` range. */
export const ZIdField = z.number().int().min(1).max(ID_MAX);
