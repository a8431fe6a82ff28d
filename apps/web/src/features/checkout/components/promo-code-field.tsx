'use client';
// The promo-code field of the cart (PRODUCT.md "Cart"): POST /cart/check_promocode through the cart's code field; an
// applied code shows what it takes off the tickets.
import type { TPromoPreview } from '@afisha/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/format/price';
import { checkPromocode } from '../api/checkout.api';
import { AppliedCodeField } from './applied-code-field';

export function PromoCodeField({
  applied,
  onChanged,
}: {
  applied: TPromoPreview | null;
  onChanged: () => void;
}) {
  const t = useTranslations('Cart.promo');
  const locale = useLocale();
  return (
    <AppliedCodeField
      applied={
        applied ? (
          <>
            {t('applied', { code: applied.code })}{' '}
            <span className="font-semibold whitespace-nowrap" data-testid="promo-discount">
              −{formatPrice(locale, applied.discount)}
            </span>
          </>
        ) : null
      }
      messages="Cart.promo"
      check={(code) => checkPromocode(locale, code)}
      onChanged={onChanged}
    />
  );
}
