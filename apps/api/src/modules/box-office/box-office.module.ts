// Owns the box office's wiring: orders, the sales report, the door check, order look-up, refunds and staff roles,
// each guarded by the staff's venue roles (staff-access.ts).
import { defineModule } from '../module.ts';
import { type CheckinTesting, createCheckinRepository } from './checkin.repository.ts';
import { checkinRoutes } from './checkin.routes.ts';
import { createOrderLookupRepository } from './order-lookup.repository.ts';
import { orderLookupRoutes } from './order-lookup.routes.ts';
import { createOrdersAdminRepository } from './orders-admin.repository.ts';
import { ordersAdminRoutes } from './orders-admin.routes.ts';
import { createRefundsRepository, type RefundsTesting } from './refunds.repository.ts';
import { refundsRoutes } from './refunds.routes.ts';
import { createSalesReportRepository } from './sales-report.repository.ts';
import { salesReportRoutes } from './sales-report.routes.ts';
import { createStaffRolesRepository } from './staff-roles.repository.ts';
import { staffRolesRoutes } from './staff-roles.routes.ts';

declare module '../module.ts' {
  interface TestingOverrides {
    /** The door check: read the ticket without its row lock (the concurrency control). */
    checkins?: CheckinTesting;
    /** Refunds, here and in the back office: read the order without its row lock (the concurrency control). */
    refunds?: RefundsTesting;
  }
}

export const boxOfficeModule = defineModule({
  name: 'box-office',
  build({ db, clock, testing, use }) {
    const checkout = use('checkout').service;
    const ticketPdfs = use('tickets').pdfs;
    const certificates = use('certificates').repository;
    return {
      routes: async (api) => {
        await api.register(ordersAdminRoutes, {
          db,
          repository: createOrdersAdminRepository(db),
          checkout,
          clock,
          ticketPdfs,
        });
        await api.register(salesReportRoutes, { db, repository: createSalesReportRepository(db), clock });
        await api.register(checkinRoutes, {
          db,
          repository: createCheckinRepository(db, testing.checkins),
          clock,
        });
        await api.register(orderLookupRoutes, { db, repository: createOrderLookupRepository(db) });
        await api.register(refundsRoutes, {
          db,
          repository: createRefundsRepository(db, certificates, testing.refunds),
          checkout,
          clock,
        });
        await api.register(staffRolesRoutes, { db, repository: createStaffRolesRepository(db), clock });
      },
    };
  },
});
