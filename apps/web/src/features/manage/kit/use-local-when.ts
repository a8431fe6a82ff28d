'use client';
// How the back office writes a session's venue-local "YYYY-MM-DDTHH:MM" for people: "30 декабря 2026 г., 19:00",
// "30 December 2026 at 19:00", in the page's language and in the venue's own time (never the browser's zone).
import { localAsUtc } from '@afisha/contracts/venue-time';
import { useFormatter } from 'next-intl';
import { useCallback } from 'react';

export function useLocalWhen(style: 'long' | 'medium' = 'long'): (local: string) => string {
  const format = useFormatter();
  return useCallback(
    (local: string) =>
      format.dateTime(localAsUtc(local), { dateStyle: style, timeStyle: 'short', timeZone: 'UTC' }),
    [format, style],
  );
}
