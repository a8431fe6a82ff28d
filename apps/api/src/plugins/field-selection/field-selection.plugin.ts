// Owns `?query={...}` for every route: the parameter is added to each route's query schema (so it
// is validated and documented), checked against the route's 2xx response schema before the handler
// runs (unknown field → 400 on `query`), and applied to the answer just before it is serialized.
import { ZFieldSelectionQuery } from '@afisha/contracts';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { type FieldIssue, FieldValidationError } from '../../lib/app-error.ts';
import {
  type FieldSelection,
  FieldSelectionSyntaxError,
  parseFieldSelection,
} from './field-selection.parser.ts';
import {
  findSelectionProblems,
  isPageEnvelope,
  pruneToSelection,
  selectableFields,
} from './schema-fields.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The parsed `query=` of this request, or null when the full objects are wanted. */
    fieldSelection: FieldSelection | null;
  }
}

type Target = { schema: z.ZodType; fields: ReadonlyMap<string, z.core.$ZodType>; paginated: boolean };

function successSchema(response: unknown, status: number | string): z.ZodType | null {
  if (!response || typeof response !== 'object') return null;
  const schema = (response as Record<string, unknown>)[String(status)];
  return schema instanceof z.ZodType ? schema : null;
}

function selectionTarget(schema: z.ZodType | null): Target | null {
  if (!schema) return null;
  const fields = selectableFields(schema);
  if (!fields) return null;
  if (isPageEnvelope(fields)) {
    const results = fields.get('results');
    const itemFields = results ? selectableFields(results) : null;
    return itemFields ? { schema, fields: itemFields, paginated: true } : null;
  }
  return { schema, fields, paginated: false };
}

function routeTarget(request: FastifyRequest): Target | null {
  const response = request.routeOptions.schema?.response;
  return selectionTarget(successSchema(response, 200) ?? successSchema(response, 201));
}

function issueFor(error: FieldSelectionSyntaxError): FieldIssue {
  const { problem } = error;
  switch (problem.kind) {
    case 'syntax':
      return {
        field: 'query',
        code: 'invalid',
        message: 'query.syntax',
        params: { position: problem.position },
      };
    case 'too_deep':
      return { field: 'query', code: 'invalid', message: 'query.too_deep', params: { max: problem.max } };
    case 'too_many':
      return { field: 'query', code: 'invalid', message: 'query.too_many', params: { max: problem.max } };
  }
}

function parseOrThrow(raw: unknown): FieldSelection {
  if (typeof raw !== 'string') {
    throw new FieldValidationError([{ field: 'query', code: 'invalid', message: 'query.repeated' }]);
  }
  try {
    return parseFieldSelection(raw);
  } catch (error) {
    if (error instanceof FieldSelectionSyntaxError) throw new FieldValidationError([issueFor(error)]);
    throw error;
  }
}

function checkSelection(request: FastifyRequest): void {
  const raw = (request.query as Record<string, unknown> | undefined)?.query;
  if (raw === undefined) return;
  const target = routeTarget(request);
  // Routes without a selectable object answer (files, redirects) ignore the parameter.
  if (!target) return;
  const selection = parseOrThrow(raw);
  const problems = findSelectionProblems(target.fields, selection);
  if (problems.length > 0) {
    throw new FieldValidationError(
      problems.map((problem) =>
        problem.kind === 'unknown_field'
          ? { field: 'query', code: 'unknown_field', params: { field: problem.path } }
          : {
              field: 'query',
              code: 'unknown_field',
              message: 'query.not_nested',
              params: { field: problem.path },
            },
      ),
    );
  }
  request.fieldSelection = selection;
}

function applySelection(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  const selection = request.fieldSelection;
  if (!selection || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
  const schema = successSchema(request.routeOptions.schema?.response, reply.statusCode);
  if (!schema) return payload;
  // Encode with the full schema first (zod checks the whole answer and drops undeclared fields),
  // then prune; the pruned object no longer matches the schema, so it is stringified as is.
  // Only requests with `query=` pay for zod here; the rest use the compiled serializer.
  const encoded = z.encode(schema, payload);
  const target = selectionTarget(schema);
  reply.serializer((body: unknown) => JSON.stringify(body));
  if (target?.paginated) {
    const page = encoded as { results: unknown };
    return { ...page, results: pruneToSelection(page.results, selection) };
  }
  return pruneToSelection(encoded, selection);
}

/** Adds the documented, validated `query` parameter to routes whose answer is selectable. */
function addQueryParameter(route: RouteOptions): void {
  const schema = route.schema;
  if (!schema || !selectionTarget(successSchema(schema.response, 200) ?? successSchema(schema.response, 201)))
    return;
  const querystring = schema.querystring;
  if (querystring === undefined) {
    schema.querystring = ZFieldSelectionQuery;
  } else if (querystring instanceof z.ZodObject && !('query' in querystring.shape)) {
    schema.querystring = querystring.extend(ZFieldSelectionQuery.shape);
  }
}

export const fieldSelectionPlugin = fp(
  async (app) => {
    app.decorateRequest('fieldSelection', null);
    app.addHook('onRoute', addQueryParameter);
    // Callback style: with no `query=` (most requests) both are a property check, not worth a
    // promise each. A throw inside a callback hook reaches the error handler like a rejection.
    app.addHook('preValidation', (request, _reply, done) => {
      checkSelection(request);
      done();
    });
    app.addHook('preSerialization', (request, reply, payload, done) => {
      done(null, applySelection(request, reply, payload));
    });
  },
  { name: 'field-selection' },
);
