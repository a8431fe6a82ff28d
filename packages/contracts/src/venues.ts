// Owns the venue page contract (GET /theaters/{slug}): the shared venue card of catalogue.ts plus
// what only the page shows (description, contacts, city).
import { z } from 'zod';
import { ZVenueCard } from './catalogue.ts';
import { ZCity } from './cities.ts';

export const ZVenueSlugParams = z.object({ slug: z.string() });
export type TVenueSlugParams = z.infer<typeof ZVenueSlugParams>;

export const ZVenueDetail = ZVenueCard.extend({
  description: z.string().nullable().describe('Plain text, paragraphs separated by blank lines.'),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  city: ZCity,
}).meta({ id: 'VenueDetail' });
export type TVenueDetail = z.infer<typeof ZVenueDetail>;
