// The list of cities with a listing, each a link to that city's home page; the city being shown is greyed and not
// a link (SPEC.md section 4). The full city chooser (header popover, first-visit tooltip) reuses cityHref.

import type { TCity } from '@afisha/contracts';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { cityHref } from '../city-routes';

type CityListProps = { cities: readonly TCity[]; currentSlug: string | undefined };

export function CityList({ cities, currentSlug }: CityListProps) {
  const t = useTranslations('City');
  return (
    <section aria-labelledby="city-list-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="city-list-heading" className="text-xl font-bold text-ink md:text-2xl">
          {t('listHeading')}
        </h2>
        <p className="text-sm text-muted">{t('count', { count: cities.length })}</p>
      </div>
      <ul className="grid grid-cols-1 gap-2 2xs:grid-cols-2 sm-wide:grid-cols-3 lg:grid-cols-4">
        {cities.map((city) => (
          <li key={city.id}>
            {city.slug === currentSlug ? (
              <span
                aria-current="page"
                title={t('current')}
                className="flex h-full items-center rounded-xl border border-line bg-surface px-4 py-3 font-semibold text-muted"
              >
                {city.city_name}
              </span>
            ) : (
              <Link
                href={cityHref(city.slug)}
                className="flex h-full items-center rounded-xl border border-line bg-white px-4 py-3 font-semibold text-ink transition-colors hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
              >
                {city.city_name}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
