// Owns the errors services and plugins throw on purpose. The error handler turns them into the
// docs/api.md shapes: AppError → `{detail, code}`, FieldValidationError → 400 field errors.
import type { TErrorCode, TFieldErrorCode } from '@afisha/contracts';
import type { MessageKey } from '../i18n/messages/catalogue.ts';
import type { MessageParams } from '../i18n/translate.ts';

/**
 * A whole-request failure; `detail` is the translation of `error.<code>` with `params`, or of `message` when a
 * more specific text is given (the code stays what clients switch on).
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: TErrorCode,
    readonly status: number,
    readonly params: MessageParams = {},
    readonly messageKey?: MessageKey,
    /** More fields of the body beside detail and code (the taken seats of a 409); the route declares their schema. */
    readonly extra?: Readonly<Record<string, unknown>>,
  ) {
    super(code);
  }
}

/**
 * One problem of one field. `field` is a dotted path (`items.0.seat`), or `non_field_errors`.
 * The message is `field.<code>` unless a more specific `message` key is given.
 */
export type FieldIssue = {
  field: string;
  code: TFieldErrorCode;
  message?: MessageKey;
  params?: MessageParams;
  /** The key of what the problem is about, where the body has keys (a plan document's seat, row, zone…). */
  key?: string;
};

export class FieldValidationError extends Error {
  override name = 'FieldValidationError';
  readonly statusCode = 400;

  constructor(readonly issues: readonly FieldIssue[]) {
    super(issues.map((issue) => `${issue.field}: ${issue.code}`).join(', '));
  }
}
