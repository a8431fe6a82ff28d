'use client';
// The venue a manager of several venues is working on (lists and new records follow it); nothing for a manager of
// one venue, and nothing for an administrator (who filters each list instead).
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { inputClass } from '@/components/ui/form-field';
import { useManage } from '../kit/manage-context';
import { replaceQuery } from '../kit/replace-query';

/**
 * A page's `?venue=` (and the hall or performance of that venue) outranks the switcher (venue-choice.ts): the
 * switcher's choice takes them out of the address, so the page follows the switcher.
 */
function forgetAddressVenue() {
  const next = new URLSearchParams(window.location.search);
  if (!next.has('venue')) return;
  for (const key of ['venue', 'hall', 'performance']) next.delete(key);
  replaceQuery(next);
}

export function VenueSwitcher() {
  const t = useTranslations('Manage.venueSwitcher');
  const { venues, venueId, setVenueId } = useManage();
  const id = useId();
  if (venues.length < 2) return null;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t('label')}
      </label>
      <select
        id={id}
        className={inputClass}
        value={venueId ?? ''}
        onChange={(event) => {
          setVenueId(event.target.value ? Number(event.target.value) : null);
          forgetAddressVenue();
        }}
      >
        <option value="">{t('all')}</option>
        {venues.map((venue) => (
          <option key={venue.id} value={venue.id}>
            {venue.name}
          </option>
        ))}
      </select>
    </div>
  );
}
