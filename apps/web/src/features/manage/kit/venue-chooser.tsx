'use client';
// The venue a page works on, named at its top, and the way to another: a select of the venues the person manages
// (an administrator: every venue by name; past the first hundred, a search box narrows the select). A manager of one
// venue sees its name only. Choosing writes `?venue=` into the address (venue-choice.ts) and the page follows.
import { pickLocalized } from '@afisha/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { inputClass } from '@/components/ui/form-field';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useManage } from './manage-context';
import {
  chooseVenue,
  getVenueRecord,
  listVenueChoices,
  VENUE_CHOICES_PAGE,
  venueChoicesKey,
  venueRecordKey,
} from './venue-choice';

export function VenueChooser({
  venueId,
  dropped,
}: {
  venueId: number;
  /** The address's keys that belong to the venue left behind (`hall`, `performance`). */
  dropped?: readonly string[];
}) {
  const t = useTranslations('Manage.venueChooser');
  const locale = useLocale();
  const { me, venues: managed } = useManage();
  const selectId = useId();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300, '');
  const everywhere = me.venues === 'all';
  const choices = useQuery({
    queryKey: venueChoicesKey(locale, debounced),
    queryFn: () => listVenueChoices(locale, debounced),
    enabled: everywhere,
    staleTime: 60_000,
  });
  const current = useQuery({
    queryKey: venueRecordKey(locale, venueId),
    queryFn: () => getVenueRecord(locale, venueId),
    staleTime: 60_000,
  });
  const currentName = current.data ? pickLocalized(current.data.name, locale) : undefined;
  const options = everywhere
    ? (choices.data?.results ?? []).map((venue) => ({
        id: venue.id,
        name: pickLocalized(venue.name, locale),
      }))
    : managed;
  // The venue worked on stays in the select (and named) when the search or the first hundred leave it out.
  const withCurrent = options.some((option) => option.id === venueId)
    ? options
    : [{ id: venueId, name: currentName ?? t('loading') }, ...options];

  if (!everywhere && managed.length < 2) {
    return (
      <p className="text-sm text-muted">
        {t('label')}: <span className="font-semibold text-ink">{currentName ?? managed[0]?.name}</span>
      </p>
    );
  }
  const searchable = everywhere && ((choices.data?.count ?? 0) > VENUE_CHOICES_PAGE || search !== '');
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex min-w-0 flex-col gap-1 sm:w-80">
        <label htmlFor={selectId} className="text-sm font-semibold text-ink">
          {t('label')}
        </label>
        <select
          id={selectId}
          className={inputClass}
          value={venueId}
          onChange={(event) => chooseVenue(Number(event.target.value), dropped)}
        >
          {withCurrent.map((venue) => (
            <option key={venue.id} value={venue.id}>
              {venue.name}
            </option>
          ))}
        </select>
      </div>
      {searchable ? (
        <div className="flex min-w-0 flex-col gap-1 sm:w-64">
          <label htmlFor={searchId} className="text-sm font-semibold text-ink">
            {t('search')}
          </label>
          <input
            id={searchId}
            type="search"
            className={inputClass}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {debounced && choices.data?.results.length === 0 ? (
            <p className="text-sm text-muted" role="status">
              {t('nothingFound')}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
