'use client';
// Which venue a page that works on one venue (sessions, plans) is on: `?venue=` in the address (so the page can be
// reloaded or sent to a colleague), else the venue chosen in the back office's switcher, else the first the person
// manages by name. The venue chooser (components/venue-chooser.tsx) changes the address; the page follows at once.
import { ZManageVenue, ZManageVenuePage } from '@afisha/contracts/manage/venues';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useLocale } from 'next-intl';
import { manageRead } from '../api/manage-api';
import { useManage } from './manage-context';
import { replaceQuery } from './replace-query';

/** At most this many venues in one answer (the API's page limit); more are found by the chooser's search. */
export const VENUE_CHOICES_PAGE = 100;

export const listVenueChoices = (locale: string, search = '') =>
  manageRead('/venues', ZManageVenuePage, locale, {
    limit: String(VENUE_CHOICES_PAGE),
    ordering: 'name',
    ...(search ? { search } : {}),
  });

export const venueChoicesKey = (locale: string, search = '') =>
  ['manage', 'venues', 'choice', locale, search] as const;

export const getVenueRecord = (locale: string, id: number) =>
  manageRead(`/venues/${id}`, ZManageVenue, locale);

export const venueRecordKey = (locale: string, id: number | null) => ['manage', 'venue', id, locale] as const;

/** `?venue=` when it is a record id, else null (a hand-typed `?venue=abc` is no choice). */
export function venueFromAddress(value: string | null): number | null {
  return value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

export function useChosenVenue() {
  const locale = useLocale();
  const params = useSearchParams();
  const { me, venueId: switcherVenue, venues: managed } = useManage();
  const fromAddress = venueFromAddress(params.get('venue'));
  const everywhere = me.venues === 'all';
  const firstChoices = useQuery({
    queryKey: venueChoicesKey(locale),
    queryFn: () => listVenueChoices(locale),
    enabled: everywhere && fromAddress === null && switcherVenue === null,
    staleTime: 60_000,
  });
  const first = everywhere ? (firstChoices.data?.results[0]?.id ?? null) : (managed[0]?.id ?? null);
  const venueId = fromAddress ?? switcherVenue ?? first;
  const noVenue =
    fromAddress === null &&
    switcherVenue === null &&
    (everywhere ? firstChoices.data?.results.length === 0 : managed.length === 0);
  return { venueId, noVenue, firstChoices };
}

/**
 * Puts another venue in the address; `dropped` are the address's keys that belonged to the venue left (its hall,
 * its performance), so the next venue's page does not start from a record of the last one.
 */
export function chooseVenue(venueId: number, dropped: readonly string[] = []): void {
  const next = new URLSearchParams(window.location.search);
  for (const key of dropped) next.delete(key);
  next.set('venue', String(venueId));
  replaceQuery(next);
}
