// Owns where a back-office form shows what the API refused (docs/api.md "Errors", "Back office"): a 400's field errors
// `{ "title.en": [msg], "artists.0.role.ru": [msg], codes }` under the fields they name (dotted paths, as
// react-hook-form names its fields), an error of a field the form does not show under the nearest field that
// contains it, or else at the top with the others of no field; a 409 version_conflict, in_use or record_archived (the
// record was archived since the editor read it: it is read-only now) as its own banner.
// Pure: the form frame (components/manage-form.tsx) hands the result to setError.
import type { TUsage } from '@afisha/contracts/manage/common';

export type PlacedErrors = {
  fields: { path: string; message: string }[];
  form: string[];
};

export type ManageRefusal =
  | { kind: 'fields'; errors: PlacedErrors }
  | { kind: 'version_conflict'; detail: string; version: number | null }
  | { kind: 'in_use'; detail: string; usedBy: TUsage[]; usedCount: number }
  | { kind: 'record_archived'; detail: string }
  | { kind: 'detail'; status: number | undefined; detail: string | null };

type ErrorRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is ErrorRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];

/**
 * Whether `path` is a field the form shows: `known` lists them, a `*` segment standing for any array index
 * (`artists.*.role.ru` takes `artists.3.role.ru`).
 */
export function matchesKnown(path: string, known: readonly string[]): boolean {
  const parts = path.split('.');
  return known.some((pattern) => {
    const want = pattern.split('.');
    return (
      want.length === parts.length &&
      want.every((part, index) => (part === '*' ? /^\d+$/.test(parts[index] ?? '') : part === parts[index]))
    );
  });
}

/** The field that shows an error of `path`: itself, or the closest field containing it (`title` for `title.xx`). */
export function fieldFor(path: string, known: readonly string[]): string | null {
  const parts = path.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    const candidate = parts.slice(0, length).join('.');
    if (matchesKnown(candidate, known)) return candidate;
  }
  return null;
}

/** A 400's body, placed: errors of known fields under them (the first message of each), the rest at the top. */
export function placeFieldErrors(body: unknown, known: readonly string[]): PlacedErrors {
  const placed: PlacedErrors = { fields: [], form: [] };
  if (!isRecord(body)) return placed;
  placed.form.push(...strings(body.non_field_errors));
  const taken = new Set<string>();
  for (const [path, value] of Object.entries(body)) {
    if (path === 'detail' || path === 'code' || path === 'codes' || path === 'non_field_errors') continue;
    const message = strings(value)[0];
    if (!message) continue;
    const field = fieldFor(path, known);
    if (field && !taken.has(field)) {
      taken.add(field);
      placed.fields.push({ path: field, message });
    } else if (!field) {
      // Not a field of this form (the client lies, or the form is out of date): still say which field.
      placed.form.push(`${path}: ${message}`);
    }
  }
  return placed;
}

/** What a refused write means for the form, from its status and body. */
export function readRefusal(
  status: number | undefined,
  body: unknown,
  known: readonly string[],
): ManageRefusal {
  const record = isRecord(body) ? body : {};
  const detail = typeof record.detail === 'string' ? record.detail : null;
  if (status === 409 && record.code === 'version_conflict') {
    return {
      kind: 'version_conflict',
      detail: detail ?? '',
      version: typeof record.version === 'number' ? record.version : null,
    };
  }
  if (status === 409 && record.code === 'in_use') {
    return {
      kind: 'in_use',
      detail: detail ?? '',
      usedBy: Array.isArray(record.used_by) ? (record.used_by as TUsage[]) : [],
      usedCount: typeof record.used_count === 'number' ? record.used_count : 0,
    };
  }
  if (status === 409 && record.code === 'record_archived')
    return { kind: 'record_archived', detail: detail ?? '' };
  if (status === 400 && !detail) return { kind: 'fields', errors: placeFieldErrors(body, known) };
  return { kind: 'detail', status, detail };
}
