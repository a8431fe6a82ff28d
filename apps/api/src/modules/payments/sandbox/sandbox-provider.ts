// Owns the sandbox provider: a pretend bank that lives in this API so the whole purchase can be
// tried without a real acquirer. Payments are pages of our own (sandbox-bank.routes.ts); what the
// buyer does there becomes a signed notification (sandbox-signature.ts) put in a small outbox and
// sent to POST /cart/callback/sandbox, retried with exponential backoff until it is answered 2xx.
// Refunds always succeed. Never enable it where real money is expected.
import type { TPaymentFailure } from '@afisha/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../../lib/clock.ts';
import type { PaymentNotification, PaymentProvider, ProviderPaymentStatus } from '../payment-provider.ts';
import { InvalidNotificationError } from '../payment-provider.ts';
import { randomCode } from '../random-code.ts';
import { SANDBOX_SIGNATURE_HEADER, signSandbox, verifySandbox } from './sandbox-signature.ts';

export const SANDBOX = 'sandbox';

/** What the bank pages know of a payment (read from our payments table). */
export type SandboxPayment = {
  orderId: number;
  orderNumber: string;
  amountKopecks: number;
  status: ProviderPaymentStatus;
};

export type SandboxDeps = {
  secret: string;
  /** Public origin of the site, e.g. http://localhost:3000 (the bank pages are under its /api proxy). */
  siteUrl: string;
  lookup(providerPaymentId: string): Promise<SandboxPayment | null>;
  /** Delivers one signed notification; answers the HTTP status. */
  send(body: string, signature: string): Promise<number>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** First retry delay; doubles each time up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  maxAttempts?: number;
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

type Pending = { body: string; attempts: number; dueAt: number };

export type SandboxProvider = PaymentProvider & {
  /** The bank's decision about a payment: queued for delivery (and sent at once). */
  decide(providerPaymentId: string, outcome: 'succeeded' | 'failed', reason?: SandboxFailure): Promise<void>;
  lookup(providerPaymentId: string): Promise<SandboxPayment | null>;
  readonly siteUrl: string;
  /** Sends what is due now; tests call it instead of waiting for the timer. */
  flush(): Promise<void>;
  /** Notifications not yet answered 2xx. */
  pending(): number;
  start(): void;
  stop(): void;
};

export function createSandboxProvider(deps: SandboxDeps): SandboxProvider {
  const outbox: Pending[] = [];
  const base = deps.baseDelayMs ?? 1000;
  const max = deps.maxDelayMs ?? 5 * 60_000;
  const maxAttempts = deps.maxAttempts ?? 30;
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> | null = null;

  async function deliver(item: Pending): Promise<boolean> {
    try {
      const status = await deps.send(item.body, signSandbox(deps.secret, item.body, deps.clock.now()));
      return status >= 200 && status < 300;
    } catch (error) {
      deps.log.warn({ err: error }, 'sandbox notification not delivered');
      return false;
    }
  }

  async function flushOnce(): Promise<void> {
    const now = deps.clock.now().getTime();
    for (const item of outbox.filter((entry) => entry.dueAt <= now)) {
      if (await deliver(item)) {
        outbox.splice(outbox.indexOf(item), 1);
        continue;
      }
      item.attempts += 1;
      if (item.attempts >= maxAttempts) {
        outbox.splice(outbox.indexOf(item), 1);
        deps.log.error({ body: item.body }, 'sandbox notification dropped after too many attempts');
        continue;
      }
      item.dueAt = deps.clock.now().getTime() + Math.min(max, base * 2 ** (item.attempts - 1));
    }
  }

  const flush = async () => {
    while (flushing) await flushing;
    flushing = flushOnce().finally(() => {
      flushing = null;
    });
    await flushing;
  };

  return {
    key: SANDBOX,
    siteUrl: deps.siteUrl,
    lookup: deps.lookup,

    async createPayment(input) {
      const providerPaymentId = `sbx_${randomCode(26)}`;
      const page = input.method === 'sbp' ? 'sbp' : 'pay';
      return { providerPaymentId, url: `${deps.siteUrl}/api/v1/sandbox/${page}/${providerPaymentId}` };
    },

    parseNotification(raw, now): PaymentNotification {
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
        eventId: parsed.event_id,
        providerPaymentId: parsed.payment_id,
        outcome: parsed.status,
        ...(parsed.status === 'failed' ? { failure: parsed.reason ? FAILURES[parsed.reason] : 'other' } : {}),
        amountKopecks: parsed.amount_kopecks,
        payload: parsed,
      };
    },

    async refund() {
      return { providerRefundId: `sbxr_${randomCode(20)}`, status: 'succeeded' };
    },

    async sbpLink({ providerPaymentId }) {
      return { url: `${deps.siteUrl}/api/v1/sandbox/sbp/${providerPaymentId}/phone` };
    },

    async status(providerPaymentId) {
      return (await deps.lookup(providerPaymentId))?.status ?? 'pending';
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
      outbox.push({ body, attempts: 0, dueAt: deps.clock.now().getTime() });
      await flush();
    },

    flush,
    pending: () => outbox.length,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        flush().catch((error) => deps.log.error({ err: error }, 'sandbox outbox failed'));
      }, 1000);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
