// Owns request validation with zod: the route's schema parses params, query, body and headers,
// and failures become FieldValidationError so the error handler answers with field errors.
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { FieldValidationError } from './app-error.ts';
import { toFieldIssues } from './zod-issues.ts';

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    // Fastify hands a missing body over as null; like DRF, an absent object body is an empty one,
    // so the client learns which fields are required instead of "invalid body".
    const input = data == null && schema instanceof z.ZodObject ? {} : data;
    const result = z.safeParse(schema, input);
    if (result.success) return { value: result.data };
    return { error: new FieldValidationError(toFieldIssues(result.error.issues, input)) };
  };
