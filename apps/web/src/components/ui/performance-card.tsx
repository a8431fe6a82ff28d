// The performance card of every listing (ZPerformanceCard): poster, title, age badge, venue, the closest date line
// (SPEC.md section 4) and the lowest price. The whole card is one link to the performance page; the favourite heart
// sits over the poster's corner, above that link (its state is the visitor's, read in the browser).
import type { TPerformanceCard } from '@afisha/contracts';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { useEventDate } from '@/lib/format/use-event-date';
import { usePriceText } from '@/lib/format/use-price';
import { routes } from '@/lib/routes';
import { AgeBadge } from './age-badge';
import { FavoriteButton } from './favorite-button';
import { LazyImage } from './lazy-image';

// Cards sit 2 across on phones, 3 from 768 px, 4 from 1024 px in the 1260 px column.
const POSTER_SIZES = '(min-width: 1024px) 300px, (min-width: 768px) 33vw, 50vw';

type PerformanceCardProps = { card: TPerformanceCard; headingLevel?: 'h2' | 'h3'; eager?: boolean };

export function PerformanceCard({ card, headingLevel: Heading = 'h3', eager = false }: PerformanceCardProps) {
  const t = useTranslations('Card');
  const dateLine = useEventDate();
  const price = usePriceText();
  const minPrice = card.min_price ?? card.closest_event?.minpricesell ?? null;

  return (
    <article className="group relative flex h-full flex-col gap-2">
      <div className="relative aspect-[2/3] overflow-hidden rounded-xl bg-surface">
        <LazyImage
          src={card.original_image}
          alt={t('poster', { title: card.title })}
          fill
          sizes={POSTER_SIZES}
          eager={eager}
          className="object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <AgeBadge age={card.age} className="absolute top-2 left-2" />
      </div>
      <FavoriteButton performance={card.id} title={card.title} className="absolute top-2 right-2" />
      <Heading className="text-base font-bold leading-snug text-ink md:text-lg">
        <Link
          href={routes.performance(card.slug)}
          className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand group-hover:text-brand"
        >
          {card.title}
        </Link>
      </Heading>
      <p className="text-sm text-muted">{card.venue_name}</p>
      <p className="text-sm text-ink">
        {card.closest_event ? dateLine(card.closest_event) : t('noSessions')}
      </p>
      {minPrice !== null ? <p className="mt-auto font-semibold text-ink">{price.from(minPrice)}</p> : null}
    </article>
  );
}
