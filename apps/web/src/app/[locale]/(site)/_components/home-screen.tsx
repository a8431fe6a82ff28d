// The home page of one city, shared by `/` (the default city) and `/city/{slug}`: main slides, the closest
// performances, collections, recommendations and the gift-certificate banner, then the other cities.
import type { TCity } from '@afisha/contracts';
import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/ui/card-grid';
import { Container } from '@/components/ui/container';
import { Section, textLinkClass } from '@/components/ui/section';
import { CityList } from '@/features/city/components/city-list';
import { fetchCollections } from '@/features/collections/api/collections.api';
import { CollectionList } from '@/features/collections/components/collection-list';
import {
  fetchClosest,
  fetchGiftCardBanners,
  fetchMainSlides,
  fetchRecommendations,
} from '@/features/home/api/home.api';
import { GiftCardBanner } from '@/features/home/components/gift-card-banner';
import { MainSlider } from '@/features/home/components/main-slider';
import { Link } from '@/i18n/navigation';
import { routes } from '@/lib/routes';

type HomeScreenProps = { locale: string; city: TCity; cities: readonly TCity[] };

const COLLECTIONS_SHOWN = 6;
const RECOMMENDATIONS_SHOWN = 4;

export async function HomeScreen({ locale, city, cities }: HomeScreenProps) {
  const [t, home, slides, closest, collections, recommendations, giftCards] = await Promise.all([
    getTranslations('HomePage'),
    getTranslations('Home'),
    fetchMainSlides(locale, city.slug),
    fetchClosest(locale, city.slug),
    fetchCollections(locale, city.slug),
    fetchRecommendations(locale, city.slug),
    fetchGiftCardBanners(locale, city.slug),
  ]);
  // The city spelled out: without it, the listings show the visitor's chosen city, which may be another one.
  const eventsHref = { pathname: routes.events, query: { city: city.slug } };
  const collectionsHref = { pathname: routes.collections, query: { city: city.slug } };
  const giftCard = giftCards.ok ? giftCards.data[0] : undefined;

  return (
    <Container className="flex flex-col gap-12 py-6 md:py-10">
      <h1 className="text-3xl font-bold text-balance text-ink md:text-5xl">
        {home('heading', { cityCase: city.city_name_case })}
      </h1>
      {slides.ok && slides.data.length > 0 ? (
        <MainSlider
          slides={slides.data}
          labels={{
            region: t('slides'),
            previous: t('slidePrevious'),
            next: t('slideNext'),
            goTo: slides.data.map((_slide, index) => t('slideGoTo', { number: index + 1 })),
          }}
        />
      ) : null}
      {closest.ok && closest.data.results.length > 0 ? (
        <Section
          id="closest"
          title={t('closest')}
          action={
            <Link href={eventsHref} className={textLinkClass}>
              {t('allEvents')}
            </Link>
          }
        >
          <CardGrid cards={closest.data.results} />
        </Section>
      ) : null}
      {collections.ok && collections.data.length > 0 ? (
        <Section
          id="collections"
          title={t('collections')}
          action={
            <Link href={collectionsHref} className={textLinkClass}>
              {t('allCollections')}
            </Link>
          }
        >
          <CollectionList collections={collections.data.slice(0, COLLECTIONS_SHOWN)} />
        </Section>
      ) : null}
      {recommendations.ok && recommendations.data.length > 0 ? (
        <Section id="recommendations" title={t('recommendations')}>
          <CardGrid cards={recommendations.data.slice(0, RECOMMENDATIONS_SHOWN)} />
        </Section>
      ) : null}
      {giftCard ? <GiftCardBanner banner={giftCard} /> : null}
      <CityList cities={cities} currentSlug={city.slug} />
    </Container>
  );
}
