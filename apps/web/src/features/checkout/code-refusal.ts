// What a code field of the cart (promo code, gift certificate) says when the API refuses a code: the API's own
// sentence for the `code` field (in the visitor's language: why the code cannot be used), or its whole-request
// detail (too many tries), or null when the answer carries neither (the field then shows its generic text).
import type { ApiSendFailure } from '@/lib/api-client';

export function codeRefusalText(failure: ApiSendFailure): string | null {
  const body = failure.body;
  if (!body || typeof body !== 'object') return null;
  const field = (body as { code?: unknown }).code;
  if (Array.isArray(field) && typeof field[0] === 'string') return field[0];
  const detail = (body as { detail?: unknown }).detail;
  return typeof detail === 'string' ? detail : null;
}
