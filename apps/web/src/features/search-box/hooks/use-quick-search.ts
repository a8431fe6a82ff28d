'use client';
// The quick-search results for the text in the box: asked 500 ms after typing stops (SPEC.md section 9), in the
// chosen city and the page's language.
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useChosenCity } from '@/lib/shell-state';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { quickSearch } from '../api/quick-search.api';

export const SEARCH_DEBOUNCE_MS = 500;

export function useQuickSearch(text: string) {
  const locale = useLocale();
  const { city } = useChosenCity();
  const typed = text.trim();
  const term = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS, '');
  const query = useQuery({
    queryKey: ['quick-search', term, city?.slug, locale],
    enabled: term !== '',
    staleTime: 60_000,
    // The next keystroke asks again anyway; a retry would only arrive after the visitor moved on.
    retry: false,
    queryFn: () => quickSearch(term, city?.slug, locale),
  });
  // The loader shows from the first keystroke, through the debounce, until the answer for this very text is in.
  const loading = typed !== term || query.isFetching || (term !== '' && !query.data && !query.isError);
  return { term, results: typed === term ? query.data : undefined, loading };
}
