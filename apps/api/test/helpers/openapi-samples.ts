// Reads the API's own OpenAPI document for the hostile-input guard (test/platform/hostile-input-walk.ts): the
// operations with their parameters and body fields, and for each schema a plausible valid value, so that one
// field at a time can be made hostile while the others pass validation and the request reaches the code behind.

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
};

type Parameter = {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
};
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Array<Record<string, unknown>>;
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export type Field = { name: string; schema: JsonSchema; required: boolean };

/** Values known to be good for a field of this name (a real event's id, a real slug), or undefined. */
export type Hints = (name: string) => unknown;
const NO_HINTS: Hints = () => undefined;

export type ApiOperation = {
  method: string;
  /** The path template, e.g. /api/v1/performance/{slug}. */
  path: string;
  query: Field[];
  pathParams: Field[];
  headers: Field[];
  /** Null: the operation declares no JSON body. */
  body: JsonSchema | null;
  /** Declares a bearer token among its ways in. */
  bearer: boolean;
};

const HTTP_METHODS = new Set(['get', 'put', 'post', 'patch', 'delete']);

export function operationsOf(document: OpenApiDocument): ApiOperation[] {
  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method)) continue;
      const parameters = operation.parameters ?? [];
      const of = (place: Parameter['in']) =>
        parameters
          .filter((p) => p.in === place)
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required === true }));
      operations.push({
        method: method.toUpperCase(),
        path,
        query: of('query'),
        pathParams: of('path'),
        headers: of('header'),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
        bearer: (operation.security ?? []).some((way) => 'bearer' in way),
      });
    }
  }
  return operations;
}

export function resolve(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 20; hops++) {
    const name = current.$ref.replace('#/components/schemas/', '');
    current = document.components?.schemas?.[name] ?? {};
  }
  return current;
}

/** The alternatives of a union, without the null one; the schema itself when it is none. */
function alternatives(document: OpenApiDocument, schema: JsonSchema): JsonSchema[] {
  const options = schema.anyOf ?? schema.oneOf;
  if (!options) return [schema];
  const real = options.map((option) => resolve(document, option)).filter((option) => option.type !== 'null');
  return real.length > 0 ? real : [schema];
}

const STRING_CANDIDATES = [
  'a',
  'abc',
  '1',
  '12',
  'A1',
  'guard@example.com',
  '2030-01-15',
  '2030-01',
  '2030-01-15T12:00:00Z',
  '12:00',
  '+79991234567',
  '00000000-0000-4000-8000-000000000000',
  'https://example.com/',
  'AB12CD34',
  'Europe/Moscow',
];

function sampleString(schema: JsonSchema): string {
  switch (schema.format) {
    case 'email':
      return 'guard@example.com';
    case 'date':
      return '2030-01-15';
    case 'date-time':
      return '2030-01-15T12:00:00Z';
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    case 'uri':
      return 'https://example.com/';
  }
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  const fits = (value: string) =>
    value.length >= min &&
    value.length <= max &&
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(value));
  const found = STRING_CANDIDATES.find(fits);
  if (found) return found;
  const filler = 'a'.repeat(Math.max(1, min));
  return fits(filler) ? filler : (STRING_CANDIDATES[0] as string);
}

function sampleNumber(schema: JsonSchema): number {
  let value = 1;
  if (typeof schema.minimum === 'number' && schema.minimum > value) value = schema.minimum;
  if (typeof schema.exclusiveMinimum === 'number' && schema.exclusiveMinimum >= value) {
    value = schema.exclusiveMinimum + 1;
  }
  if (typeof schema.maximum === 'number' && schema.maximum < value) value = schema.maximum;
  return value;
}

/** A value the schema accepts, as far as a schema tells (refinements in code may still refuse it). */
export function sampleOf(
  document: OpenApiDocument,
  given: JsonSchema,
  hints: Hints = NO_HINTS,
  depth = 0,
): unknown {
  const schema = alternatives(document, resolve(document, given))[0] as JsonSchema;
  if (depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum.find((value) => value !== null) ?? null;
  if (schema.allOf) {
    return Object.assign({}, ...schema.allOf.map((part) => sampleOf(document, part, hints, depth + 1)));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return sampleNumber(schema);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () =>
        sampleOf(document, schema.items ?? {}, hints, depth + 1),
      );
    case 'object':
      return sampleObject(document, schema, hints, depth);
    default:
      return schema.properties ? sampleObject(document, schema, hints, depth) : 'a';
  }
}

/** The required properties, and the optional ones with a hint (which may be what makes the object valid). */
function sampleObject(
  document: OpenApiDocument,
  schema: JsonSchema,
  hints: Hints,
  depth: number,
): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  const required = new Set(schema.required ?? []);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const hint = hints(name);
    if (hint !== undefined) value[name] = hint;
    else if (required.has(name)) value[name] = sampleOf(document, property, hints, depth + 1);
  }
  return value;
}

/**
 * The body's fields as dotted paths: every top-level property and, one level down, the properties of an object
 * or of the objects of an array (`items.0.seat`). Each comes with the sample body it is substituted into, which
 * already holds the path's parents.
 */
export function bodyFields(
  document: OpenApiDocument,
  body: JsonSchema,
): Array<{ path: string[]; schema: JsonSchema }> {
  const root = alternatives(document, resolve(document, body))[0] as JsonSchema;
  const fields: Array<{ path: string[]; schema: JsonSchema }> = [];
  for (const [name, property] of Object.entries(root.properties ?? {})) {
    const schema = alternatives(document, resolve(document, property))[0] as JsonSchema;
    fields.push({ path: [name], schema });
    const inner = schema.type === 'array' ? resolve(document, schema.items ?? {}) : schema;
    const prefix = schema.type === 'array' ? [name, '0'] : [name];
    for (const [child, childSchema] of Object.entries(alternatives(document, inner)[0]?.properties ?? {})) {
      fields.push({ path: [...prefix, child], schema: resolve(document, childSchema) });
    }
  }
  return fields;
}

/** A copy of `sample` with `value` at `path`, creating the parents the sample lacks. */
export function withValueAt(
  document: OpenApiDocument,
  body: JsonSchema,
  hints: Hints,
  path: string[],
  value: unknown,
): Record<string, unknown> {
  const sample = sampleOf(document, body, hints);
  const root: Record<string, unknown> =
    sample !== null && typeof sample === 'object' && !Array.isArray(sample)
      ? structuredClone(sample as Record<string, unknown>)
      : {};
  let node: Record<string, unknown> | unknown[] = root;
  path.forEach((key, index) => {
    const last = index === path.length - 1;
    const container = node as Record<string, unknown>;
    if (last) {
      container[key] = value;
      return;
    }
    const nextIsIndex = /^\d+$/.test(path[index + 1] as string);
    const existing = container[key];
    if (existing === null || typeof existing !== 'object') container[key] = nextIsIndex ? [{}] : {};
    node = container[key] as Record<string, unknown>;
    if (nextIsIndex && Array.isArray(node) && node.length === 0) node.push({});
  });
  return root;
}
