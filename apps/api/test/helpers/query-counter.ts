// Counts the SQL statements an app sends through `db.execute` whose text matches, for tests (and bench:onsale) that
// prove how often something reads the database: the same database, wrapped so each execute is seen on its way.
// Only `execute` is watched (raw SQL, what repositories use); Drizzle's query builders pass untouched.
import type { Database, Db } from '@afisha/db';
import { withDb } from '@afisha/db/testing';
import type { SQL } from '@afisha/db/orm';

export type QueryCounter = {
  /** The database to give the app: the real one, every execute counted. */
  database: Database;
  /** Statements that matched since the start or the last reset. */
  count(): number;
  reset(): void;
};

type SqlText = { dialect: { sqlToQuery(query: SQL): { sql: string } } };

export function countQueries(database: Database, matches: (text: string) => boolean): QueryCounter {
  let counted = 0;
  const { dialect } = database.db as unknown as SqlText;
  const db = new Proxy(database.db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property !== 'execute') return value;
      return (query: SQL | string) => {
        const text = typeof query === 'string' ? query : dialect.sqlToQuery(query.getSQL()).sql;
        if (matches(text)) counted += 1;
        return target.execute(query as SQL);
      };
    },
  }) as Db;
  return {
    database: withDb(database, db),
    count: () => counted,
    reset() {
      counted = 0;
    },
  };
}

/** The seat map's shared availability query (places.repository.ts loadLiveStatus): one per status computation. */
export const isPlacesLiveStatusQuery = (text: string) =>
  text.includes('seat_holds h') && text.includes('AS held');
