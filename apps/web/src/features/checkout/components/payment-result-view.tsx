'use client';
// The body of /paymentresult and /paymentfail (PRODUCT.md "Payment result"), one view for both: it asks
// GET /cart/order_status every POLL_MS while the bank has not answered ("waiting for the bank"), then either shows
// the paid order (number, total, count, its tickets with section, row, seat and the date in the venue's zone, the
// PDF, "Add to calendar", the account's orders when signed in; `order_complete` once per order) or why the payment
// failed (`payment_error`), with "Pay again" on /cart while the order can still be paid (a countdown to the
// deadline), else "the seats were released" and the way back to the show. Each page sends the buyer to the other
// when the answer belongs there. An unknown or foreign order (404) is the not-found state.
import type { TOrderStatusAnswer, TPaymentFailure, TTicket } from '@afisha/contracts';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { AddToCalendar } from '@/components/ui/add-to-calendar';
import { primaryActionClass } from '@/components/ui/notice';
import { textLinkClass } from '@/components/ui/section';
import { Link, useRouter } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { reachGoal } from '@/lib/analytics';
import { refreshCartCount } from '@/lib/cart-count';
import { formatCountdown } from '@/lib/countdown';
import { formatPrice } from '@/lib/format/price';
import { getQueryClient } from '@/lib/query-client';
import { routes } from '@/lib/routes';
import { useTicketPlace } from '@/lib/tickets/use-ticket-place';
import { useAccountMe } from '@/lib/use-account-me';
import { useCountdown } from '@/lib/use-countdown';
import { fetchTickets, orderStatus, ticketsPdfHref } from '../api/checkout.api';
import {
  browserStorage,
  firstCompletion,
  keepsPolling,
  localeReturnPath,
  paidFrom,
  resultQuery,
  resultState,
  secondsUntil,
} from '../payment-result';

export type ResultPage = 'paymentresult' | 'paymentfail';

export const POLL_MS = 2000;

class StatusError extends Error {
  constructor(readonly status: number | undefined) {
    super(`order_status failed: ${status ?? 'unreachable'}`);
  }
}

export default function PaymentResultView(props: {
  page: ResultPage;
  order: number;
  statusKey: string | null;
}) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <ResultScreen {...props} />
    </QueryClientProvider>
  );
}

const boxClass = 'rounded-2xl border border-line p-4 md:p-6';

