// The home page of one city, shared by `/` (the default city) and `/city/{slug}`: composes the features shown
// there. Main slides, closest performances, collections and banners slot in below the city list as they arrive.

import type { TCity } from '@afisha/contracts';
import { useTranslations } from 'next-intl';
import { Container } from '@/components/ui/container';
import { CityList } from '@/features/city/components/city-list';

type HomeScreenProps = { city: TCity | undefined; cities: readonly TCity[] };

export function HomeScreen({ city, cities }: HomeScreenProps) {
  const t = useTranslations('Home');
  return (
    <Container className="flex flex-col gap-10 py-8 md:py-12">
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold text-balance text-ink md:text-5xl">
          {city ? t('heading', { cityCase: city.city_name_case }) : t('lead')}
        </h1>
        {city ? <p className="max-w-2xl text-lg text-muted">{t('lead')}</p> : null}
      </div>
      <CityList cities={cities} currentSlug={city?.slug} />
    </Container>
  );
}
