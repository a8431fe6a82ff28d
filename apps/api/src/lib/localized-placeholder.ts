// Owns picking a translation in SQL with the locale as a placeholder of a prepared statement:
// pickLocale (and localizedSql of @afisha/db) in a form whose SQL text is the same for every
// locale, so one named statement serves all four. An empty translation counts as missing.
import { type SQL, type SQLWrapper, sql } from '@afisha/db/orm';

export function inLocale(column: SQLWrapper): SQL<string> {
  return sql<string>`coalesce(nullif(${column}->>${sql.placeholder('locale')}::text, ''), ${column}->>'ru')`;
}
