// Owns the /artists contracts: the artist list (by city, by name prefix) and an artist's page
// with the performances they play in.
import { z } from 'zod';
import { ZPerformanceCard } from './catalogue.ts';
import { ZSlugParam } from './catalogue-query.ts';
import { ZPaginationQuery } from './pagination.ts';

export const ARTIST_SEARCH_MAX_LENGTH = 100;

export const ZArtist = z
  .object({ id: z.number().int(), slug: z.string(), name: z.string(), photo: z.string().nullable() })
  .meta({ id: 'Artist' });
export type TArtist = z.infer<typeof ZArtist>;

export const ZArtistListQuery = ZPaginationQuery.extend({
  city: ZSlugParam.optional().describe("Only artists of that city's upcoming performances."),
  search: z
    .string()
    .trim()
    .max(ARTIST_SEARCH_MAX_LENGTH)
    .optional()
    .describe('Start of the name or of a word of it, in any language; case and ё/е do not matter.'),
  letter: z
    .string()
    .trim()
    .regex(/^\p{L}$/u)
    .optional()
    .describe(
      "One letter: the artists whose name in the visitor's language starts with it (the list's order); case and ё/е do not matter.",
    ),
});
export type TArtistListQuery = z.infer<typeof ZArtistListQuery>;

export const ZArtistSlugParams = z.object({ slug: ZSlugParam });

export const ZArtistDetailQuery = z.object({
  city: ZSlugParam.optional().describe('Only performances with an upcoming event in that city.'),
});
export type TArtistDetailQuery = z.infer<typeof ZArtistDetailQuery>;

export const ZArtistDetail = ZArtist.extend({
  bio: z.string().nullable(),
  performances: z
    .array(ZPerformanceCard)
    .describe('Published performances with this artist, those with upcoming events first (at most 100).'),
}).meta({ id: 'ArtistDetail' });
export type TArtistDetail = z.infer<typeof ZArtistDetail>;
