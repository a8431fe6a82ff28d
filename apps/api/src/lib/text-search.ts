// Owns plain substring search in SQL for small editorial lists (FAQ): any case, ё and е alike, and
// the visitor's text taken literally (LIKE wildcards and the escape character escaped).
import { type SQL, type SQLWrapper, sql } from '@afisha/db/orm';

/** The form both sides are compared in: lower case with ё as е. */
export function foldForSearch(text: string): string {
  return text.toLowerCase().replaceAll('ё', 'е');
}

/** `%text%` for LIKE, with `\`, `%` and `_` of the text escaped (backslash is LIKE's default escape). */
export function containsPattern(text: string): string {
  return `%${foldForSearch(text).replace(/[\\%_]/g, '\\$&')}%`;
}

/** SQL: the text expression, folded, matches a pattern made by containsPattern. */
export function foldedLike(expression: SQLWrapper, pattern: SQLWrapper): SQL {
  return sql`translate(lower(${expression}), 'ё', 'е') like ${pattern}`;
}
