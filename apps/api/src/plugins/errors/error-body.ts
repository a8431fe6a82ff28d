// Owns turning any thrown value into a status and one of the two docs/api.md error bodies, with
// translated messages. Pure: the plugin decides logging; this decides what the client may see.
import {
  NON_FIELD_ERRORS,
  type TErrorCode,
  type TErrorDetail,
  type TFieldErrorCode,
  type TValidationErrors,
} from '@afisha/contracts';
import type { FastifyError } from 'fastify';
import type { MessageKey } from '../../i18n/messages/catalogue.ts';
import type { Translate } from '../../i18n/translate.ts';
import { AppError, type FieldIssue, FieldValidationError } from '../../lib/app-error.ts';

export type ErrorReply = {
  status: number;
  body: TErrorDetail | TValidationErrors | (TErrorDetail & Record<string, unknown>);
};

export type ErrorContext = { t: Translate; contentType: string | undefined; bodyLimit: number };

const STATUS_CODES: Readonly<Record<number, TErrorCode>> = {
  401: 'not_authenticated',
  403: 'permission_denied',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'throttled',
  503: 'service_unavailable',
};

const PARSE_ERRORS = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
]);

export function detailBody(
  t: Translate,
  code: TErrorCode,
  params?: Record<string, string | number>,
  message?: MessageKey,
): TErrorDetail {
  return { detail: t(message ?? `error.${code}`, params), code };
}

export function fieldErrorsBody(t: Translate, issues: readonly FieldIssue[]): TValidationErrors {
  const messages: Record<string, string[]> = {};
  const codes: Record<string, TFieldErrorCode[]> = {};
  const keys: Record<string, string> = {};
  for (const issue of issues) {
    const message = t(issue.message ?? `field.${issue.code}`, issue.params);
    messages[issue.field] = [...(messages[issue.field] ?? []), message];
    codes[issue.field] = [...(codes[issue.field] ?? []), issue.code];
    if (issue.key !== undefined) keys[issue.field] = issue.key;
  }
  // `keys` only where the issues name them (publishing a plan: the seat, row, section, zone or category).
  return { ...messages, codes, ...(Object.keys(keys).length > 0 ? { keys } : {}) } as TValidationErrors;
}

/** Framework and plugin errors carry an HTTP status (Fastify's `statusCode`, http-errors' `status`). */
function statusOf(error: Error): number {
  const { statusCode, status } = error as Partial<FastifyError> & { status?: unknown };
  if (typeof statusCode === 'number') return statusCode;
  return typeof status === 'number' ? status : 500;
}

export function toErrorReply(error: unknown, context: ErrorContext): ErrorReply {
  const { t } = context;
  if (error instanceof AppError) {
    const body = detailBody(t, error.code, error.params, error.messageKey);
    return { status: error.status, body: error.extra ? { ...body, ...error.extra } : body };
  }
  if (error instanceof FieldValidationError) return { status: 400, body: fieldErrorsBody(t, error.issues) };
  if (!(error instanceof Error)) return { status: 500, body: detailBody(t, 'server_error') };

  if (PARSE_ERRORS.has((error as Partial<FastifyError>).code ?? '')) {
    return { status: 400, body: fieldErrorsBody(t, [{ field: NON_FIELD_ERRORS, code: 'parse_error' }]) };
  }
  const status = statusOf(error);
  const code = STATUS_CODES[status];
  if (code === 'payload_too_large') {
    return { status, body: detailBody(t, code, { limit: context.bodyLimit }) };
  }
  if (code === 'unsupported_media_type') {
    // Bounded: the header is echoed back in the message.
    return { status, body: detailBody(t, code, { type: (context.contentType ?? '').slice(0, 100) }) };
  }
  if (code !== undefined) return { status, body: detailBody(t, code) };
  // Any other client error of the framework (bad URL encoding, bad header, ...) is a plain 400.
  if (status >= 400 && status < 500) {
    return { status: 400, body: fieldErrorsBody(t, [{ field: NON_FIELD_ERRORS, code: 'invalid' }]) };
  }
  return { status: 500, body: detailBody(t, 'server_error') };
}
