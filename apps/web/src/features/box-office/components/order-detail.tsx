'use client';
// `/box-office/orders/{id}`: one order for the clerk (issue 7): the buyer, the sums, each line with its ticket's
// state, and what can be done: refund the chosen tickets or services, or everything left (after a confirmation that
// names the sum; through the SBP route when the order was paid by SBP), mail the tickets again, download their PDF.
// Below: the payments, the refunds and the audit trail. Staff only: the API's 403 and 404 are shown as such.
import type { TAdminOrder } from '@afisha/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { submitButtonClass } from '@/components/ui/form-field';
import { formatPrice } from '@/lib/format/price';
import { formatPhone } from '@/lib/phone-format';
import { showFormErrorToast, showSuccessToast } from '@/lib/toasts';
import {
  errorDetail,
  fetchOrder,
  refundAgain,
  refundOrder,
  resendTickets,
  ticketsPdfPath,
} from '../api/orders.api';
import { OrderHistory } from './order-history';
import { StaffOnly } from './staff-only';
import { StatusBadge } from './status-badge';

const secondaryClass =
  'inline-flex items-center justify-center rounded-full border border-ink px-5 py-2.5 font-semibold text-ink hover:bg-surface disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

type Line = TAdminOrder['lines'][number];
type Key = Parameters<ReturnType<typeof useTranslations<'BoxOffice.order'>>>[0];
const refundable = (order: TAdminOrder, line: Line) =>
  order.can_refund && !line.refunded && line.kind !== 'certificate' && line.ticket?.status !== 'used';

