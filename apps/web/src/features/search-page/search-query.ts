// The `q` of /search as the page uses it: trimmed, inner runs of spaces collapsed, cut to a length no title
// reaches, so a pasted essay or a hostile string costs the API one bounded query.
import { firstParam } from '@/lib/pagination';

export const SEARCH_QUERY_MAX = 200;

export function normaliseSearchQuery(value: string | string[] | undefined): string {
  return (firstParam(value) ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_QUERY_MAX).trim();
}
