// A Stripe API stand-in following its documented requests and answers: Bearer auth with the secret key (401
// otherwise), form-encoded bodies, `Idempotency-Key` (same key and parameters → the same answer with
// `Idempotent-Replayed: true`; other parameters → 400 idempotency_error), Checkout Sessions (create, retrieve, list
// by payment_intent), refunds (create of a paid intent within what is left, list by payment_intent), error bodies
// `{error: {type, code, message, param}}`. Tests complete or fail sessions as the buyer would and make webhook
// events signed as Stripe signs them (`Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.body")`).
import { createHmac } from 'node:crypto';
import {
  type FakeAnswer,
  type FakeRequest,
  type FakeServer,
  fakeId,
  idempotencyStore,
  startFakeServer,
} from './fake-server.ts';

export type StripeSession = {
  id: string;
  object: 'checkout.session';
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  locale: string | null;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
  line_items_name: string;
};

export type StripeIntent = {
  id: string;
  object: 'payment_intent';
  status: 'succeeded' | 'requires_payment_method';
  amount: number;
  amount_received: number;
  currency: string;
  latest_charge: string | null;
  metadata: Record<string, string>;
  last_payment_error: { code: string; decline_code?: string; message: string } | null;
};

export type StripeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded' | 'pending' | 'failed';
  metadata: Record<string, string>;
};

export type StripeFake = FakeServer & {
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, StripeSession>;
  intents: Map<string, StripeIntent>;
  refunds: Map<string, StripeRefund>;
  /** The status new refunds get (usually succeeded at once; pending is possible). An object: tests change it. */
  settings: { refundStatus: StripeRefund['status'] };
  /** The buyer paid on the session's page: its PaymentIntent succeeded. */
  complete(sessionId: string): StripeIntent;
  /** An attempt on the session's page failed (the session stays open for another try). */
  fail(sessionId: string, code: string): StripeIntent;
  settleRefund(id: string, status: 'succeeded' | 'failed'): void;
  /** A webhook event body and its Stripe-Signature header (by default: signed now with the endpoint secret). */
  event(
    type: string,
    object: unknown,
    now: Date,
    options?: { secret?: string; timestamp?: number; id?: string },
  ): { body: string; signature: string; id: string };
  charge(intentId: string): Record<string, unknown>;
};

function error(status: number, type: string, message: string, code?: string, param?: string): FakeAnswer {
  return {
    status,
    body: { error: { type, message, ...(code ? { code } : {}), ...(param ? { param } : {}) } },
  };
}

const list = (data: unknown[]) => ({ status: 200, body: { object: 'list', data, has_more: false } });
const prefixed = (params: URLSearchParams, prefix: string) =>
  Object.fromEntries(
    [...params]
      .filter(([key]) => key.startsWith(`${prefix}[`))
      .map(([key, value]) => [key.slice(prefix.length + 1, -1), value]),
  );

