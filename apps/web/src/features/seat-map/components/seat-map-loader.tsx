'use client';
// Brings the seat map in lazily (next/dynamic, browser only): the page itself, its title, date and hall, is served
// at once from the cache; the map's code (SVG drawing, TanStack Query, zod) loads after it, on this page only.
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { SeatMapState } from './seat-map-state';

function Loading() {
  const t = useTranslations('SeatMap');
  return <SeatMapState text={t('loading')} busy />;
}

const SeatMap = dynamic(() => import('./seat-map'), { ssr: false, loading: Loading });

export function SeatMapLoader({ eventId }: { eventId: number }) {
  return <SeatMap eventId={eventId} />;
}
