// Owns the back office's people and roles (docs/api.md "Back office": /manage/staff, extending /staff/grant and
// /staff/revoke): GET /manage/staff, POST /manage/staff/grant and POST /manage/staff/revoke with `{email, venue: id |
// null, role: manager | box_office}`. Administrators only. One role per person and venue (staff_venue_roles): a grant
// replaces the role held there; a revoke takes only the role named. The writes, and their audit rows, are the box
// office's staff-roles repository's.
import { ZErrorDetail, ZValidationErrors } from '@afisha/contracts';
import {
  ZManageStaffChange,
  ZManageStaffMember,
  ZManageStaffPage,
  ZManageStaffQuery,
} from '@afisha/contracts/manage/staff';
import type { Db } from '@afisha/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPage } from '../../../plugins/pagination.ts';
import { manageRoute, requireAdmin } from '../manage-access.ts';
import type { ManageStaffService } from './staff.service.ts';

export const staffRoutes: FastifyPluginAsyncZod<{ db: Db; staff: ManageStaffService }> = async (
  app,
  { db, staff },
) => {
  app.get(
    '/staff',
    {
      schema: {
        operationId: 'manageListStaff',
        ...manageRoute('people'),
        summary: 'Administrators and staff with their roles per venue (administrators only)',
        querystring: ZManageStaffQuery,
        response: { 200: ZManageStaffPage, 400: ZValidationErrors, 401: ZErrorDetail, 403: ZErrorDetail },
      },
    },
    async (request) => {
      await requireAdmin(db, request);
      return toPage(request, { ...request.query, ...(await staff.list(request.query, request.locale)) });
    },
  );

  for (const change of ['grant', 'revoke'] as const) {
    app.post(
      `/staff/${change}`,
      {
        schema: {
          operationId: change === 'grant' ? 'manageGrantStaffRole' : 'manageRevokeStaffRole',
          ...manageRoute('people'),
          summary:
            change === 'grant'
              ? 'Give a person a role at a venue or of the whole site (administrators only)'
              : 'Take a role at a venue or of the whole site from a person (administrators only)',
          body: ZManageStaffChange,
          response: { 200: ZManageStaffMember, 400: ZValidationErrors, 401: ZErrorDetail, 403: ZErrorDetail },
        },
      },
      async (request) => {
        const admin = await requireAdmin(db, request);
        return staff.change(change, request, admin.userId, request.body, request.locale);
      },
    );
  }
};
