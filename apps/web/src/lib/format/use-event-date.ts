// The SPEC.md event date line for components: formatEventDate bound to the page locale, its range message and
// today's date in the site's time zone.
import type { TEvent } from '@afisha/contracts';
import { todayIn } from '@afisha/contracts/venue-time';
import { useLocale, useTranslations } from 'next-intl';
import { SITE_TIME_ZONE } from '@/i18n/time-zone';
import { type EventDateFields, formatEventDate } from './event-date';

export function useEventDate(): (event: EventDateFields | TEvent) => string {
  const locale = useLocale();
  const t = useTranslations('Format');
  const today = todayIn(SITE_TIME_ZONE);
  return (event) =>
    formatEventDate(event, { locale, today, range: (from, to) => t('openDateRange', { from, to }) });
}
