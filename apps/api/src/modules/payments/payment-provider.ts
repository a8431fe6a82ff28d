// Owns what the order code may know about a payment provider: this interface and nothing else.
// Each provider (the sandbox bank, YooKassa, Stripe) creates payments, turns its own notifications into
// ProviderNotification after checking them (a signature, or reading the payment back from its API),
// refunds fully or partly, gives a fast-payment-system (SBP) link where it has one and reports a
// payment's status. The checkout module holds a registry of them by key; every payment row records the
// key it was made with, so its notifications and refunds find their provider after a configuration change.
import type { TLocale, TPaymentFailure, TPaymentMethod } from '@afisha/contracts';

export type ProviderPaymentStatus = 'pending' | 'succeeded' | 'failed';

/**
 * A line of the fiscal receipt of a payment or a refund (Russia's 54-FZ: the provider's online register prints it
 * and sends it to the tax service and the buyer). The lines of one receipt add up to its payment or refund.
 */
export type ReceiptLine = {
  /** What was sold, in Russian whatever the order's language (the register's documents are), ≤ 128 characters. */
  description: string;
  quantity: number;
  /** The price of one, after discounts: the lines' quantity × unit add up to the receipt's amount exactly. */
  unitKopecks: number;
  /** A ticket or an extra service is a service; a gift certificate is a payment in advance for services to come. */
  subject: 'service' | 'advance';
};

export type Receipt = {
  /** Where the register sends the buyer the receipt. */
  email: string;
  lines: readonly ReceiptLine[];
};

export type CreatePaymentInput = {
  /** Our payments row and its order; the provider keeps them with the payment (metadata) where it can. */
  paymentId: number;
  orderId: number;
  orderNumber: string;
  amountKopecks: number;
  method: TPaymentMethod;
  /** Sent to the provider so that a retried create never makes a second payment. */
  idempotencyKey: string;
  /** Where the buyer lands after paying, and after a failure. */
  successUrl: string;
  failUrl: string;
  /** The order's language: the provider's payment page is shown in it where it can be. */
  locale: TLocale;
  /** What the buyer sees on the provider's page and statement ("Order ABC-DEFGH"), in the order's language. */
  description: string;
  /** The payment's receipt, read when a provider prints receipts (YooKassa with YOOKASSA_RECEIPTS=on). */
  receipt: () => Promise<Receipt>;
};

/** A verified notification about a payment, in our words. */
export type PaymentNotification = {
  kind: 'payment';
  /** The provider's id of this notification: unique per provider (payment_events). */
  eventId: string;
  providerPaymentId: string;
  outcome: 'succeeded' | 'failed';
  /** With outcome `failed`: why, in our words (`other` when the provider does not say). */
  failure?: TPaymentFailure;
  amountKopecks: number;
  payload: unknown;
};

/** A verified notification that refunds were settled by the provider (succeeded or refused). */
export type RefundNotification = {
  kind: 'refund';
  eventId: string;
  refunds: readonly { providerRefundId: string; outcome: 'succeeded' | 'failed' }[];
  payload: unknown;
};

/** A genuine notification that needs nothing of us (an event type we do not act on): answered 200. */
export type IgnoredNotification = { kind: 'ignored'; reason: string };

export type ProviderNotification = PaymentNotification | RefundNotification | IgnoredNotification;

/** The raw notification as it arrived: the exact body bytes (signatures cover them), headers and sender. */
export type RawNotification = {
  body: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The sender's address as the API sees it (behind the loopback proxy: the forwarded one). */
  ip: string;
};

/** A forged, stale or malformed notification: answered 401 and nothing changes. */
export class InvalidNotificationError extends Error {
  override name = 'InvalidNotificationError';
}

/**
 * The provider could not be reached, or refused a request (after the client's own retries): the order code answers
 * 503 to the buyer (try again; the same idempotency key makes that safe) or to the notification (sent again later).
 */
export class ProviderError extends Error {
  override name = 'ProviderError';

  constructor(
    message: string,
    /** The HTTP status the provider answered, when it did. */
    readonly status?: number,
    /** The provider's own error code (`invalid_request`, `card_declined`…), when it gave one. */
    readonly providerCode?: string,
  ) {
    super(message);
  }
}

export type RefundInput = {
  providerPaymentId: string;
  amountKopecks: number;
  idempotencyKey: string;
  /** The refund's receipt (the lines given back), read when a provider prints receipts. */
  receipt: () => Promise<Receipt>;
};

export type RefundAnswer = { providerRefundId: string; status: 'succeeded' | 'pending' | 'failed' };

export type PaymentProvider = {
  readonly key: string;
  /** The methods it takes; the order code refuses the others before making an order. */
  readonly methods: readonly TPaymentMethod[];
  createPayment(input: CreatePaymentInput): Promise<{ providerPaymentId: string; url: string }>;
  /**
   * Checks the notification (signature and freshness, or the payment read back from the provider) and says what
   * it means; throws InvalidNotificationError when it cannot be trusted.
   */
  parseNotification(raw: RawNotification, now: Date): Promise<ProviderNotification>;
  /** A refund of the whole payment or of a part of it; the key makes a repeated call refund once. */
  refund(input: RefundInput): Promise<RefundAnswer>;
  sbpLink(input: { providerPaymentId: string }): Promise<{ url: string }>;
  status(providerPaymentId: string): Promise<ProviderPaymentStatus>;
};

export type PaymentProviders = {
  /** The provider new payments go to. */
  readonly current: PaymentProvider;
  byKey(key: string): PaymentProvider | undefined;
};

export function providerRegistry(
  current: PaymentProvider,
  others: readonly PaymentProvider[] = [],
): PaymentProviders {
  const all = new Map([current, ...others].map((provider) => [provider.key, provider]));
  return { current, byKey: (key) => all.get(key) };
}
