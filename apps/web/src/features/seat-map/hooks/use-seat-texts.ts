'use client';
// The seat label texts (seat-label.ts) bound to the SeatMap messages and the page language's price format.
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { formatPrice } from '@/lib/format/price';
import type { SeatLabelTexts } from '../seat-label';

export function useSeatTexts(): SeatLabelTexts {
  const t = useTranslations('SeatMap');
  const locale = useLocale();
  return useMemo(
    () => ({
      place: (values) => t('place', values),
      priced: (values) => t('priced', values),
      pending: (values) => t('pending', values),
      taken: (values) => t('taken', values),
      blocked: (values) => t('blocked', values),
      price: (roubles) => formatPrice(locale, roubles),
      flag: (flag) => t(`flag_${flag}`),
    }),
    [t, locale],
  );
}
