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
