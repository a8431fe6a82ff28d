// Owns the box office's refund routes (issue 7; docs/api.md "Box office"): POST /orders/admin/{id}/full_refund and
// …/part_refund (chosen lines: tickets or services), and their SBP variants …/full_refund_sbp and
// …/part_refund_sbp_order, only for an order paid through the fast payment system. Staff only (403 for everybody
// else); an order the clerk does not see is not found. The refund is committed first (refunds.repository.ts), then
// its bank part goes to the order's payment provider; the answer says where it stands (`pending` until the provider
// confirms; a provider that does not answer now gets it again from the retry job). A refund the provider refused
// (`failed`: its lines were refunded, its money was not) is sent again by …/refund_again, with a new key.
import {
  type TRefundAnswer,
  ZErrorDetail,
  ZPartRefundRequest,
  ZRefundAgainRequest,
  ZRefundAnswer,
  ZRefundRefused,
  ZValidationErrors,
} from '@afisha/contracts';
import type { Db } from '@afisha/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, FieldValidationError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CheckoutService } from '../checkout/checkout.service.ts';
import type { RefundAgainRefusal, RefundRefusal, RefundsRepository } from './refunds.repository.ts';
import { requireStaff, STAFF_ROUTE, ZOrderParams } from './staff-access.ts';

/** Why a refund was refused, as the API says it: nothing changed. */
function refused(refusal: RefundRefusal | RefundAgainRefusal): never {
  switch (refusal.kind) {
    case 'not_failed':
      throw new AppError('not_refundable', 409, {}, 'refund.not_failed');
    case 'not_found':
      throw new AppError('not_found', 404);
    case 'not_paid':
      throw new AppError('not_refundable', 409, {}, 'refund.order_not_paid');
    case 'not_sbp':
      throw new AppError('not_refundable', 409, {}, 'refund.not_sbp');
    case 'nothing_left':
      throw new AppError('not_refundable', 409, {}, 'refund.nothing_left');
    case 'unknown_lines':
      throw new FieldValidationError([{ field: 'items', code: 'does_not_exist' }]);
    case 'already_refunded':
      throw new AppError('not_refundable', 409, {}, 'refund.already_refunded', { items: refusal.lines });
    case 'used':
      throw new AppError('not_refundable', 409, {}, 'refund.ticket_used', { items: refusal.lines });
  }
}

export const refundsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  repository: RefundsRepository;
  checkout: Pick<CheckoutService, 'sendRefundNow'>;
  clock: Clock;
}> = async (app, { db, repository, checkout, clock }) => {
  async function refund(
    request: FastifyRequest,
    orderId: number,
    lines: readonly number[] | 'all',
    variant: { sbp: boolean; action: string },
  ): Promise<TRefundAnswer> {
    const staff = await requireStaff(db, request);
    const made = await repository.refund({
      orderId,
      lines,
      sbp: variant.sbp,
      action: variant.action,
      staffUserId: staff.userId,
      scope: staff.scope,
      requestId: String(request.id),
      ip: request.ip,
      now: clock.now(),
    });
    if (made.kind !== 'refunded') refused(made);
    if (made.status === 'pending') await checkout.sendRefundNow(made.refundId);
    return answer(orderId, made.orderStatus, made.refundId);
  }

  /** The answer of a refund route: the order's status, and the refund as it stands after its provider's reply. */
  async function answer(orderId: number, orderStatus: string, refundId: number): Promise<TRefundAnswer> {
    const state = await repository.read(refundId);
    if (!state) throw new Error(`refund ${refundId} vanished`);
    return {
      order: { id: orderId, status: orderStatus as TRefundAnswer['order']['status'] },
      refund: {
        id: state.id,
        amount_kopecks: state.amountKopecks,
        certificate_kopecks: state.certificateKopecks,
        status: state.status,
        reason: state.reason,
        created_at: state.createdAt,
        by: state.by,
        lines: state.lines,
      },
    };
  }

  const responses = {
    200: ZRefundAnswer,
    400: ZValidationErrors,
    403: ZErrorDetail,
    404: ZErrorDetail,
    409: ZRefundRefused,
  };
  const whole = z.object({}).optional();

  for (const variant of [
    { path: 'full_refund', sbp: false, operationId: 'refundOrder' },
    { path: 'full_refund_sbp', sbp: true, operationId: 'refundSbpOrder' },
  ]) {
    app.post(
      `/orders/admin/:id/${variant.path}`,
      {
        schema: {
          ...STAFF_ROUTE,
          operationId: variant.operationId,
          summary: variant.sbp
            ? 'Refund all of an order paid through SBP (staff only)'
            : 'Refund all of an order that is not refunded yet (staff only)',
          description:
            'Every line not refunded yet: tickets stop passing the door, seats go back on sale, the money goes back ' +
            'through the payment provider (and to the gift certificate that paid part of it). 409 when a ticket was ' +
            'already let in at the door, when nothing is left to refund' +
            (variant.sbp ? ', or when the order was not paid through SBP.' : '.'),
          params: ZOrderParams,
          body: whole,
          response: responses,
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return refund(request, request.params.id, 'all', { sbp: variant.sbp, action: variant.path });
      },
    );
  }

  for (const variant of [
    { path: 'part_refund', sbp: false, operationId: 'refundOrderLines' },
    { path: 'part_refund_sbp_order', sbp: true, operationId: 'refundSbpOrderLines' },
  ]) {
    app.post(
      `/orders/admin/:id/${variant.path}`,
      {
        schema: {
          ...STAFF_ROUTE,
          operationId: variant.operationId,
          summary: variant.sbp
            ? 'Refund chosen tickets or services of an order paid through SBP (staff only)'
            : 'Refund chosen tickets or services of an order (staff only)',
          description:
            'The chosen lines only; the others stay valid. 400 for a line of another order; 409 for a line already ' +
            'refunded or a ticket already let in at the door' +
            (variant.sbp ? ', or when the order was not paid through SBP.' : '.'),
          params: ZOrderParams,
          body: ZPartRefundRequest,
          response: responses,
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return refund(request, request.params.id, request.body.items, {
          sbp: variant.sbp,
          action: variant.path,
        });
      },
    );
  }

  app.post(
    '/orders/admin/:id/refund_again',
    {
      schema: {
        operationId: 'retryRefund',
        ...STAFF_ROUTE,
        summary: 'Send a refund the payment provider refused to it again (staff only)',
        description:
          'Only a refund whose status is `failed` (its lines were refunded, its money was not): it becomes `pending` ' +
          'with a new idempotency key and goes to the provider again. 409 for any other refund.',
        params: ZOrderParams,
        body: ZRefundAgainRequest,
        response: responses,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const staff = await requireStaff(db, request);
      const orderId = request.params.id;
      const refundId = request.body.refund;
      const made = await repository.refundAgain({
        orderId,
        refundId,
        staffUserId: staff.userId,
        scope: staff.scope,
        requestId: String(request.id),
        ip: request.ip,
        now: clock.now(),
      });
      if (made.kind !== 'pending') refused(made);
      await checkout.sendRefundNow(refundId);
      return answer(orderId, made.orderStatus, refundId);
    },
  );
};
