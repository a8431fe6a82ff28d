// Owns the staff roles routes (issue 7, "Roles and access"): GET /staff (who works at the box office, and where),
// POST /staff/grant and POST /staff/revoke (a venue, or the whole site with `venue: null`). Administrators only:
// 403 for staff, customers and anonymous visitors. Administrators themselves are made by `npm run create-admin`.
import { ZErrorDetail, ZStaffGrant, ZStaffList, ZValidationErrors } from '@afisha/contracts';
import type { Db } from '@afisha/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, FieldValidationError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { requireStaff, STAFF_ROUTE } from './staff-access.ts';
import type { RoleChangeResult, StaffRolesRepository } from './staff-roles.repository.ts';

export const staffRolesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  repository: StaffRolesRepository;
  clock: Clock;
}> = async (app, { db, repository, clock }) => {
  async function requireAdmin(request: FastifyRequest) {
    const staff = await requireStaff(db, request);
    if (!(await repository.isAdmin(staff.userId))) throw new AppError('permission_denied', 403);
    return staff;
  }

  async function list(request: FastifyRequest) {
    const [rows, venues] = await Promise.all([
      repository.list(request.locale),
      repository.venues(request.locale),
    ]);
    return {
      venues,
      results: rows.map((row) => ({
        user: row.userId,
        email: row.email,
        name: row.name,
        role: row.role,
        venues: row.venues ?? ('all' as const),
      })),
    };
  }

  function checked(result: RoleChangeResult) {
    if (result.kind === 'no_user')
      throw new FieldValidationError([{ field: 'email', code: 'does_not_exist' }]);
    if (result.kind === 'no_venue')
      throw new FieldValidationError([{ field: 'venue', code: 'does_not_exist' }]);
  }

  app.get(
    '/staff',
    {
      schema: {
        operationId: 'listStaff',
        ...STAFF_ROUTE,
        summary: 'The box-office staff and their venues (administrators only)',
        response: { 200: ZStaffList, 403: ZErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      await requireAdmin(request);
      return list(request);
    },
  );

  for (const [path, change] of [
    ['grant', 'grant'],
    ['revoke', 'revoke'],
  ] as const) {
    app.post(
      `/staff/${path}`,
      {
        schema: {
          ...STAFF_ROUTE,
          operationId: change === 'grant' ? 'grantStaffRole' : 'revokeStaffRole',
          summary:
            change === 'grant'
              ? 'Make an account staff of a venue, or of the whole site (administrators only)'
              : 'Take a venue (or the whole site) back from a staff member (administrators only)',
          body: ZStaffGrant,
          response: { 200: ZStaffList, 400: ZValidationErrors, 403: ZErrorDetail },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        const admin = await requireAdmin(request);
        checked(
          await repository[change]({
            email: request.body.email,
            venueId: request.body.venue,
            adminUserId: admin.userId,
            requestId: String(request.id),
            ip: request.ip,
            now: clock.now(),
          }),
        );
        return list(request);
      },
    );
  }
};
