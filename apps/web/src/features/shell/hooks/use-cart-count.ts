'use client';
// The header's ticket counter (SPEC.md section 4 "Startup"): the CSRF token first, then GET /cart/count_seats. A
// failed load of either is silently ignored (section 8): the counter then reads 0. Whatever changes the cart asks it
// again with refreshCartCount() (lib/cart-count.ts).
import { useLocale } from 'next-intl';
import { seatCountGuard } from '@/lib/api-guards';
import { browserApi, loadCsrfToken } from '@/lib/browser-api';
import { CART_COUNT_READ } from '@/lib/cart-count';
import { useApiRead } from '@/lib/use-api-read';

export function useCartCount(): number {
  const locale = useLocale();
  const count = useApiRead(CART_COUNT_READ, async () => {
    await loadCsrfToken(locale);
    const result = await browserApi().get('/cart/count_seats', seatCountGuard, { locale });
    return result.ok ? result.data.count : 0;
  });
  return count ?? 0;
}
