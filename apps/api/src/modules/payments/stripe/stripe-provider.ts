// Owns the Stripe provider (for visitors paying in euros from abroad): a Checkout Session per payment, paid on
// Stripe's hosted page, in euros converted from the order's roubles at the operator's fixed rate
// (STRIPE_RUB_PER_EUR; the session keeps the rouble amount in its metadata so partial refunds are converted by the
// rate of the payment, not today's). Form-encoded requests with `Idempotency-Key` (our keys). Webhooks are trusted
// by their `Stripe-Signature` (stripe-webhook.ts) and de-duplicated by the event id; events about a PaymentIntent
// are tied back to their session by asking the API which session made it. Cards only: Stripe has no SBP.
import type { TPaymentFailure } from '@afisha/contracts';
import { z } from 'zod';
import { centsOfKopecks, proportionalMinor } from '../money.ts';
import {
  type PaymentNotification,
  type PaymentProvider,
  ProviderError,
  type ProviderNotification,
  type RefundNotification,
} from '../payment-provider.ts';
import { createProviderHttp, type ProviderHttpSettings } from '../provider-http.ts';
import { type StripeEvent, verifyStripeEvent } from './stripe-webhook.ts';

export const STRIPE = 'stripe';

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** https://api.stripe.com, or a test double's address. */
  apiUrl: string;
  /** How far a webhook's timestamp may be from now. */
  toleranceSeconds: number;
  /** Roubles to one euro: the operator's fixed conversion rate. */
  rubPerEur: number;
  http: ProviderHttpSettings;
};

const ZSession = z.object({
  id: z.string().min(1).max(200),
  url: z.string().nullish(),
  status: z.string().nullish(),
  payment_status: z.string().nullish(),
  payment_intent: z.string().nullish(),
  amount_total: z.number().int().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});
type Session = z.infer<typeof ZSession>;
const ZList = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });
const ZRefund = z.object({ id: z.string().min(1).max(200), status: z.string().nullish() });
const ZPaymentIntent = z.object({
  id: z.string().min(1).max(200),
  last_payment_error: z.object({ code: z.string().nullish(), decline_code: z.string().nullish() }).nullish(),
});
const ZCharge = z.object({ payment_intent: z.string().nullish() });
const ZError = z.object({
  error: z.object({
    type: z.string().optional(),
    code: z.string().optional(),
    message: z.string().optional(),
  }),
});

const AUTHENTICATION_CODES = new Set(['payment_intent_authentication_failure', 'authentication_required']);

function failureOf(intent: z.infer<typeof ZPaymentIntent>): TPaymentFailure {
  const code = intent.last_payment_error?.code ?? '';
  if (AUTHENTICATION_CODES.has(code)) return 'authentication_failed';
  if (code === 'card_declined' || code === 'expired_card' || code === 'incorrect_cvc') return 'declined';
  return 'other';
}

/** Our amount kept in the session's metadata (0 when absent: the notification's amount is informative only). */
const kopecksOf = (session: Session) => Number(session.metadata?.amount_kopecks ?? 0) || 0;

