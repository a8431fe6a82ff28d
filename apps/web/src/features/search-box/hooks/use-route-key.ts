'use client';
// One string per route and query (`/events?genres=drama`): when it changes, the visitor has moved on.
import { useSearchParams } from 'next/navigation';

export function useRouteKey(pathname: string): string {
  const params = useSearchParams();
  return `${pathname}?${params.toString()}`;
}
