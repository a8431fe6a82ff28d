'use client';
// The client-side context every page shares: TanStack Query (what changes in the browser), the shell state (city,
// global modal, callback form) and the toast stack at the bottom centre (SPEC.md section 8).
import type { TCity } from '@afisha/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { ShellStateProvider } from '@/lib/shell-state';

export function ShellProviders({ initialCity, children }: { initialCity?: TCity; children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        // The shell's reads are cheap and their failures are handled as values: one retry, no refetch on focus.
        defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ShellStateProvider initialCity={initialCity}>
        {children}
        <Toaster
          position="bottom-center"
          closeButton={false}
          richColors
          toastOptions={{ className: 'font-sans' }}
        />
      </ShellStateProvider>
    </QueryClientProvider>
  );
}
