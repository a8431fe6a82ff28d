// Owns how node-postgres turns a result row into an object, for every query of the process.
//
// pg 8 makes each row by copying one prebuilt object (`{ ...this._prebuiltEmptyResultObject }`) and then setting its
// columns. In a server that runs hundreds of different statements, that one copy site sees hundreds of object shapes;
// V8 then takes its generic path, and a row of 16 columns costs 16–25 µs. That was 1.6–2.9 ms of the back office's
// calendar request (a venue's week, 64 sessions): half of its CPU (bench/back-office.bench.ts, docs/performance.md).
//
// Here every column list gets its own row builder, compiled once and kept: an object literal with the columns as its
// properties. Each statement's rows then come from a site of their own that sees one shape (0.2 ms for that request).
// The values are exactly pg's: the same type parsers, null for NULL, a later column of the same name winning. Result
// sets pg would treat otherwise (binary columns) or that an object literal cannot spell safely (a column named
// `__proto__`) keep pg's own way. The patch is made once, and only on the Result class this was written against.
import { LRUCache } from 'lru-cache';

type Parser = (raw: unknown) => unknown;
type Field = { name: string; format?: string };
type RowBuilder = (raw: readonly unknown[], parsers: readonly Parser[]) => Record<string, unknown>;

/** The part of pg's Result class (pg/lib/result.js) this replaces. */
type ResultClass = {
  prototype: {
    addFields(fields: Field[]): void;
    parseRow(raw: unknown[]): unknown;
  };
};
type ResultState = { fields: Field[]; _parsers: Parser[]; __buildRow?: RowBuilder | null };

const PATCHED = Symbol.for('afisha.db.fastRows');

/** Builders by column list; a process runs a bounded set of statements, the bound is for safety only. */
const builders = new LRUCache<string, RowBuilder>({ max: 5_000 });

/** The row builder of a column list, or null when pg's own way must be kept. */
export function rowBuilderOf(fields: readonly Field[]): RowBuilder | null {
  if (fields.some((field) => field.format === 'binary' || field.name === '__proto__')) return null;
  const key = fields.map((field) => field.name).join('\u0000');
  let builder = builders.get(key);
  if (!builder) {
    // Names are written as JSON string literals: any text a column may be called is spelled safely.
    const properties = fields.map(
      (field, i) => `${JSON.stringify(field.name)}: raw[${i}] === null ? null : parsers[${i}](raw[${i}])`,
    );
    builder = new Function('raw', 'parsers', `return { ${properties.join(', ')} };`) as RowBuilder;
    builders.set(key, builder);
  }
  return builder;
}

/**
 * Makes pg's Result build rows with `rowBuilderOf` (once per process; a Result class of another shape is left as it
 * is). Answers whether the patch is in place.
 */
export function installFastRows(Result: ResultClass): boolean {
  const prototype = Result.prototype as ResultClass['prototype'] & { [PATCHED]?: true };
  if (prototype[PATCHED]) return true;
  if (typeof prototype.addFields !== 'function' || typeof prototype.parseRow !== 'function') return false;
  const addFields = prototype.addFields;
  const parseRow = prototype.parseRow;
  prototype.addFields = function (this: ResultState, fields: Field[]) {
    addFields.call(this, fields);
    this.__buildRow = rowBuilderOf(fields);
  };
  prototype.parseRow = function (this: ResultState, raw: unknown[]) {
    const build = this.__buildRow;
    return build ? build(raw, this._parsers) : parseRow.call(this, raw);
  };
  prototype[PATCHED] = true;
  return true;
}
