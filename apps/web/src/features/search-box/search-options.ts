// The quick results as one list of options, in the order the arrow keys walk them: performances, venues, then
// "show all results" (present only when something was found).
import type { QuickSearchResults } from './api/quick-search.api';
import { performanceHref, searchPageHref, venueHref } from './search-links';

export type SearchOption = {
  id: string;
  group: 'performances' | 'venues' | 'all';
  label: string;
  href: string;
};

export function searchOptions(
  results: QuickSearchResults | undefined,
  text: string,
  idPrefix: string,
  showAllLabel: string,
  citySlug?: string | null,
): SearchOption[] {
  if (!results) return [];
  const options: SearchOption[] = [
    ...results.performances.map((item) => ({
      id: `${idPrefix}-p${item.id}`,
      group: 'performances' as const,
      label: item.title,
      href: performanceHref(item),
    })),
    ...results.venues.map((item) => ({
      id: `${idPrefix}-v${item.id}`,
      group: 'venues' as const,
      label: item.name,
      href: venueHref(item),
    })),
  ];
  if (options.length > 0) {
    options.push({
      id: `${idPrefix}-all`,
      group: 'all',
      label: showAllLabel,
      href: searchPageHref(text, citySlug),
    });
  }
  return options;
}
