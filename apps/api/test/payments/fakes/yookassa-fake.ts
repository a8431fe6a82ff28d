// A YooKassa API v3 stand-in following its documented requests and answers: Basic auth with shopId:secretKey
// (401 invalid_credentials otherwise), `Idempotence-Key` required on every POST (same key and body → the same
// answer; another body → 400), POST/GET /payments (card by redirect, SBP by QR), POST/GET /refunds (only of a
// succeeded payment, never more than is left), error bodies `{type: "error", id, code, description, parameter}`.
// A shop with receipts switched on (`settings.receipts`) is refused a payment or refund without a `receipt` whose
// items (price × quantity) add up to its amount, as YooKassa refuses it; the receipts taken are kept by object id.
// Tests settle payments as the buyer would (succeed, cancel) and build the notifications YooKassa would send.
import { randomUUID } from 'node:crypto';
import {
  type FakeAnswer,
  type FakeRequest,
  type FakeServer,
  idempotencyStore,
  startFakeServer,
} from './fake-server.ts';

export type YooPayment = {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  paid: boolean;
  amount: { value: string; currency: string };
  refunded_amount?: { value: string; currency: string };
  confirmation?: Record<string, string>;
  payment_method?: { type: string; id: string; saved: boolean };
  cancellation_details?: { party: string; reason: string };
  description?: string;
  metadata?: Record<string, string>;
  created_at: string;
  test: boolean;
  refundable: boolean;
};

export type YooRefund = {
  id: string;
  payment_id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  amount: { value: string; currency: string };
  created_at: string;
};

export type YooKassaFake = FakeServer & {
  shopId: string;
  secretKey: string;
  payments: Map<string, YooPayment>;
  refunds: Map<string, YooRefund>;
  /**
   * The status new refunds get (usually succeeded at once; pending is possible), and whether the shop has receipts
   * switched on. An object: tests change it.
   */
  settings: { refundStatus: YooRefund['status']; receipts: boolean };
  /** The receipts taken, by payment or refund id. */
  receipts: Map<string, YooReceipt>;
  /** The buyer paid. */
  succeed(id: string): void;
  /** The payment failed or was cancelled, with YooKassa's cancellation reason. */
  cancel(id: string, reason: string): void;
  settleRefund(id: string, status: 'succeeded' | 'canceled'): void;
  /** The body YooKassa posts to the notification URL. */
  notification(event: string, objectId: string): string;
};

export type YooReceipt = {
  customer: { email?: string; phone?: string };
  items: {
    description: string;
    quantity: number | string;
    amount: { value: string; currency: string };
    vat_code: number;
    payment_mode: string;
    payment_subject: string;
  }[];
  tax_system_code?: number;
};

const PAYMENT_MODES = new Set([
  'full_prepayment',
  'partial_prepayment',
  'advance',
  'full_payment',
  'partial_payment',
  'credit',
  'credit_payment',
]);
const PAYMENT_SUBJECTS = new Set(['commodity', 'service', 'payment', 'job', 'gambling_bet', 'another']);

const kopecks = (value: string) => Math.round(Number(value) * 100);
const rub = (k: number) => ({ value: (k / 100).toFixed(2), currency: 'RUB' });

function error(status: number, code: string, description: string, parameter?: string): FakeAnswer {
  return {
    status,
    body: { type: 'error', id: randomUUID(), code, description, ...(parameter ? { parameter } : {}) },
  };
}

