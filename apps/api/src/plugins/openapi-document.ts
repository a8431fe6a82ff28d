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

/**
 * What each status of the API means, for answers whose schema has no description of its own (@fastify/swagger
 * would write "Default Response"): a partner reading the document learns what a 409 or a 429 tells them.
 */
export const STATUS_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '200': 'Done: the answer below.',
  '201': 'Made: the new record.',
  '202': 'Accepted: it is carried out in the background.',
  '204': 'Done: nothing to answer.',
  '400':
    'Refused: the request is not valid. Each field names its problems in the request’s language, `codes` the machine-readable codes.',
  '401': 'Not signed in, or the session ended: sign in and send it again.',
  '403': 'Not allowed for this account (or the CSRF token is missing or wrong).',
  '404': 'Not found (or not visible to this account).',
  '409':
    'Refused: it conflicts with the record as it is now (`code` says how; a stale version answers the current one).',
  '410': 'Gone: it existed and is no longer there.',
  '413': 'Refused: the request body is too large.',
  '415': 'Refused: that content type is not taken here.',
  '422': 'Refused: the request is understood but cannot be carried out as it stands.',
  '429': 'Too many requests: wait as `Retry-After` says and send it again.',
  '503': 'Unavailable for now (a provider or the database is not answering): try again shortly.',
  // Every route's other errors (errors.plugin.ts declares them).
  '4xx': 'Refused: `detail` (and `code`) say why in the request’s language; field errors as for a 400.',
  '5xx': 'The server failed: `detail` says so in the request’s language; try again later.',
};

/** Every answer described: its own schema's description, else what its status means. */
function withResponseDescriptions(schema: JsonObject): JsonObject {
  if (!isObject(schema.response)) return schema;
  const responses: JsonObject = {};
  for (const [status, body] of Object.entries(schema.response)) {
    const described = isObject(body) && typeof body.description === 'string';
    const fallback =
      STATUS_DESCRIPTIONS[status.toLowerCase()] ?? (status.startsWith('2') ? 'Done.' : 'Refused.');
    responses[status] = isObject(body) && !described ? { ...body, description: fallback } : body;
  }
  return { ...schema, response: responses };
}

/**
 * The route transform: zod schemas to JSON schemas, the file answers of `produces`, the answers' descriptions, then
 * their headers.
 */
export const transformRoute: Transform = (input) => {
  const result = withFileAnswers(jsonSchemaTransform(input));
  return isObject(result.schema)
    ? {
        ...result,
        schema: withResponseHeaders(withResponseDescriptions(result.schema)) as typeof result.schema,
      }
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
