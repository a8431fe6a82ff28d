// Owns the contracts of the shell's own calls that have no area file yet (SPEC.md sections 3 and 5): the newsletter
// and callback forms and the unread-notification probe of the header. The web forms validate with
// these same schemas before posting.
import { z } from 'zod';
import { paginated } from './pagination.ts';

// The format is checked before the length, so an overlong address is reported as a malformed one.
const ZEmail = z.string().trim().pipe(z.email().max(254));

export const ZNewsletterRequest = z.object({
  email: ZEmail,
  name: z.string().trim().min(1).max(100),
  city: z.string().trim().min(1).max(100).describe('Slug of the chosen city.'),
});
export type TNewsletterRequest = z.infer<typeof ZNewsletterRequest>;

export const CALLBACK_TYPES = ['callback', 'question'] as const;

export const ZCallbackRequest = z.object({
  email: ZEmail,
  question: z.string().trim().min(1).max(5000),
  topic: z.string().trim().max(200).optional(),
  type: z.enum(CALLBACK_TYPES),
});
export type TCallbackRequest = z.infer<typeof ZCallbackRequest>;

/** GET /notifications?is_viewed=false&query={id}: enough to know whether anything is unread. */
export const ZNotificationIdPage = paginated(z.object({ id: z.number().int() }));
