// Owns the payment providers' wiring: the sandbox bank (where it may run) with its outbox and routes, and the
// configured real providers. Exports the providers, which checkout knows only by their interface.
import { orderStatusKey } from '../../lib/order-status-key.ts';
import { createSiteLinks } from '../mail/site-links.ts';
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
}

export const paymentsModule = defineModule({
  name: 'payments',
  build({ app, config, db, clock, siteLinks, log, runWhileUp, testing, use }) {
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
        // Back to the address the buyer checked out at, with the key that reads the order's status there.
        returnUrl: (payment, paid) => {
          const links = payment.siteOrigin ? createSiteLinks(payment.siteOrigin) : siteLinks;
          const key = orderStatusKey(config.sessionSecret, payment.orderId);
          return (paid ? links.paymentResult : links.paymentFail)(payment.locale, payment.orderId, key);
        },
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
