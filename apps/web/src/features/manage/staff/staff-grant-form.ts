// Owns the values of the staff grant form. A role's venue is chosen on purpose: one venue, or the whole site spelt as
// a choice of its own (WHOLE_SITE). Left unchosen, the form says so in place, instead of sending `venue: null`, which
// the API reads as the whole site: an administrator who typed an address and pressed Grant would otherwise have made
// a manager of every venue.
import { ZManageStaffChange } from '@afisha/contracts/manage/staff';
import { z } from 'zod';

/** The whole site among the venue choices (no venue id is 0); sent as the API's `venue: null`. */
export const WHOLE_SITE = 0;

export const ZStaffGrantForm = ZManageStaffChange.extend({
  venue: z.union([z.literal(WHOLE_SITE).transform(() => null), ZManageStaffChange.shape.venue.unwrap()]),
});
