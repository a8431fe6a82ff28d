// Owns parsing the django-restql `query=` syntax ({id,slug,closest_event{eventdate}}) into a tree.
// Hand-written tokenizer + recursive descent with hard limits, because the input is hostile by
// default: any client can send any string here.
import { FIELD_SELECTION_MAX_LENGTH } from '@afisha/contracts';

/** Selected field → its own selection, or null when the whole field is wanted. */
export type FieldSelection = ReadonlyMap<string, FieldSelection | null>;

export const SELECTION_LIMITS = {
  maxLength: FIELD_SELECTION_MAX_LENGTH,
  maxDepth: 8,
  maxFields: 300,
} as const;

export type SelectionSyntaxProblem =
  | { kind: 'syntax'; position: number }
  | { kind: 'too_deep'; max: number }
  | { kind: 'too_many'; max: number };

export class FieldSelectionSyntaxError extends Error {
  override name = 'FieldSelectionSyntaxError';

  constructor(readonly problem: SelectionSyntaxProblem) {
    super(problem.kind);
  }
}

type Token = { kind: 'name'; value: string; position: number } | { kind: '{' | '}' | ','; position: number };

const NAME = /[A-Za-z_][A-Za-z0-9_]{0,99}/y;

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let position = 0;
  while (position < input.length) {
    const char = input[position];
    if (char === ' ' || char === '\t' || char === '\n' || char === '\r') {
      position += 1;
    } else if (char === '{' || char === '}' || char === ',') {
      tokens.push({ kind: char, position });
      position += 1;
    } else {
      NAME.lastIndex = position;
      const match = NAME.exec(input);
      if (!match) throw new FieldSelectionSyntaxError({ kind: 'syntax', position });
      tokens.push({ kind: 'name', value: match[0], position });
      position += match[0].length;
    }
  }
  return tokens;
}

/**
 * Parses `{a,b{c}}`; the outer braces may be omitted (`a,b{c}`). A trailing comma is tolerated,
 * an empty selection is not. Repeated fields merge; a plain mention wins over a nested one,
 * since it asks for the whole field.
 */
export function parseFieldSelection(input: string): FieldSelection {
  if (input.length > SELECTION_LIMITS.maxLength) {
    throw new FieldSelectionSyntaxError({ kind: 'syntax', position: SELECTION_LIMITS.maxLength });
  }
  const tokens = tokenize(input);
  let index = 0;
  let fieldCount = 0;

  const peek = () => tokens[index];
  const fail = (): never => {
    throw new FieldSelectionSyntaxError({ kind: 'syntax', position: peek()?.position ?? input.length });
  };
  const expect = (kind: '{' | '}') => {
    if (peek()?.kind !== kind) fail();
    index += 1;
  };

  const parseList = (depth: number): FieldSelection => {
    if (depth > SELECTION_LIMITS.maxDepth) {
      throw new FieldSelectionSyntaxError({ kind: 'too_deep', max: SELECTION_LIMITS.maxDepth });
    }
    const fields = new Map<string, FieldSelection | null>();
    for (;;) {
      const token = peek();
      if (token?.kind !== 'name') fail();
      const name = (token as Extract<Token, { kind: 'name' }>).value;
      index += 1;
      fieldCount += 1;
      if (fieldCount > SELECTION_LIMITS.maxFields) {
        throw new FieldSelectionSyntaxError({ kind: 'too_many', max: SELECTION_LIMITS.maxFields });
      }
      let children: FieldSelection | null = null;
      if (peek()?.kind === '{') {
        index += 1;
        children = parseList(depth + 1);
        expect('}');
      }
      fields.set(name, mergeField(fields.get(name), children));
      if (peek()?.kind !== ',') break;
      index += 1;
      // Trailing comma before a closing brace or the end.
      if (peek() === undefined || peek()?.kind === '}') break;
    }
    return fields;
  };

  let selection: FieldSelection;
  if (peek()?.kind === '{') {
    index += 1;
    selection = parseList(1);
    expect('}');
  } else {
    selection = parseList(1);
  }
  if (index !== tokens.length) fail();
  return selection;
}

function mergeField(
  existing: FieldSelection | null | undefined,
  incoming: FieldSelection | null,
): FieldSelection | null {
  if (existing === undefined) return incoming;
  if (existing === null || incoming === null) return null;
  const merged = new Map(existing);
  for (const [name, children] of incoming) merged.set(name, mergeField(merged.get(name), children));
  return merged;
}
