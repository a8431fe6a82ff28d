// Owns GET /manage/checklist: the back office's home shows, for each venue of the person's that sells nothing yet,
// the steps to a first sale (hall, plan, performance, sessions, prices, on sale), each ticked from the data.
import { ZErrorDetail } from '@afisha/contracts';
import { ZVenueChecklistList } from '@afisha/contracts/manage/venues';
import type { Db } from '@afisha/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { manageRoute, requireManager } from '../manage-access.ts';
import type { ChecklistRepository } from './checklist.repository.ts';

export const checklistRoutes: FastifyPluginAsyncZod<{ db: Db; checklist: ChecklistRepository }> = async (
  app,
  { db, checklist },
) => {
  app.get(
    '/checklist',
    {
      schema: {
        operationId: 'manageVenueChecklist',
        ...manageRoute('venues'),
        summary: 'The steps to a first sale of each venue that sells nothing yet (at most 5, newest first)',
        response: { 200: ZVenueChecklistList, 401: ZErrorDetail, 403: ZErrorDetail },
      },
    },
    async (request) => {
      const manager = await requireManager(db, request);
      return { results: await checklist.venuesNotYetSelling(manager, request.locale) };
    },
  );
};
