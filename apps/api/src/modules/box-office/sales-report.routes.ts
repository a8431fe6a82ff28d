// Owns the box office's sales reports (issue 7; docs/box-office.md "Sales statistics and CSV export"):
// GET /orders/admin/stats (totals, per venue, per performance), GET /orders/admin/stats/date (every day of the
// period) and GET /orders/admin/csv (one row per order line, streamed). Staff only: 403 for everybody else, and for
// a `venue` the staff member does not see; a venue's staff get the figures and rows of their venues only.
import {
  type TSalesFigures,
  ZErrorDetail,
  ZOrdersCsvQuery,
  ZSalesByDate,
  ZSalesReportQuery,
  ZSalesStats,
  ZValidationErrors,
} from '@afisha/contracts';
import type { Db } from '@afisha/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../lib/clock.ts';
import { ordersCsv } from './orders-csv.ts';
import { reportFilter } from './report-period.ts';
import type { Figures, SalesReportRepository } from './sales-report.repository.ts';
import { requireStaff, STAFF_ROUTE } from './staff-access.ts';

/** Order lines the CSV reads per query. */
export const CSV_PAGE_SIZE = 500;

function figures(of: Figures): TSalesFigures {
  return {
    orders: of.orders,
    tickets: of.tickets,
    revenue_kopecks: of.revenueKopecks,
    refunds_kopecks: of.refundsKopecks,
    refunded_tickets: of.refundedTickets,
    net_kopecks: of.revenueKopecks - of.refundsKopecks,
    average_price_kopecks: of.tickets === 0 ? 0 : Math.round(of.ticketRevenueKopecks / of.tickets),
  };
}

/** Highest revenue first; equal revenues by id, so the order never changes between two loads. */
const byRevenue = (a: Figures & { id: number }, b: Figures & { id: number }) =>
  b.revenueKopecks - a.revenueKopecks || a.id - b.id;

export const salesReportRoutes: FastifyPluginAsyncZod<{
  db: Db;
  repository: SalesReportRepository;
  clock: Clock;
}> = async (app, { db, repository, clock }) => {
  app.get(
    '/orders/admin/stats',
    {
      schema: {
        operationId: 'getSalesReport',
        ...STAFF_ROUTE,
        summary: 'Sales and refunds of a period: totals, per venue, per performance (staff only)',
        querystring: ZSalesReportQuery,
        response: { 200: ZSalesStats, 400: ZValidationErrors, 403: ZErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const staff = await requireStaff(db, request);
      const filter = reportFilter(staff.scope, request.query, clock.now());
      const stats = await repository.stats(filter, request.locale);
      return {
        date_from: filter.dateFrom,
        date_to: filter.dateTo,
        tz: filter.tz,
        totals: figures(stats.totals),
        by_venue: stats.byVenue
          .sort(byRevenue)
          .map((venue) => ({ id: venue.id, name: venue.name, ...figures(venue) })),
        by_performance: stats.byPerformance.sort(byRevenue).map((performance) => ({
          id: performance.id,
          title: performance.title,
          venue_id: performance.venueId,
          venue_name: performance.venueName,
          ...figures(performance),
        })),
      };
    },
  );

  app.get(
    '/orders/admin/stats/date',
    {
      schema: {
        operationId: 'getDailySales',
        ...STAFF_ROUTE,
        summary: 'Sales and refunds of every day of a period (staff only)',
        querystring: ZSalesReportQuery,
        response: { 200: ZSalesByDate, 400: ZValidationErrors, 403: ZErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const staff = await requireStaff(db, request);
      const filter = reportFilter(staff.scope, request.query, clock.now());
      const days = await repository.byDay(filter);
      return {
        date_from: filter.dateFrom,
        date_to: filter.dateTo,
        tz: filter.tz,
        days: days.map((day) => ({ date: day.date, ...figures(day) })),
      };
    },
  );

  app.get(
    '/orders/admin/csv',
    {
      schema: {
        operationId: 'exportSalesCsv',
        ...STAFF_ROUTE,
        summary: 'The order lines paid in a period as a CSV file for Excel (staff only)',
        querystring: ZOrdersCsvQuery,
        produces: ['text/csv'],
        response: { 400: ZValidationErrors, 403: ZErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const staff = await requireStaff(db, request);
      const filter = reportFilter(staff.scope, request.query, clock.now());
      // The page's language when the link says it: a download sends the browser's Accept-Language.
      const locale = request.query.lang ?? request.locale;
      const page = (after: Parameters<typeof repository.csvPage>[2]) =>
        repository.csvPage(filter, locale, after, CSV_PAGE_SIZE);
      const first = await page(null);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="orders-${filter.dateFrom}-${filter.dateTo}.csv"`,
          )
          // A stream is sent as it is (no response schema applies); the type provider only knows the error bodies.
          .send(ordersCsv({ locale, first, pageSize: CSV_PAGE_SIZE, next: page }) as never)
      );
    },
  );
};
