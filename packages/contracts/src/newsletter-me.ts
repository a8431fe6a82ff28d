// Owns the contracts of GET and PUT /newsletter/me: whether the signed-in customer's own address
// receives the announcements, and switching it on or off. The anonymous form is POST /newsletter
// (forms.ts); both write the same subscription, one per address.
import { z } from 'zod';

export const ZNewsletterMe = z
  .object({
    subscribed: z.boolean(),
    email: z.string().describe("The account's address, the one subscribed."),
  })
  .meta({ id: 'NewsletterMe' });
export type TNewsletterMe = z.infer<typeof ZNewsletterMe>;

export const ZNewsletterMeRequest = z.object({ subscribed: z.boolean() });
export type TNewsletterMeRequest = z.infer<typeof ZNewsletterMeRequest>;
