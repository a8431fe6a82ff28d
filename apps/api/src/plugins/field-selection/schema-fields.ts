// Owns reading a response zod schema as "which fields can be selected here": wrappers (optional,
// nullable, default, lazy, pipes, arrays) are looked through, objects and unions of objects give
// their fields. This is what makes `query=` work for every route without per-route lists.
import type { z } from 'zod';
import type { FieldSelection } from './field-selection.parser.ts';

type Schema = z.core.$ZodType;
type Fields = ReadonlyMap<string, Schema>;
type AnyDef = z.core.$ZodTypeDef & Record<string, unknown>;

const PAGE_ENVELOPE = ['count', 'next', 'previous', 'results'];
const cache = new WeakMap<Schema, Fields | null>();

/** Fields of the object this schema describes (looking through arrays and wrappers), or null. */
export function selectableFields(schema: Schema): Fields | null {
  const cached = cache.get(schema);
  if (cached !== undefined) return cached;
  // Seeding the cache first makes a recursive schema (a menu item's children) terminate.
  cache.set(schema, null);
  const fields = computeFields(schema, 0);
  cache.set(schema, fields);
  return fields;
}

function computeFields(schema: Schema, hops: number): Fields | null {
  // Bounded: wrapper chains are short; this only guards against pathological lazy loops.
  if (hops > 32) return null;
  const def = schema._zod.def as AnyDef;
  switch (def.type) {
    case 'object':
      return new Map(Object.entries(def.shape as Record<string, Schema>));
    case 'array':
      return selectableFields(def.element as Schema);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return computeFields(def.innerType as Schema, hops + 1);
    case 'lazy':
      return computeFields((def.getter as () => Schema)(), hops + 1);
    // Responses are encoded, so the JSON a client sees has the shape of the pipe's input side.
    case 'pipe':
      return computeFields(def.in as Schema, hops + 1);
    case 'union':
      return mergeFields((def.options as Schema[]).map((option) => selectableFields(option)));
    case 'intersection':
      return mergeFields([selectableFields(def.left as Schema), selectableFields(def.right as Schema)]);
    default:
      return null;
  }
}

function mergeFields(parts: ReadonlyArray<Fields | null>): Fields | null {
  const objects = parts.filter((part): part is Fields => part !== null);
  if (objects.length === 0) return null;
  const merged = new Map<string, Schema>();
  for (const fields of objects)
    for (const [name, schema] of fields) if (!merged.has(name)) merged.set(name, schema);
  return merged;
}

/** A paginated list answers `{count,next,previous,results}`; selection then applies to each result. */
export function isPageEnvelope(fields: Fields): boolean {
  return fields.size === PAGE_ENVELOPE.length && PAGE_ENVELOPE.every((name) => fields.has(name));
}

export type SelectionProblem = { kind: 'unknown_field' | 'not_nested'; path: string };

/** Every selected field that the schema does not have, or that has no subfields to select. */
export function findSelectionProblems(
  fields: Fields,
  selection: FieldSelection,
  prefix = '',
): SelectionProblem[] {
  const problems: SelectionProblem[] = [];
  for (const [name, children] of selection) {
    const path = prefix ? `${prefix}.${name}` : name;
    const fieldSchema = fields.get(name);
    if (!fieldSchema) {
      problems.push({ kind: 'unknown_field', path });
      continue;
    }
    if (children === null) continue;
    const nested = selectableFields(fieldSchema);
    if (!nested) {
      problems.push({ kind: 'not_nested', path });
      continue;
    }
    problems.push(...findSelectionProblems(nested, children, path));
  }
  return problems;
}

/** Keeps only the selected fields of an object, of each object of an array, recursively. */
export function pruneToSelection(value: unknown, selection: FieldSelection): unknown {
  if (Array.isArray(value)) return value.map((item) => pruneToSelection(item, selection));
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const pruned: Record<string, unknown> = {};
  for (const [name, children] of selection) {
    if (!Object.hasOwn(source, name)) continue;
    pruned[name] = children === null ? source[name] : pruneToSelection(source[name], children);
  }
  return pruned;
}
