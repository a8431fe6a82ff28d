// Page-numbered listings over the API's limit/offset lists (SPEC.md: page size 12). The page lives in the URL as
// `page` next to the listing's filters; links to other pages keep every filter and drop `page` for the first one.
import { PAGE_SIZE, PAGE_SIZE_MAX } from '@afisha/contracts';

export { PAGE_SIZE, PAGE_SIZE_MAX };

export type SearchParamsRecord = Record<string, string | string[] | undefined>;

// Far beyond any real catalogue; keeps the offset a safe integer the API accepts.
const MAX_PAGE = 100_000;

/** The first value of a query parameter, as Next hands repeated parameters over as arrays. */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** `?page=` as a page number; anything that is not a plain positive integer is the first page. */
export function parsePage(value: string | string[] | undefined): number {
  const raw = firstParam(value);
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.min(Math.max(Number(raw), 1), MAX_PAGE);
}

export function pageOffset(page: number, pageSize = PAGE_SIZE): number {
  return (page - 1) * pageSize;
}

export function pageCount(count: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** The query of a link to `page`, with the other parameters as they are. */
export function pageQuery(params: Record<string, string | undefined>, page: number): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (key !== 'page' && value !== undefined && value !== '') query[key] = value;
  }
  if (page > 1) query.page = String(page);
  return query;
}

/** Which page numbers to show: the first, the last and two around the current one, `null` marking a gap. */
export function pageWindow(current: number, total: number): (number | null)[] {
  const shown = new Set([1, total, current - 2, current - 1, current, current + 1, current + 2]);
  const pages = [...shown].filter((page) => page >= 1 && page <= total).sort((a, b) => a - b);
  const window: (number | null)[] = [];
  for (const page of pages) {
    const previous = window.at(-1);
    if (typeof previous === 'number' && page - previous > 1) window.push(null);
    window.push(page);
  }
  return window;
}
