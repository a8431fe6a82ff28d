// Public interface of @afisha/db: the client factory, migrations, test isolation, the schema,
// the translatable-text helpers, the password-hashing parameters and the demo seed. Apps import
// from here (or `@afisha/db/orm` for operators).
import * as schema from './schema/index.js';

export {
  type CreateDatabaseOptions,
  createDatabase,
  type Database,
  type DatabaseKind,
  type Db,
} from './client.js';
export { type Listener, type ListenHandlers, listen } from './listen.js';
export {
  defaultLocale,
  isLocale,
  type Locale,
  type Localized,
  localeChains,
  locales,
  localizedSql,
  pickLocale,
} from './localized.js';
export { migrate, migrationsFolder } from './migrate.js';
export { passwordHashParams } from './password-params.js';
export { executePrepared, executePreparedByText } from './prepared-sql.js';
export * from './schema/index.js';
export {
  documentTexts,
  refreshPerformanceSearch,
  refreshSearchDocuments,
  refreshSearchDocumentsOf,
  type SearchRefreshScope,
  type SearchRefreshSummary,
} from './search/search-documents.js';
export {
  foldText,
  MAX_WORD_LENGTH,
  type SearchKeyClass,
  searchKey,
  searchText,
  splitWords,
} from './search/search-text.js';
export { type ClaimSeatInput, type ClaimSeatsInput, claimSeat, claimSeats } from './seat-holds.js';
// The demo catalogue generator (src/seed/): seedDatabase, isDatabaseEmpty.
export * from './seed/index.js';
export { countStatements, createTestDatabase, type TestDatabaseOptions } from './testing.js';
export { RUSSIAN_TO_LATIN, slugify, transliterate } from './transliteration.js';
export { schema };
