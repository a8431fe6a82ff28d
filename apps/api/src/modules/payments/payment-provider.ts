// Owns what the order code may know about a payment provider: this interface and nothing else.
// Each provider (the sandbox now; the real ones later) creates payments, turns its own signed
// notifications into PaymentNotification, refunds fully or partly, gives a fast-payment-system
// (SBP) link and reports a payment's status. The checkout module holds a registry of them by key.
import type { TPaymentFailure, TPaymentMethod } from '@afisha/contracts';

export type ProviderPaymentStatus = 'pending' | 'succeeded' | 'failed';

export type CreatePaymentInput = {
  /** Our payments row; the provider echoes nothing of it, but may show it. */
  paymentId: number;
  orderNumber: string;
  amountKopecks: number;
  method: TPaymentMethod;
  /** Sent to the provider so that a retried create never makes a second payment. */
  idempotencyKey: string;
  /** Where the buyer lands after paying, and after a failure. */
  successUrl: string;
  failUrl: string;
};

/** A verified notification, in our words. */
export type PaymentNotification = {
  /** The provider's id of this notification: unique per provider (payment_events). */
  eventId: string;
  providerPaymentId: string;
  outcome: 'succeeded' | 'failed';
  /** With outcome `failed`: why, in our words (`other` when the provider does not say). */
  failure?: TPaymentFailure;
  amountKopecks: number;
  payload: unknown;
};

/** The raw notification as it arrived: the exact body bytes (signatures cover them) and headers. */
export type RawNotification = {
  body: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
};

export class InvalidNotificationError extends Error {
  override name = 'InvalidNotificationError';
}

export type PaymentProvider = {
  readonly key: string;
  createPayment(input: CreatePaymentInput): Promise<{ providerPaymentId: string; url: string }>;
  /** Verifies the signature and freshness; throws InvalidNotificationError when either fails. */
  parseNotification(raw: RawNotification, now: Date): PaymentNotification;
  refund(input: {
    providerPaymentId: string;
    amountKopecks: number;
    idempotencyKey: string;
  }): Promise<{ providerRefundId: string; status: 'succeeded' | 'pending' | 'failed' }>;
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
