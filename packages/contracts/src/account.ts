// Owns the contracts of /account endpoints (session-bound; sign-in and profile come with their issue).
import { z } from 'zod';

export const ZCsrfResponse = z.object({
  csrf: z
    .string()
    .describe('Send this value in the X-CSRFToken header of every POST, PUT, PATCH and DELETE.'),
});
export type TCsrfResponse = z.infer<typeof ZCsrfResponse>;
