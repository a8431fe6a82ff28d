'use client';
// Gives the box office's client components the site's query client (lib/query-client.ts), as the account and the
// seat map have theirs.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from '@/lib/query-client';

export function BoxOfficeFrame({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