function ResultScreen({
  page,
  order,
  statusKey,
}: {
  page: ResultPage;
  order: number;
  statusKey: string | null;
}) {
  const t = useTranslations('PaymentResult');
  const locale = useLocale();
  const router = useRouter();
  const saved = useMemo(() => paidFrom(browserStorage(), order), [order]);

  // The bank returns everyone to the Russian address: back to the language the buyer paid in.
  const elsewhere = localeReturnPath(
    saved,
    page,
    { locale, defaultLocale: routing.defaultLocale, locales: routing.locales },
    statusKey,
  );
  useEffect(() => {
    if (elsewhere) window.location.replace(elsewhere);
  }, [elsewhere]);

  const query = useQuery<{ status: TOrderStatusAnswer; asOf: number }>({
    queryKey: ['checkout', 'order-status', order, locale],
    queryFn: async () => {
      // With the key of the bank's return address, the status reads without this browser's session too.
      const result = await orderStatus(locale, order, statusKey);
      if (!result.ok) throw new StatusError(result.status);
      return { status: result.data, asOf: performance.now() };
    },
    retry: (count, error) => !(error instanceof StatusError && error.status === 404) && count < 2,
    refetchInterval: (current) => (keepsPolling(current.state.data?.status) ? POLL_MS : false),
    enabled: !elsewhere,
  });

  const status = query.data?.status;
  const state = status ? resultState(status) : null;
  const wrongPage =
    (page === 'paymentfail' && state === 'paid') ||
    (page === 'paymentresult' && (state === 'failed_retry' || state === 'closed'));
  // The header counts the places of an order waiting for payment: once the bank has answered, it reads them again.
  useEffect(() => {
    if (state !== null && state !== 'waiting') refreshCartCount();
  }, [state]);
  useEffect(() => {
    if (wrongPage)
      router.replace(
        `/${page === 'paymentfail' ? 'paymentresult' : 'paymentfail'}${resultQuery(order, statusKey)}`,
      );
  }, [wrongPage, page, order, statusKey, router]);

  if (elsewhere || wrongPage) return <Waiting text={t('loading')} />;
  if (query.isPending) return <Waiting text={t('loading')} />;
  if (query.isError) {
    if (query.error instanceof StatusError && query.error.status === 404) return <OrderNotFound />;
    return (
      <div className={`${boxClass} flex flex-col items-start gap-4`}>
        <p className="text-ink">{t('loadFailed')}</p>
        <button type="button" onClick={() => void query.refetch()} className={primaryActionClass}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const answer = query.data;
  if (state === 'waiting') return <Waiting text={t('waiting', { number: answer.status.number })} bank />;
  // An order without places bought gift certificates (/certificates): they went by mail, there are no tickets.
  if (state === 'paid' && answer.status.count === 0) return <PaidCertificates status={answer.status} />;
  if (state === 'paid') return <PaidOrder status={answer.status} />;
  return <FailedOrder status={answer.status} asOf={answer.asOf} events={saved?.events ?? []} />;
}

function Waiting({ text, bank = false }: { text: string; bank?: boolean }) {
  return (
    <p
      role="status"
      className={`${boxClass} flex items-center gap-3 text-ink`}
      data-testid={bank ? 'waiting-bank' : undefined}
    >
      <span aria-hidden="true" className="size-3 shrink-0 animate-pulse rounded-full bg-brand" />
      {text}
    </p>
  );
}

function OrderNotFound() {
  const t = useTranslations('PaymentResult');
  return (
    <div className={`${boxClass} flex flex-col items-start gap-4`} data-testid="order-not-found">
      <h2 className="text-xl font-bold text-ink">{t('notFound.title')}</h2>
      <p className="text-muted">{t('notFound.text')}</p>
      <Link href={routes.events} className={primaryActionClass}>
        {t('findShows')}
      </Link>
    </div>
  );
}

function OrderFacts({ status }: { status: TOrderStatusAnswer }) {
  const t = useTranslations('PaymentResult');
  const locale = useLocale();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-ink">
      <dt className="text-muted">{t('orderNumber')}</dt>
      <dd className="font-semibold" data-testid="order-number">
        {status.number}
      </dd>
      <dt className="text-muted">{t('count')}</dt>
      <dd>{t('tickets', { count: status.count })}</dd>
      <dt className="text-muted">{t('total')}</dt>
      <dd className="font-semibold" data-testid="order-total">
        {formatPrice(locale, status.total)}
      </dd>
    </dl>
  );
}

function PaidOrder({ status }: { status: TOrderStatusAnswer }) {
  const t = useTranslations('PaymentResult');
  const locale = useLocale();
  const account = useAccountMe();
  useOrderCompleteGoal(status.order);

  const ticketsUrl = status.tickets_url;
  const tickets = useQuery({
    queryKey: ['checkout', 'tickets', status.order, locale],
    queryFn: async () => {
      const result = ticketsUrl ? await fetchTickets(locale, ticketsUrl) : null;
      if (!result?.ok) throw new Error('tickets read failed');
      return result.data.tickets;
    },
    enabled: Boolean(ticketsUrl),
  });

  return (
    <div className="flex flex-col gap-6">
      <section className={`${boxClass} flex flex-col gap-4`} aria-labelledby="paid-heading">
        <h2 id="paid-heading" className="text-2xl font-bold text-ink">
          {t('paid.title')}
        </h2>
        <p className="text-ink">{t('paid.text')}</p>
        <OrderFacts status={status} />
        <div className="flex flex-wrap gap-3">
          {ticketsUrl ? (
            <a
              href={ticketsPdfHref(ticketsUrl)}
              download
              className={primaryActionClass}
              data-testid="tickets-pdf"
            >
              {t('paid.pdf')}
            </a>
          ) : null}
          {tickets.data ? <AddToCalendar number={status.number} tickets={tickets.data} /> : null}
        </div>
        {account.success ? (
          <Link href="/account/orders" className={textLinkClass}>
            {t('paid.accountOrders')}
          </Link>
        ) : null}
      </section>
      <section className={`${boxClass} flex flex-col gap-3`} aria-labelledby="tickets-heading">
        <h2 id="tickets-heading" className="text-xl font-bold text-ink">
          {t('paid.ticketsTitle')}
        </h2>
        {tickets.isError ? <p className="text-muted">{t('paid.ticketsFailed')}</p> : null}
        {/* Read with the return address's key, not this browser's session: the tickets are the mail's. */}
        {ticketsUrl ? null : <p className="text-ink">{t('paid.ticketsByMail')}</p>}
        {tickets.isPending && ticketsUrl ? <p className="text-muted">{t('loading')}</p> : null}
        {tickets.data ? <TicketList tickets={tickets.data} /> : null}
      </section>
    </div>
  );
}

/** `order_complete` fires once per order in this browser, however often the page is shown. */
function useOrderCompleteGoal(order: number) {
  const fired = useRef(false);
  useEffect(() => {
    if (fired.current) return;
    fired.current = true;
    if (firstCompletion(browserStorage(), order)) reachGoal('order_complete');
  }, [order]);
}

function PaidCertificates({ status }: { status: TOrderStatusAnswer }) {
  const t = useTranslations('PaymentResult');
  const locale = useLocale();
  useOrderCompleteGoal(status.order);
  return (
    <section className={`${boxClass} flex flex-col gap-4`} aria-labelledby="paid-heading">
      <h2 id="paid-heading" className="text-2xl font-bold text-ink">
        {t('certificates.title')}
      </h2>
      <p className="text-ink">{t('certificates.text')}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-ink">
        <dt className="text-muted">{t('orderNumber')}</dt>
        <dd className="font-semibold" data-testid="order-number">
          {status.number}
        </dd>
        <dt className="text-muted">{t('total')}</dt>
        <dd className="font-semibold" data-testid="order-total">
          {formatPrice(locale, status.total)}
        </dd>
      </dl>
      <Link href={routes.certificates} className={textLinkClass}>
        {t('certificates.more')}
      </Link>
    </section>
  );
}

function TicketList({ tickets }: { tickets: readonly TTicket[] }) {
  const format = useFormatter();
  const locale = useLocale();
  const place = useTicketPlace();
  return (
    <ul className="flex flex-col divide-y divide-line border-y border-line" data-testid="ticket-list">
      {tickets.map((ticket) => (
        <li key={ticket.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
          <span className="min-w-0 flex-1">
            <span className="block font-semibold text-ink">{ticket.performance}</span>
            <span className="block text-sm text-muted">
              {format.dateTime(new Date(ticket.starts_at), {
                dateStyle: 'long',
                timeStyle: 'short',
                timeZone: ticket.timezone,
              })}
              {' · '}
              {ticket.venue}, {ticket.hall}
            </span>
            <span className="block text-ink">{place(ticket)}</span>
          </span>
          <span className="font-semibold whitespace-nowrap text-ink">
            {formatPrice(locale, ticket.price)}
          </span>
        </li>
      ))}
    </ul>
  );
}

const FAILURE_KEYS: Record<TPaymentFailure, string> = {
  declined: 'failure.declined',
  authentication_failed: 'failure.authentication_failed',
  cancelled: 'failure.cancelled',
  other: 'failure.other',
};

function FailedOrder({
  status,
  asOf,
  events,
}: {
  status: TOrderStatusAnswer;
  asOf: number;
  events: { id: number; title: string }[];
}) {
  const t = useTranslations('PaymentResult');
  const fired = useRef(false);
  useEffect(() => {
    if (fired.current) return;
    fired.current = true;
    reachGoal('payment_error');
  }, []);
  const canPay = status.can_pay_again;
  const secondsLeft = useCountdown(canPay ? secondsUntil(status.expires_at, Date.now()) : null, asOf);
  const open = canPay && secondsLeft !== 0;

  let reason: ReactNode;
  if (status.failure) reason = t(FAILURE_KEYS[status.failure] as 'failure.other');
  else reason = t('failure.expired');

  return (
    <section className={`${boxClass} flex flex-col gap-4`} aria-labelledby="failed-heading">
      <h2 id="failed-heading" className="text-2xl font-bold text-ink" data-testid="failure-reason">
        {reason}
      </h2>
      <OrderFacts status={status} />
      {open ? (
        <div className="flex flex-col items-start gap-3">
          {secondsLeft !== null ? (
            <p role="timer" aria-live="off" className="text-ink" data-testid="pay-again-countdown">
              {t.rich('failed.payUntil', {
                time: formatCountdown(secondsLeft),
                strong: (chunks) => <span className="font-bold tabular-nums text-brand">{chunks}</span>,
              })}
            </p>
          ) : null}
          <Link href="/cart" className={primaryActionClass} data-testid="pay-again">
            {t('failed.payAgain')}
          </Link>
        </div>
      ) : (
        <div className="flex flex-col items-start gap-3">
          <p className="text-ink">{t('failed.released')}</p>
          {events.length > 0 ? (
            <ul className="flex flex-col gap-2">
              {events.map((event) => (
                <li key={event.id}>
                  <Link href={routes.event(event.id)} className={textLinkClass}>
                    {t('failed.backToShow', { title: event.title })}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <Link href={routes.events} className={primaryActionClass}>
              {t('findShows')}
            </Link>
          )}
        </div>
      )}
    </section>
  );
}
