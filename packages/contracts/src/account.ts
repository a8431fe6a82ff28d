// Owns the contracts of /account endpoints (session-bound; sign-in and profile come with their issue).
import { z } from 'zod';

export const ZCsrfResponse = z.object({
  csrf: z
    .string()
    .describe('Send this value in the X-CSRFToken header of every POST, PUT, PATCH and DELETE.'),
});
export type TCsrfResponse = z.infer<typeof ZCsrfResponse>;

/** GET /account/me: the signed-in profile, or `{success: false}` for an anonymous visitor (API.md). */
export const ZAccountMe = z.union([
  z.looseObject({
    success: z.literal(true),
    email: z.string(),
    first_name: z.string().nullable().optional(),
    last_name: z.string().nullable().optional(),
    phone: z.string().nullable().optional(),
  }),
  z.object({ success: z.literal(false) }),
]);
export type TAccountMe = z.infer<typeof ZAccountMe>;
