// Owns how the seed writes: rows are buffered per table and flushed in parent-before-child
// order, ids are assigned here (so rows can reference each other before anything is written),
// and identity sequences are moved past the seeded ids at the end. A batch goes to the database
// as one INSERT … SELECT FROM unnest(array per column): one bind parameter per column instead
// of one per value, which is what makes the benchmark scale take minutes rather than hours.
import { type Column, getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgEnumColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.js';

/** What the writer needs from a database or a transaction. */
export type Executor = Pick<Db, 'insert' | 'update' | 'execute'>;

const ROWS_PER_STATEMENT = 5_000;
/** Fallback path (multi-row VALUES): PostgreSQL allows 65,535 bind parameters per statement. */
const MAX_PARAMS = 30_000;
/** Buffered rows (all tables together) that trigger a flush of everything. */
const FLUSH_THRESHOLD = 20_000;

type AnyRow = Record<string, unknown>;

export type BatchWriter = {
  /** Next id of a table with an integer identity `id`. */
  id(table: PgTable): number;
  add<T extends PgTable>(table: T, row: T['$inferInsert']): void;
  /** Flushes when enough rows are buffered; builders call it between units of work. */
  checkpoint(): Promise<void>;
  /** Writes everything buffered now, e.g. before a statement that reads or updates seeded rows. */
  flush(): Promise<void>;
  /** Flushes, then sets every identity sequence to the highest id written. */
  finish(): Promise<void>;
  /** Rows written per table name, for the summary. */
  counts(): Record<string, number>;
};

/**
 * The array type a column's values are sent as. Enum arrays travel as text[] and are cast on the
 * server: PGlite only knows how to serialise arrays of the types it loaded at start-up, and the
 * enums of a database migrated in the same process are not among them.
 */
function arrayType(column: Column): string {
  if (column.columnType === 'PgEnumColumn') {
    return `text[]::"${(column as unknown as PgEnumColumn<never>).enum.enumName}"[]`;
  }
  return `${column.getSQLType()}[]`;
}

/**
 * The unnest form, or null when it cannot be used: array columns (an array of arrays is not a
 * valid unnest argument) or rows that leave out different columns (a missing value must fall
 * back to the column default, which unnest would turn into NULL).
 */
function unnestInsert(table: PgTable, rows: readonly AnyRow[]): SQL | null {
  const columns = getTableColumns(table);
  const keys = Object.keys(columns).filter((key) => rows[0]![key] !== undefined);
  for (const row of rows) {
    for (const key of Object.keys(columns)) {
      if ((row[key] !== undefined) !== keys.includes(key)) return null;
    }
  }
  const chosen = keys.map((key) => columns[key]!);
  if (chosen.some((column) => column.columnType === 'PgArray')) return null;
  const arrays = chosen.map((column, i) =>
    rows.map((row) => {
      const value = row[keys[i]!];
      return value === null ? null : column.mapToDriverValue(value);
    }),
  );
  const names = sql.join(
    chosen.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const sources = sql.join(
    arrays.map((values, i) => sql`${sql.param(values)}::${sql.raw(arrayType(chosen[i]!))}`),
    sql`, `,
  );
  return sql`insert into ${table} (${names}) select * from unnest(${sources})`;
}

/**
 * `order` lists every table the seed may write, parents before children; a flush always goes
 * through it in that order so foreign keys are satisfied.
 */
export function createBatchWriter(db: Executor, order: readonly PgTable[]): BatchWriter {
  const buffers = new Map<PgTable, AnyRow[]>(order.map((t) => [t, []]));
  const nextIds = new Map<PgTable, number>();
  const written = new Map<string, number>();
  let buffered = 0;

  async function flushTable(table: PgTable, rows: AnyRow[]): Promise<void> {
    for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
      const chunk = rows.slice(i, i + ROWS_PER_STATEMENT);
      const statement = unnestInsert(table, chunk);
      if (statement) {
        await db.execute(statement);
        continue;
      }
      const perStatement = Math.max(1, Math.floor(MAX_PARAMS / Object.keys(getTableColumns(table)).length));
      for (let j = 0; j < chunk.length; j += perStatement) {
        await db.insert(table).values(chunk.slice(j, j + perStatement) as never);
      }
    }
    const name = getTableName(table);
    written.set(name, (written.get(name) ?? 0) + rows.length);
  }

  async function flushAll(): Promise<void> {
    buffered = 0;
    for (const table of order) {
      const rows = buffers.get(table)!;
      if (rows.length === 0) continue;
      buffers.set(table, []);
      await flushTable(table, rows);
    }
  }

  return {
    id(table) {
      const next = (nextIds.get(table) ?? 0) + 1;
      nextIds.set(table, next);
      return next;
    },
    add(table, row) {
      const rows = buffers.get(table);
      if (!rows) throw new Error(`The seed writer does not know table ${getTableName(table)}`);
      rows.push(row as AnyRow);
      buffered += 1;
    },
    async checkpoint() {
      if (buffered >= FLUSH_THRESHOLD) await flushAll();
    },
    flush: flushAll,
    async finish() {
      await flushAll();
      for (const [table, last] of nextIds) {
        const name = getTableName(table);
        await db.execute(sql`select setval(pg_get_serial_sequence(${`"${name}"`}, 'id'), ${last})`);
      }
    },
    counts() {
      return Object.fromEntries([...written].sort(([a], [b]) => a.localeCompare(b)));
    },
  };
}
