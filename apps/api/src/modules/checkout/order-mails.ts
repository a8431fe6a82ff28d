// Owns delivering the mails an order owes its buyer (the tickets with their PDF; an automatic refund). They are
// queued in the table order_mails by the transaction that makes them due (order-sale.ts, refunds.repository.ts:
// the tickets are issued, a refund is confirmed), so a crash between the payment and the mail cannot lose one;
// this outbox renders each from its order when it sends it and retries until the mail server takes it
// (lib/outbox.ts). At least once: a crash after the server took a mail and before the row went sends it again.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import type { OutboxRepository } from '../../lib/outbox.repository.ts';
import { createOutbox, type Outbox, type OutboxTiming } from '../../lib/outbox.ts';
import type { MailService, OrderMail } from '../mail/mail.service.ts';

export type OrderMailKind = 'tickets' | 'refunded_late' | 'refunded_duplicate' | 'refunded_by_box_office';

/** The row's body: which order, which mail (a box-office refund: which refund of it). */
export type OrderMailRef =
  | { order: number; kind: Exclude<OrderMailKind, 'refunded_by_box_office'> }
  | { order: number; kind: 'refunded_by_box_office'; refund: number };

export type OrderMailOutbox = Outbox;

export function createOrderMailOutbox(
  deps: OutboxTiming & {
    repository: OutboxRepository;
    /** The mail as it is to be sent now, or null when its order is gone (nothing to send). */
    compose(ref: OrderMailRef): Promise<OrderMail | null>;
    mail: Pick<MailService, 'deliverOrderMail'>;
    clock: Clock;
    log: FastifyBaseLogger;
  },
): OrderMailOutbox {
  const { compose, mail, ...rest } = deps;
  return createOutbox({
    // A PDF of ten tickets and a slow mail server: more than the default five seconds.
    sendTimeoutMs: 30_000,
    ...rest,
    name: 'order mail',
    async deliver(item) {
      const composed = await compose(JSON.parse(item.body) as OrderMailRef);
      if (composed) await mail.deliverOrderMail(composed);
      return true;
    },
  });
}
