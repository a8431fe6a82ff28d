// Wires the back office (modules/manage): its routes under /api/v1/manage, built from the shared context and, for a
// cancelled session's refunds, the box office's refunds and checkout's provider calls (no second refund path). Every
// area's repositories and services are built here, once; the areas' routes (manage.routes.ts) only take them.
import { createRefundsRepository } from '../box-office/refunds.repository.ts';
import { createStaffRolesRepository } from '../box-office/staff-roles.repository.ts';
import { defineModule } from '../module.ts';
import { createAuditRepository } from './audit/audit.repository.ts';
import { createChecklistRepository } from './checklist/checklist.repository.ts';
import { createEventCancelRepository } from './event-cancel/event-cancel.repository.ts';
import { createEventCancelService } from './event-cancel/event-cancel.service.ts';
import { createEventSeatsRepository } from './event-seats/event-seats.repository.ts';
import { createEventSeatsService } from './event-seats/event-seats.service.ts';
import { type ManageServices, manageRoutes } from './manage.routes.ts';
import type { ManageDeps } from './manage-deps.ts';
import { createMeRepository } from './me.repository.ts';
import { createMediaService } from './media/media.service.ts';
import { createPerformancePreview } from './performances/performance-preview.ts';
import { createPerformancesRepository } from './performances/performances.repository.ts';
import { createPerformancesService } from './performances/performances.service.ts';
import { createManageStaffService } from './staff/staff.service.ts';
import { createTaxonomyService } from './taxonomy/taxonomy.service.ts';
import { createHallsService } from './venues/halls.service.ts';
import { createVenuesService } from './venues/venues.service.ts';

export const manageModule = defineModule({
  name: 'manage',
  build({ config, db, clock, changes, media, testing, use }) {
    const certificates = use('certificates').repository;
    const deps: ManageDeps = {
      db,
      clock,
      changes,
      media,
      sales: {
        refunds: createRefundsRepository(db, certificates, testing.refunds),
        checkout: use('checkout').service,
        givesBack: [use('promo-codes').repository, use('services').repository, certificates],
      },
      statusSnapshotMs: config.placesStatusSnapshotMs,
    };
    const services: ManageServices = {
      me: createMeRepository(db),
      audit: createAuditRepository(db),
      venues: createVenuesService(deps),
      halls: createHallsService(deps),
      checklist: createChecklistRepository(db, clock),
      taxonomy: createTaxonomyService(deps),
      staff: createManageStaffService({ db, clock, roles: createStaffRolesRepository(db) }),
      seats: createEventSeatsService({ ...deps, repository: createEventSeatsRepository(db) }),
      cancelling: createEventCancelService({
        ...deps,
        repository: createEventCancelRepository(db, deps.sales.givesBack),
      }),
      media: createMediaService({ db, media, clock }),
      performances: createPerformancesService({
        db,
        clock,
        changes,
        repository: createPerformancesRepository(db),
      }),
      preview: createPerformancePreview(db, clock),
    };
    return { routes: (api) => api.register(manageRoutes, { prefix: '/manage', deps, services }) };
  },
});
