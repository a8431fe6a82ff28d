// Owns the notification contracts the storefront needs before accounts arrive: the header's probe for unread
// notifications (GET /notifications?is_viewed=false&query={id}), whose answer is a page of ids.
import { z } from 'zod';
import { paginated } from './pagination.ts';

export const ZNotificationIdPage = paginated(z.object({ id: z.number().int() }));
export type TNotificationIdPage = z.infer<typeof ZNotificationIdPage>;
