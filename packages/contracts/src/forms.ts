// Owns the contracts of the visitor forms (SPEC.md 3 and 5): newsletter subscription, callback or
// question request, and site feedback. The same schemas validate the web forms and the API.
import { z } from 'zod';

export const EMAIL_MAX_LENGTH = 254;
export const NEWSLETTER_NAME_MAX_LENGTH = 100;
export const CALLBACK_QUESTION_MAX_LENGTH = 2000;
export const CALLBACK_TOPIC_MAX_LENGTH = 200;
export const FEEDBACK_TEXT_MAX_LENGTH = 2000;
export const FEEDBACK_PAGE_MAX_LENGTH = 500;

/** Required, trimmed, lower-cased, then checked: what is stored and compared. */
export const ZEmailField = z.string().trim().toLowerCase().min(1).max(EMAIL_MAX_LENGTH).pipe(z.email());

export const ZNewsletterRequest = z.object({
  email: ZEmailField,
  name: z.string().trim().min(1).max(NEWSLETTER_NAME_MAX_LENGTH),
  city: z.string().trim().min(1).max(100).describe('Slug of an active city.'),
});
export type TNewsletterRequest = z.infer<typeof ZNewsletterRequest>;
export const ZNewsletterSubscription = z
  .object({ email: z.string(), name: z.string(), city: z.string() })
  .meta({ id: 'NewsletterSubscription' });
export type TNewsletterSubscription = z.infer<typeof ZNewsletterSubscription>;

export const CALLBACK_TYPES = ['callback', 'question'] as const;

export const ZCallbackRequest = z.object({
  email: ZEmailField,
  question: z.string().trim().min(1).max(CALLBACK_QUESTION_MAX_LENGTH),
  topic: z
    .string()
    .trim()
    .max(CALLBACK_TOPIC_MAX_LENGTH)
    .nullish()
    .transform((topic) => (topic ? topic : null))
    .describe('Optional; empty means none.'),
  type: z.enum(CALLBACK_TYPES),
});
export type TCallbackRequest = z.infer<typeof ZCallbackRequest>;
export const ZCallbackReceipt = z
  .object({
    email: z.string(),
    question: z.string(),
    topic: z.string().nullable(),
    type: z.enum(CALLBACK_TYPES),
  })
  .meta({ id: 'CallbackReceipt' });
export type TCallbackReceipt = z.infer<typeof ZCallbackReceipt>;

export const ZSiteFeedbackRequest = z.object({
  rating: z.number().int().min(1).max(5),
  text: z.string().trim().max(FEEDBACK_TEXT_MAX_LENGTH).default(''),
  page: z.string().trim().min(1).max(FEEDBACK_PAGE_MAX_LENGTH).describe('Path or URL of the page rated.'),
});
export type TSiteFeedbackRequest = z.infer<typeof ZSiteFeedbackRequest>;
export const ZSiteFeedbackReceipt = z
  .object({ rating: z.number().int(), text: z.string(), page: z.string() })
  .meta({ id: 'SiteFeedbackReceipt' });
export type TSiteFeedbackReceipt = z.infer<typeof ZSiteFeedbackReceipt>;
