'use client';
// The extra services offered with one session of the cart (PRODUCT.md "Cart": programme booklet, cloakroom,
// parking…): each with its price and what it is, and how many are in the cart with a button to add one more and one
// to take one off. The API's refusal (the stock ran out) is shown under the list; the page reads the cart again
// after each change, so the totals follow.
import type { TCartServiceLine } from '@afisha/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatPrice } from '@/lib/format/price';
import { changeService, fetchServices } from '../api/cart.api';

const stepClass =
  'flex size-9 items-center justify-center rounded-full border border-line text-lg font-semibold text-ink hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-40';

function refusalOf(body: unknown): string | null {
  const errors = (body as { non_field_errors?: unknown } | undefined)?.non_field_errors;
  return Array.isArray(errors) && typeof errors[0] === 'string' ? errors[0] : null;
}

export function EventServices({
  eventId,
  inCart,
  onChanged,
}: {
  eventId: number;
  inCart: readonly TCartServiceLine[];
  onChanged: () => void;
}) {
  const t = useTranslations('Cart.services');
  const locale = useLocale();
  const offered = useQuery({
    queryKey: ['services', eventId, locale],
    queryFn: async () => {
      const result = await fetchServices(locale, eventId);
      if (!result.ok) throw new Error(result.reason);
      return result.data;
    },
    staleTime: 30_000,
  });
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const services = offered.data ?? [];
  if (services.length === 0) return null;

  async function change(kind: 'add' | 'remove', service: number) {
    setBusy(service);
    setError(null);
    const result = await changeService(kind, locale, { service, event: eventId });
    setBusy(null);
    if (!result.ok) setError(refusalOf(result.body) ?? t('failed'));
    onChanged();
  }

  return (
    <section aria-label={t('title')} className="flex flex-col gap-2">
      <h3 className="font-semibold text-ink">{t('title')}</h3>
      <ul className="flex flex-col divide-y divide-line">
        {services.map((service) => {
          const quantity = inCart.find((line) => line.service === service.id)?.quantity ?? 0;
          const soldOut = service.available !== null && quantity >= service.available;
          return (
            <li key={service.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <span className="min-w-0 flex-1">
                <span className="block text-ink">{service.name}</span>
                {service.description ? (
                  <span className="block text-sm text-muted">{service.description}</span>
                ) : null}
              </span>
              <span className="whitespace-nowrap text-ink">{formatPrice(locale, service.price)}</span>
              <span className="flex items-center gap-2">
                <button
                  type="button"
                  className={stepClass}
                  disabled={quantity === 0 || busy === service.id}
                  onClick={() => void change('remove', service.id)}
                  aria-label={t('less', { name: service.name })}
                >
                  −
                </button>
                <output
                  aria-label={t('count', { name: service.name })}
                  className="w-6 text-center tabular-nums"
                >
                  {quantity}
                </output>
                <button
                  type="button"
                  className={stepClass}
                  disabled={soldOut || busy === service.id}
                  onClick={() => void change('add', service.id)}
                  aria-label={t('more', { name: service.name })}
                >
                  +
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p role="alert" className="text-sm text-brand-dark">
          {error}
        </p>
      ) : null}
    </section>
  );
}
