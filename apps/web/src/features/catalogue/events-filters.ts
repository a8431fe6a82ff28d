// The /events listing's state, all of it in the URL (so a filtered page can be shared, bookmarked and crawled):
// city, a calendar day or a date range, genre, tag, weekends, venue, ordering and page. Whatever a visitor or a
// crawler types there is checked here; a value that makes no sense is dropped, never sent to the API as is.
import { DEFAULT_CITY_SLUG } from '@afisha/contracts';
import { ALL_CITIES } from '@/lib/chosen-city';
import { firstParam, PAGE_SIZE, pageOffset, parsePage, type SearchParamsRecord } from '@/lib/pagination';

export const ORDERINGS = ['closest', 'price', '-rating', 'title'] as const;
export type Ordering = (typeof ORDERINGS)[number];

export type EventsFilters = {
  city: string;
  date?: string;
  dateFrom?: string;
  dateTo?: string;
  genre?: string;
  tag?: string;
  theater?: string;
  weekends: boolean;
  ordering: Ordering;
  page: number;
};

const SLUG = /^[a-z0-9][a-z0-9_-]{0,99}$/i;

function slugParam(value: string | string[] | undefined): string | undefined {
  const raw = firstParam(value)?.trim();
  return raw && SLUG.test(raw) ? raw : undefined;
}

/** A real calendar date in YYYY-MM-DD, or nothing (2026-02-30 is nothing). */
export function dateParam(value: string | string[] | undefined): string | undefined {
  const raw = firstParam(value)?.trim();
  if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined;
  const parsed = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(raw) ? raw : undefined;
}

function orderingParam(value: string | string[] | undefined): Ordering {
  const raw = firstParam(value);
  return ORDERINGS.find((ordering) => ordering === raw) ?? 'closest';
}

export function parseEventsFilters(params: SearchParamsRecord): EventsFilters {
  let dateFrom = dateParam(params.date_from);
  let dateTo = dateParam(params.date_to);
  if (dateFrom && dateTo && dateFrom > dateTo) [dateFrom, dateTo] = [dateTo, dateFrom];
  return {
    city: slugParam(params.city) ?? DEFAULT_CITY_SLUG,
    date: dateParam(params.date),
    dateFrom,
    dateTo,
    genre: slugParam(params.genres),
    tag: slugParam(params.tags),
    theater: slugParam(params.theater),
    weekends: firstParam(params.weekends) === 'true',
    ordering: orderingParam(params.ordering),
    page: parsePage(params.page),
  };
}

/**
 * The filters as URL parameters (the page's own links: calendar days, pagination, the reset link). The city is
 * always spelled out: an address without one lists the visitor's chosen city (events-route.ts), which may differ.
 */
export function filtersToSearch(filters: EventsFilters): Record<string, string | undefined> {
  return {
    city: filters.city,
    date: filters.date,
    date_from: filters.dateFrom,
    date_to: filters.dateTo,
    genres: filters.genre,
    tags: filters.tag,
    theater: filters.theater,
    weekends: filters.weekends ? 'true' : undefined,
    ordering: filters.ordering === 'closest' ? undefined : filters.ordering,
    page: filters.page > 1 ? String(filters.page) : undefined,
  };
}

/** The /performance query for these filters: a calendar day narrows the range to that day. */
export function filtersToApiQuery(filters: EventsFilters): Record<string, string | undefined> {
  return {
    city: filters.city === ALL_CITIES ? undefined : filters.city,
    date_from: filters.date ?? filters.dateFrom,
    date_to: filters.date ?? filters.dateTo,
    genres: filters.genre,
    tags: filters.tag,
    theater: filters.theater,
    weekends: filters.weekends ? 'true' : undefined,
    ordering: filters.ordering,
    limit: String(PAGE_SIZE),
    offset: String(pageOffset(filters.page)),
  };
}
