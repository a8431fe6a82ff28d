// Owns the finishing touches of the OpenAPI document on top of fastify-type-provider-zod's transforms: routes
// that answer a file (`produces`: a PDF, a CSV) document that file as their success and their errors as the JSON
// they are; the headers a route's answers carry (`'x-response-headers'`, e.g. the cookies a sign-in sets) are
// documented on those answers; and components no operation refers to are left out (the zod registry yields an
// input and an output copy of every named schema; only the ones the routes use belong in the contract).
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** A header an answer carries, as partners read it: what it is for, and its value's shape (a string if not said). */
export type ResponseHeaderDoc = { description: string; schema?: Record<string, unknown> };

declare module 'fastify' {
  interface FastifySchema {
    /** Headers of the route's answers, by status, for the OpenAPI document only (nothing checks or sets them). */
    'x-response-headers'?: Record<number, Record<string, ResponseHeaderDoc>>;
  }
}

type Transform = typeof jsonSchemaTransform;
type TransformObject = typeof jsonSchemaTransformObject;
type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null;

/**
 * The answers' JSON schemas with the headers `'x-response-headers'` declares for them, in the shape
 * @fastify/swagger turns into an OpenAPI response's `headers`; the schema without that key (it is no extension
 * of the operation).
 */
function withResponseHeaders(schema: JsonObject): JsonObject {
  const { 'x-response-headers': declared, ...rest } = schema;
  if (!isObject(declared)) return schema;
  const responses: JsonObject = { ...(isObject(rest.response) ? rest.response : {}) };
  for (const [status, headers] of Object.entries(
    declared as Record<string, Record<string, ResponseHeaderDoc>>,
  )) {
    const body = responses[status];
    if (!isObject(body))
      throw new Error(`'x-response-headers' names the answer ${status}, which has no schema`);
    responses[status] = {
      ...body,
      headers: Object.fromEntries(
        Object.entries(headers).map(([name, header]) => [
          name,
          { ...(header.schema ?? { type: 'string' }), description: header.description },
        ]),
      ),
    };
  }
  return { ...rest, response: responses };
}

/** The route transform: zod schemas to JSON schemas, the file answers of `produces`, then the answers' headers. */
export const transformRoute: Transform = (input) => {
  const result = withFileAnswers(jsonSchemaTransform(input));
  return isObject(result.schema)
    ? { ...result, schema: withResponseHeaders(result.schema) as typeof result.schema }
    : result;
};

/** A route that answers a file (`produces`): that file as its success, its errors as the JSON they are. */
function withFileAnswers(result: ReturnType<Transform>): ReturnType<Transform> {
  const schema = result.schema as JsonObject | undefined;
  const produces = schema?.produces;
  if (!schema || !Array.isArray(produces) || produces.length === 0) return result;
  const responses: JsonObject = {};
  for (const [status, body] of Object.entries(isObject(schema.response) ? schema.response : {})) {
    const description = isObject(body) && typeof body.description === 'string' ? body.description : undefined;
    responses[status] = { description, content: { 'application/json': { schema: body } } };
  }
  if (!Object.keys(responses).some((status) => status.startsWith('2'))) {
    const file = { schema: { type: 'string', format: 'binary' } };
    responses['200'] = {
      description: `The file (${produces.join(', ')})`,
      content: Object.fromEntries(produces.map((type) => [type, file])),
    };
  }
  const { produces: _dropped, ...rest } = schema;
  return { ...result, schema: { ...rest, response: responses } };
}

/** Every `#/components/schemas/…` name that `value` refers to, following the components transitively. */
function referencedSchemas(root: unknown, schemas: JsonObject): Set<string> {
  const found = new Set<string>();
  const pending: unknown[] = [root];
  const prefix = '#/components/schemas/';
  while (pending.length > 0) {
    const value = pending.pop();
    if (Array.isArray(value)) {
      pending.push(...value);
    } else if (isObject(value)) {
      for (const [key, child] of Object.entries(value)) {
        if (key === '$ref' && typeof child === 'string' && child.startsWith(prefix)) {
          const name = decodeURIComponent(child.slice(prefix.length));
          if (!found.has(name)) {
            found.add(name);
            pending.push(schemas[name]);
          }
        } else {
          pending.push(child);
        }
      }
    }
  }
  return found;
}

/** The document transform: component schemas from the zod registry, then those no operation uses dropped. */
export const transformDocument: TransformObject = (input) => {
  const document = jsonSchemaTransformObject(input);
  if (!('components' in document) || !document.components) return document;
  const { components, ...rest } = document;
  const schemas = (components as { schemas?: JsonObject }).schemas;
  if (!schemas) return document;
  const used = referencedSchemas({ ...rest, components: { ...components, schemas: {} } }, schemas);
  return {
    ...document,
    components: {
      ...components,
      schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))),
    },
  } as typeof document;
};
