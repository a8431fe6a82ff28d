// The error display rules of SPEC.md section 5, one place for every form: a `detail` is a toast; each of
// `non_field_errors` is shown under the form; a field error goes on the matching field, or to a toast when the form
// has no such field. A field's message is translated by its machine code when we have a text for that code, else
// the API's own (already translated) message is kept.
import { NON_FIELD_ERRORS } from '@afisha/contracts';

export type ServerErrorTarget = {
  /** The fields of the form that can show an error of their own. */
  fields: readonly string[];
  setFieldError(field: string, message: string): void;
  showFormErrors(messages: string[]): void;
  toast(message: string): void;
  /** Our text for an API error code (e.g. `required`), when we have one. */
  translateCode?(code: string): string | undefined;
  /** What to say when the answer carries nothing to show (no connection, a 5xx). */
  fallback: string;
};

type ErrorRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is ErrorRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];

export function showServerErrors(body: unknown, target: ServerErrorTarget): void {
  if (!isRecord(body)) {
    target.toast(target.fallback);
    return;
  }
  let shown = false;

  if (typeof body.detail === 'string' && body.detail !== '') {
    target.toast(body.detail);
    shown = true;
  }
  const formErrors = strings(body[NON_FIELD_ERRORS]);
  if (formErrors.length > 0) {
    target.showFormErrors(formErrors);
    shown = true;
  }
  const codes = isRecord(body.codes) ? body.codes : {};
  for (const [field, value] of Object.entries(body)) {
    if (field === 'detail' || field === 'code' || field === 'codes' || field === NON_FIELD_ERRORS) continue;
    const messages = strings(value);
    if (messages.length === 0) continue;
    const code = strings(codes[field])[0];
    const message = (code && target.translateCode?.(code)) || (messages[0] as string);
    if (target.fields.includes(field)) target.setFieldError(field, message);
    else target.toast(message);
    shown = true;
  }
  if (!shown) target.toast(target.fallback);
}
