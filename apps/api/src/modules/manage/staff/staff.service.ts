// Owns the rules of the back office's role changes: the person is an existing account and the venue an existing one
// (field errors otherwise), the change is the box office's repository's (one transaction with its audit row), and
// the answer is the person's roles after it.
import type { TManageStaffMember, ZManageStaffChange } from '@afisha/contracts/manage/staff';
import type { Locale } from '@afisha/db';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, FieldValidationError } from '../../../lib/app-error.ts';
import type { StaffRolesRepository } from '../../box-office/staff-roles.repository.ts';
import type { ManageDeps } from '../manage-deps.ts';
import { createManageStaffRepository, type StaffListQuery } from './staff.repository.ts';

export function createManageStaffService({
  db,
  clock,
  roles,
}: Pick<ManageDeps, 'db' | 'clock'> & { roles: StaffRolesRepository }) {
  const repository = createManageStaffRepository(db);
  return {
    list: (query: StaffListQuery, locale: Locale) => repository.list(query, locale),

    async change(
      kind: 'grant' | 'revoke',
      request: FastifyRequest,
      adminUserId: number,
      body: z.output<typeof ZManageStaffChange>,
      locale: Locale,
    ): Promise<TManageStaffMember> {
      const result = await roles[kind]({
        email: body.email,
        venueId: body.venue,
        role: body.role,
        adminUserId,
        requestId: String(request.id),
        ip: request.ip,
        now: clock.now(),
      });
      if (result.kind === 'no_user')
        throw new FieldValidationError([{ field: 'email', code: 'does_not_exist' }]);
      if (result.kind === 'no_venue')
        throw new FieldValidationError([{ field: 'venue', code: 'does_not_exist' }]);
      const member = await repository.member(result.userId, locale);
      if (!member) throw new AppError('not_found', 404);
      return member;
    },
  };
}

export type ManageStaffService = ReturnType<typeof createManageStaffService>;
