// The filters of /events as a plain GET form: it works before any JavaScript and writes every choice into the URL
// (city, genre, tag, venue, weekends, date range, ordering); submitting starts again from the first page. The city
// starts as the visitor's chosen one; "all cities" lists every city's performances.
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { ALL_CITIES } from '@/lib/chosen-city';
import { routes } from '@/lib/routes';
import { type EventsFilters, ORDERINGS, type Ordering } from '../events-filters';

type Choice = { slug: string; name: string };

type EventsFilterFormProps = {
  action: string;
  filters: EventsFilters;
  genres: readonly Choice[];
  tags: readonly Choice[];
  venues: readonly Choice[];
  cities: readonly Choice[];
};

const fieldClass =
  'h-11 w-full rounded-xl border border-line bg-white px-3 text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand';
const labelClass = 'flex flex-col gap-1 text-sm font-semibold text-ink';

const ORDERING_LABEL: Record<
  Ordering,
  'orderingClosest' | 'orderingPrice' | 'orderingRating' | 'orderingTitle'
> = {
  closest: 'orderingClosest',
  price: 'orderingPrice',
  '-rating': 'orderingRating',
  title: 'orderingTitle',
};

export function EventsFilterForm({ action, filters, genres, tags, venues, cities }: EventsFilterFormProps) {
  const t = useTranslations('Events');
  const select = (name: string, label: string, value: string | undefined, choices: readonly Choice[]) => (
    <label className={labelClass}>
      {label}
      <select name={name} defaultValue={value ?? ''} className={fieldClass}>
        <option value="">{t('any')}</option>
        {choices.map((choice) => (
          <option key={choice.slug} value={choice.slug}>
            {choice.name}
          </option>
        ))}
      </select>
    </label>
  );

  const dateInput = (name: string, label: string, value: string | undefined) => (
    <label className={labelClass}>
      {label}
      <input type="date" name={name} defaultValue={value} className={fieldClass} />
    </label>
  );

  return (
    <form
      method="get"
      action={action}
      aria-label={t('filters')}
      className="flex flex-col gap-4 rounded-2xl bg-surface p-4"
    >
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <label className={labelClass}>
          {t('city')}
          <select name="city" defaultValue={filters.city} className={fieldClass}>
            <option value={ALL_CITIES}>{t('allCities')}</option>
            {cities.map((city) => (
              <option key={city.slug} value={city.slug}>
                {city.name}
              </option>
            ))}
          </select>
        </label>
        {select('genres', t('genre'), filters.genre, genres)}
        {select('tags', t('tag'), filters.tag, tags)}
        {select('theater', t('venue'), filters.theater, venues)}
        <label className={labelClass}>
          {t('ordering')}
          <select name="ordering" defaultValue={filters.ordering} className={fieldClass}>
            {ORDERINGS.map((ordering) => (
              <option key={ordering} value={ordering}>
                {t(ORDERING_LABEL[ordering])}
              </option>
            ))}
          </select>
        </label>
        {dateInput('date_from', t('dateFrom'), filters.dateFrom ?? filters.date)}
        {dateInput('date_to', t('dateTo'), filters.dateTo ?? filters.date)}
        <label className="flex items-center gap-2 col-span-2 self-end py-2 text-sm font-semibold text-ink">
          <input
            type="checkbox"
            name="weekends"
            value="true"
            defaultChecked={filters.weekends}
            className="size-5 accent-brand focus-visible:outline-2 focus-visible:outline-brand"
          />
          {t('weekends')}
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          className="inline-flex h-11 items-center justify-center rounded-full bg-brand px-6 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {t('apply')}
        </button>
        <Link
          href={{
            pathname: routes.events,
            query: { city: filters.city },
          }}
          className="font-semibold text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
        >
          {t('reset')}
        </Link>
      </div>
    </form>
  );
}
