// Owns the payment providers' wiring: the sandbox bank (where it may run) with its outbox and routes, and the
// configured real providers. Exports the providers, which checkout knows only by their interface.
import { API_PREFIX, defineModule } from '../module.ts';
import { createConfiguredProviders } from './configured-providers.ts';
import type { PaymentProviders } from './payment-provider.ts';
import { sandboxBankRoutes } from './sandbox/sandbox-bank.routes.ts';
import { createSandboxOutboxRepository } from './sandbox/sandbox-outbox.repository.ts';
import { createSandboxOutbox } from './sandbox/sandbox-outbox.ts';
import { createSandboxProvider, SANDBOX } from './sandbox/sandbox-provider.ts';
import { createSandboxRefundsRepository } from './sandbox/sandbox-refunds.repository.ts';
import { SANDBOX_SIGNATURE_HEADER } from './sandbox/sandbox-signature.ts';

declare module '../module.ts' {
  interface ModuleExports {
    payments: { providers: PaymentProviders };
  }
  interface TestingOverrides {
    /** The sandbox bank delivers its notifications with app.inject instead of HTTP (no listening server). */
    sandboxInject?: boolean;
  }
}

export const paymentsModule = defineModule({
  name: 'payments',
  build({ app, config, db, clock, log, runWhileUp, testing, use }) {
    const sandbox = config.payments.sandboxEnabled ? createSandboxBank() : null;
    function createSandboxBank() {
      const callbackPath = `${API_PREFIX}/cart/callback/${SANDBOX}`;
      // The sandbox bank's outbox is a table: a notification queued before a crash is sent after it.
      const sandboxOutbox = createSandboxOutbox({
        repository: createSandboxOutboxRepository(db),
        secret: config.payments.sandboxSecret,
        async post(body, signature, signal) {
          const headers = { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature };
          if (testing.sandboxInject) {
            return (await app.inject({ method: 'POST', url: callbackPath, headers, payload: body }))
              .statusCode;
          }
          const response = await fetch(`${config.apiInternalUrl}${callbackPath}`, {
            method: 'POST',
            headers,
            body,
            signal,
          });
          return response.status;
        },
        clock,
        log,
      });
      runWhileUp(app, sandboxOutbox);
      return createSandboxProvider({
        secret: config.payments.sandboxSecret,
        siteUrl: config.publicSiteUrl,
        // Late bound: checkout builds with these providers.
        lookup: (pid) => use('checkout').repository.sandboxPayment(SANDBOX, pid),
        // Late bound too: the checkout's own return pages of the order (its address, language and status key).
        returnUrl: (payment, paid) =>
          use('checkout').service.returnUrl(
            { id: payment.orderId, locale: payment.locale, siteOrigin: payment.siteOrigin },
            paid,
          ),
        outbox: sandboxOutbox,
        refunds: createSandboxRefundsRepository(db),
      });
    }
    app.addHook('onReady', async () => {
      for (const warning of config.payments.warnings) log.warn(warning);
    });
    return {
      exports: { providers: createConfiguredProviders(config.payments, sandbox) },
      routes: async (api) => {
        if (sandbox) await api.register(sandboxBankRoutes, { sandbox });
      },
    };
  },
});
