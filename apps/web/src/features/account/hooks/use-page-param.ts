'use client';
// The page number of an account list, from `?page=` (anything odd is the first page, see lib/pagination.ts).
// useSearchParams: the component using it sits in a <Suspense> boundary.
import { useSearchParams } from 'next/navigation';
import { parsePage } from '@/lib/pagination';

export function usePageParam(): number {
  return parsePage(useSearchParams().get('page') ?? undefined);
}
