'use client';
// A code field of the cart (PRODUCT.md "Cart": promo code, gift certificate): type a code and apply it; the API's
// answer says why a code cannot be used, under the field, in the visitor's language; an applied code is shown with
// what it does and a button to take it off. The cart's total and the pay button follow the cart content the page
// reads again after each change.
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { InlineCodeForm } from '@/components/ui/inline-code-form';
import type { ApiSendResult } from '@/lib/api-client';
import { codeRefusalText } from '../code-refusal';

const buttonClass =
  'rounded-full border border-brand px-4 py-2 font-semibold text-brand hover:bg-brand hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-50';

export function AppliedCodeField({
  applied,
  messages,
  check,
  onChanged,
}: {
  /** What the applied code does ("Промокод X: −350 ₽"), or null when none is applied. */
  applied: ReactNode | null;
  /** Where its texts are: label, apply, remove, required, failed (the API gave no reason). */
  messages: 'Cart.promo' | 'Cart.certificate';
  /** Sends the code (an empty one takes it off). */
  check: (code: string) => Promise<ApiSendResult<unknown>>;
  /** The code was applied or taken off: read the cart again. */
  onChanged: () => void;
}) {
  const t = useTranslations(messages);
  const [removing, setRemoving] = useState(false);

  /** Applies `code`; answers the reason it was refused, or null. */
  async function send(code: string): Promise<string | null> {
    const result = await check(code);
    if (!result.ok) return codeRefusalText(result) ?? t('failed');
    onChanged();
    return null;
  }

  if (applied) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-surface px-4 py-3 text-ink">
        <p>{applied}</p>
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
