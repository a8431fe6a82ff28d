// Owns the back office's API (docs/api.md "Back office", issue 20): everything under /manage/, for administrators and
// venue managers (manage-access.ts). Each area lives in a folder of its own and is listed here once, given the
// services manage.module.ts built for it (routes build nothing); they share the access rules, the audit log
// (audit/audit-log.ts), the version check of writes and the refusals of records in use (write-refusals.ts), and the
// records' get, change, archive and restore routes come from record-routes.ts. Why an area of its own rather than
// routes beside the public modules: the back office reads and writes records whole (every language, drafts, archived
// ones) under its own access rules, while the public modules serve one language from cached, tuned reads; keeping
// them apart keeps each simple.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditRepository } from './audit/audit.repository.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import type { ChecklistRepository } from './checklist/checklist.repository.ts';
import { checklistRoutes } from './checklist/checklist.routes.ts';
import { eventCancelRoutes } from './event-cancel/event-cancel.routes.ts';
import type { EventCancelService } from './event-cancel/event-cancel.service.ts';
import { eventSeatsRoutes } from './event-seats/event-seats.routes.ts';
import type { EventSeatsService } from './event-seats/event-seats.service.ts';
import { manageEventsRoutes } from './events/events.routes.ts';
import type { ManageDeps } from './manage-deps.ts';
import type { MeRepository } from './me.repository.ts';
import { meRoutes } from './me.routes.ts';
import { mediaRoutes } from './media/media.routes.ts';
import type { MediaService } from './media/media.service.ts';
import { type PerformancePreview, performancePreviewRoutes } from './performances/performance-preview.ts';
import { performancesRoutes } from './performances/performances.routes.ts';
import type { PerformancesService } from './performances/performances.service.ts';
import { plansRoutes } from './plans/plans.routes.ts';
import { staffRoutes } from './staff/staff.routes.ts';
import type { ManageStaffService } from './staff/staff.service.ts';
import { taxonomyRoutes } from './taxonomy/taxonomy.routes.ts';
import type { TaxonomyService } from './taxonomy/taxonomy.service.ts';
import { hallsRoutes } from './venues/halls.routes.ts';
import type { HallsService } from './venues/halls.service.ts';
import { venuesRoutes } from './venues/venues.routes.ts';
import type { VenuesService } from './venues/venues.service.ts';

/** What the areas' routes are given, built once when the back office is (manage.module.ts). */
export type ManageServices = {
  me: MeRepository;
  audit: AuditRepository;
  venues: VenuesService;
  halls: HallsService;
  checklist: ChecklistRepository;
  taxonomy: TaxonomyService;
  staff: ManageStaffService;
  seats: EventSeatsService;
  cancelling: EventCancelService;
  media: MediaService;
  performances: PerformancesService;
  preview: PerformancePreview;
};

export const manageRoutes: FastifyPluginAsyncZod<{ deps: ManageDeps; services: ManageServices }> = async (
  app,
  { deps, services },
) => {
  const { db } = deps;
  // In the order of the OpenAPI document's paths. The plans and the sessions (plans/, events/) still build their
  // services from the dependencies themselves.
  await app.register(meRoutes, { db, me: services.me });
  await app.register(auditRoutes, { db, audit: services.audit });
  await app.register(venuesRoutes, { db, venues: services.venues });
  await app.register(hallsRoutes, { db, halls: services.halls });
  await app.register(checklistRoutes, { db, checklist: services.checklist });
  await app.register(taxonomyRoutes, { db, taxonomy: services.taxonomy });
  await app.register(staffRoutes, { db, staff: services.staff });
  await app.register(plansRoutes, deps);
  await app.register(manageEventsRoutes, deps);
  await app.register(eventSeatsRoutes, { seats: services.seats });
  await app.register(eventCancelRoutes, { cancelling: services.cancelling });
  await app.register(mediaRoutes, { db, media: services.media });
  await app.register(performancesRoutes, { db, performances: services.performances });
  await app.register(performancePreviewRoutes, { db, preview: services.preview });
};
