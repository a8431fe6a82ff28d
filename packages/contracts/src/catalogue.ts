// Owns the catalogue shapes every listing shares (SPEC.md 3): the Event (closest event or session),
// the performance card of listings and search, the venue card with halls and subways. Endpoint
// specific request and response schemas live next to these, in files of their own area.
import { z } from 'zod';

export const VENUE_TYPES = ['THEATER', 'ORGANIZATOR'] as const;
export const ZVenueType = z.enum(VENUE_TYPES);
export type TVenueType = z.infer<typeof ZVenueType>;

/** Prices on the wire are roubles with at most two decimals (docs/api.md), from integer kopecks. */
export const ZPrice = z.number().min(0);

export const ZEvent = z
  .object({
    id: z.number().int(),
    nombilkn: z.number().int().describe('Box-office number of the event.'),
    age: z.number().int().describe('Minimum age in years (the event override, else the performance).'),
    city_title: z.string(),
    hall_title: z.string(),
    hall_slug: z.string(),
    hall_subtitle: z.string().nullable(),
    eventdate: z.string().describe('Venue-local date, YYYY-MM-DD.'),
    eventtime: z.string().describe('Venue-local time, HH:mm:ss.'),
    withopendate: z.union([z.literal(0), z.literal(1)]).describe('1: an open-date ticket.'),
    begindate: z.string().nullable().describe('Open-date tickets: first valid date, YYYY-MM-DD.'),
    begindate_now: z
      .string()
      .nullable()
      .describe('Open-date tickets: the later of begindate and today, YYYY-MM-DD (what is shown).'),
    begintime: z.string().nullable().describe('Open-date tickets: first valid time, HH:mm:ss.'),
    minpricesell: ZPrice.nullable(),
    maxpricesell: ZPrice.nullable(),
    sale_status: z.enum(['on_sale', 'sold_out', 'not_on_sale', 'cancelled', 'announced']),
    named_tickets: z
      .boolean()
      .optional()
      .describe("Every ticket carries its holder's name and document (asked at checkout)."),
  })
  .meta({ id: 'Event' });
export type TEvent = z.infer<typeof ZEvent>;

export const ZPerformanceCard = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    original_image: z.string().nullable().describe('URL of the poster (under /media/).'),
    rating: z.number().nullable(),
    age: z.number().int(),
    venue_name: z.string(),
    min_price: ZPrice.nullable().describe('Lowest price of the upcoming events in scope.'),
    closest_event: ZEvent.nullable().describe('The next event in scope (city, filters); null when none.'),
  })
  .meta({ id: 'PerformanceCard' });
export type TPerformanceCard = z.infer<typeof ZPerformanceCard>;

export const ZSubway = z.object({ title: z.string(), color: z.string() }).meta({ id: 'Subway' });
export type TSubway = z.infer<typeof ZSubway>;

export const ZHall = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    subtitle: z.string().nullable(),
    address: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    subways: z.array(ZSubway),
  })
  .meta({ id: 'Hall' });
export type THall = z.infer<typeof ZHall>;

export const ZVenueCard = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    type: ZVenueType,
    name: z.string(),
    logo: z.string().nullable(),
    city_title: z.string().optional().describe("The venue's city, in the visitor's language."),
    city_slug: z
      .string()
      .optional()
      .describe("The venue's city's slug (a performance's page, its recommendations)."),
    halls: z.array(ZHall),
  })
  .meta({ id: 'VenueCard' });
export type TVenueCard = z.infer<typeof ZVenueCard>;
