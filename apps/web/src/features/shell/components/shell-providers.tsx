'use client';
// The client-side context every page shares: the shell state (city, global modal, callback form) and the place where
// toasts appear (bottom centre, SPEC.md section 8). TanStack Query is not here on purpose: the search popup brings
// it when first opened (features/search-box), keeping it out of every page's first load.
import type { TCity } from '@afisha/contracts';
import type { ReactNode } from 'react';
import { ShellStateProvider } from '@/lib/shell-state';
import { LazyToaster } from '@/lib/toasts';

export function ShellProviders({ initialCity, children }: { initialCity?: TCity; children: ReactNode }) {
  return (
    <ShellStateProvider initialCity={initialCity}>
      {children}
      <LazyToaster />
    </ShellStateProvider>
  );
}
