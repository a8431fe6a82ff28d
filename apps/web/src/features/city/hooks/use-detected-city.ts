'use client';
// The city the API detects for this visitor (GET /cities/me: the session's choice, else by IP, else the default),
// asked only while the visitor has not confirmed a city, since only the first-visit question needs it.
import { ZCity } from '@afisha/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { browserApi } from '@/lib/browser-api';

export function useDetectedCity(enabled: boolean) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['cities', 'me', locale],
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const result = await browserApi().get('/cities/me', ZCity, { locale });
      if (!result.ok) throw new Error(`GET /cities/me failed: ${result.reason}`);
      return result.data;
    },
  });
}
