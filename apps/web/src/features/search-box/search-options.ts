// The quick results as one list of options, in the order the arrow keys walk them: performances, venues, then
// "show all results" (present only when something was found); or, when the chosen city has nothing but other cities
// do, one option saying so that opens the results page (which lists the other cities' results).
import type { QuickSearchResults } from './api/quick-search.api';
import { performanceHref, searchPageHref, venueHref } from './search-links';

export type SearchOption = {
  id: string;
  group: 'performances' | 'venues' | 'all' | 'elsewhere';
  label: string;
  href: string;
};

export function searchOptions(
  results: QuickSearchResults | undefined,
  text: string,
  idPrefix: string,
  showAllLabel: string,
  citySlug?: string | null,
  /** The text of the "found in other cities" option, for results.elsewhere. */
  elsewhereLabel?: (count: number) => string,
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
  if (options.length === 0 && results.elsewhere > 0 && elsewhereLabel) {
    options.push({
      id: `${idPrefix}-elsewhere`,
      group: 'elsewhere',
      label: elsewhereLabel(results.elsewhere),
      href: searchPageHref(text, citySlug),
    });
  } else if (options.length > 0) {
    options.push({
      id: `${idPrefix}-all`,
      group: 'all',
      label: showAllLabel,
      href: searchPageHref(text, citySlug),
    });
  }
  return options;
}
