// Owns the gift certificates' wiring. Exports the repository (spent and given back with orders, refunded by the
// box office) and the service (the cart's preview, the checkout's mail of certificates bought).
import { defineModule } from '../module.ts';
import {
  type CertificatesRepository,
  type CertificatesTesting,
  createCertificatesRepository,
} from './certificates.repository.ts';
import { certificatesRoutes } from './certificates.routes.ts';
import { type CertificatesService, createCertificatesService } from './certificates.service.ts';

declare module '../module.ts' {
  interface ModuleExports {
    certificates: { repository: CertificatesRepository; service: CertificatesService };
  }
  interface TestingOverrides {
    /** Gift certificates: read the balance without the row lock (the concurrency control). */
    certificates?: CertificatesTesting;
  }
}

export const certificatesModule = defineModule({
  name: 'certificates',
  build({ config, db, clock, media, testing, use }) {
    const repository = createCertificatesRepository(db, testing.certificates);
    const certificates = createCertificatesService({
      repository,
      clock,
      media,
      ownCart: (owner, now) => use('cart').repository.ownCart(owner, now),
      toPayBeforeCertificate: async (owner) => {
        const content = await use('cart').service.content(owner, 'ru');
        return content.to_pay_kopecks + (content.certificate?.applied_kopecks ?? 0);
      },
      // The checkout's methods: those of the current provider.
      paymentMethods: use('payments').providers.current.methods,
    });
    return {
      exports: { repository, service: certificates },
      routes: (api) =>
        api.register(certificatesRoutes, {
          certificates,
          checkout: use('checkout').service,
          siteOrigins: config.siteOrigins,
        }),
    };
  },
});
