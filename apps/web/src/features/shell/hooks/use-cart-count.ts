'use client';
// The header's ticket counter (SPEC.md section 4 "Startup"): the CSRF token first, then GET /cart/count_seats. A
// failed load of either is silently ignored (section 8): the counter then reads 0.
import { ZCartSeatCount } from '@afisha/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { browserApi, loadCsrfToken } from '@/lib/browser-api';

export const CART_COUNT_QUERY_KEY = ['cart', 'count_seats'] as const;

export function useCartCount(): number {
  const locale = useLocale();
  const { data } = useQuery({
    queryKey: CART_COUNT_QUERY_KEY,
    queryFn: async () => {
      await loadCsrfToken(locale);
      const result = await browserApi().get('/cart/count_seats', ZCartSeatCount, { locale });
      return result.ok ? result.data.count : 0;
    },
  });
  return data ?? 0;
}
