// Owns the city contracts (SPEC.md 3 "City"): the list, the visitor's city and choosing one.
import { z } from 'zod';

export const DEFAULT_CITY_SLUG = 'moscow';

export const ZCity = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    city_name: z.string(),
    city_name_case: z.string().describe('The name in the prepositional case: "в Москве" → "Москве".'),
  })
  .meta({ id: 'City' });
export type TCity = z.infer<typeof ZCity>;

export const ZCityList = z.array(ZCity);
export type TCityList = z.infer<typeof ZCityList>;

export const ZCityChoiceRequest = z.object({
  city_slug: z.string().trim().min(1).max(100),
});
export type TCityChoiceRequest = z.infer<typeof ZCityChoiceRequest>;
