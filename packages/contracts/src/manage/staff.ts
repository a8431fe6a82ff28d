// Owns the back office's contracts of people and their roles per venue (docs/api.md "Back office": /manage/staff, which
// extends /staff/grant and /staff/revoke): a venue `manager` runs the venue's catalogue and sessions, `box_office`
// sells and checks tickets; a role with no venue covers the whole site. One role per person and venue (granting the
// other one replaces it; a manager has the box office's rights too). Administrators only.
import { z } from 'zod';
import { ZEmailField } from '../forms.ts';
import { paginated } from '../pagination.ts';
import { ZManageListQuery } from './common.ts';

export const ZStaffRole = z.enum(['box_office', 'manager']);
export type TStaffRole = z.infer<typeof ZStaffRole>;

const queryId = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);

export const ZManageStaffQuery = ZManageListQuery.extend({
  venue: queryId.optional().describe('People with a role at this venue (site-wide roles included).'),
  role: z.enum(['box_office', 'manager', 'admin']).optional(),
  ordering: z.enum(['email', '-email', 'name']).optional(),
});
export type TManageStaffQuery = z.input<typeof ZManageStaffQuery>;

export const ZManageStaffMember = z
  .object({
    user: z.number().int(),
    email: z.string(),
    name: z.string(),
    is_admin: z.boolean(),
    /** `venue: null`: the whole site. */
    roles: z.array(
      z.object({
        venue: z.object({ id: z.number().int(), name: z.string() }).nullable(),
        role: ZStaffRole,
      }),
    ),
  })
  .meta({ id: 'ManageStaffMember' });
export type TManageStaffMember = z.infer<typeof ZManageStaffMember>;

export const ZManageStaffPage = paginated(ZManageStaffMember).meta({ id: 'ManageStaffPage' });
export type TManageStaffPage = z.infer<typeof ZManageStaffPage>;

/** POST /manage/staff/grant and /manage/staff/revoke: answered with the person's roles after the change. */
export const ZManageStaffChange = z
  .object({
    email: ZEmailField.describe('An existing account.'),
    venue: z
      .number()
      .int()
      .min(1)
      .max(2_147_483_647)
      .nullable()
      .describe('The venue, or null for the whole site.'),
    role: ZStaffRole,
  })
  .strict()
  .meta({ id: 'ManageStaffChange' });
export type TManageStaffChange = z.input<typeof ZManageStaffChange>;