export function stripeSignature(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export async function startStripeFake(
  secretKey = 'sk_test_fakeSecretKey123',
  webhookSecret = 'whsec_fakeWebhookSecret123',
): Promise<StripeFake> {
  const sessions = new Map<string, StripeSession>();
  const intents = new Map<string, StripeIntent>();
  const refunds = new Map<string, StripeRefund>();
  const idempotent = idempotencyStore();
  const mismatch = () =>
    error(
      400,
      'idempotency_error',
      'Keys for idempotent requests can only be used with the same parameters they were first used with.',
    );
  let fake: StripeFake;

  function createSession(params: URLSearchParams): FakeAnswer {
    if (params.get('mode') !== 'payment')
      return error(400, 'invalid_request_error', 'Invalid mode', undefined, 'mode');
    for (const name of ['success_url', 'cancel_url', 'line_items[0][price_data][product_data][name]']) {
      if (!params.get(name))
        return error(
          400,
          'invalid_request_error',
          `Missing required param: ${name}.`,
          'parameter_missing',
          name,
        );
    }
    const currency = params.get('line_items[0][price_data][currency]');
    if (currency !== 'eur')
      return error(
        400,
        'invalid_request_error',
        'Invalid currency',
        undefined,
        'line_items[0][price_data][currency]',
      );
    const unit = Number(params.get('line_items[0][price_data][unit_amount]'));
    const quantity = Number(params.get('line_items[0][quantity]') ?? '1');
    if (!Number.isInteger(unit) || unit < 50) {
      return error(
        400,
        'invalid_request_error',
        'Amount must be at least €0.50 eur',
        'amount_too_small',
        'line_items[0][price_data][unit_amount]',
      );
    }
    const id = fakeId('cs_test_');
    const session: StripeSession = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.fake/c/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      amount_total: unit * quantity,
      currency,
      locale: params.get('locale'),
      client_reference_id: params.get('client_reference_id'),
      success_url: params.get('success_url') ?? '',
      cancel_url: params.get('cancel_url') ?? '',
      metadata: prefixed(params, 'metadata'),
      line_items_name: params.get('line_items[0][price_data][product_data][name]') ?? '',
    };
    sessions.set(id, session);
    return { status: 200, body: session };
  }

  function createRefund(params: URLSearchParams): FakeAnswer {
    const intent = intents.get(params.get('payment_intent') ?? '');
    if (!intent)
      return error(
        400,
        'invalid_request_error',
        'No such payment_intent',
        'resource_missing',
        'payment_intent',
      );
    if (intent.status !== 'succeeded') {
      return error(
        400,
        'invalid_request_error',
        'This PaymentIntent has no successful charge to refund.',
        'charge_not_refundable',
      );
    }
    const refunded = [...refunds.values()]
      .filter((refund) => refund.payment_intent === intent.id && refund.status !== 'failed')
      .reduce((sum, refund) => sum + refund.amount, 0);
    const amount = params.has('amount') ? Number(params.get('amount')) : intent.amount - refunded;
    if (refunded >= intent.amount) {
      return error(
        400,
        'invalid_request_error',
        'Charge has already been refunded.',
        'charge_already_refunded',
      );
    }
    if (!Number.isInteger(amount) || amount <= 0 || amount > intent.amount - refunded) {
      return error(
        400,
        'invalid_request_error',
        'Refund amount is greater than the amount left.',
        'amount_too_large',
        'amount',
      );
    }
    const refund: StripeRefund = {
      id: fakeId('re_'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      status: fake.settings.refundStatus,
      metadata: prefixed(params, 'metadata'),
    };
    refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }

  function handle(request: FakeRequest): FakeAnswer | Promise<FakeAnswer> {
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return error(401, 'invalid_request_error', 'Invalid API Key provided: sk_test_****');
    }
    const segments = request.path.split('/').filter(Boolean);
    const route = segments.join('/');
    if (request.method === 'GET') {
      if (route === 'v1/checkout/sessions') {
        const intent = request.query.get('payment_intent');
        return list([...sessions.values()].filter((session) => session.payment_intent === intent));
      }
      if (route === 'v1/refunds') {
        const intent = request.query.get('payment_intent');
        return list([...refunds.values()].filter((refund) => refund.payment_intent === intent));
      }
      if (segments.length === 4 && route.startsWith('v1/checkout/sessions/')) {
        const session = sessions.get(segments[3] ?? '');
        return session
          ? { status: 200, body: session }
          : error(404, 'invalid_request_error', 'No such checkout.session', 'resource_missing', 'id');
      }
      return error(404, 'invalid_request_error', 'Unrecognized request URL');
    }
    if (request.headers['content-type'] !== 'application/x-www-form-urlencoded') {
      return error(400, 'invalid_request_error', 'Content-Type must be application/x-www-form-urlencoded');
    }
    const params = new URLSearchParams(request.body);
    const key = request.headers['idempotency-key'];
    const run = (produce: () => FakeAnswer) =>
      typeof key === 'string' && key.length > 0
        ? idempotent(`${route}:${key}`, request.body, produce, mismatch)
        : produce();
    if (route === 'v1/checkout/sessions') return run(() => createSession(params));
    if (route === 'v1/refunds') return run(() => createRefund(params));
    return error(404, 'invalid_request_error', 'Unrecognized request URL');
  }

  const server = await startFakeServer(handle);
  const sessionOf = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`no fake Stripe session ${id}`);
    return session;
  };
  const newIntent = (session: StripeSession, status: StripeIntent['status']): StripeIntent => {
    const intent: StripeIntent = {
      id: fakeId('pi_'),
      object: 'payment_intent',
      status,
      amount: session.amount_total,
      amount_received: status === 'succeeded' ? session.amount_total : 0,
      currency: session.currency,
      latest_charge: status === 'succeeded' ? fakeId('ch_') : null,
      metadata: {},
      last_payment_error: null,
    };
    intents.set(intent.id, intent);
    session.payment_intent = intent.id;
    return intent;
  };
  fake = {
    ...server,
    secretKey,
    webhookSecret,
    sessions,
    intents,
    refunds,
    settings: { refundStatus: 'succeeded' },
    complete(sessionId) {
      const session = sessionOf(sessionId);
      const existing = session.payment_intent ? intents.get(session.payment_intent) : undefined;
      const intent = existing ?? newIntent(session, 'succeeded');
      Object.assign(intent, {
        status: 'succeeded',
        amount_received: intent.amount,
        latest_charge: intent.latest_charge ?? fakeId('ch_'),
        last_payment_error: null,
      });
      Object.assign(session, { status: 'complete', payment_status: 'paid', url: null });
      return intent;
    },
    fail(sessionId, code) {
      const session = sessionOf(sessionId);
      const intent = newIntent(session, 'requires_payment_method');
      intent.last_payment_error = { code, message: `The payment failed: ${code}` };
      return intent;
    },
    settleRefund(id, status) {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`no fake Stripe refund ${id}`);
      refund.status = status;
    },
    event(type, object, now, options = {}) {
      const id = options.id ?? fakeId('evt_');
      const body = JSON.stringify({
        id,
        object: 'event',
        api_version: '2025-01-27.acacia',
        created: Math.floor(now.getTime() / 1000),
        livemode: false,
        type,
        data: { object },
      });
      const timestamp = options.timestamp ?? Math.floor(now.getTime() / 1000);
      return { id, body, signature: stripeSignature(options.secret ?? webhookSecret, body, timestamp) };
    },
    charge(intentId) {
      const intent = intents.get(intentId);
      return {
        id: intent?.latest_charge ?? fakeId('ch_'),
        object: 'charge',
        payment_intent: intentId,
        amount: intent?.amount ?? 0,
        amount_refunded: [...refunds.values()]
          .filter((refund) => refund.payment_intent === intentId)
          .reduce((sum, refund) => sum + refund.amount, 0),
        refunded: true,
      };
    },
  };
  return fake;
}
