// Owns the back office's API (docs/api.md "Back office", issue 20): everything under /manage/, for administrators and
// venue managers (manage-access.ts). Each area lives in a folder of its own and is listed here once; they share
// the access rules, the audit log (audit/audit-log.ts), the version check of writes and the refusals of records in
// use (write-refusals.ts). Why an area of its own rather than routes beside the public modules: the back office
// reads and writes records whole (every language, drafts, archived ones) under its own access rules, while the
// public modules serve one language from cached, tuned reads; keeping them apart keeps each simple.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditRoutes } from './audit/audit.routes.ts';
import { checklistRoutes } from './checklist/checklist.routes.ts';
import { eventCancelRoutes } from './event-cancel/event-cancel.routes.ts';
import { eventSeatsRoutes } from './event-seats/event-seats.routes.ts';
import { manageEventsRoutes } from './events/events.routes.ts';
import type { ManageDeps } from './manage-deps.ts';
import { meRoutes } from './me.routes.ts';
import { plansRoutes } from './plans/plans.routes.ts';
import { staffRoutes } from './staff/staff.routes.ts';
import { taxonomyRoutes } from './taxonomy/taxonomy.routes.ts';
import { hallsRoutes } from './venues/halls.routes.ts';
import { venuesRoutes } from './venues/venues.routes.ts';

const AREAS = [
  meRoutes,
  auditRoutes,
  venuesRoutes,
  hallsRoutes,
  checklistRoutes,
  taxonomyRoutes,
  staffRoutes,
  plansRoutes,
  manageEventsRoutes,
  eventSeatsRoutes,
  eventCancelRoutes,
  mediaRoutes,
  performancesRoutes,
  performancePreviewRoutes,
];

import { mediaRoutes } from './media/media.routes.ts';
import { performancePreviewRoutes } from './performances/performance-preview.ts';
import { performancesRoutes } from './performances/performances.routes.ts';
export const manageRoutes: FastifyPluginAsyncZod<ManageDeps> = async (app, options) => {
  // The areas get the dependencies alone: Fastify's own options (the /manage prefix) must not reach them again.
  const deps: ManageDeps = {
    db: options.db,
    clock: options.clock,
    changes: options.changes,
    media: options.media,
    sales: options.sales,
    statusSnapshotMs: options.statusSnapshotMs,
  };
  for (const area of AREAS) await app.register(area, deps);
};
