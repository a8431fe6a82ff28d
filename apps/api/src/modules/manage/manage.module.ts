// Wires the back office (modules/manage): its routes under /api/v1/manage, built from the shared context and, for a
// cancelled session's refunds, the box office's refunds and checkout's provider calls (no second refund path).
import { createRefundsRepository } from '../box-office/refunds.repository.ts';
import { defineModule } from '../module.ts';
import { manageRoutes } from './manage.routes.ts';

export const manageModule = defineModule({
  name: 'manage',
  build({ config, db, clock, changes, media, testing, use }) {
    const certificates = use('certificates').repository;
    const sales = {
      refunds: createRefundsRepository(db, certificates, testing.refunds),
      checkout: use('checkout').service,
      givesBack: [use('promo-codes').repository, use('services').repository, certificates],
    };
    return {
      routes: (api) =>
        api.register(manageRoutes, {
          prefix: '/manage',
          db,
          clock,
          changes,
          media,
          sales,
          statusSnapshotMs: config.placesStatusSnapshotMs,
        }),
    };
  },
});
