// Owns the city rules of SPEC.md: the list in order, the visitor's city (stored choice, else the city found for
// the visitor's address when the site is configured for it, else the site's default city, else the first city)
// and choosing one for the session.
import type { TCity, TLocale } from '@afisha/contracts';
import { pickLocale } from '@afisha/db';
import { AppError, FieldValidationError } from '../../lib/app-error.ts';
import type { CitiesRepository, CityInLocale, CityRow } from './cities.repository.ts';

/** The part of a session the city rules read and write. */
export type CityChoiceHolder = { citySlug: string | null };

export type CitiesService = {
  list(locale: TLocale): Promise<TCity[]>;
  /** `located`: the city name the edge found for the visitor's address (CITY_HEADER), if any. */
  current(holder: CityChoiceHolder, locale: TLocale, located?: string | null): Promise<TCity>;
  choose(holder: CityChoiceHolder, slug: string, locale: TLocale): Promise<TCity>;
};

export function toCity(row: CityRow, locale: TLocale): TCity {
  return {
    id: row.id,
    slug: row.slug,
    city_name: pickLocale(row.name, locale),
    city_name_case: pickLocale(row.nameCase, locale),
  };
}

/** A city already read in one locale (CityInLocale), in the API shape. */
export function cityFromRow(row: CityInLocale): TCity {
  return { id: row.id, slug: row.slug, city_name: row.name, city_name_case: row.nameCase };
}

export function createCitiesService(deps: { repository: CitiesRepository }): CitiesService {
  const { repository } = deps;
  return {
    async list(locale) {
      return (await repository.listActive(locale)).map(cityFromRow);
    },
    async current(holder, locale, located) {
      // A stored city that was since deactivated or renamed falls through to the next rule.
      const chosen = holder.citySlug ? await repository.findActiveBySlug(holder.citySlug, locale) : null;
      const near = !chosen && located ? await repository.findActiveByName(located, locale) : null;
      const city =
        chosen ??
        near ??
        (await repository.findSiteDefault(locale)) ??
        (await repository.listActive(locale))[0];
      if (!city) throw new AppError('not_found', 404);
      return cityFromRow(city);
    },
    async choose(holder, slug, locale) {
      const city = await repository.findActiveBySlug(slug, locale);
      if (!city) {
        throw new FieldValidationError([
          {
            field: 'city_slug',
            code: 'does_not_exist',
            message: 'city.does_not_exist',
            params: { slug: slug.slice(0, 100) },
          },
        ]);
      }
      holder.citySlug = city.slug;
      return cityFromRow(city);
    },
  };
}
