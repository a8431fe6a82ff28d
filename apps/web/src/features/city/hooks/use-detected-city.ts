'use client';
// The city the API detects for this visitor (GET /cities/me: the session's choice, else the city of its address
// when the site's edge reports it (CITY_HEADER, docs/operations.md), else the default),
// asked only while the visitor has not confirmed a city, since only the first-visit question needs it.
import type { TCity } from '@afisha/contracts';
import { useLocale } from 'next-intl';
import { cityGuard } from '@/lib/api-guards';
import { browserApi } from '@/lib/browser-api';
import { useApiRead } from '@/lib/use-api-read';

export function useDetectedCity(enabled: boolean): TCity | undefined {
  const locale = useLocale();
  const city = useApiRead(enabled ? 'cities/me' : null, async () => {
    const result = await browserApi().get('/cities/me', cityGuard, { locale });
    return result.ok ? result.data : null;
  });
  return city ?? undefined;
}
