// Owns which providers this process has: the sandbox when it may run, and every real provider whose keys are
// configured, with PAYMENT_PROVIDER's as the current one (new payments). A provider that is configured but not
// current still takes the notifications and refunds of the payments made with it before a switch.
import type { PaymentsConfig } from '../../config.ts';
import { type PaymentProvider, type PaymentProviders, providerRegistry } from './payment-provider.ts';
import { createStripeProvider } from './stripe/stripe-provider.ts';
import { createYooKassaProvider } from './yookassa/yookassa-provider.ts';

export function createConfiguredProviders(
  payments: PaymentsConfig,
  sandbox: PaymentProvider | null,
): PaymentProviders {
  const all: PaymentProvider[] = [];
  if (sandbox) all.push(sandbox);
  if (payments.yookassa) all.push(createYooKassaProvider({ ...payments.yookassa, http: payments.http }));
  if (payments.stripe) all.push(createStripeProvider({ ...payments.stripe, http: payments.http }));
  const current = all.find((provider) => provider.key === payments.provider);
  // config.ts refuses a PAYMENT_PROVIDER without its settings; this is the last line of defence.
  if (!current) throw new Error(`payment provider ${payments.provider} is not configured`);
  return providerRegistry(
    current,
    all.filter((provider) => provider !== current),
  );
}
