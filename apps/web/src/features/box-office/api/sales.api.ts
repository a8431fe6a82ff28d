// The box office's sales figures from the browser (staff only): totals by venue and performance, the same per day,
// and the address of the CSV export with the same filters.
import { type TSalesByDate, type TSalesStats, ZSalesByDate, ZSalesStats } from '@afisha/contracts';
import type { ApiResult } from '@/lib/api-client';
import { browserApi } from '@/lib/browser-api';

export type SalesFilters = { date_from?: string; date_to?: string; venue?: number; tz: string };

const queryOf = (filters: SalesFilters) => ({
  tz: filters.tz,
  ...(filters.date_from ? { date_from: filters.date_from } : {}),
  ...(filters.date_to ? { date_to: filters.date_to } : {}),
  ...(filters.venue ? { venue: String(filters.venue) } : {}),
});

export function fetchSalesStats(locale: string, filters: SalesFilters): Promise<ApiResult<TSalesStats>> {
  return browserApi().get('/orders/admin/stats', ZSalesStats, { locale, query: queryOf(filters) });
}

export function fetchSalesByDate(locale: string, filters: SalesFilters): Promise<ApiResult<TSalesByDate>> {
  return browserApi().get('/orders/admin/stats/date', ZSalesByDate, { locale, query: queryOf(filters) });
}

/**
 * The CSV of the orders' lines with these filters and an order status, in the page's language (the browser downloads
 * it, cookie and all, with its own Accept-Language).
 */
export function ordersCsvPath(filters: SalesFilters, status: string, locale: string): string {
  const query = new URLSearchParams({ ...queryOf(filters), ...(status ? { status } : {}), lang: locale });
  return `/api/v1/orders/admin/csv?${query.toString()}`;
}
