// The error display rules of SPEC.md section 5, one place for every form: a `detail` is a toast (or, for a form
// that is the whole page, shown under it); each of
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
  /**
   * Show under the form, instead of as toasts, what belongs to no field of it: a whole-request error (`detail`:
   * too many attempts), an error of a field the form does not show (the `token` of a link) and the fallback. For
   * pages whose form is the whole page (signing in, a new password), where a toast is easy to miss.
   */
  errorsUnderForm?: boolean;
};

type ErrorRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is ErrorRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];

export function showServerErrors(body: unknown, target: ServerErrorTarget): void {
  const underForm = target.errorsUnderForm === true;
  if (!isRecord(body)) {
    if (underForm) target.showFormErrors([target.fallback]);
    else target.toast(target.fallback);
    return;
  }
  const formErrors = strings(body[NON_FIELD_ERRORS]);
  let shown = formErrors.length > 0;
  if (typeof body.detail === 'string' && body.detail !== '') {
    if (underForm) formErrors.unshift(body.detail);
    else target.toast(body.detail);
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
    else if (underForm) formErrors.push(message);
    else target.toast(message);
    shown = true;
  }
  if (!shown) {
    if (underForm) formErrors.push(target.fallback);
    else target.toast(target.fallback);
  }
  if (formErrors.length > 0) target.showFormErrors(formErrors);
}