export async function startYooKassaFake(
  shopId = '123456',
  secretKey = 'test_fake-secret-key',
): Promise<YooKassaFake> {
  const payments = new Map<string, YooPayment>();
  const refunds = new Map<string, YooRefund>();
  const idempotent = idempotencyStore();
  const expectedAuth = `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`;
  const duplicateKey = () =>
    error(400, 'invalid_request', 'Idempotence key duplicated with another request body', 'Idempotence-Key');
  let fake: YooKassaFake;
  const receipts = new Map<string, YooReceipt>();

  /** What YooKassa says of a request's receipt for `amount` (a string error), or the receipt it takes. */
  function takeReceipt(body: Record<string, unknown>, amount: string): YooReceipt | FakeAnswer | null {
    const receipt = body.receipt as YooReceipt | undefined;
    if (receipt === undefined) {
      return fake.settings.receipts
        ? error(400, 'invalid_request', 'Receipt is missing or illegal', 'receipt')
        : null;
    }
    const bad = (parameter: string) =>
      error(400, 'invalid_request', 'Receipt is missing or illegal', parameter);
    if (!receipt.customer?.email && !receipt.customer?.phone) return bad('receipt.customer');
    if (!Array.isArray(receipt.items) || receipt.items.length === 0 || receipt.items.length > 100) {
      return bad('receipt.items');
    }
    let sum = 0;
    for (const [index, item] of receipt.items.entries()) {
      const quantity = Number(item.quantity);
      if (
        typeof item.description !== 'string' ||
        item.description.length === 0 ||
        item.description.length > 128
      ) {
        return bad(`receipt.items[${index}].description`);
      }
      if (!(quantity > 0)) return bad(`receipt.items[${index}].quantity`);
      if (!/^\d+\.\d{2}$/.test(item.amount?.value ?? '') || item.amount.currency !== 'RUB') {
        return bad(`receipt.items[${index}].amount`);
      }
      if (!Number.isInteger(item.vat_code) || item.vat_code < 1 || item.vat_code > 12) {
        return bad(`receipt.items[${index}].vat_code`);
      }
      if (!PAYMENT_MODES.has(item.payment_mode)) return bad(`receipt.items[${index}].payment_mode`);
      if (!PAYMENT_SUBJECTS.has(item.payment_subject)) return bad(`receipt.items[${index}].payment_subject`);
      sum += Math.round(kopecks(item.amount.value) * quantity);
    }
    if (sum !== kopecks(amount)) {
      return error(400, 'invalid_request', 'Receipt items amount does not match the amount', 'receipt.items');
    }
    return receipt;
  }
  const isAnswer = (value: unknown): value is FakeAnswer =>
    typeof value === 'object' && value !== null && 'status' in value && 'body' in value;

  function createPayment(body: Record<string, unknown>): FakeAnswer {
    const amount = body.amount as { value?: unknown; currency?: unknown } | undefined;
    if (
      typeof amount?.value !== 'string' ||
      !/^\d+\.\d{2}$/.test(amount.value) ||
      Number(amount.value) <= 0
    ) {
      return error(400, 'invalid_request', 'Invalid amount value', 'amount.value');
    }
    if (amount.currency !== 'RUB')
      return error(400, 'invalid_request', 'Invalid currency', 'amount.currency');
    const confirmation = body.confirmation as { type?: string; return_url?: string } | undefined;
    if (confirmation?.type === 'redirect' && !confirmation.return_url) {
      return error(400, 'invalid_request', 'Missing return_url', 'confirmation.return_url');
    }
    if (confirmation?.type !== 'redirect' && confirmation?.type !== 'qr') {
      return error(400, 'invalid_request', 'Invalid confirmation type', 'confirmation.type');
    }
    const method = (body.payment_method_data as { type?: string } | undefined)?.type;
    if (method !== undefined && method !== 'sbp' && method !== 'bank_card') {
      return error(400, 'invalid_request', 'Invalid payment method type', 'payment_method_data.type');
    }
    if (typeof body.description === 'string' && body.description.length > 128) {
      return error(400, 'invalid_request', 'Description is too long', 'description');
    }
    const receipt = takeReceipt(body, amount.value);
    if (isAnswer(receipt)) return receipt;
    const id = randomUUID();
    if (receipt) receipts.set(id, receipt);
    const payment: YooPayment = {
      id,
      status: 'pending',
      paid: false,
      amount: { value: amount.value, currency: 'RUB' },
      confirmation:
        confirmation.type === 'qr'
          ? {
              type: 'qr',
              confirmation_data: `https://qr.nspk.ru/AS${id.replaceAll('-', '').slice(0, 20)}?type=02`,
            }
          : {
              type: 'redirect',
              confirmation_url: `https://yoomoney.fake/checkout/payments/v2/contract?orderId=${id}`,
              return_url: confirmation.return_url ?? '',
            },
      ...(method ? { payment_method: { type: method, id, saved: false } } : {}),
      description: body.description as string | undefined,
      metadata: body.metadata as Record<string, string> | undefined,
      created_at: new Date().toISOString(),
      test: true,
      refundable: false,
    };
    payments.set(id, payment);
    return { status: 200, body: payment };
  }

  function createRefund(body: Record<string, unknown>): FakeAnswer {
    const payment = payments.get(String(body.payment_id));
    if (!payment) return error(404, 'not_found', 'Payment not found', 'payment_id');
    if (payment.status !== 'succeeded') {
      return error(400, 'invalid_request', 'Payment is not in status succeeded', 'payment_id');
    }
    const amount = body.amount as { value?: unknown; currency?: unknown } | undefined;
    if (
      typeof amount?.value !== 'string' ||
      !/^\d+\.\d{2}$/.test(amount.value) ||
      amount.currency !== 'RUB'
    ) {
      return error(400, 'invalid_request', 'Invalid amount', 'amount');
    }
    const receipt = takeReceipt(body, amount.value);
    if (isAnswer(receipt)) return receipt;
    const left = kopecks(payment.amount.value) - kopecks(payment.refunded_amount?.value ?? '0');
    if (kopecks(amount.value) > left || kopecks(amount.value) <= 0) {
      return error(400, 'invalid_request', 'Refund amount exceeds the amount left', 'amount.value');
    }
    // A refund YooKassa cancels gives nothing back, so it does not count against what is left.
    if (fake.settings.refundStatus !== 'canceled')
      payment.refunded_amount = rub(kopecks(payment.refunded_amount?.value ?? '0') + kopecks(amount.value));
    const refund: YooRefund = {
      id: randomUUID(),
      payment_id: payment.id,
      status: fake.settings.refundStatus,
      amount: { value: amount.value, currency: 'RUB' },
      created_at: new Date().toISOString(),
    };
    refunds.set(refund.id, refund);
    if (receipt) receipts.set(refund.id, receipt);
    return { status: 200, body: refund };
  }

  function handle(request: FakeRequest): FakeAnswer | Promise<FakeAnswer> {
    if (request.headers.authorization !== expectedAuth) {
      return error(401, 'invalid_credentials', 'Authentication by given credentials failed');
    }
    const [, version, collection, id, extra] = request.path.split('/');
    if (version !== 'v3' || extra !== undefined) return error(404, 'not_found', 'Unknown endpoint');
    if (request.method === 'GET') {
      const found = collection === 'payments' ? payments.get(id ?? '') : refunds.get(id ?? '');
      if (!found) return error(404, 'not_found', `${collection} not found`);
      return { status: 200, body: found };
    }
    if (request.method !== 'POST' || id !== undefined)
      return error(405, 'invalid_request', 'Method not allowed');
    const key = request.headers['idempotence-key'];
    if (typeof key !== 'string' || key.length === 0 || key.length > 64) {
      return error(400, 'invalid_request', 'Idempotence-Key header is missing or invalid', 'Idempotence-Key');
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(request.body) as Record<string, unknown>;
    } catch {
      return error(400, 'invalid_request', 'Malformed JSON');
    }
    if (collection === 'payments')
      return idempotent(`p:${key}`, request.body, () => createPayment(body), duplicateKey);
    if (collection === 'refunds')
      return idempotent(`r:${key}`, request.body, () => createRefund(body), duplicateKey);
    return error(404, 'not_found', 'Unknown endpoint');
  }

  const server = await startFakeServer(handle);
  const paymentOf = (id: string) => {
    const payment = payments.get(id);
    if (!payment) throw new Error(`no fake YooKassa payment ${id}`);
    return payment;
  };
  fake = {
    ...server,
    shopId,
    secretKey,
    payments,
    refunds,
    settings: { refundStatus: 'succeeded', receipts: false },
    receipts,
    succeed(id) {
      const payment = paymentOf(id);
      Object.assign(payment, { status: 'succeeded', paid: true, refundable: true });
      payment.payment_method ??= { type: 'bank_card', id, saved: false };
    },
    cancel(id, reason) {
      Object.assign(paymentOf(id), {
        status: 'canceled',
        cancellation_details: {
          party: reason === '3d_secure_failed' ? 'payment_network' : 'yoo_money',
          reason,
        },
      });
    },
    settleRefund(id, status) {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`no fake YooKassa refund ${id}`);
      refund.status = status;
    },
    notification(event, objectId) {
      const object = event.startsWith('refund.') ? refunds.get(objectId) : payments.get(objectId);
      return JSON.stringify({ type: 'notification', event, object: object ?? { id: objectId } });
    },
  };
  return fake;
}
