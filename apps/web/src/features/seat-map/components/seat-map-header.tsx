// The server-rendered top of a seat map page: the way back to the performance's schedule, the title, the session's
// SPEC.md date line (date, time, hall), the venue and city, and the age rating. Catalogue data only: the page stays
// cacheable; everything about the visitor is drawn by the map in the browser.
import type { TEventWithPerformance } from '@afisha/contracts';
import { useTranslations } from 'next-intl';
import { AgeBadge } from '@/components/ui/age-badge';
import { textLinkClass } from '@/components/ui/section';
import { Link } from '@/i18n/navigation';
import { useEventDate } from '@/lib/format/use-event-date';
import { routes } from '@/lib/routes';

export function SeatMapHeader({ event }: { event: TEventWithPerformance }) {
  const t = useTranslations('SeatMap');
  const dateLine = useEventDate();
  return (
    <header className="flex flex-col gap-2">
      <Link
        href={`${routes.performance(event.performance.slug)}#schedule`}
        className={`${textLinkClass} self-start text-sm`}
      >
        <span aria-hidden="true">← </span>
        {t('backToPerformance')}
      </Link>
      <p className="text-sm font-semibold uppercase tracking-wider text-brand">{t('eyebrow')}</p>
      <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold text-balance text-ink md:text-4xl">
        {event.performance.title}
        <AgeBadge age={event.age} className="text-sm" />
      </h1>
      <p className="text-lg font-semibold text-ink">{dateLine(event)}</p>
      <p className="text-muted">
        {t('venueCity', { venue: event.performance.venue_name, city: event.city_title })}
      </p>
    </header>
  );
}
