// The top of a performance page: poster, title, age, genres and tags, rating, running time, venue and price range,
// the way to the schedule and the favourite toggle.
import { useTranslations } from 'next-intl';
import { AgeBadge } from '@/components/ui/age-badge';
import { ChipList, chipClass } from '@/components/ui/chip-list';
import { FavoriteButton } from '@/components/ui/favorite-button';
import { LazyImage } from '@/components/ui/lazy-image';
import { Link } from '@/i18n/navigation';
import { formatDuration } from '@/lib/format/duration';
import { usePriceText } from '@/lib/format/use-price';
import { routes } from '@/lib/routes';
import type { TPerformanceDetail } from '../api/performance.api';
import { posterOf } from '../poster';

export function PerformanceHero({ performance }: { performance: TPerformanceDetail }) {
  const t = useTranslations('Performance');
  const format = useTranslations('Format');
  const price = usePriceText();
  const duration = formatDuration(performance.duration, {
    hours: (count) => format('hours', { count }),
    minutes: (count) => format('minutes', { count }),
  });
  const { min_price: min, max_price: max, venue } = performance;

  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,320px)_1fr] md:gap-10">
      <div className="relative mx-auto aspect-[2/3] w-full max-w-xs overflow-hidden rounded-2xl bg-surface md:max-w-none">
        <LazyImage
          src={posterOf(performance)}
          alt={t('poster')}
          fill
          eager
          sizes="(min-width: 768px) 320px, 320px"
          className="object-cover"
        />
      </div>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <AgeBadge age={performance.age} className="text-sm" />
          {performance.rating ? (
            <span className="text-sm font-semibold text-ink">
              <span aria-hidden="true">★ {performance.rating.toFixed(1)}</span>
              <span className="sr-only">{format('rating', { rating: performance.rating.toFixed(1) })}</span>
            </span>
          ) : null}
        </div>
        <h1 className="text-3xl font-bold text-balance text-ink md:text-5xl">{performance.title}</h1>
        {performance.short_description ? (
          <p className="text-lg text-pretty text-muted">{performance.short_description}</p>
        ) : null}
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-ink sm:grid-cols-2">
          {venue ? (
            <div>
              <dt className="text-sm text-muted">{t('venue')}</dt>
              <dd>
                <Link href={routes.venue(venue.type, venue.slug)} className="font-semibold hover:text-brand">
                  {venue.name}
                </Link>
              </dd>
            </div>
          ) : null}
          {duration ? (
            <div>
              <dt className="text-sm text-muted">{t('duration')}</dt>
              <dd className="font-semibold">{duration}</dd>
            </div>
          ) : null}
          {min != null ? (
            <div>
              <dt className="text-sm text-muted">{t('price')}</dt>
              <dd className="font-semibold">{price.range(min, max ?? min)}</dd>
            </div>
          ) : null}
        </dl>
        {performance.genres.length > 0 ? (
          <ChipList label={t('genres')}>
            {performance.genres.map((genre) => (
              <li key={genre.slug}>
                <Link href={{ pathname: routes.events, query: { genres: genre.slug } }} className={chipClass}>
                  {genre.name}
                </Link>
              </li>
            ))}
          </ChipList>
        ) : null}
        {performance.tags.length > 0 ? (
          <ChipList label={t('tags')}>
            {performance.tags.map((tag) => (
              <li key={tag.slug}>
                <Link href={{ pathname: routes.events, query: { tags: tag.slug } }} className={chipClass}>
                  #{tag.name}
                </Link>
              </li>
            ))}
          </ChipList>
        ) : null}
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <a
            href="#schedule"
            className="inline-flex w-fit items-center justify-center rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {t('schedule')}
          </a>
          <FavoriteButton performance={performance.id} title={performance.title} variant="labelled" />
        </div>
      </div>
    </div>
  );
}
