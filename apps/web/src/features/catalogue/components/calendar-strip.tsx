// The calendar strip of /events: the next dates that have events (GET /eventdates), each a link that narrows the
// listing to that day while keeping the other filters; "all dates" clears the day. Scrolls sideways on phones.
import { useFormatter, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { routes } from '@/lib/routes';
import { type EventsFilters, filtersToSearch } from '../events-filters';

// Three weeks of dates with events is what a visitor scans; the range filters reach further.
const DATES_SHOWN = 21;

const dayClass =
  'flex min-w-16 flex-col items-center rounded-xl border px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

type CalendarStripProps = { dates: readonly string[]; filters: EventsFilters };

export function CalendarStrip({ dates, filters }: CalendarStripProps) {
  const t = useTranslations('Events');
  const format = useFormatter();
  const hrefFor = (date: string | undefined) => ({
    pathname: routes.events,
    query: definedOnly({
      ...filtersToSearch(filters),
      date,
      date_from: undefined,
      date_to: undefined,
      page: undefined,
    }),
  });
  const shown = dates.slice(0, DATES_SHOWN);

  return (
    <nav aria-label={t('calendar')} className="-mx-4 overflow-x-auto px-4 pb-2">
      <ul className="flex gap-2">
        <li>
          <Link
            href={hrefFor(undefined)}
            aria-current={filters.date ? undefined : 'page'}
            className={`${dayClass} h-full justify-center font-semibold ${filters.date ? 'border-line text-ink hover:border-brand' : 'border-brand bg-brand text-white'}`}
          >
            {t('anyDate')}
          </Link>
        </li>
        {shown.map((date) => {
          const day = new Date(`${date}T12:00:00Z`);
          const current = filters.date === date;
          const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
          return (
            <li key={date}>
              <Link
                href={hrefFor(date)}
                aria-current={current ? 'page' : undefined}
                aria-label={format.dateTime(day, {
                  weekday: 'long',
                  day: 'numeric',
                  month: 'long',
                  timeZone: 'UTC',
                })}
                className={`${dayClass} ${current ? 'border-brand bg-brand text-white' : 'border-line text-ink hover:border-brand'}`}
              >
                <span className={current ? '' : weekend ? 'text-brand' : 'text-muted'}>
                  {format.dateTime(day, { weekday: 'short', timeZone: 'UTC' })}
                </span>
                <span className="text-lg font-bold">{day.getUTCDate()}</span>
                <span className={current ? '' : 'text-muted'}>
                  {format.dateTime(day, { month: 'short', timeZone: 'UTC' })}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function definedOnly(query: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