export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const http = createProviderHttp({
    ...settings.http,
    name: 'Stripe',
    baseUrl: settings.apiUrl.replace(/\/+$/, ''),
    headers: { authorization: `Bearer ${settings.secretKey}` },
    idempotencyHeader: 'Idempotency-Key',
    errorOf: (body) => {
      const parsed = ZError.safeParse(body);
      if (!parsed.success) return {};
      const { code, type, message } = parsed.data.error;
      return { code: code ?? type, message };
    },
  });

  async function get<T>(schema: z.ZodType<T>, path: string): Promise<T> {
    const parsed = schema.safeParse(await http.request({ method: 'GET', path }));
    if (!parsed.success) throw new ProviderError(`Stripe answered GET ${path} with an unexpected body`);
    return parsed.data;
  }
  const session = (id: string) => get(ZSession, `/v1/checkout/sessions/${encodeURIComponent(id)}`);
  async function sessionOfIntent(intentId: string): Promise<Session | undefined> {
    const query = new URLSearchParams({ payment_intent: intentId, limit: '1' });
    return (await get(ZList(ZSession), `/v1/checkout/sessions?${query}`)).data[0];
  }

  const paid = (event: StripeEvent, s: Session): PaymentNotification => ({
    kind: 'payment',
    eventId: event.id,
    providerPaymentId: s.id,
    outcome: 'succeeded',
    amountKopecks: kopecksOf(s),
    payload: event,
  });
  const failed = (event: StripeEvent, s: Session, failure: TPaymentFailure): PaymentNotification => ({
    kind: 'payment',
    eventId: event.id,
    providerPaymentId: s.id,
    outcome: 'failed',
    failure,
    amountKopecks: kopecksOf(s),
    payload: event,
  });

  async function intentEvent(event: StripeEvent): Promise<ProviderNotification> {
    const intent = ZPaymentIntent.safeParse(event.data.object);
    if (!intent.success) return { kind: 'ignored', reason: `${event.type} without a payment intent` };
    const s = await sessionOfIntent(intent.data.id);
    if (!s) return { kind: 'ignored', reason: `payment intent ${intent.data.id} has no checkout session` };
    return event.type === 'payment_intent.succeeded'
      ? paid(event, s)
      : failed(event, s, failureOf(intent.data));
  }

  async function refundEvent(event: StripeEvent): Promise<ProviderNotification> {
    const intent = ZCharge.safeParse(event.data.object).data?.payment_intent;
    if (!intent) return { kind: 'ignored', reason: 'refunded charge without a payment intent' };
    const query = new URLSearchParams({ payment_intent: intent, limit: '100' });
    const refunds = (await get(ZList(ZRefund), `/v1/refunds?${query}`)).data;
    const settled = refunds.flatMap((refund): RefundNotification['refunds'] => {
      if (refund.status === 'succeeded') return [{ providerRefundId: refund.id, outcome: 'succeeded' }];
      if (refund.status === 'failed' || refund.status === 'canceled') {
        return [{ providerRefundId: refund.id, outcome: 'failed' }];
      }
      return [];
    });
    return { kind: 'refund', eventId: event.id, refunds: settled, payload: event };
  }

  return {
    key: STRIPE,
    methods: ['card'],

    async createPayment(input) {
      const form = new URLSearchParams({
        mode: 'payment',
        success_url: input.successUrl,
        cancel_url: input.failUrl,
        client_reference_id: String(input.paymentId),
        locale: input.locale,
        'payment_method_types[0]': 'card',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'eur',
        'line_items[0][price_data][unit_amount]': String(
          centsOfKopecks(input.amountKopecks, settings.rubPerEur),
        ),
        'line_items[0][price_data][product_data][name]': input.description,
        'metadata[order_id]': String(input.orderId),
        'metadata[order_number]': input.orderNumber,
        'metadata[payment_id]': String(input.paymentId),
        'metadata[amount_kopecks]': String(input.amountKopecks),
        'payment_intent_data[metadata][order_id]': String(input.orderId),
        'payment_intent_data[metadata][payment_id]': String(input.paymentId),
      });
      const answer = ZSession.safeParse(
        await http.request({
          method: 'POST',
          path: '/v1/checkout/sessions',
          form,
          idempotencyKey: input.idempotencyKey,
        }),
      );
      if (!answer.success || !answer.data.url) {
        throw new ProviderError('Stripe answered POST /v1/checkout/sessions without a session URL');
      }
      return { providerPaymentId: answer.data.id, url: answer.data.url };
    },

    async parseNotification(raw, now) {
      const event = verifyStripeEvent(raw, settings.webhookSecret, now, settings.toleranceSeconds);
      const object = ZSession.safeParse(event.data.object);
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
          if (!object.success) return { kind: 'ignored', reason: `${event.type} without a session` };
          if (object.data.payment_status !== 'paid') {
            return { kind: 'ignored', reason: `session ${object.data.id} is ${object.data.payment_status}` };
          }
          return paid(event, object.data);
        case 'checkout.session.async_payment_failed':
        case 'checkout.session.expired':
          if (!object.success) return { kind: 'ignored', reason: `${event.type} without a session` };
          return failed(event, object.data, event.type.endsWith('expired') ? 'cancelled' : 'declined');
        case 'payment_intent.succeeded':
        case 'payment_intent.payment_failed':
          return intentEvent(event);
        case 'charge.refunded':
          return refundEvent(event);
        default:
          return { kind: 'ignored', reason: `event ${event.type}` };
      }
    },

    async refund(input) {
      const s = await session(input.providerPaymentId);
      if (!s.payment_intent || !s.amount_total) {
        throw new ProviderError(`Stripe session ${s.id} has no payment to refund`);
      }
      const cents = proportionalMinor(s.amount_total, input.amountKopecks, kopecksOf(s));
      const answer = ZRefund.safeParse(
        await http.request({
          method: 'POST',
          path: '/v1/refunds',
          form: new URLSearchParams({
            payment_intent: s.payment_intent,
            amount: String(cents),
            'metadata[amount_kopecks]': String(input.amountKopecks),
          }),
          idempotencyKey: input.idempotencyKey,
        }),
      );
      if (!answer.success)
        throw new ProviderError('Stripe answered POST /v1/refunds with an unexpected body');
      const { id, status } = answer.data;
      if (status === 'succeeded') return { providerRefundId: id, status: 'succeeded' };
      if (status === 'failed' || status === 'canceled') return { providerRefundId: id, status: 'failed' };
      return { providerRefundId: id, status: 'pending' };
    },

    async sbpLink({ providerPaymentId }) {
      // No SBP at Stripe: the link is the session's own payment page, while it is open.
      const s = await session(providerPaymentId);
      if (!s.url) throw new ProviderError(`Stripe session ${s.id} has no payment page any more`);
      return { url: s.url };
    },

    async status(providerPaymentId) {
      const s = await session(providerPaymentId);
      if (s.payment_status === 'paid') return 'succeeded';
      return s.status === 'expired' ? 'failed' : 'pending';
    },
  };
}
