// Owns the box office's order pages in the API (issue 7): GET /orders/admin (search by number, email, phone or
// name) and GET /orders/admin/{id} (one order in full: lines and tickets, payments, refunds, the audit trail).
// Staff only (403 for everybody else); a venue's staff finds only orders whose places are all at their venues, and
// another order is not found.
import {
  type TAdminOrder,
  ZAdminOrder,
  ZAdminOrderList,
  ZAdminOrderSearch,
  ZErrorDetail,
} from '@afisha/contracts';
import type { Db } from '@afisha/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { toPage } from '../../plugins/pagination.ts';
import type { OrderDetail, OrderHead, OrderLookupRepository } from './order-lookup.repository.ts';
import { requireStaff, STAFF_ROUTE, seesOrder, ZOrderParams } from './staff-access.ts';

const REFUNDABLE = new Set(['paid', 'partially_refunded']);

function headAnswer(head: OrderHead) {
  return {
    id: head.id,
    number: head.number,
    status: head.status as TAdminOrder['status'],
    created_at: head.createdAt,
    paid_at: head.paidAt,
    name: head.name,
    email: head.email,
    phone: head.phone,
    total_kopecks: head.totalKopecks,
  };
}

function orderAnswer(order: OrderDetail): TAdminOrder {
  const given = order.refunds.filter((refund) => refund.status !== 'failed');
  return {
    ...headAnswer(order),
    locale: order.locale,
    payment_method: order.paymentMethod,
    subtotal_kopecks: order.subtotalKopecks,
    discount_kopecks: order.discountKopecks,
    certificate_kopecks: order.certificateKopecks,
    refunded_kopecks: given.reduce(
      (sum, refund) => sum + refund.amountKopecks + refund.certificateKopecks,
      0,
    ),
    can_refund:
      REFUNDABLE.has(order.status) &&
      order.lines.some((line) => !line.refunded && line.kind !== 'certificate'),
    lines: order.lines.map((line) => ({
      id: line.id,
      kind: line.kind,
      event: line.event && {
        id: line.event.id,
        title: line.event.title,
        starts_at: line.event.startsAt,
        timezone: line.event.timezone,
        venue: line.event.venue,
        hall: line.event.hall,
      },
      label: line.label,
      quantity: line.quantity,
      price_kopecks: line.priceKopecks,
      discount_kopecks: line.discountKopecks,
      net_kopecks: line.netKopecks,
      refunded: line.refunded,
      ticket: line.ticket && {
        id: line.ticket.id,
        code: line.ticket.code,
        status: line.ticket.status as 'valid' | 'used' | 'refunded',
        used_at: line.ticket.usedAt,
        refunded_at: line.ticket.refundedAt,
      },
    })),
    payments: order.payments.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      amount_kopecks: payment.amountKopecks,
      status: payment.status,
      created_at: payment.createdAt,
    })),
    refunds: order.refunds.map((refund) => ({
      id: refund.id,
      amount_kopecks: refund.amountKopecks,
      certificate_kopecks: refund.certificateKopecks,
      status: refund.status,
      reason: refund.reason,
      created_at: refund.createdAt,
      by: refund.by,
      lines: refund.lines,
    })),
    audit: order.audit,
  };
}

export const orderLookupRoutes: FastifyPluginAsyncZod<{ db: Db; repository: OrderLookupRepository }> = async (
  app,
  { db, repository },
) => {
  app.get(
    '/orders/admin',
    {
      schema: {
        operationId: 'searchOrders',
        ...STAFF_ROUTE,
        summary: 'Find orders by number, email, phone or name (staff only), newest first',
        querystring: ZAdminOrderSearch,
        response: { 200: ZAdminOrderList, 403: ZErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const staff = await requireStaff(db, request);
      const found = await repository.search({
        query: request.query.search ?? request.query.q ?? '',
        status: request.query.status ?? null,
        scope: staff.scope,
        locale: request.locale,
        limit: request.query.limit,
        offset: request.query.offset,
      });
      return toPage(request, {
        count: found.count,
        limit: request.query.limit,
        offset: request.query.offset,
        results: found.hits.map((hit) => ({
          ...headAnswer(hit),
          tickets: hit.tickets,
          title: hit.title,
          starts_at: hit.startsAt,
        })),
      });
    },
  );

  app.get(
    '/orders/admin/:id',
    {
      schema: {
        operationId: 'getOrder',
        ...STAFF_ROUTE,
        summary: 'One order in full: lines and tickets, payments, refunds, the audit trail (staff only)',
        params: ZOrderParams,
        response: { 200: ZAdminOrder, 403: ZErrorDetail, 404: ZErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const staff = await requireStaff(db, request);
      const order = await repository.detail(request.params.id, request.locale);
      if (!order || !seesOrder(staff.scope, order.venueIds)) throw new AppError('not_found', 404);
      return orderAnswer(order);
    },
  );
};
