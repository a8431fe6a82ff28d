// Owns the box office's order routes (issue 7; docs/api.md "Box office"): GET /orders/admin/{id}/get_ticket (the order's
// tickets as one PDF) and POST /orders/admin/{id}/send_ticket (the tickets mailed to the buyer again, written to the
// audit log). Staff only: 403 for everybody else; an order with places at a venue the staff member does not see is
// not found (404), as is an order without tickets.
import { ZErrorDetail } from '@afisha/contracts';
import type { Db } from '@afisha/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CheckoutService } from '../checkout/checkout.service.ts';
import type { TicketPdfs } from '../tickets/ticket-pdfs.ts';
import type { OrdersAdminRepository } from './orders-admin.repository.ts';
import { requireStaff, STAFF_ROUTE, type Staff, seesOrder, ZOrderParams } from './staff-access.ts';

/** Orders whose tickets exist (and so can be printed or sent). */
const WITH_TICKETS = new Set(['paid', 'partially_refunded']);

export const ordersAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  repository: OrdersAdminRepository;
  checkout: CheckoutService;
  clock: Clock;
  ticketPdfs: Pick<TicketPdfs, 'admit'>;
}> = async (app, { db, repository, checkout, clock, ticketPdfs }) => {
  /** The order, when this staff member sees it and it has tickets; 404 otherwise. */
  async function visibleOrder(staff: Staff, orderId: number) {
    const order = await repository.order(orderId);
    if (!order || !seesOrder(staff.scope, order.venueIds) || !WITH_TICKETS.has(order.status)) {
      throw new AppError('not_found', 404);
    }
    return order;
  }

  app.get(
    '/orders/admin/:id/get_ticket',
    {
      schema: {
        operationId: 'downloadOrderTickets',
        ...STAFF_ROUTE,
        summary: "The order's tickets as one PDF, in the order's language (staff only)",
        params: ZOrderParams,
        produces: ['application/pdf'],
        response: { 403: ZErrorDetail, 404: ZErrorDetail, 429: ZErrorDetail, 503: ZErrorDetail },
      },
    },
    async (request, reply) => {
      const staff = await requireStaff(db, request);
      const order = await visibleOrder(staff, request.params.id);
      await ticketPdfs.admit(request);
      const printed = await checkout.ticketsPdf(order.id);
      if (!printed) throw new AppError('not_found', 404);
      return reply
        .header('cache-control', 'private, no-store')
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="tickets-${printed.number}.pdf"`)
        .send(printed.pdf as never);
    },
  );

  app.post(
    '/orders/admin/:id/send_ticket',
    {
      schema: {
        operationId: 'resendOrderTickets',
        ...STAFF_ROUTE,
        summary: 'Mail the tickets to the buyer again (staff only; written to the audit log)',
        params: ZOrderParams,
        response: { 200: z.object({ sent: z.literal(true) }), 403: ZErrorDetail, 404: ZErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const staff = await requireStaff(db, request);
      const order = await visibleOrder(staff, request.params.id);
      await checkout.resendTickets(order.id);
      await repository.audit({
        actorUserId: staff.userId,
        action: 'send_ticket',
        entityType: 'order',
        entityId: String(order.id),
        before: { status: order.status },
        after: { status: order.status, mail: 'tickets' },
        requestId: String(request.id),
        ip: request.ip,
        now: clock.now(),
      });
      return { sent: true as const };
    },
  );
};
