// Owns the edge rule on text (issue 18): a NUL character or a lone surrogate anywhere in a request's path
// parameters, query string or body — values and object keys, at any depth, whatever the route — is refused with a
// 400 field error naming the field, before validation and before any handler or query runs. Headers need no rule
// here: Node's HTTP parser already refuses NUL and other control characters in them, and reads their bytes as
// Latin-1, so they hold no surrogates.
import { NON_FIELD_ERRORS } from '@afisha/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type FieldIssue, FieldValidationError } from '../../lib/app-error.ts';
import { unsafeTextPaths } from './unsafe-text.ts';

/** The request's parts in the order a reader looks at them, each with how its paths become field names. */
const PARTS: ReadonlyArray<{ read: (request: FastifyRequest) => unknown; field: (path: string) => string }> =
  [
    // A path or query parameter is named alone (a repeated query parameter is one field, not `city.1`).
    { read: (request) => request.params, field: (path) => path.split('.', 1)[0] as string },
    { read: (request) => request.query, field: (path) => path.split('.', 1)[0] as string },
    // Body fields are named by their dotted path, as the validation errors name them (`items.0.seat`).
    { read: (request) => request.body, field: (path) => path },
  ];

export function unsafeTextIssues(request: FastifyRequest): FieldIssue[] {
  const fields = new Set<string>();
  for (const part of PARTS) {
    for (const path of unsafeTextPaths(part.read(request))) fields.add(part.field(path) || NON_FIELD_ERRORS);
  }
  return [...fields].map((field) => ({ field, code: 'invalid', message: 'field.invalid_character' }));
}

export const textGuardPlugin = fp(
  async (app) => {
    // preValidation: after the body is parsed (by any parser: JSON, forms, a provider's raw text), before the
    // route's schema, handler and queries.
    app.addHook('preValidation', async (request) => {
      const issues = unsafeTextIssues(request);
      if (issues.length > 0) throw new FieldValidationError(issues);
    });
  },
  { name: 'text-guard', dependencies: ['errors'] },
);
