'use client';
// The promo-code field of the cart (PRODUCT.md "Cart"): type a code and apply it (POST /cart/check_promocode); the
// API's answer says why a code cannot be used, under the field, in the visitor's language; an applied code is shown
// with what it takes off and a button to take it off. The cart's total and the pay button follow the cart content
// the page reads again after each change.
import type { TPromoPreview } from '@afisha/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { inputClass } from '@/components/ui/form-field';
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
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(value: string) {
    setBusy(true);
    setError(null);
    const result = await checkPromocode(locale, value);
    setBusy(false);
    if (!result.ok) return setError(promoRefusalText(result) ?? t('failed'));
    setCode('');
    onChanged();
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
        <button type="button" disabled={busy} onClick={() => void send('')} className={buttonClass}>
          {t('remove')}
        </button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return setError(t('required'));
    void send(code);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t('label')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          maxLength={50}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputClass} min-w-0 flex-1`}
        />
        <button type="submit" disabled={busy} className={buttonClass}>
          {t('apply')}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-brand-dark">
          {error}
        </p>
      ) : null}
    </form>
  );
}
