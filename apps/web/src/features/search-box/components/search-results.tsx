'use client';
// The part of the search box that fetches: loaded with the first typed character, it brings TanStack Query and the
// result schemas with it, asks for results (debounced) and shows the popup. The options it found are reported back
// to the box, which owns the keyboard.
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo } from 'react';
import { getQueryClient } from '@/lib/query-client';
import { useChosenCity } from '@/lib/shell-state';
import { useQuickSearch } from '../hooks/use-quick-search';
import { type SearchOption, searchOptions } from '../search-options';
import { SearchPopup } from './search-popup';

export type SearchResultsProps = {
  id: string;
  text: string;
  open: boolean;
  activeId: string | undefined;
  onOptions: (options: SearchOption[]) => void;
  onNavigate: () => void;
};

function Results({ id, text, open, activeId, onOptions, onNavigate }: SearchResultsProps) {
  const t = useTranslations('Search');
  const { results, loading } = useQuickSearch(text);
  const showAll = t('showAll');
  const city = useChosenCity().city;
  const citySlug = city?.slug;
  const cityCase = city?.city_name_case ?? '';
  const options = useMemo(
    () => searchOptions(results, text, id, showAll, citySlug, (count) => t('foundElsewhere', { count })),
    [results, text, id, showAll, citySlug, t],
  );
  useEffect(() => onOptions(options), [options, onOptions]);
  return (
    <SearchPopup
      id={id}
      open={open}
      loading={loading}
      options={options}
      activeId={activeId}
      onNavigate={onNavigate}
      cityCase={cityCase}
    />
  );
}

export default function SearchResults(props: SearchResultsProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Results {...props} />
    </QueryClientProvider>
  );
}
