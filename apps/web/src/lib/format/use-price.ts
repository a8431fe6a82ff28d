// Price texts for components in the page locale: "от 1 500 ₽" on a card, a range on a performance page.
import { useLocale, useTranslations } from 'next-intl';
import { formatPrice, formatPriceRange } from './price';

export function usePriceText() {
  const locale = useLocale();
  const t = useTranslations('Format');
  return {
    from: (roubles: number) => t('priceFrom', { price: formatPrice(locale, roubles) }),
    range: (min: number, max: number) => formatPriceRange(locale, min, max),
  };
}
