// Owns the /share contract: links to share the public page of a performance or of an event.
import { z } from 'zod';
import { ZIdParam, ZSlugParam } from './catalogue-query.ts';

export const ZShareQuery = z.object({
  performance: ZSlugParam.optional().describe('Performance slug; give this or event.'),
  event: ZIdParam.optional().describe('Event id; give this or performance.'),
});
export type TShareQuery = z.infer<typeof ZShareQuery>;

export const ZShareLinks = z
  .object({
    url: z.string().describe("The page on the public site, in the visitor's language."),
    title: z.string(),
    vk: z.string(),
    telegram: z.string(),
    whatsapp: z.string(),
    ok: z.string(),
    x: z.string(),
    email: z.string().describe('A mailto: link.'),
  })
  .meta({ id: 'ShareLinks' });
export type TShareLinks = z.infer<typeof ZShareLinks>;
