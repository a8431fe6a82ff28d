'use client';
// The venue a manager of several venues is working on (lists and new records follow it); nothing for a manager of
// one venue, and nothing for an administrator (who filters each list instead).
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { inputClass } from '@/components/ui/form-field';
import { useManage } from './manage-context';

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
        onChange={(event) => setVenueId(event.target.value ? Number(event.target.value) : null)}
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
