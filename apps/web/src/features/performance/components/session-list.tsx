// The schedule of a performance: every upcoming session with its SPEC.md date line (open-date tickets as a range),
// its lowest price and a buy button that opens the session's seat map at /events/{id}.
import type { TEvent } from '@afisha/contracts';
import { useTranslations } from 'next-intl';
import { primaryActionClass } from '@/components/ui/notice';
import { Link } from '@/i18n/navigation';
import { useEventDate } from '@/lib/format/use-event-date';
import { usePriceText } from '@/lib/format/use-price';
import { routes } from '@/lib/routes';

export function SessionList({ sessions }: { sessions: readonly TEvent[] }) {
  const t = useTranslations('Performance');
  const dateLine = useEventDate();
  const price = usePriceText();
  if (sessions.length === 0) return <p className="text-muted">{t('noSessions')}</p>;

  return (
    <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line">
      {sessions.map((session) => {
        const date = dateLine(session);
        return (
          <li
            key={session.id}
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex flex-col gap-0.5">
              <p className="font-semibold text-ink">{date}</p>
              {session.minpricesell !== null ? (
                <p className="text-sm text-muted">{price.from(session.minpricesell)}</p>
              ) : null}
            </div>
            {session.sale_status === 'on_sale' ? (
              <Link
                href={routes.event(session.id)}
                aria-label={t('buyLabel', { date })}
                className={`${primaryActionClass} shrink-0 px-5 py-2.5`}
              >
                {t('buy')}
              </Link>
            ) : (
              <span className="shrink-0 rounded-full bg-surface px-5 py-2.5 text-center font-semibold text-muted">
                {session.sale_status === 'sold_out' ? t('soldOut') : t('notOnSale')}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