export function OrderDetail({ id }: { id: number }) {
  const t = useTranslations('BoxOffice.order');
  const locale = useLocale();
  const format = useFormatter();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState<'chosen' | 'all' | null>(null);
  const [busy, setBusy] = useState(false);
  const key = ['box-office', 'order', locale, id];
  const query = useQuery({
    queryKey: key,
    queryFn: async () => {
      const result = await fetchOrder(locale, id);
      if (!result.ok) throw Object.assign(new Error('order failed'), { status: result.status });
      return result.data;
    },
    retry: false,
  });

  const status = (query.error as { status?: number } | null)?.status;
  if (status === 403) return <StaffOnly />;
  if (query.isPending) return <p role="status">{t('loading')}</p>;
  if (query.isError) return <p role="alert">{status === 404 ? t('notFound') : t('failed')}</p>;
  const order = query.data;
  const money = (kopecks: number) => formatPrice(locale, kopecks / 100);
  const chosenLines = order.lines.filter((line) => chosen.has(line.id));
  const leftLines = order.lines.filter((line) => refundable(order, line));
  const sumOf = (lines: readonly Line[]) => lines.reduce((sum, line) => sum + line.net_kopecks, 0);
  const hasTickets = order.lines.some((line) => line.ticket && line.ticket.status !== 'refunded');

  const toggle = (line: number) =>
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(line)) next.delete(line);
      else next.add(line);
      return next;
    });

  async function refund(which: 'chosen' | 'all') {
    setBusy(true);
    const result = await refundOrder(locale, order, which === 'all' ? 'all' : [...chosen]);
    setBusy(false);
    setConfirming(null);
    if (result.ok && result.data) {
      const { refund: made } = result.data;
      // The lines are refunded either way; a bank that refused the money is the clerk's to send again.
      if (made.status === 'failed')
        void showFormErrorToast(t('bankRefused', { sum: money(made.amount_kopecks) }));
      else
        void showSuccessToast(t('refunded', { sum: money(made.amount_kopecks + made.certificate_kopecks) }));
      setChosen(new Set());
    } else {
      void showFormErrorToast((!result.ok && errorDetail(result.body)) || t('refundFailed'));
    }
    await queryClient.invalidateQueries({ queryKey: key });
  }

  async function sendAgain(refundId: number) {
    setBusy(true);
    const result = await refundAgain(locale, order.id, refundId);
    setBusy(false);
    if (result.ok && result.data) {
      const sum = money(result.data.refund.amount_kopecks);
      if (result.data.refund.status === 'failed') void showFormErrorToast(t('bankRefusedAgain', { sum }));
      else void showSuccessToast(t('sentAgain', { sum }));
    } else void showFormErrorToast((!result.ok && errorDetail(result.body)) || t('refundAgainFailed'));
    await queryClient.invalidateQueries({ queryKey: key });
  }

  async function resend() {
    setBusy(true);
    const result = await resendTickets(locale, order.id);
    setBusy(false);
    if (result.ok) void showSuccessToast(t('resent', { email: order.email }));
    else void showFormErrorToast(t('resendFailed'));
    await queryClient.invalidateQueries({ queryKey: key });
  }

  const confirmLines = confirming === 'all' ? leftLines : chosenLines;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="font-mono text-2xl font-bold text-ink md:text-4xl">
          {t('heading', { number: order.number })}
        </h1>
        <StatusBadge status={order.status} />
      </header>

      <dl className="grid gap-x-6 gap-y-2 rounded-2xl bg-surface p-4 text-ink sm:grid-cols-2 lg:grid-cols-3">
        <Fact term={t('buyer')} value={order.name} />
        <Fact term={t('phone')} value={order.phone ? formatPhone(order.phone) : '—'} />
        <Fact term={t('email')} value={order.email} />
        <Fact
          term={t('created')}
          value={format.dateTime(new Date(order.created_at), { dateStyle: 'medium', timeStyle: 'short' })}
        />
        <Fact
          term={t('paid')}
          value={
            order.paid_at
              ? format.dateTime(new Date(order.paid_at), { dateStyle: 'medium', timeStyle: 'short' })
              : '—'
          }
        />
        <Fact
          term={t('method')}
          value={
            t.has(`methods.${order.payment_method}` as Key)
              ? t(`methods.${order.payment_method}` as Key)
              : order.payment_method
          }
        />
        <Fact term={t('total')} value={money(order.total_kopecks + order.certificate_kopecks)} />
        {order.discount_kopecks > 0 ? (
          <Fact term={t('discount')} value={money(order.discount_kopecks)} />
        ) : null}
        {order.certificate_kopecks > 0 ? (
          <Fact term={t('certificate')} value={money(order.certificate_kopecks)} />
        ) : null}
        <Fact term={t('refundedSum')} value={money(order.refunded_kopecks)} />
      </dl>

      <section aria-labelledby="order-lines" className="flex flex-col gap-3">
        <h2 id="order-lines" className="text-xl font-bold text-ink">
          {t('lines')}
        </h2>
        <ul className="flex flex-col gap-2">
          {order.lines.map((line) => {
            const canRefund = refundable(order, line);
            const name = [line.label, line.event?.title].filter(Boolean).join(' · ');
            return (
              <li
                key={line.id}
                className="flex items-start gap-3 rounded-2xl border border-line bg-white p-3"
              >
                <input
                  type="checkbox"
                  className="mt-1 size-5 accent-brand"
                  aria-label={t('choose', { line: name })}
                  checked={chosen.has(line.id)}
                  disabled={!canRefund || busy}
                  onChange={() => toggle(line.id)}
                />
                <div className="flex min-w-0 flex-1 flex-col gap-1 md:flex-row md:items-center md:gap-4">
                  <span className="flex-1 text-ink">
                    <span className="font-semibold">{line.label ?? t(`kinds.${line.kind}`)}</span>
                    {line.event ? (
                      <span className="block text-sm text-muted">
                        {line.event.title}, {line.event.venue},{' '}
                        {format.dateTime(new Date(line.event.starts_at), {
                          dateStyle: 'medium',
                          timeStyle: 'short',
                          timeZone: line.event.timezone,
                        })}
                      </span>
                    ) : null}
                  </span>
                  <span className="flex flex-wrap items-center gap-2">
                    {line.ticket ? (
                      <span className="break-all font-mono text-sm text-muted" data-testid="ticket-code">
                        {line.ticket.code}
                      </span>
                    ) : null}
                    {line.ticket ? <StatusBadge status={line.ticket.status} /> : null}
                    {line.refunded && !line.ticket ? <StatusBadge status="refunded" /> : null}
                  </span>
                  <span className="font-semibold text-ink md:w-28 md:text-right">
                    {money(line.net_kopecks)}
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      {confirming ? (
        <div
          role="alertdialog"
          aria-labelledby="refund-confirm"
          className="flex flex-col gap-3 rounded-2xl border-2 border-brand p-4"
        >
          <p id="refund-confirm" className="font-semibold text-ink">
            {t('confirm', { count: confirmLines.length, sum: money(sumOf(confirmLines)) })}
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={submitButtonClass}
              disabled={busy}
              onClick={() => void refund(confirming)}
            >
              {t('confirmRefund')}
            </button>
            <button
              type="button"
              className={secondaryClass}
              disabled={busy}
              onClick={() => setConfirming(null)}
            >
              {t('cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={submitButtonClass}
            disabled={chosen.size === 0 || busy}
            onClick={() => setConfirming('chosen')}
          >
            {t('refundChosen', { count: chosen.size })}
          </button>
          <button
            type="button"
            className={secondaryClass}
            disabled={leftLines.length === 0 || busy}
            onClick={() => setConfirming('all')}
          >
            {t('refundAll')}
          </button>
          <button
            type="button"
            className={secondaryClass}
            disabled={!hasTickets || busy}
            onClick={() => void resend()}
          >
            {t('resend')}
          </button>
          {hasTickets ? (
            <a className={secondaryClass} href={ticketsPdfPath(order.id)} download>
              {t('pdf')}
            </a>
          ) : null}
        </div>
      )}

      <OrderHistory order={order} onRefundAgain={sendAgain} busy={busy} />
    </div>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}
