'use client';
// The visitor's order that waits for payment (`pending_order` of /cart/content), shown on /cart when its places
// have left the cart: "order N awaits payment until HH:MM" with a countdown, why the last payment failed if it
// did, what the order holds (its sessions and places, drawn by the cart page and given as children), and the checkout
// form prefilled from the order's buyer to pay it again (card or SBP), the consent given with the order kept.
import type { TCartBuyResponse, TCartPendingOrder, TPaymentMethod } from '@afisha/contracts';
import { timeOfDayFields } from '@afisha/contracts/time-of-day';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useMemo } from 'react';
import { formatCountdown } from '@/lib/countdown';
import { formatPrice } from '@/lib/format/price';
import { useCountdown } from '@/lib/use-countdown';
import type { BuyRefusal } from '../checkout-form-state';
import { secondsUntil } from '../payment-result';
import { CheckoutForm } from './checkout-form';

export function PendingOrder({
  order,
  asOf,
  onSbp,
  onGone,
  onDeadline,
  methods,
  children,
}: {
  order: TCartPendingOrder;
  /** The order's sessions and places. */
  children?: ReactNode;
  /** performance.now() when the cart content arrived. */
  asOf: number;
  onSbp: (order: TCartBuyResponse['order']) => void;
  onGone: (refusal: BuyRefusal) => void;
  /** The deadline passed: read the cart again. */
  onDeadline: () => void;
  methods: readonly TPaymentMethod[];
}) {
  const t = useTranslations('Cart');
  const format = useFormatter();
  const locale = useLocale();
  const initial = useMemo(() => secondsUntil(order.expires_at, Date.now()), [order.expires_at]);
  const secondsLeft = useCountdown(initial, asOf);
  useEffect(() => {
    if (secondsLeft === 0) onDeadline();
  }, [secondsLeft, onDeadline]);
  const until = order.expires_at
    ? format.dateTime(new Date(order.expires_at), timeOfDayFields(locale))
    : null;

  return (
    <section
      aria-labelledby="pending-order-heading"
      className="grid gap-6 rounded-2xl border border-line p-4 md:p-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
      data-testid="pending-order"
    >
      <div className="flex flex-col gap-3">
        <h2 id="pending-order-heading" className="text-xl font-bold text-ink">
          {until
            ? t('pending.title', { number: order.number, time: until })
            : t('pending.titleNoTime', { number: order.number })}
        </h2>
        {order.failure ? (
          <p
            className="rounded-xl border border-brand/40 bg-brand/5 px-4 py-3 text-ink"
            data-testid="pending-failure"
          >
            {t(`pending.failure.${order.failure}`)}
          </p>
        ) : null}
        {secondsLeft !== null ? (
          <p role="timer" aria-live="off" className="rounded-xl bg-surface px-4 py-3 text-ink">
            {t.rich('pending.left', {
              time: formatCountdown(secondsLeft),
              strong: (chunks) => (
                <span className="block text-3xl font-bold tabular-nums text-brand">{chunks}</span>
              ),
            })}
          </p>
        ) : null}
        {children}
        <p className="flex items-baseline justify-between gap-3 text-ink">
          <span>
            {t('total')}, {t('tickets', { count: order.count })}
          </span>
          <span className="text-2xl font-bold whitespace-nowrap">{formatPrice(locale, order.total)}</span>
        </p>
      </div>
      <CheckoutForm
        events={order.events.map((group) => ({ id: group.event.id, title: group.performance.title }))}
        pending={order}
        onSbp={onSbp}
        onGone={onGone}
        methods={methods}
        submitLabel={t('pending.payAgain')}
      />
    </section>
  );
}
