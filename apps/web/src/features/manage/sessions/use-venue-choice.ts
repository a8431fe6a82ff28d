'use client';
// The venue a sessions page works on (features/manage/venue-choice.ts: the address, the switcher, else the first the
// person manages), with the venue itself (its time zone) and its halls, which every sessions page needs.
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { listHalls } from '../api/events.api';
import { getVenueRecord, useChosenVenue, venueRecordKey } from '../kit/venue-choice';

export function useVenueChoice() {
  const locale = useLocale();
  const { venueId, noVenue, firstChoices } = useChosenVenue();
  const venue = useQuery({
    queryKey: venueRecordKey(locale, venueId),
    queryFn: () => getVenueRecord(locale, venueId as number),
    enabled: venueId !== null,
    staleTime: 60_000,
  });
  const halls = useQuery({
    queryKey: ['manage', 'halls', venueId, locale],
    queryFn: () => listHalls(locale, venueId as number),
    enabled: venueId !== null,
    staleTime: 60_000,
  });
  return { venueId, venue, halls, venues: firstChoices, noVenue };
}
