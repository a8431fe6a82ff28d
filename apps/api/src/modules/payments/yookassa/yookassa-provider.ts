// Owns the YooKassa provider (API v3, https://api.yookassa.ru/v3, Basic auth shopId:secretKey): payments in
// roubles with immediate capture, by card (redirect to YooKassa's page) or SBP (a QR confirmation whose link opens
// the buyer's bank app), refunds of the whole or a part, an `Idempotence-Key` on every POST (our payment's or
// refund's key, so a retried request is done once). Its notifications carry no signature: one is trusted only
// after the payment (or refund) is read back from the API with our credentials, and what the API says is what
// counts (a "succeeded" notification for a payment the API calls pending is ignored); optionally the sender must
// also be in YooKassa's published address ranges. YooKassa notifications have no id of their own: the event id is
// the settled state and the object's id (`payment.succeeded:<id>`), which can happen only once. With receipts on
// (54-FZ, through the online register connected to the shop), every payment and refund carries its receipt: the
// buyer's email and the lines, which add up to its amount.
import type { TLocale, TPaymentFailure } from '@afisha/contracts';
import { z } from 'zod';
import { decimalOfKopecks, kopecksOfDecimal } from '../money.ts';
import {
  InvalidNotificationError,
  type PaymentProvider,
  ProviderError,
  type ProviderNotification,
  type ProviderPaymentStatus,
  type Receipt,
} from '../payment-provider.ts';
import { createProviderHttp, type ProviderHttpSettings } from '../provider-http.ts';
import { createIpAllowList } from './yookassa-ip.ts';

export const YOOKASSA = 'yookassa';

export type YooKassaSettings = {
  shopId: string;
  secretKey: string;
  /** https://api.yookassa.ru/v3, or a test double's address. */
  apiUrl: string;
  /** Address ranges notifications may come from; null: any sender (the read-back still decides). */
  trustedIps: readonly string[] | null;
  /** Receipts sent with every payment and refund (the shop's online register prints them); null: none. */
  receipts: YooKassaReceipts | null;
  http: ProviderHttpSettings;
};

export type YooKassaReceipts = {
  /** YooKassa's VAT code of every line (1: no VAT, the usual for theatre tickets; see docs/payments.md). */
  vatCode: number;
  /** The shop's tax system (1–6), for a shop registered under several; null: not sent. */
  taxSystemCode: number | null;
};

const ZAmount = z.object({ value: z.string(), currency: z.string() });
const ZPayment = z.object({
  id: z.string().min(1).max(100),
  status: z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']),
  amount: ZAmount,
  confirmation: z
    .object({
      type: z.string(),
      confirmation_url: z.string().optional(),
      confirmation_data: z.string().optional(),
    })
    .optional(),
  cancellation_details: z.object({ party: z.string().optional(), reason: z.string().optional() }).optional(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
});
type YooPayment = z.infer<typeof ZPayment>;
const ZRefund = z.object({
  id: z.string().min(1).max(100),
  payment_id: z.string(),
  status: z.enum(['pending', 'succeeded', 'canceled']),
  amount: ZAmount,
});
const ZNotification = z.object({
  type: z.literal('notification'),
  event: z.string().max(100),
  object: z.object({ id: z.string().min(1).max(100) }).loose(),
});
const ZError = z.object({ code: z.string().optional(), description: z.string().optional() }).loose();
/** A 202 answer: the request is still being processed; repeat it (same key) after `retry_after` ms. */
const ZProcessing = z.object({ type: z.literal('processing'), retry_after: z.number().optional() });

/** cancellation_details.reason values that mean the bank or YooKassa said no. */
const DECLINES = new Set([
  'call_issuer',
  'card_expired',
  'country_forbidden',
  'fraud_suspected',
  'general_decline',
  'identification_required',
  'insufficient_funds',
  'invalid_card_number',
  'invalid_csc',
  'issuer_unavailable',
  'payment_method_limit_exceeded',
  'payment_method_restricted',
  'permission_revoked',
]);
const CANCELLATIONS = new Set(['expired_on_confirmation', 'expired_on_capture', 'canceled_by_merchant']);

function failureOf(payment: YooPayment): TPaymentFailure {
  const reason = payment.cancellation_details?.reason ?? '';
  if (reason === '3d_secure_failed') return 'authentication_failed';
  if (DECLINES.has(reason)) return 'declined';
  if (CANCELLATIONS.has(reason)) return 'cancelled';
  return 'other';
}

const confirmationLocale = (locale: TLocale) => (locale === 'ru' ? 'ru_RU' : 'en_US');

/**
 * The `receipt` of a payment or refund request: a ticket or a service is paid for in full ahead of the show
 * (`full_prepayment` of a `service`); a gift certificate is an advance (`advance` of a `payment`).
 */
function receiptBody(receipt: Receipt, settings: YooKassaReceipts) {
  return {
    customer: { email: receipt.email },
    items: receipt.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      amount: { value: decimalOfKopecks(line.unitKopecks), currency: 'RUB' },
      vat_code: settings.vatCode,
      payment_mode: line.subject === 'advance' ? 'advance' : 'full_prepayment',
      payment_subject: line.subject === 'advance' ? 'payment' : 'service',
    })),
    ...(settings.taxSystemCode === null ? {} : { tax_system_code: settings.taxSystemCode }),
  };
}

