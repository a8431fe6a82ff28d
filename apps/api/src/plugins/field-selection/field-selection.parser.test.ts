import { describe, expect, it } from 'vitest';
import {
  type FieldSelection,
  FieldSelectionSyntaxError,
  parseFieldSelection,
  SELECTION_LIMITS,
} from './field-selection.parser.ts';

/** Plain-object view of a selection, for readable assertions. */
function plain(selection: FieldSelection): Record<string, unknown> {
  return Object.fromEntries([...selection].map(([name, children]) => [name, children && plain(children)]));
}

function problemOf(input: string) {
  try {
    parseFieldSelection(input);
  } catch (error) {
    if (error instanceof FieldSelectionSyntaxError) return error.problem;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(input.slice(0, 40))} to be rejected`);
}

describe('parseFieldSelection', () => {
  it('parses flat and nested selections (django-restql syntax)', () => {
    expect(plain(parseFieldSelection('{id,slug,city_name}'))).toEqual({
      id: null,
      slug: null,
      city_name: null,
    });
    expect(plain(parseFieldSelection('{id, closest_event { eventdate, eventtime } }'))).toEqual({
      id: null,
      closest_event: { eventdate: null, eventtime: null },
    });
  });

  it('accepts the selection without outer braces and a trailing comma', () => {
    expect(plain(parseFieldSelection('id,performance{slug},'))).toEqual({
      id: null,
      performance: { slug: null },
    });
  });

  it('merges repeated fields; a plain mention asks for the whole field', () => {
    expect(plain(parseFieldSelection('{a{b},a{c}}'))).toEqual({ a: { b: null, c: null } });
    expect(plain(parseFieldSelection('{a{b},a}'))).toEqual({ a: null });
  });

  it.each([
    ['', 0],
    ['{}', 1],
    ['{id', 3],
    ['{id}}', 4],
    ['id}', 2],
    ['{id,,slug}', 4],
    ['{,id}', 1],
    ['{id{}}', 4],
    ['{1id}', 1],
    ['{id;drop}', 3],
    ['{id slug}', 4],
    ['{"id"}', 1],
  ])('rejects %j with the position of the problem', (input, position) => {
    expect(problemOf(input)).toEqual({ kind: 'syntax', position });
  });

  it('rejects unbalanced braces of any depth without recursion trouble', () => {
    expect(problemOf('{'.repeat(1000))).toEqual({ kind: 'syntax', position: 1 });
    expect(
      problemOf(`${'a{'.repeat(SELECTION_LIMITS.maxDepth)}b${'}'.repeat(SELECTION_LIMITS.maxDepth)}`),
    ).toEqual({
      kind: 'too_deep',
      max: SELECTION_LIMITS.maxDepth,
    });
    expect(problemOf('}'.repeat(1000))).toEqual({ kind: 'syntax', position: 0 });
  });

  it('accepts the deepest allowed nesting', () => {
    const depth = SELECTION_LIMITS.maxDepth - 1;
    expect(() => parseFieldSelection(`${'a{'.repeat(depth)}b${'}'.repeat(depth)}`)).not.toThrow();
  });

  it('bounds huge input by length and by field count', () => {
    expect(problemOf('a,'.repeat(5000))).toEqual({ kind: 'syntax', position: SELECTION_LIMITS.maxLength });
    const many = Array.from({ length: SELECTION_LIMITS.maxFields + 1 }, (_, i) => `f${i}`).join(',');
    expect(many.length).toBeLessThanOrEqual(SELECTION_LIMITS.maxLength);
    expect(problemOf(many)).toEqual({ kind: 'too_many', max: SELECTION_LIMITS.maxFields });
  });

  it('rejects names longer than 100 characters', () => {
    expect(problemOf(`{${'x'.repeat(101)}}`)).toEqual({ kind: 'syntax', position: 101 });
  });
});
