// /events is cached like the other pages although its state is in the query string: the proxy rewrites
// `/events?…` (and `/en/events?…`, …) to `/{locale}/events/list/{key}`, where the key is the filters in one canonical
// form (known filters only, checked, sorted). Next caches pages by path, not by query, so each combination of
// filters becomes one cached page, and junk parameters cannot multiply the cache.
import { routing } from '@/i18n/routing';
import { DEFAULT_CITY_SLUG } from '@/lib/chosen-city';
import { type EventsFilters, filtersToSearch, parseEventsFilters } from './events-filters';

export const EVENTS_LIST_SEGMENT = 'list';
const NO_FILTERS = 'all';

const prefixed = routing.locales.filter((locale) => locale !== routing.defaultLocale).join('|');
const PUBLIC_EVENTS_PATH = new RegExp(`^(?:/(${prefixed}))?/events/?$`);

export function canonicalFiltersKey(filters: EventsFilters): string {
  const entries = Object.entries(filtersToSearch(filters))
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    // The default city is the key without one, so `/events?city=moscow` and a Moscow visitor's `/events` share it.
    .filter(([name, value]) => !(name === 'city' && value === DEFAULT_CITY_SLUG))
    .sort(([a], [b]) => a.localeCompare(b));
  return entries.length === 0 ? NO_FILTERS : new URLSearchParams(entries).toString();
}

export function filtersFromKey(key: string): EventsFilters {
  let query = key;
  if (query.includes('%')) {
    try {
      query = decodeURIComponent(query);
    } catch {
      query = NO_FILTERS;
    }
  }
  const params = new URLSearchParams(query === NO_FILTERS ? '' : query);
  return parseEventsFilters(Object.fromEntries(params));
}

/**
 * Where the proxy sends a public /events address, or null for any other path. An address without a `city` lists
 * `chosenCity` (the visitor's, from the city cookie), else the default city.
 */
export function eventsListingTarget(url: URL, chosenCity?: string): URL | null {
  const match = PUBLIC_EVENTS_PATH.exec(url.pathname);
  if (!match) return null;
  const locale = match[1] ?? routing.defaultLocale;
  const first: Record<string, string> = {};
  for (const [name, value] of url.searchParams) first[name] ??= value;
  if (chosenCity !== undefined) first.city ??= chosenCity;
  const key = canonicalFiltersKey(parseEventsFilters(first));
  return new URL(`/${locale}/events/${EVENTS_LIST_SEGMENT}/${encodeURIComponent(key)}`, url);
}
