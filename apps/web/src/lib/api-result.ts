// What a page does with a failed API call: a record the API does not know (404), or a parameter it refuses
// (400: a 10,000-character or malformed slug), is the page's localized 404; anything else means the API is down.
import type { ApiResult } from './api-client';

export function isMissing(result: ApiResult<unknown>): boolean {
  return !result.ok && result.reason === 'status' && (result.status === 404 || result.status === 400);
}
