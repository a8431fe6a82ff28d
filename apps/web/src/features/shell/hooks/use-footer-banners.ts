'use client';
// The footer banners of the chosen city (GET /footer_banner?city=); none while loading or when the call fails.
import { type TFooterBanner, ZFooterBannerList } from '@afisha/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { browserApi } from '@/lib/browser-api';
import { useChosenCity } from '@/lib/shell-state';

export function useFooterBanners(): TFooterBanner[] {
  const locale = useLocale();
  const { city } = useChosenCity();
  const { data } = useQuery({
    queryKey: ['footer_banner', city?.slug, locale],
    enabled: city !== undefined,
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const result = await browserApi().get('/footer_banner', ZFooterBannerList, {
        locale,
        query: { city: city?.slug, query: '{id,image{url,caption},url}' },
      });
      return result.ok ? result.data : [];
    },
  });
  return data ?? [];
}