/** The link a payment is paid at: the SBP link of a QR confirmation, else YooKassa's payment page. */
function linkOf(payment: YooPayment): string {
  const link = payment.confirmation?.confirmation_data ?? payment.confirmation?.confirmation_url;
  if (!link) throw new ProviderError(`YooKassa payment ${payment.id} has no confirmation link`);
  return link;
}

export function createYooKassaProvider(settings: YooKassaSettings): PaymentProvider {
  const http = createProviderHttp({
    ...settings.http,
    name: 'YooKassa',
    baseUrl: settings.apiUrl.replace(/\/+$/, ''),
    headers: {
      authorization: `Basic ${Buffer.from(`${settings.shopId}:${settings.secretKey}`).toString('base64')}`,
    },
    idempotencyHeader: 'Idempotence-Key',
    errorOf: (body) => {
      const parsed = ZError.safeParse(body);
      return parsed.success ? { code: parsed.data.code, message: parsed.data.description } : {};
    },
    processingDelayMs: (status, body) => {
      if (status !== 202) return undefined;
      const parsed = ZProcessing.safeParse(body);
      return parsed.success ? (parsed.data.retry_after ?? 1000) : undefined;
    },
  });
  const trusted = settings.trustedIps ? createIpAllowList(settings.trustedIps) : null;
  const receipts = settings.receipts;
  const withReceipt = async (read: () => Promise<Receipt>) =>
    receipts ? { receipt: receiptBody(await read(), receipts) } : {};

  async function read<T>(schema: z.ZodType<T>, path: string): Promise<T> {
    const parsed = schema.safeParse(await http.request({ method: 'GET', path }));
    if (!parsed.success) throw new ProviderError(`YooKassa answered GET ${path} with an unexpected body`);
    return parsed.data;
  }

  /** The object of a notification as the API has it now; an id the API does not know is a forgery. */
  async function readBack<T>(schema: z.ZodType<T>, path: string): Promise<T> {
    try {
      return await read(schema, path);
    } catch (error) {
      if (error instanceof ProviderError && error.status === 404) {
        throw new InvalidNotificationError(`YooKassa does not know ${path}`);
      }
      throw error;
    }
  }

  async function paymentNotification(id: string): Promise<ProviderNotification> {
    const payment = await readBack(ZPayment, `/payments/${encodeURIComponent(id)}`);
    if (payment.status === 'succeeded') {
      const amount = kopecksOfDecimal(payment.amount.value);
      if (payment.amount.currency !== 'RUB' || amount === null) {
        throw new InvalidNotificationError(`YooKassa payment ${id} is not in roubles`);
      }
      return {
        kind: 'payment',
        eventId: `payment.succeeded:${payment.id}`,
        providerPaymentId: payment.id,
        outcome: 'succeeded',
        amountKopecks: amount,
        payload: payment,
      };
    }
    if (payment.status === 'canceled') {
      return {
        kind: 'payment',
        eventId: `payment.canceled:${payment.id}`,
        providerPaymentId: payment.id,
        outcome: 'failed',
        failure: failureOf(payment),
        amountKopecks: kopecksOfDecimal(payment.amount.value) ?? 0,
        payload: payment,
      };
    }
    return { kind: 'ignored', reason: `payment ${payment.id} is ${payment.status} at YooKassa` };
  }

  async function refundNotification(id: string): Promise<ProviderNotification> {
    const refund = await readBack(ZRefund, `/refunds/${encodeURIComponent(id)}`);
    if (refund.status === 'pending') return { kind: 'ignored', reason: `refund ${refund.id} is pending` };
    return {
      kind: 'refund',
      eventId: `refund.${refund.status}:${refund.id}`,
      refunds: [
        { providerRefundId: refund.id, outcome: refund.status === 'succeeded' ? 'succeeded' : 'failed' },
      ],
      payload: refund,
    };
  }

  return {
    key: YOOKASSA,
    methods: ['card', 'sbp'],

    async createPayment(input) {
      // SBP by QR: our page draws the code and, on a phone, the same link opens the bank app.
      const confirmation =
        input.method === 'sbp'
          ? { type: 'qr' }
          : { type: 'redirect', return_url: input.successUrl, locale: confirmationLocale(input.locale) };
      const body = {
        amount: { value: decimalOfKopecks(input.amountKopecks), currency: 'RUB' },
        capture: true,
        confirmation,
        ...(input.method === 'sbp' ? { payment_method_data: { type: 'sbp' } } : {}),
        description: input.description.slice(0, 128),
        metadata: {
          order_id: String(input.orderId),
          order_number: input.orderNumber,
          payment_id: String(input.paymentId),
        },
        ...(await withReceipt(input.receipt)),
      };
      const answer = await http.request({
        method: 'POST',
        path: '/payments',
        json: body,
        idempotencyKey: input.idempotencyKey,
      });
      const payment = ZPayment.safeParse(answer);
      if (!payment.success)
        throw new ProviderError('YooKassa answered POST /payments with an unexpected body');
      return { providerPaymentId: payment.data.id, url: linkOf(payment.data) };
    },

    async parseNotification(raw) {
      if (trusted && !trusted(raw.ip)) {
        throw new InvalidNotificationError(
          `YooKassa notification from ${raw.ip}, outside the trusted ranges`,
        );
      }
      let notification: z.infer<typeof ZNotification>;
      try {
        notification = ZNotification.parse(JSON.parse(raw.body));
      } catch {
        throw new InvalidNotificationError('malformed YooKassa notification');
      }
      const { event, object } = notification;
      if (event.startsWith('payment.')) return paymentNotification(object.id);
      if (event.startsWith('refund.')) return refundNotification(object.id);
      return { kind: 'ignored', reason: `event ${event}` };
    },

    async refund(input) {
      const answer = await http.request({
        method: 'POST',
        path: '/refunds',
        json: {
          payment_id: input.providerPaymentId,
          amount: { value: decimalOfKopecks(input.amountKopecks), currency: 'RUB' },
          ...(await withReceipt(input.receipt)),
        },
        idempotencyKey: input.idempotencyKey,
      });
      const refund = ZRefund.safeParse(answer);
      if (!refund.success) throw new ProviderError('YooKassa answered POST /refunds with an unexpected body');
      const { id, status } = refund.data;
      return { providerRefundId: id, status: status === 'canceled' ? 'failed' : status };
    },

    async sbpLink({ providerPaymentId }) {
      return { url: linkOf(await read(ZPayment, `/payments/${encodeURIComponent(providerPaymentId)}`)) };
    },

    async status(providerPaymentId): Promise<ProviderPaymentStatus> {
      const payment = await read(ZPayment, `/payments/${encodeURIComponent(providerPaymentId)}`);
      if (payment.status === 'succeeded') return 'succeeded';
      return payment.status === 'canceled' ? 'failed' : 'pending';
    },
  };
}
