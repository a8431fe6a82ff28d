// `@afisha/db/orm`: drizzle-orm's query helpers (eq, and, sql, …) re-exported, so that apps use
// the very drizzle-orm instance the schema was built with, wherever npm happens to install it.
export * from 'drizzle-orm';
