'use client';
// The cart page's body (loaded lazily by cart-loader.tsx), drawn in the browser: it is the visitor's own. Held
// places grouped by session (poster, title, date line, venue and address, each seat or zone line with its price
// and a button to remove it, a link back to the seat map), the countdown to the hold's end, the total, and emptying
// the cart (asked twice, so one slip does not lose every seat). When the hold runs out the visitor is told, with a
// way back to each session's seat map. The buyer's form and payment (features/checkout) go under the total; an order
// that waits for payment (`pending_order`) is offered to be paid again when the cart is empty, with its sessions and
// places drawn as the cart drew them (nothing to remove there: they are the order's); an SBP payment shows its QR code
// or link here while the bank decides.
import type { TCartEventGroup, TCartServiceLine } from '@afisha/contracts';
import { todayIn } from '@afisha/contracts/venue-time';
import { QueryClientProvider } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useCallback, useState } from 'react';
import { primaryActionClass } from '@/components/ui/notice';
import { textLinkClass } from '@/components/ui/section';
import { Thumbnail } from '@/components/ui/thumbnail';
import type { BuyRefusal } from '@/features/checkout/checkout-form-state';
import { CertificateField } from '@/features/checkout/components/certificate-field';
import { CheckoutForm, RefusalText } from '@/features/checkout/components/checkout-form';
import type { NamedPlace } from '@/features/checkout/components/holder-fields';
import { PendingOrder } from '@/features/checkout/components/pending-order';
import { PromoCodeField } from '@/features/checkout/components/promo-code-field';
import { SbpPanel } from '@/features/checkout/components/sbp-panel';
import { Link } from '@/i18n/navigation';
import { SITE_TIME_ZONE } from '@/i18n/time-zone';
import { refreshCartCount } from '@/lib/cart-count';
import { formatCountdown } from '@/lib/countdown';
import { formatEventDate } from '@/lib/format/event-date';
import { formatPrice } from '@/lib/format/price';
import { getQueryClient } from '@/lib/query-client';
import { mediaSrc, routes } from '@/lib/routes';
import { type CartLineTexts, itemPlace } from '../cart-view';
import { useCart } from '../hooks/use-cart';
import { EventServices } from './event-services';

export default function CartView() {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <CartScreen />
    </QueryClientProvider>
  );
}

const boxClass = 'rounded-2xl border border-line p-4 md:p-6';

/** One entry per place of the sessions whose tickets carry their holder's name. */
function namedPlacesOf(groups: readonly TCartEventGroup[], texts: CartLineTexts): NamedPlace[] {
  return groups
    .filter((group) => group.requires_names)
    .flatMap((group) =>
      group.items.flatMap((item) =>
        Array.from({ length: item.quantity }, (_, k) => ({
          key: `${item.id}-${k}`,
          item: item.id,
          label: `${group.performance.title}: ${itemPlace(item, texts)}`,
        })),
      ),
    );
}

