import { ZCityList, ZErrorDetail, ZSiteSettings, ZValidationErrors } from '@afisha/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileJsonWriter, createSerializerCompiler } from './response-serializer.ts';

const ZThing = z.object({ id: z.number().int(), name: z.string(), kind: z.enum(['a', 'b']) });

function serializer(schema: z.ZodType, verify: boolean) {
  return createSerializerCompiler({ verify })({ schema, method: 'GET', url: '/things', httpStatus: '200' });
}

describe('compileJsonWriter', () => {
  it('compiles the contract schemas, recursive and union ones included', () => {
    for (const schema of [ZCityList, ZSiteSettings, z.union([ZErrorDetail, ZValidationErrors])]) {
      expect(compileJsonWriter(schema)).toBeTypeOf('function');
    }
  });

  it('leaves schemas that change the value on encoding to zod', () => {
    const ZAt = z.object({
      at: z.codec(z.iso.datetime(), z.date(), {
        decode: (text) => new Date(text),
        encode: (date) => date.toISOString(),
      }),
    });
    expect(compileJsonWriter(ZAt)).toBeNull();
    expect(compileJsonWriter(z.object({ n: z.number().default(0) }))).toBeNull();
    expect(serializer(ZAt, false)({ at: new Date('2030-01-15T12:00:00Z') })).toBe(
      '{"at":"2030-01-15T12:00:00.000Z"}',
    );
  });
});

describe('createSerializerCompiler', () => {
  it.each([false, true])('writes only the declared fields (verify: %s)', (verify) => {
    const body = serializer(ZThing, verify)({ id: 7, name: 'x', kind: 'a', passwordHash: 'secret' });
    expect(JSON.parse(body)).toEqual({ id: 7, name: 'x', kind: 'a' });
  });

  it.each([false, true])('refuses an answer without a required field (verify: %s)', (verify) => {
    expect(() => serializer(ZThing, verify)({ id: 7, kind: 'a' })).toThrow();
  });

  it('with verify, refuses values the compiled writer alone would coerce', () => {
    const write = serializer(ZThing, true);
    expect(() => write({ id: 1.5, name: 'x', kind: 'a' })).toThrow();
    expect(() => write({ id: 7, name: { nested: true }, kind: 'a' })).toThrow();
    expect(() => write({ id: 7, name: 'x', kind: 'c' })).toThrow();
    // The control: the same writer accepts a correct answer.
    expect(write({ id: 7, name: 'x', kind: 'b' })).toBe('{"id":7,"name":"x","kind":"b"}');
  });
});

describe('compiling once, and on first use', () => {
  /** A schema that counts how often it is read to be compiled (zod reads a lazy schema's getter to convert it). */
  function countedSchema() {
    const reads = { count: 0 };
    const schema = z.object({
      id: z.lazy(() => {
        reads.count += 1;
        return z.number().int();
      }),
      name: z.string(),
    });
    return { schema, reads };
  }

  it('compiles a schema once per process, however many routes or apps use it', () => {
    const ZOnce = z.object({ id: z.number().int() });
    expect(compileJsonWriter(ZOnce)).toBe(compileJsonWriter(ZOnce));
  });

  it('with onFirstUse, compiles when the route first answers, and writes what the eager writer writes', () => {
    const { schema, reads } = countedSchema();
    const write = createSerializerCompiler({ verify: false, onFirstUse: true })({
      schema,
      method: 'GET',
      url: '/lazy',
      httpStatus: '200',
    });
    expect(reads.count).toBe(0);
    expect(write({ id: 1, name: 'x', extra: true })).toBe('{"id":1,"name":"x"}');
    const compiled = reads.count;
    expect(compiled).toBeGreaterThan(0);
    expect(write({ id: 2, name: 'y' })).toBe('{"id":2,"name":"y"}');
    expect(reads.count).toBe(compiled);
  });

  it('without it, compiles when the route is added', () => {
    const { schema, reads } = countedSchema();
    serializer(schema, false);
    expect(reads.count).toBeGreaterThan(0);
  });
});
