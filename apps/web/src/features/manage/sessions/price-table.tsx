'use client';
// The price table of a session: one row per price category of the session's plan — its colour, its name, how many
// seats and zone places it has — and the price typed in roubles the way the clerk writes numbers ("1 500,50",
// price-input.ts). A category left empty is not sold at this session, and the row says so in words (not by colour
// alone), since a session on sale must price every category that has places. A change applies to new holds only.
import type { TPlanRead } from '@afisha/contracts/manage/plans';
import { useLocale, useTranslations } from 'next-intl';
import { useFormContext } from 'react-hook-form';
import { inputClass } from '@/components/ui/form-field';
import { inLocale } from '../kit/localized';
import { parsePrice } from './price-input';

/** Places per category key: seats of the plan's rows, plus the zones' capacities. */
export function placesByCategory(plan: Pick<TPlanRead, 'sections' | 'zones'>): Map<string, number> {
  const places = new Map<string, number>();
  for (const section of plan.sections) {
    for (const row of section.rows) {
      for (const seat of row.seats) {
        if (seat.category) places.set(seat.category, (places.get(seat.category) ?? 0) + 1);
      }
    }
  }
  for (const zone of plan.zones) {
    if (zone.category)
      places.set(zone.category, (places.get(zone.category) ?? 0) + Math.max(0, zone.capacity));
  }
  return places;
}

export function PriceTable({ plan }: { plan: TPlanRead }) {
  const t = useTranslations('ManageSessions.prices');
  const locale = useLocale();
  const { register, watch, getFieldState, formState } = useFormContext<{ prices: Record<string, string> }>();
  const texts = watch('prices') ?? {};
  const places = placesByCategory(plan);
  const rootError = getFieldState('prices', formState).error;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-lg font-bold text-ink">{t('title')}</legend>
      <p className="text-sm text-muted">{t('hint')}</p>
      {rootError?.message ? (
        <p role="alert" className="text-sm text-brand-dark">
          {String(rootError.message)}
        </p>
      ) : null}
      <div className="relative overflow-x-auto rounded-2xl border border-line">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{t('title')}</caption>
          <thead className="bg-surface text-sm">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t('category')}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t('places')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('price')}
              </th>
            </tr>
          </thead>
          <tbody>
            {plan.categories.map((category) => {
              const name = inLocale(category.name, locale);
              const field = `prices.${category.key}` as const;
              const error = getFieldState(field, formState).error?.message;
              const reading = parsePrice(texts[category.key] ?? '');
              const unpriced = reading.ok && reading.roubles === null;
              const count = places.get(category.key) ?? 0;
              const inputId = `price-${category.key}`;
              return (
                <tr
                  key={category.key}
                  className={`border-t border-line align-top ${unpriced && count > 0 ? 'bg-amber-50' : ''}`}
                >
                  <th scope="row" className="px-3 py-2 text-left font-semibold text-ink">
                    <label htmlFor={inputId} className="flex items-center gap-2">
                      <span
                        aria-hidden="true"
                        className="inline-block size-4 shrink-0 rounded-full border border-black/20"
                        style={{ backgroundColor: category.color }}
                      />
                      {name}
                    </label>
                  </th>
                  <td className="px-3 py-2 text-right text-muted">{count}</td>
                  <td className="px-3 py-2">
                    <div className="flex flex-col gap-1">
                      <div className="flex items-center gap-2">
                        <input
                          id={inputId}
                          inputMode="decimal"
                          autoComplete="off"
                          aria-invalid={error ? true : undefined}
                          aria-describedby={`${inputId}-note`}
                          className={`${inputClass} max-w-40 text-right`}
                          {...register(field)}
                        />
                        <span aria-hidden="true" className="text-muted">
                          ₽
                        </span>
                      </div>
                      <span
                        id={`${inputId}-note`}
                        className={`text-sm ${error ? 'text-brand-dark' : unpriced ? 'font-semibold text-amber-900' : 'sr-only'}`}
                      >
                        {error ?? (unpriced ? t('notSold') : t('roubles'))}
                      </span>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {plan.categories.length === 0 ? <p className="text-muted">{t('noCategories')}</p> : null}
    </fieldset>
  );
}
