// The payment part of the configuration: which providers are configured, the one PAYMENT_PROVIDER names must be,
// a half-configured provider stops the start with the names of what is missing, production refuses the sandbox
// unless switched on and plain-http provider addresses, test keys in production are warned about.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, YOOKASSA_DEFAULT_TRUSTED_IPS } from './config.ts';

const YOO = { YOOKASSA_SHOP_ID: '123456', YOOKASSA_SECRET_KEY: 'live_abcdefgh12345678' };
const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_live_abcdefgh12345678',
  STRIPE_WEBHOOK_SECRET: 'whsec_abcdefgh12345678',
  STRIPE_RUB_PER_EUR: '98.50',
};
const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) };

describe('payment providers in the configuration', () => {
  it('has only the sandbox by default, outside production', () => {
    const { payments } = loadConfig({});
    expect(payments).toMatchObject({
      provider: 'sandbox',
      sandboxEnabled: true,
      yookassa: null,
      stripe: null,
      http: { timeoutMs: 10_000, retryDelaysMs: [500, 2000] },
      warnings: [],
    });
  });

  it('reads YooKassa: its defaults, the address check with the published ranges or a list of our own', () => {
    const { payments } = loadConfig({ ...production, ...YOO, PAYMENT_PROVIDER: 'yookassa' });
    expect(payments).toMatchObject({
      provider: 'yookassa',
      sandboxEnabled: false,
      yookassa: {
        shopId: '123456',
        secretKey: YOO.YOOKASSA_SECRET_KEY,
        apiUrl: 'https://api.yookassa.ru/v3',
        trustedIps: null,
        receipts: null,
      },
      stripe: null,
      warnings: [],
    });
    expect(loadConfig({ ...YOO, YOOKASSA_CHECK_IP: 'on' }).payments.yookassa?.trustedIps).toEqual(
      YOOKASSA_DEFAULT_TRUSTED_IPS,
    );
    const own = loadConfig({ ...YOO, YOOKASSA_CHECK_IP: 'on', YOOKASSA_TRUSTED_IPS: ' 10.0.0.0/8, ::1 ' });
    expect(own.payments.yookassa?.trustedIps).toEqual(['10.0.0.0/8', '::1']);
    expect(
      loadConfig({ ...YOO, YOOKASSA_API_URL: 'http://127.0.0.1:9999/v3/' }).payments.yookassa?.apiUrl,
    ).toBe('http://127.0.0.1:9999/v3');
    expect(loadConfig({ ...YOO, PAYMENT_API_TIMEOUT_SECONDS: '3' }).payments.http.timeoutMs).toBe(3000);
  });

  it('reads YooKassa receipts: off by default; on, without VAT unless told, the tax system only when given', () => {
    expect(loadConfig({ ...YOO, YOOKASSA_RECEIPTS: 'on' }).payments.yookassa?.receipts).toEqual({
      vatCode: 1,
      taxSystemCode: null,
    });
    expect(
      loadConfig({ ...YOO, YOOKASSA_RECEIPTS: 'on', YOOKASSA_VAT_CODE: '4', YOOKASSA_TAX_SYSTEM_CODE: '2' })
        .payments.yookassa?.receipts,
    ).toEqual({ vatCode: 4, taxSystemCode: 2 });
    expect(loadConfig({ ...YOO, YOOKASSA_VAT_CODE: '4' }).payments.yookassa?.receipts).toBeNull();
  });

  it('reads Stripe: its defaults and the tolerance window', () => {
    const { payments } = loadConfig({
      ...production,
      ...STRIPE,
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_WEBHOOK_TOLERANCE_SECONDS: '120',
    });
    expect(payments).toMatchObject({
      provider: 'stripe',
      stripe: { apiUrl: 'https://api.stripe.com', toleranceSeconds: 120, rubPerEur: 98.5 },
      yookassa: null,
    });
    expect(loadConfig({ ...STRIPE }).payments.stripe?.toleranceSeconds).toBe(300);
  });

  it('stops the start with the names of what a provider misses', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'yookassa' })).toThrow(
      /YooKassa payment provider needs YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY \(PAYMENT_PROVIDER=yookassa\)/,
    );
    expect(() => loadConfig({ YOOKASSA_SHOP_ID: '1' })).toThrow(
      /needs YOOKASSA_SECRET_KEY \(YOOKASSA_SHOP_ID given\)/,
    );
    expect(() => loadConfig({ ...STRIPE, STRIPE_RUB_PER_EUR: '' })).toThrow(
      /Stripe payment provider needs STRIPE_RUB_PER_EUR/,
    );
    expect(() =>
      loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: STRIPE.STRIPE_SECRET_KEY }),
    ).toThrow(/needs STRIPE_WEBHOOK_SECRET, STRIPE_RUB_PER_EUR/);
  });

  it('refuses values that cannot be right, naming the variable', () => {
    const bad = [
      [{ ...YOO, YOOKASSA_SHOP_ID: 'shop' }, /YOOKASSA_SHOP_ID: must be the shop id/],
      [{ ...YOO, YOOKASSA_SECRET_KEY: 'secret' }, /YOOKASSA_SECRET_KEY: must be a secret key/],
      [
        { ...YOO, YOOKASSA_CHECK_IP: 'on', YOOKASSA_TRUSTED_IPS: '185.71.76.0/33,example.org' },
        /not understood: 185\.71\.76\.0\/33, example\.org/,
      ],
      [
        { ...STRIPE, STRIPE_SECRET_KEY: 'pk_live_abcdefgh12345678' },
        /STRIPE_SECRET_KEY: must be a secret key/,
      ],
      [{ ...STRIPE, STRIPE_WEBHOOK_SECRET: 'secret' }, /STRIPE_WEBHOOK_SECRET: must be a signing secret/],
      [{ ...STRIPE, STRIPE_RUB_PER_EUR: '1,5' }, /STRIPE_RUB_PER_EUR: must be a number of roubles/],
      [{ ...STRIPE, STRIPE_RUB_PER_EUR: '0' }, /STRIPE_RUB_PER_EUR: must be more than 0/],
      [{ PAYMENT_PROVIDER: 'paypal' }, /PAYMENT_PROVIDER/],
      [{ ...YOO, YOOKASSA_RECEIPTS: 'on', YOOKASSA_VAT_CODE: '13' }, /YOOKASSA_VAT_CODE/],
      [{ ...YOO, YOOKASSA_RECEIPTS: 'on', YOOKASSA_TAX_SYSTEM_CODE: 'usn' }, /YOOKASSA_TAX_SYSTEM_CODE/],
      [
        { ...production, ...YOO, PAYMENT_PROVIDER: 'yookassa', YOOKASSA_API_URL: 'http://api.example/v3' },
        /YOOKASSA_API_URL must be an https:\/\/ address in production/,
      ],
    ] as const;
    for (const [env, message] of bad) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(message);
    }
  });

  it('in production: the sandbox only when switched on, with a warning; test keys are warned about', () => {
    expect(() => loadConfig({ ...production, ...YOO })).toThrow(
      /sandbox payment provider.+PAYMENT_PROVIDER=yookassa or stripe/,
    );
    const demo = loadConfig({ ...production, ...YOO, PAYMENT_PROVIDER: 'yookassa', SANDBOX_PAYMENTS: 'on' });
    expect(demo.payments.sandboxEnabled).toBe(true);
    expect(demo.payments.warnings).toEqual([expect.stringMatching(/SANDBOX_PAYMENTS=on/)]);
    const test = loadConfig({
      ...production,
      ...STRIPE,
      STRIPE_SECRET_KEY: 'sk_test_abcdefgh12345678',
      YOOKASSA_SHOP_ID: '1',
      YOOKASSA_SECRET_KEY: 'test_abcdefgh12345678',
      PAYMENT_PROVIDER: 'stripe',
    });
    expect(test.payments.warnings).toEqual([
      expect.stringMatching(/YOOKASSA_SECRET_KEY is a test key/),
      expect.stringMatching(/STRIPE_SECRET_KEY is a test key/),
    ]);
    expect(
      loadConfig({ ...YOO, PAYMENT_PROVIDER: 'yookassa', SANDBOX_PAYMENTS: 'off' }).payments.sandboxEnabled,
    ).toBe(false);
  });
});
