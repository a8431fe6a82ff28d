// Owns the sandbox provider: a pretend bank that lives in this API so the whole purchase can be
// tried without a real acquirer. Payments are pages of our own (sandbox-bank.routes.ts); what the
// buyer does there becomes a signed notification (sandbox-signature.ts) queued in the bank's outbox
// (sandbox-outbox.ts, a table) and sent to POST /cart/callback/sandbox until it is answered 2xx.
// Refunds are booked as a real bank books them (sandbox-refunds.repository.ts): once per idempotency key, never
// more than was paid, only of a paid payment; they succeed, except the first refund of a payment made with the test
// card 4000 0000 0000 0119, which is refused, so that a refused refund and the box office's "send to the bank
// again" can be tried too. It takes no money: the configuration refuses it in production unless it is
// switched on explicitly (SANDBOX_PAYMENTS=on, config.ts).
import type { TLocale, TPaymentFailure } from '@afisha/contracts';
import { z } from 'zod';
import type { PaymentNotification, PaymentProvider, ProviderPaymentStatus } from '../payment-provider.ts';
import { InvalidNotificationError, ProviderError } from '../payment-provider.ts';
import { randomCode } from '../random-code.ts';
import type { SandboxOutbox } from './sandbox-outbox.ts';
import type { SandboxRefundsRepository } from './sandbox-refunds.repository.ts';
import { SANDBOX_SIGNATURE_HEADER, verifySandbox } from './sandbox-signature.ts';

export const SANDBOX = 'sandbox';

/** What the bank pages know of a payment (read from our payments table). */
export type SandboxPayment = {
  orderId: number;
  orderNumber: string;
  amountKopecks: number;
  status: ProviderPaymentStatus;
  /** The order's language. */
  locale: TLocale;
  /** The site's address the buyer checked out at; null: PUBLIC_SITE_URL. */
  siteOrigin: string | null;
};

export type SandboxDeps = {
  secret: string;
  /** Public origin of the site, e.g. http://localhost:3000 (the bank pages are under its /api proxy). */
  siteUrl: string;
  lookup(providerPaymentId: string): Promise<SandboxPayment | null>;
  /**
   * The shop's return pages (the successUrl/failUrl a real bank keeps from createPayment): the sandbox
   * keeps nothing of its own, so it rebuilds them from the order, in the order's language.
   */
  returnUrl(payment: SandboxPayment, paid: boolean): string;
  /** Where the bank's decisions go: queued, signed and sent until answered 2xx. */
  outbox: Pick<SandboxOutbox, 'send'>;
  /** The bank's refunds and the payments whose first refund it refuses (tables: they outlive a restart). */
  refunds: SandboxRefundsRepository;
};

const ZBody = z.object({
  event_id: z.string().min(1).max(100),
  payment_id: z.string().min(1).max(100),
  status: z.enum(['succeeded', 'failed']),
  /** With `failed`: the bank's reason (sandbox words: declined, authentication_failed). */
  reason: z.enum(['declined', 'authentication_failed']).optional(),
  amount_kopecks: z.number().int().min(0),
});

/** The bank's reasons for a failed payment. */
export type SandboxFailure = NonNullable<z.infer<typeof ZBody>['reason']>;

const FAILURES: Record<SandboxFailure, TPaymentFailure> = {
  declined: 'declined',
  authentication_failed: 'authentication_failed',
};

export type SandboxProvider = PaymentProvider & {
  /** The bank's decision about a payment: queued for delivery (and sent at once). */
  decide(providerPaymentId: string, outcome: 'succeeded' | 'failed', reason?: SandboxFailure): Promise<void>;
  /** The payment's first refund is to be refused (the test card for it); the next one goes through. */
  refuseFirstRefund(providerPaymentId: string): Promise<void>;
  lookup(providerPaymentId: string): Promise<SandboxPayment | null>;
  /** Where the bank sends the buyer back after its decision. */
  returnUrl(payment: SandboxPayment, paid: boolean): string;
  readonly siteUrl: string;
};

export function createSandboxProvider(deps: SandboxDeps): SandboxProvider {
  return {
    key: SANDBOX,
    methods: ['card', 'sbp'],
    siteUrl: deps.siteUrl,
    lookup: deps.lookup,
    returnUrl: deps.returnUrl,

    async createPayment(input) {
      const providerPaymentId = `sbx_${randomCode(26)}`;
      const page = input.method === 'sbp' ? 'sbp' : 'pay';
      return { providerPaymentId, url: `${deps.siteUrl}/api/v1/sandbox/${page}/${providerPaymentId}` };
    },

    async parseNotification(raw, now): Promise<PaymentNotification> {
      if (!verifySandbox(deps.secret, raw.body, raw.headers[SANDBOX_SIGNATURE_HEADER], now)) {
        throw new InvalidNotificationError('bad or stale signature');
      }
      let parsed: z.infer<typeof ZBody>;
      try {
        parsed = ZBody.parse(JSON.parse(raw.body));
      } catch {
        throw new InvalidNotificationError('malformed body');
      }
      return {
        kind: 'payment',
        eventId: parsed.event_id,
        providerPaymentId: parsed.payment_id,
        outcome: parsed.status,
        ...(parsed.status === 'failed' ? { failure: parsed.reason ? FAILURES[parsed.reason] : 'other' } : {}),
        amountKopecks: parsed.amount_kopecks,
        payload: parsed,
      };
    },

    async refund({ providerPaymentId, amountKopecks, idempotencyKey }) {
      // The bank's refusals are answered 400 with a code, as a real acquirer answers a request it will not take.
      const payment = await deps.lookup(providerPaymentId);
      if (payment?.status !== 'succeeded') {
        throw new ProviderError(
          `sandbox: payment ${providerPaymentId} is not paid`,
          400,
          'payment_not_succeeded',
        );
      }
      const outcome = await deps.refunds.refund({
        providerPaymentId,
        amountKopecks,
        idempotencyKey,
        paidKopecks: payment.amountKopecks,
        newRefundId: () => `sbxr_${randomCode(20)}`,
      });
      if (outcome.kind === 'key_reused') {
        throw new ProviderError(
          'sandbox: idempotency key used for another refund',
          400,
          'idempotency_key_reused',
        );
      }
      if (outcome.kind === 'exceeds_payment') {
        throw new ProviderError(
          `sandbox: refund of ${amountKopecks} exceeds the ${outcome.refundableKopecks} kopecks left of the payment`,
          400,
          'refund_exceeds_payment',
        );
      }
      return { providerRefundId: outcome.providerRefundId, status: outcome.status };
    },

    async sbpLink({ providerPaymentId }) {
      return { url: `${deps.siteUrl}/api/v1/sandbox/sbp/${providerPaymentId}/phone` };
    },

    async status(providerPaymentId) {
      return (await deps.lookup(providerPaymentId))?.status ?? 'pending';
    },

    async refuseFirstRefund(providerPaymentId) {
      await deps.refunds.markRefusal(providerPaymentId);
    },

    async decide(providerPaymentId, outcome, reason) {
      const payment = await deps.lookup(providerPaymentId);
      if (!payment) return;
      const body = JSON.stringify({
        event_id: `evt_${randomCode(26)}`,
        payment_id: providerPaymentId,
        status: outcome,
        ...(outcome === 'failed' && reason ? { reason } : {}),
        amount_kopecks: payment.amountKopecks,
      });
      await deps.outbox.send(body);
    },
  };
}
