'use client';
// The one TanStack Query client of the page, created when a lazily loaded part (the search popup) first needs it.
import { QueryClient } from '@tanstack/react-query';

let client: QueryClient | undefined;

export function getQueryClient(): QueryClient {
  // Reads are cheap and their failures are handled as values: one retry, no refetch on window focus.
  client ??= new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
  return client;
}
