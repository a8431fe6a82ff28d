'use client';
// The promo-code field of the cart (PRODUCT.md "Cart"): type a code and apply it (POST /cart/check_promocode); the
// API's answer says why a code cannot be used, under the field, in the visitor's language; an applied code is shown
// with what it takes off and a button to take it off. The cart's total and the pay button follow the cart content
// the page reads again after each change.
import type { TPromoPreview } from '@afisha/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { InlineCodeForm } from '@/components/ui/inline-code-form';
import { formatPrice } from '@/lib/format/price';
import { checkPromocode } from '../api/checkout.api';
import { promoRefusalText } from '../promo-refusal';

const buttonClass =
  'rounded-full border border-brand px-4 py-2 font-semibold text-brand hover:bg-brand/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-50';

export function PromoCodeField({
  applied,
  onChanged,
}: {
  applied: TPromoPreview | null;
  /** The code was applied or taken off: read the cart again. */
  onChanged: () => void;
}) {
  const t = useTranslations('Cart.promo');
  const locale = useLocale();
  const [removing, setRemoving] = useState(false);

  /** Applies `code` (an empty one takes the applied code off); answers the reason it was refused, or null. */
  async function send(code: string): Promise<string | null> {
    const result = await checkPromocode(locale, code);
    if (!result.ok) return promoRefusalText(result) ?? t('failed');
    onChanged();
    return null;
  }

  if (applied) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-surface px-4 py-3 text-ink">
        <p>
          {t('applied', { code: applied.code })}{' '}
          <span className="font-semibold whitespace-nowrap" data-testid="promo-discount">
            −{formatPrice(locale, applied.discount)}
          </span>
        </p>
        <button
          type="button"
          disabled={removing}
          onClick={async () => {
            setRemoving(true);
            await send('');
            setRemoving(false);
          }}
          className={buttonClass}
        >
          {t('remove')}
        </button>
      </div>
    );
  }

  return (
    <InlineCodeForm
      label={t('label')}
      submitLabel={t('apply')}
      requiredMessage={t('required')}
      buttonClassName={buttonClass}
      maxLength={50}
      onSubmit={send}
    />
  );
}
