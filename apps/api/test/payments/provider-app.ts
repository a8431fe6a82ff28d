// Real providers in tests: their fakes started before the file's app (and closed after it), the configuration that
// points a provider at its fake with short timeouts, and a notification posted to our callback as the provider
// (or a forger) would post it, from a given address.
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { type StripeFake, startStripeFake } from './fakes/stripe-fake.ts';
import { startYooKassaFake, type YooKassaFake } from './fakes/yookassa-fake.ts';

/** Per attempt 400 ms, then two more attempts 20 ms apart: a fake that answers in 1.5 s times out. */
export const TEST_PROVIDER_HTTP = { timeoutMs: 400, retryDelaysMs: [20, 20] };

function useFake<T extends { close(): Promise<void> }>(start: () => Promise<T>): T {
  const context = {} as T;
  beforeAll(async () => {
    Object.assign(context, await start());
  });
  afterAll(async () => {
    await context.close?.();
  });
  return context;
}

export const useYooKassaFake = () => useFake(() => startYooKassaFake());
export const useStripeFake = () => useFake(() => startStripeFake());

export function withYooKassa(
  config: Config,
  fake: YooKassaFake,
  options: {
    current?: boolean;
    trustedIps?: string[] | null;
    receipts?: { vatCode: number; taxSystemCode: number | null } | null;
  } = {},
): Config {
  return {
    ...config,
    payments: {
      ...config.payments,
      provider: options.current === false ? config.payments.provider : 'yookassa',
      yookassa: {
        shopId: fake.shopId,
        secretKey: fake.secretKey,
        apiUrl: `${fake.url}/v3`,
        trustedIps: options.trustedIps ?? null,
        receipts: options.receipts ?? null,
      },
      http: TEST_PROVIDER_HTTP,
    },
  };
}

export function withStripe(
  config: Config,
  fake: StripeFake,
  options: { current?: boolean; rubPerEur?: number } = {},
): Config {
  return {
    ...config,
    payments: {
      ...config.payments,
      provider: options.current === false ? config.payments.provider : 'stripe',
      stripe: {
        secretKey: fake.secretKey,
        webhookSecret: fake.webhookSecret,
        apiUrl: fake.url,
        toleranceSeconds: 300,
        rubPerEur: options.rubPerEur ?? 100,
      },
      http: TEST_PROVIDER_HTTP,
    },
  };
}

export function postCallback(
  app: App,
  provider: string,
  body: string,
  options: { headers?: Record<string, string>; from?: string; locale?: 'ru' | 'en' } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/cart/callback/${provider}`,
    headers: {
      'content-type': 'application/json',
      ...(options.locale ? { 'accept-language': options.locale } : {}),
      ...options.headers,
    },
    payload: body,
    ...(options.from ? { remoteAddress: options.from } : {}),
  });
}
