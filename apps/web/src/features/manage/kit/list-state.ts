// Owns how a back-office list's state lives in the address (search, filters, sort, page), so a list can be
// bookmarked, shared and restored with the Back button, and what the API is asked for that state. Pure: the hook
// that reads and writes the address is use-list-state.ts.

export type ListState = {
  search: string;
  /** 1-based. */
  page: number;
  /** The API's ordering (`name`, `-name`), or null for the list's own default. */
  ordering: string | null;
  /** The list's own filters (`city`, `type`, `archived`…), only those given. */
  filters: Record<string, string>;
};

// The site's page size (lib/pagination.ts), so the site's <Pagination> pages a back-office list too.
export const DEFAULT_PAGE_SIZE = 12;
const MAX_PAGE = 100_000;
const MAX_SEARCH = 200;

/** The state in `params`; anything malformed (a page of `abc`, an unknown key) falls back to the default. */
export function readListState(params: URLSearchParams, filterKeys: readonly string[]): ListState {
  const page = Number(params.get('page'));
  const filters: Record<string, string> = {};
  for (const key of filterKeys) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return {
    search: (params.get('search') ?? '').slice(0, MAX_SEARCH),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    ordering: params.get('ordering') || null,
    filters,
  };
}

/** The address's query for `state`: defaults left out, so a list without choices has a clean address. */
export function listStateToParams(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('search', state.search.trim());
  for (const [key, value] of Object.entries(state.filters).sort(([a], [b]) => a.localeCompare(b))) {
    if (value) params.set(key, value);
  }
  if (state.ordering) params.set('ordering', state.ordering);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A change of the search or a filter shows the first page again; a new page or sort keeps the rest. */
export function changeListState(state: ListState, change: Partial<ListState>): ListState {
  const next = { ...state, ...change, filters: { ...state.filters, ...change.filters } };
  for (const [key, value] of Object.entries(next.filters)) if (!value) delete next.filters[key];
  const narrowed =
    (change.search !== undefined && change.search !== state.search) ||
    (change.filters !== undefined &&
      Object.entries(change.filters).some(([key, value]) => (state.filters[key] ?? '') !== (value ?? ''))) ||
    (change.ordering !== undefined && change.ordering !== state.ordering);
  if (narrowed && change.page === undefined) next.page = 1;
  return next;
}

/** The API's query for `state` (docs/api.md "Lists": limit/offset paging, `search`, `ordering`, the filters). */
export function listQuery(state: ListState, pageSize = DEFAULT_PAGE_SIZE): Record<string, string> {
  const query: Record<string, string> = {
    limit: String(pageSize),
    offset: String((state.page - 1) * pageSize),
    ...state.filters,
  };
  if (state.search.trim()) query.search = state.search.trim();
  if (state.ordering) query.ordering = state.ordering;
  return query;
}

/** Clicking a column: ascending first, then descending, then ascending again. */
export function toggleOrdering(current: string | null, column: string): string {
  return current === column ? `-${column}` : column;
}

/** How a column is sorted now, for its aria-sort. */
export function sortDirection(current: string | null, column: string): 'ascending' | 'descending' | 'none' {
  if (current === column) return 'ascending';
  if (current === `-${column}`) return 'descending';
  return 'none';
}

/**
 * What an empty list says: nothing matches the search or a filter (change them), nothing is archived (the
 * Archived box alone is ticked: said as such, not as a failed search), or there are no records yet (the list's
 * own words, with a way to make the first one).
 */
export function emptyListKind(state: ListState): 'nothingFound' | 'noArchived' | 'empty' {
  const filters = Object.keys(state.filters);
  if (state.search.trim() || filters.some((key) => key !== 'archived')) return 'nothingFound';
  return filters.includes('archived') ? 'noArchived' : 'empty';
}

/**
 * How the list's status line counts a page: exactly, or as "more than" when the API stopped counting (the audit log
 * counts up to AUDIT_COUNT_CAP and says so with `count_capped`).
 */
export function countKey(page: { count_capped?: boolean }): 'count' | 'countCapped' {
  return page.count_capped === true ? 'countCapped' : 'count';
}
