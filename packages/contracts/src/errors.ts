// Owns the error vocabulary of the API (docs/api.md "Errors"): the machine codes clients may switch on
// and the two body shapes every error takes.
import { z } from 'zod';

/**
 * Codes of whole-request errors, answered as `{detail, code}`. `token_not_valid` (401): a bearer access token
 * that is malformed, expired or revoked (the token API).
 */
export const ERROR_CODES = [
  'not_authenticated',
  'permission_denied',
  'csrf_failed',
  'not_found',
  'method_not_allowed',
  'conflict',
  'unsupported_media_type',
  'payload_too_large',
  // The request's headers are larger than the server reads (431), or it did not arrive in time (408): answered by
  // the HTTP server before any route, in the language its Accept-Language asks for when that header was read.
  'header_too_large',
  'request_timeout',
  'throttled',
  'token_not_valid',
  'server_error',
  'service_unavailable',
  // Cart (409): seats someone else holds or bought, a zone without enough places, an event not sold now.
  'places_taken',
  'zone_full',
  'not_on_sale',
  // Cart (409): the visitor's network holds its share of the session, or opened too many new carts (hoarding).
  'hold_limit',
  // Checkout (409): the cart's hold ended before the order was made, or the order can no longer be paid.
  'hold_expired',
  'order_closed',
  // Payment-provider callbacks (401): a missing or wrong signature, or a stale timestamp.
  'invalid_signature',
  // Box office (409): a refund that cannot be made (not paid, already refunded, a ticket let in, not an SBP order).
  'not_refundable',
  // Back office (409): a write on an older version of the record; a record still used where it is asked to go.
  'version_conflict',
  'in_use',
  // Back office (409): a hall or performance cannot be restored from the archive while its venue is archived, nor a
  // hall or performance made in an archived venue.
  'venue_archived',
  // Back office (409): an archived record is read-only until it is restored (a PATCH of it is refused).
  'record_archived',
  // Back office, plans (409): publishing a version that drops or renames seats sold or held in live sessions.
  'plan_seats_in_use',
] as const;
export const ZErrorCode = z.enum(ERROR_CODES);
export type TErrorCode = z.infer<typeof ZErrorCode>;

/** Codes of one field's (or `non_field_errors`') problems inside a 400 answer. */
export const FIELD_ERROR_CODES = [
  'required',
  'invalid',
  'null',
  'blank',
  'min_length',
  'max_length',
  'min_value',
  'max_value',
  'invalid_choice',
  'does_not_exist',
  'unknown_field',
  'parse_error',
  'unique',
  // Accounts: sign-in, passwords and links from mails.
  'invalid_credentials',
  'email_not_verified',
  'password_too_common',
  'password_too_similar',
  'password_incorrect',
  'invalid_token',
  // Cart: more places than one order may hold.
  'too_many_places',
  // Promo codes (POST /cart/check_promocode, /cart/buy): why a code cannot be used.
  'promo_unknown',
  'promo_not_started',
  'promo_expired',
  'promo_used_up',
  'promo_limit_reached',
  'promo_not_applicable',
  'promo_min_order',
  // Extra services: not with these places, or none left.
  'service_needs_places',
  'service_sold_out',
  // Named tickets: holders missing for places that need them, or the change comes too late.
  'holders_required',
  'holder_change_closed',
  // Early access: no such key for the event, or it expired.
  'access_key_invalid',
  // Gift certificates: no such code, not paid yet, past its date, nothing left on it, or a design/nominal refused.
  'certificate_unknown',
  'certificate_not_active',
  'certificate_expired',
  'certificate_empty',
  'certificate_nominal_range',
  // Waiting list: the session has seats anybody can take now.
  'waiting_list_seats_available',
  // Checkout: the payment provider in use does not take this method (Stripe has no SBP).
  'payment_method_unavailable',
] as const;
export const ZFieldErrorCode = z.enum(FIELD_ERROR_CODES);
export type TFieldErrorCode = z.infer<typeof ZFieldErrorCode>;

/** Key under which errors that belong to no single field are listed. */
export const NON_FIELD_ERRORS = 'non_field_errors';

export const ZErrorDetail = z.object({ detail: z.string(), code: ZErrorCode }).meta({
  id: 'ErrorDetail',
  description: 'A whole-request error (401, 403, 404, 405, 408, 409, 413, 415, 429, 431, 5xx).',
});
export type TErrorDetail = z.infer<typeof ZErrorDetail>;

export const ZValidationErrors = z
  .object({
    non_field_errors: z.array(z.string()).optional(),
    codes: z.record(z.string(), z.array(ZFieldErrorCode)),
    keys: z
      .record(z.string(), z.string())
      .optional()
      .describe(
        'Where a field is about a keyed thing (publishing a plan: a seat, row, section, zone or category), its key.',
      ),
  })
  .catchall(z.array(z.string()))
  .meta({
    id: 'ValidationErrors',
    description:
      'A 400 answer: each key is a field name (or non_field_errors) with its translated messages; `codes` holds the same keys with machine codes.',
  });
export type TValidationErrors = z.infer<typeof ZValidationErrors>;
