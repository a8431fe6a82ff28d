// Owns the translation of zod validation issues into API field issues (DRF-style codes such as
// required, blank, max_length), so every request schema gets the documented 400 shape for free.
import { NON_FIELD_ERRORS } from '@afisha/contracts';
import type { z } from 'zod';
import type { MessageKey } from '../i18n/messages/catalogue.ts';
import { ru } from '../i18n/messages/ru.ts';
import type { FieldIssue } from './app-error.ts';

type Path = readonly PropertyKey[];

const FORMAT_MESSAGES: Readonly<Record<string, MessageKey>> = {
  email: 'field.invalid_email',
  date: 'field.invalid_date',
};

export function toFieldIssues(issues: readonly z.core.$ZodIssue[], input: unknown): FieldIssue[] {
  return issues.flatMap((issue) => fromIssue(issue, input));
}

function fromIssue(issue: z.core.$ZodIssue, input: unknown): FieldIssue[] {
  const field = fieldName(issue.path);
  switch (issue.code) {
    case 'invalid_type': {
      const value = valueAt(input, issue.path);
      if (value === undefined) return [{ field, code: 'required' }];
      if (value === null) return [{ field, code: 'null' }];
      return [{ field, code: 'invalid' }];
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        // A required non-empty string that arrives empty (or only spaces, once trimmed) is "blank".
        return [min === 1 ? { field, code: 'blank' } : { field, code: 'min_length', params: { min } }];
      }
      if (issue.origin === 'array' || issue.origin === 'set')
        return [{ field, code: 'min_length', params: { min } }];
      return [{ field, code: 'min_value', params: { min } }];
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set') {
        // A refinement may word the limit itself (`params: {message, count, …}`: "The plan has 10,010 seats…").
        const { message, ...params } = (issue as { params?: Record<string, unknown> }).params ?? {};
        if (isMessageKey(message)) {
          return [
            { field, code: 'max_length', message, params: { max, ...(params as Record<string, number>) } },
          ];
        }
        return [{ field, code: 'max_length', params: { max } }];
      }
      return [{ field, code: 'max_value', params: { max } }];
    }
    case 'invalid_value':
      // zod reports a missing enum field as a wrong value; for the client it is a missing one.
      if (valueAt(input, issue.path) === undefined) return [{ field, code: 'required' }];
      return [{ field, code: 'invalid_choice', params: { choices: issue.values.map(String).join(', ') } }];
    case 'invalid_format': {
      // The code stays `invalid`; only the message says what a valid value looks like.
      const message = FORMAT_MESSAGES[issue.format];
      return [message ? { field, code: 'invalid', message } : { field, code: 'invalid' }];
    }
    case 'custom': {
      // A refinement may name its message (`{ params: { message: 'field.invalid_phone' } }`); code stays invalid.
      const message = issue.params?.message;
      return [isMessageKey(message) ? { field, code: 'invalid', message } : { field, code: 'invalid' }];
    }
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({
        field: fieldName([...issue.path, key]),
        code: 'unknown_field' as const,
        params: { field: key },
      }));
    default:
      return [{ field, code: 'invalid' }];
  }
}

function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(ru, value);
}

function fieldName(path: Path): string {
  return path.length === 0 ? NON_FIELD_ERRORS : path.map(String).join('.');
}

function valueAt(input: unknown, path: Path): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}
