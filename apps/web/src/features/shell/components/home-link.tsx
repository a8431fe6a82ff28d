'use client';
// The logo's link: the home page of the visitor's chosen city (`/` for the default city, `/city/{slug}` for another),
// so the logo never takes a visitor of Kazan to Moscow's listing. The header is the same cached shell for every
// city; the choice is known once the city chooser has read it from storage, right after hydration.
import type { ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';
import { cityHomePath, DEFAULT_CITY_SLUG } from '@/lib/chosen-city';
import { useChosenCity } from '@/lib/shell-state';

export function HomeLink(props: Omit<ComponentProps<typeof Link>, 'href'>) {
  const { city } = useChosenCity();
  return <Link {...props} href={cityHomePath(city?.slug ?? DEFAULT_CITY_SLUG)} />;
}
