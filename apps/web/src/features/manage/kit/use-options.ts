'use client';
// Choices a form offers from another back-office list (venues, genres, tags, artists): the first hundred, by name,
// optionally narrowed by a search.
import { pickLocalized } from '@afisha/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import type { Parser } from '@/lib/api-client';
import { manageRead } from '../api/manage-api';

type Named = { id: number; name: Record<string, string> | string };

export function useOptions<T extends Named>(path: string, schema: Parser<{ results: T[] }>, search = '') {
  const locale = useLocale();
  const query = useQuery({
    queryKey: ['manage', 'options', path, search, locale],
    queryFn: () => manageRead(path, schema, locale, { limit: '100', ...(search ? { search } : {}) }),
    staleTime: 60_000,
  });
  const options = (query.data?.results ?? []).map((item) => ({
    value: item.id,
    label: typeof item.name === 'string' ? item.name : pickLocalized(item.name, locale) || String(item.id),
  }));
  return { options, query };
}
