// The generic validation messages of SPEC.md section 5 (required, email, minimum length, one-of, minimum and maximum
// date, plus a maximum length, which the contracts' bounds need), chosen by key from a zod issue, so every form speaks the visitor's language whatever the schema says.
// The message keys live in the Forms namespace of the catalogues.

export type ValidationMessage =
  | { key: 'required' }
  | { key: 'email' }
  | { key: 'minLength'; values: { length: number } }
  | { key: 'maxLength'; values: { length: number } }
  | { key: 'minValue'; values: { min: number } }
  | { key: 'maxValue'; values: { max: number } }
  | { key: 'number' }
  | { key: 'oneOf'; values: { values: string } }
  | { key: 'minDate'; values: { date: Date } }
  | { key: 'maxDate'; values: { date: Date } }
  | { key: 'invalidPhone' }
  | { key: 'invalidName' }
  | { key: 'invalid' };

// The parts of a zod 4 issue this looks at (zod/v4/core $ZodIssue, kept structural so any zod 4 build fits).
export type IssueLike = {
  code: string;
  input?: unknown;
  origin?: string;
  format?: string;
  minimum?: unknown;
  maximum?: unknown;
  values?: readonly unknown[];
  expected?: string;
  /** A contracts refinement names its rule here (`{ message: 'field.invalid_phone' }`). */
  params?: Record<string, unknown>;
};

// Refinements of the contracts that have a text of their own, by the API message key they carry.
const CUSTOM_KEYS: Record<string, ValidationMessage> = {
  'field.invalid_phone': { key: 'invalidPhone' },
  'field.invalid_name': { key: 'invalidName' },
};

// A select of numbers left at "Choose…" reads as NaN: nothing was chosen.
const isEmpty = (input: unknown) =>
  input === undefined ||
  input === null ||
  (typeof input === 'number' && Number.isNaN(input)) ||
  (typeof input === 'string' && input.trim() === '');

const asDate = (bound: unknown) => new Date(bound instanceof Date ? bound.getTime() : Number(bound));

export function validationMessageFor(issue: IssueLike): ValidationMessage {
  // Whatever rule an empty value breaks, what the visitor needs to hear is that the field is required.
  if (isEmpty(issue.input)) return { key: 'required' };
  switch (issue.code) {
    case 'invalid_format':
      return issue.format === 'email' ? { key: 'email' } : { key: 'invalid' };
    case 'too_small':
      if (issue.origin === 'string') return { key: 'minLength', values: { length: Number(issue.minimum) } };
      if (issue.origin === 'date') return { key: 'minDate', values: { date: asDate(issue.minimum) } };
      if (issue.origin === 'number') return { key: 'minValue', values: { min: Number(issue.minimum) } };
      return { key: 'invalid' };
    case 'too_big':
      if (issue.origin === 'string') return { key: 'maxLength', values: { length: Number(issue.maximum) } };
      if (issue.origin === 'date') return { key: 'maxDate', values: { date: asDate(issue.maximum) } };
      if (issue.origin === 'number') return { key: 'maxValue', values: { max: Number(issue.maximum) } };
      return { key: 'invalid' };
    case 'invalid_type':
      return issue.expected === 'number' ? { key: 'number' } : { key: 'invalid' };
    case 'invalid_value':
      return { key: 'oneOf', values: { values: (issue.values ?? []).map(String).join(', ') } };
    case 'custom': {
      const rule = issue.params?.message;
      return (typeof rule === 'string' && CUSTOM_KEYS[rule]) || { key: 'invalid' };
    }
    default:
      return { key: 'invalid' };
  }
}