function CartScreen() {
  const t = useTranslations('Cart');
  const lineTexts = useLineTexts();
  const locale = useLocale();
  const cart = useCart();
  const { query, content, expired } = cart;
  const [sbpOrder, setSbpOrder] = useState<{ id: number; number: string } | null>(null);
  const [refusal, setRefusal] = useState<BuyRefusal | null>(null);
  const refetch = query.refetch;
  const reread = useCallback(() => void refetch(), [refetch]);
  // The order's places are let go at its deadline: the page and the header counter read them again.
  const pendingDeadline = useCallback(() => {
    reread();
    refreshCartCount();
  }, [reread]);
  const gone = useCallback(
    (why: BuyRefusal) => {
      setRefusal(why);
      reread();
    },
    [reread],
  );
  const checkout = { onSbp: setSbpOrder, onGone: gone, methods: content?.payment_methods ?? ['card'] };

  let body: ReactNode;
  if (sbpOrder) {
    body = <SbpPanel order={sbpOrder} />;
  } else if (query.isPending) {
    body = (
      <p role="status" className={`${boxClass} text-muted`}>
        {t('loading')}
      </p>
    );
  } else if (query.isError && !content) {
    body = (
      <div className={`${boxClass} flex flex-col items-start gap-4`}>
        <p className="text-ink">{t('loadFailed')}</p>
        <button type="button" onClick={() => void query.refetch()} className={primaryActionClass}>
          {t('retry')}
        </button>
      </div>
    );
  } else if (content && content.count === 0 && content.pending_order) {
    body = (
      <PendingOrder
        order={content.pending_order}
        asOf={query.data?.asOf ?? 0}
        onDeadline={pendingDeadline}
        {...checkout}
      >
        {content.pending_order.events.map((group) => (
          <CartGroup key={group.event.id} group={group} headingLevel="h3" />
        ))}
      </PendingOrder>
    );
  } else if (!content || content.count === 0) {
    body = expired ? null : (
      <div className={`${boxClass} flex flex-col items-start gap-4`}>
        <p className="text-lg text-ink">{t('empty')}</p>
        <Link href={routes.events} className={primaryActionClass}>
          {t('findShows')}
        </Link>
      </div>
    );
  } else {
    body = (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex flex-col gap-6">
          {content.events.map((group) => (
            <CartGroup
              key={group.event.id}
              group={group}
              editing={{
                busyItems: cart.busyItems,
                onRemove: cart.remove,
                services: content.services.filter((line) => line.event === group.event.id),
                onServicesChanged: reread,
              }}
            />
          ))}
        </div>
        <CartSummary
          total={content.total}
          count={content.count}
          secondsLeft={cart.secondsLeft}
          clearing={cart.clearing}
          onClear={cart.clear}
        >
          <PromoCodeField applied={content.promocode} onChanged={reread} />
          <CertificateField applied={content.certificate} onChanged={reread} />
          {content.to_pay_kopecks !== content.total_kopecks ? (
            <p className="flex items-baseline justify-between gap-3 text-ink">
              <span>{t('promo.toPay')}</span>
              <span className="text-2xl font-bold whitespace-nowrap" data-testid="cart-to-pay">
                {formatPrice(locale, content.to_pay)}
              </span>
            </p>
          ) : null}
          <CheckoutForm
            events={content.events.map((group) => ({ id: group.event.id, title: group.performance.title }))}
            namedPlaces={namedPlacesOf(content.events, lineTexts)}
            pending={null}
            submitLabel={
              content.to_pay_kopecks === 0
                ? t('checkout.confirm')
                : t('checkout.pay', { total: formatPrice(locale, content.to_pay) })
            }
            {...checkout}
          />
        </CartSummary>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div role="alert" className="empty:hidden">
        {expired ? <ExpiredNotice groups={expired} /> : null}
        {refusal && !expired ? <RefusalText refusal={refusal} /> : null}
        {cart.failure ? (
          <p className="rounded-xl border border-brand/40 bg-brand/5 px-4 py-3 text-ink">
            {cart.failure === 'remove' ? t('removeFailed') : t('clearFailed')}
          </p>
        ) : null}
      </div>
      <p aria-live="polite" className="sr-only">
        {cart.minutesAnnounced !== null ? t('minutesLeft', { count: cart.minutesAnnounced }) : ''}
      </p>
      {body}
    </div>
  );
}

function ExpiredNotice({ groups }: { groups: readonly TCartEventGroup[] }) {
  const t = useTranslations('Cart');
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-brand/40 bg-brand/5 p-4 md:p-6">
      <p className="text-lg font-semibold text-ink">{t('expired')}</p>
      <ul className="flex flex-col gap-2">
        {groups.map((group) => (
          <li key={group.event.id}>
            <Link href={routes.event(group.event.id)} className={textLinkClass}>
              {t('chooseAgain')}: {group.performance.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function useLineTexts(): CartLineTexts {
  const t = useTranslations('Cart');
  return { place: (values) => t('place', values), zone: (values) => t('zoneLine', values) };
}

/** What the cart's own lines can do (remove a place, add services, change seats); an order's lines are read only. */
type GroupEditing = {
  busyItems: ReadonlySet<number>;
  onRemove: (itemId: number) => void;
  services: readonly TCartServiceLine[];
  onServicesChanged: () => void;
};

function CartGroup({
  group,
  editing,
  headingLevel: Heading = 'h2',
}: {
  group: TCartEventGroup;
  editing?: GroupEditing;
  /** h3 inside the pending order's section. */
  headingLevel?: 'h2' | 'h3';
}) {
  const t = useTranslations('Cart');
  const locale = useLocale();
  const texts = useLineTexts();
  const headingId = `cart-event-${group.event.id}`;
  const date = formatEventDate(group.event, {
    locale,
    today: todayIn(SITE_TIME_ZONE),
    range: (from, to) => t('openDateRange', { from, to }),
  });

  return (
    <article aria-labelledby={headingId} className={`${boxClass} flex flex-col gap-4`}>
      <div className="flex gap-4">
        <Thumbnail
          src={mediaSrc(group.performance.original_image)}
          size={96}
          className="size-20 rounded-xl md:size-24"
        />
        <div className="flex min-w-0 flex-col gap-1">
          <Heading id={headingId} className="text-lg font-bold text-balance text-ink md:text-xl">
            <Link
              href={routes.performance(group.performance.slug)}
              className="hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              {group.performance.title}
            </Link>
          </Heading>
          <p className="font-semibold text-ink" data-testid="cart-event-date">
            {date}
          </p>
          <p className="text-sm text-muted">
            {t('venueLine', { venue: group.venue.name, address: group.venue.address })}
          </p>
        </div>
      </div>
      <ul
        aria-label={t('itemsLabel', { title: group.performance.title })}
        className="flex flex-col divide-y divide-line border-y border-line"
      >
        {group.items.map((item) => {
          const place = itemPlace(item, texts);
          return (
            <li key={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
              <span
                aria-hidden="true"
                className="size-3 shrink-0 rounded-full"
                style={{ backgroundColor: item.category.color }}
              />
              <span className="min-w-0 flex-1">
                <span className="block text-ink">{place}</span>
                <span className="block text-sm text-muted">{item.category.name}</span>
              </span>
              <span className="font-semibold whitespace-nowrap text-ink">
                {formatPrice(locale, item.total)}
              </span>
              {editing ? (
                <button
                  type="button"
                  onClick={() => editing.onRemove(item.id)}
                  disabled={editing.busyItems.has(item.id)}
                  aria-label={t('removeLabel', { place })}
                  className="rounded-full px-2 py-1 text-sm font-semibold text-brand hover:bg-brand/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-50"
                >
                  {t('remove')}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {editing ? (
        <EventServices
          eventId={group.event.id}
          inCart={editing.services}
          onChanged={editing.onServicesChanged}
        />
      ) : null}
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        {editing ? (
          <Link href={routes.event(group.event.id)} className={`${textLinkClass} text-sm`}>
            {t('changeSeats')}
          </Link>
        ) : null}
        <p className="text-ink">
          {t('tickets', { count: group.count })}:{' '}
          <span className="font-bold">{formatPrice(locale, group.total)}</span>
        </p>
      </div>
    </article>
  );
}

function CartSummary({
  total,
  count,
  secondsLeft,
  clearing,
  onClear,
  children,
}: {
  children: ReactNode;
  total: number;
  count: number;
  secondsLeft: number | null;
  clearing: boolean;
  onClear: () => void;
}) {
  const t = useTranslations('Cart');
  const locale = useLocale();
  const [confirming, setConfirming] = useState(false);
  return (
    <aside className={`${boxClass} flex flex-col gap-4 lg:sticky lg:top-4`}>
      {secondsLeft !== null ? (
        <p
          role="timer"
          aria-live="off"
          className="rounded-xl bg-surface px-4 py-3 text-ink"
          data-testid="cart-countdown"
        >
          {t.rich('heldFor', {
            time: formatCountdown(secondsLeft),
            strong: (chunks) => (
              <span className="block text-3xl font-bold tabular-nums text-brand">{chunks}</span>
            ),
          })}
        </p>
      ) : null}
      <p className="flex items-baseline justify-between gap-3 text-ink">
        <span>
          {t('total')}, {t('tickets', { count })}
        </span>
        <span className="text-2xl font-bold whitespace-nowrap" data-testid="cart-total">
          {formatPrice(locale, total)}
        </span>
      </p>
      {children}
      {confirming ? (
        <div className="flex flex-col gap-3 rounded-xl border border-line p-3">
          <p className="text-ink">{t('clearConfirm')}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={clearing}
              onClick={() => {
                onClear();
                setConfirming(false);
              }}
              className="rounded-full bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60"
            >
              {t('clearYes')}
            </button>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              className="rounded-full border border-line px-4 py-2 font-semibold text-ink hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              {t('cancel')}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setConfirming(true)}
          disabled={clearing}
          className="self-start rounded-full px-2 py-1 text-sm font-semibold text-brand hover:bg-brand/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-50"
        >
          {t('clear')}
        </button>
      )}
    </aside>
  );
}
