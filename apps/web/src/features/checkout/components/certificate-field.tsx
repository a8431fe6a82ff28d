'use client';
// The gift certificate field of the cart (PRODUCT.md "Cart"): POST /cart/check_certificate through the cart's code
// field; an applied certificate shows what it pays of this order and what it has on it.
import type { TCertificatePreview } from '@afisha/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/format/price';
import { checkCertificate } from '../api/checkout.api';
import { AppliedCodeField } from './applied-code-field';

export function CertificateField({
  applied,
  onChanged,
}: {
  applied: TCertificatePreview | null;
  onChanged: () => void;
}) {
  const t = useTranslations('Cart.certificate');
  const locale = useLocale();
  return (
    <AppliedCodeField
      applied={
        applied ? (
          <>
            {t('applied', { code: applied.code, balance: formatPrice(locale, applied.balance) })}{' '}
            <span className="font-semibold whitespace-nowrap" data-testid="certificate-pays">
              −{formatPrice(locale, applied.applied)}
            </span>
          </>
        ) : null
      }
      messages="Cart.certificate"
      check={(code) => checkCertificate(locale, code)}
      onChanged={onChanged}
    />
  );
}
