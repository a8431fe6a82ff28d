// Owns the one-line date of a search result (SPEC.md 4 "Event date display"), in the visitor's
// language: an open-date ticket shows its validity range, any other event its year when it is not
// this year, then day and month, time and hall, joined by commas.
import { formatWallTime, type TEvent, type TLocale } from '@afisha/contracts';

export type DateLineEvent = Pick<
  TEvent,
  'eventdate' | 'eventtime' | 'withopendate' | 'begindate_now' | 'begintime' | 'hall_title'
>;

const dayMonthFormats = new Map<TLocale, Intl.DateTimeFormat>();

function dayMonth(isoDay: string, locale: TLocale): string {
  let format = dayMonthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
    dayMonthFormats.set(locale, format);
  }
  return format.format(new Date(`${isoDay}T00:00:00Z`));
}

const year = (isoDay: string) => isoDay.slice(0, 4);
/** The time as the language writes it everywhere in the product ("19:00", "7:00 PM"). */
const hoursMinutes = (time: string, locale: TLocale) => formatWallTime(locale, time.slice(0, 5));

/** `currentYear` is this year where the visitor is (the service passes the clock's). */
export function formatDateLine(event: DateLineEvent, locale: TLocale, currentYear: number): string {
  if (event.withopendate === 1 && event.begindate_now && event.begintime) {
    const withYears = year(event.begindate_now) !== year(event.eventdate);
    const end = (day: string, time: string) =>
      `${dayMonth(day, locale)}${withYears ? ` ${year(day)}` : ''} ${hoursMinutes(time, locale)}`;
    return `${end(event.begindate_now, event.begintime)} – ${end(event.eventdate, event.eventtime)}`;
  }
  const parts = [dayMonth(event.eventdate, locale), hoursMinutes(event.eventtime, locale), event.hall_title];
  if (year(event.eventdate) !== String(currentYear)) parts.unshift(year(event.eventdate));
  return parts.join(', ');
}
