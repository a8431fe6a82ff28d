// Owns writing response bodies from the routes' zod response schemas. Each schema is compiled
// once, at startup, into a fast-json-stringify function from the JSON Schema that zod itself
// derives: only the declared fields leave (an extra property, such as a password hash a handler
// forgot to drop, is never written), a missing required field is a 500, and every value is
// written as its declared JSON type. That replaces a zod encode plus JSON.stringify per answer.
//
// What fast-json-stringify does not do is reject a wrongly typed value (it writes 1.5 as 1 and an
// object as a string). With `verify` (tests and development) every body is also encoded by zod,
// as before, and the two results must agree, so a handler that drifts from its schema fails
// there rather than being quietly coerced in production.
//
// Schemas whose JSON is not a plain rendering of the value (transforms, codecs, dates) keep the
// zod encoder: only zod knows how to encode them.
//
// Compiling is the largest part of building the app (about 2 s for every route's answers on this
// machine): a writer is compiled once per schema and process (the contracts' schemas are module
// constants, so a second app in one process reuses them), and with `onFirstUse` (the test apps,
// which call a handful of routes each) only when its route first answers.
import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { InvalidSchemaError, ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

/**
 * Zod node types that may change the value while encoding it (transforms and codecs, filled-in
 * defaults, caught failures): a JSON Schema can describe their result but not produce it.
 */
const ENCODING_TYPES = new Set(['pipe', 'transform', 'default', 'prefault', 'catch']);

const compiledWriters = new WeakMap<z.ZodType, Serialize | null>();

/** The compiled writer of `schema`, or null when only zod can encode it; compiled once per schema. */
export function compileJsonWriter(schema: z.ZodType): Serialize | null {
  let writer = compiledWriters.get(schema);
  if (writer === undefined) {
    writer = compileUncached(schema);
    compiledWriters.set(schema, writer);
  }
  return writer;
}

function compileUncached(schema: z.ZodType): Serialize | null {
  let encodes = false;
  let jsonSchema: unknown;
  try {
    jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      // fast-json-stringify resolves `definitions` refs and validates unions with ajv (draft-07).
      target: 'draft-7',
      unrepresentable: 'throw',
      override: ({ zodSchema }) => {
        if (ENCODING_TYPES.has(zodSchema._zod.def.type)) encodes = true;
      },
    });
  } catch {
    return null;
  }
  // A tuple with an optional last item (the seat map's `[id, x, y, label, category, flags?]`) is meant: ajv's strict
  // tuples would warn about it at every start.
  return encodes ? null : fastJson(jsonSchema as fastJson.AnySchema, { ajv: { strictTuples: false } });
}

function zodEncoder(schema: z.ZodType, method: string, url: string): (data: unknown) => unknown {
  return (data) => {
    const result = z.safeEncode(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return result.data;
  };
}

export type SerializerOptions = {
  /** Also encode with zod and fail on any disagreement (tests and development). */
  verify: boolean;
  /** Compile a route's writer when it first answers instead of when the route is added. */
  onFirstUse?: boolean;
};

export function createSerializerCompiler(options: SerializerOptions): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    if (!(route.schema instanceof z.ZodType)) throw new InvalidSchemaError(JSON.stringify(route.schema));
    if (!options.onFirstUse) return compileSerializer(route.schema, route.method, route.url, options.verify);
    let serialize: Serialize | undefined;
    return (data: unknown) => {
      serialize ??= compileSerializer(route.schema as z.ZodType, route.method, route.url, options.verify);
      return serialize(data);
    };
  };
}

function compileSerializer(schema: z.ZodType, method: string, url: string, verify: boolean): Serialize {
  const write = compileJsonWriter(schema);
  const encode = zodEncoder(schema, method, url);
  if (!write) return (data: unknown) => JSON.stringify(encode(data));
  if (!verify) return write;
  return (data: unknown) => {
    const expected = JSON.stringify(encode(data));
    const written = write(data);
    if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
      throw new Error(
        `${method} ${url}: the compiled serializer wrote ${written}, the zod schema encodes ${expected}`,
      );
    }
    return written;
  };
}
