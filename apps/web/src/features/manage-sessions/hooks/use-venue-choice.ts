'use client';
// Which venue a sessions page works on: `?venue=` in the address (so a calendar can be shared), else the venue
// chosen in the back office's switcher, else the first the person manages. Reads the venue (its time zone) and its
// halls, which every sessions page needs.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useManage } from '@/features/manage/components/manage-context';
import { getVenue, listHalls, listVenues } from '../api/events.api';

export function useVenueChoice() {
  const locale = useLocale();
  const params = useSearchParams();
  const { venueId: switcherVenue } = useManage();
  const fromAddress = Number(params.get('venue')) || null;
  const venues = useQuery({
    queryKey: ['manage', 'venues', 'choice', locale],
    queryFn: () => listVenues(locale),
    enabled: fromAddress === null && switcherVenue === null,
    staleTime: 60_000,
  });
  const venueId = fromAddress ?? switcherVenue ?? venues.data?.results[0]?.id ?? null;
  const venue = useQuery({
    queryKey: ['manage', 'venue', venueId, locale],
    queryFn: () => getVenue(locale, venueId as number),
    enabled: venueId !== null,
    staleTime: 60_000,
  });
  const halls = useQuery({
    queryKey: ['manage', 'halls', venueId, locale],
    queryFn: () => listHalls(locale, venueId as number),
    enabled: venueId !== null,
    staleTime: 60_000,
  });
  const noVenue = fromAddress === null && switcherVenue === null && venues.data?.results.length === 0;
  return { venueId, venue, halls, venues, noVenue };
}
