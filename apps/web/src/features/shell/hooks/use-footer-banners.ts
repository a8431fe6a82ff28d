'use client';
// The footer banners of the chosen city (GET /footer_banner?city=); none while loading or when the call fails.
import type { TBanner } from '@afisha/contracts';
import { useLocale } from 'next-intl';
import { footerBannersGuard } from '@/lib/api-guards';
import { browserApi } from '@/lib/browser-api';
import { useChosenCity } from '@/lib/shell-state';
import { useApiRead } from '@/lib/use-api-read';

export function useFooterBanners(): TBanner[] {
  const locale = useLocale();
  const { city } = useChosenCity();
  const banners = useApiRead(city ? `footer_banner/${city.slug}` : null, async () => {
    const result = await browserApi().get('/footer_banner', footerBannersGuard, {
      locale,
      query: { city: city?.slug, query: '{id,image{url,caption},url}' },
    });
    return result.ok ? result.data : [];
  });
  return banners ?? [];
}
