// Owns building `{count, next, previous, results}` pages (docs/api.md "Lists"). Routes declare
// ZPaginationQuery (limit ≤ 100, default 12; offset ≥ 0) and answer with `toPage`; next/previous
// are absolute URLs that keep every other query parameter of the request.
import type { TPaginated, TPaginationQuery } from '@afisha/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * A page of a list. `more` is for a list whose count may stop short of every match (the audit log's is capped):
 * whether rows follow this page, which then decides `next` instead of the count.
 */
export type PageSlice<TItem> = TPaginationQuery & { count: number; results: TItem[]; more?: boolean };

export function toPage<TItem>(request: FastifyRequest, page: PageSlice<TItem>): TPaginated<TItem> {
  const { count, limit, offset, results, more } = page;
  const hasNext = more ?? offset + limit < count;
  const next = hasNext ? pageUrl(request, limit, offset + limit) : null;
  // Past a capped count, the page before is the one before this offset, not before the count.
  const from = more === undefined ? Math.min(offset, count) : offset;
  const previous = offset > 0 ? pageUrl(request, limit, Math.max(0, from - limit)) : null;
  return { count, next, previous, results };
}

function pageUrl(request: FastifyRequest, limit: number, offset: number): string {
  // request.host/protocol honour X-Forwarded-* only from trusted proxies (see app.ts trustProxy).
  // Built by hand rather than with new URL(request.url, …): a path like `//host/x` would move the host.
  const queryStart = request.url.indexOf('?');
  const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  const params = new URLSearchParams(queryStart === -1 ? '' : request.url.slice(queryStart + 1));
  params.set('limit', String(limit));
  // Like DRF, the first page has no offset parameter at all.
  if (offset === 0) params.delete('offset');
  else params.set('offset', String(offset));
  return `${request.protocol}://${request.host}${path}?${params.toString()}`;
}
