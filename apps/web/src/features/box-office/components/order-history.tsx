'use client';
// What happened to an order, for the clerk: its payments, its refunds (to the card and to a gift certificate, by
// whom, which lines; one the bank refused can be sent to it again) and the audit trail of staff actions (who, what,
// when).
import type { TAdminOrder } from '@afisha/contracts';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/format/price';
import { StatusBadge } from './status-badge';

type Key = Parameters<ReturnType<typeof useTranslations<'BoxOffice.order'>>>[0];

export function OrderHistory({
  order,
  onRefundAgain,
  busy,
}: {
  order: TAdminOrder;
  /** Sends a refund the bank refused to it again. */
  onRefundAgain: (refundId: number) => void;
  busy: boolean;
}) {
  const t = useTranslations('BoxOffice.order');
  const locale = useLocale();
  const format = useFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const money = (kopecks: number) => formatPrice(locale, kopecks / 100);
  const labelOf = new Map(order.lines.map((line) => [line.id, line.label ?? t(`kinds.${line.kind}`)]));
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <section aria-labelledby="order-payments" className="flex flex-col gap-2">
        <h2 id="order-payments" className="text-xl font-bold text-ink">
          {t('payments')}
        </h2>
        {order.payments.length === 0 ? <p className="text-muted">{t('none')}</p> : null}
        <ul className="flex flex-col gap-2">
          {order.payments.map((payment) => (
            <li key={payment.id} className="rounded-xl bg-surface p-3 text-ink">
              <span className="font-semibold">{money(payment.amount_kopecks)}</span>{' '}
              <StatusBadge status={payment.status} />
              <span className="block text-sm text-muted">
                {payment.provider}, {when(payment.created_at)}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="order-refunds" className="flex flex-col gap-2">
        <h2 id="order-refunds" className="text-xl font-bold text-ink">
          {t('refunds')}
        </h2>
        {order.refunds.length === 0 ? <p className="text-muted">{t('none')}</p> : null}
        <ul className="flex flex-col gap-2">
          {order.refunds.map((refund) => (
            <li key={refund.id} className="rounded-xl bg-surface p-3 text-ink">
              <span className="font-semibold">
                {money(refund.amount_kopecks + refund.certificate_kopecks)}
              </span>{' '}
              <StatusBadge status={refund.status} of="refund" />
              {refund.certificate_kopecks > 0 ? (
                <span className="block text-sm">
                  {t('toCertificate', { sum: money(refund.certificate_kopecks) })}
                </span>
              ) : null}
              <span className="block text-sm text-muted">
                {refund.lines.map((line) => labelOf.get(line) ?? line).join('; ')}
              </span>
              <span className="block text-sm text-muted">
                {refund.by ?? t('automatic')}, {when(refund.created_at)}
              </span>
              {refund.status === 'failed' && refund.amount_kopecks > 0 ? (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => onRefundAgain(refund.id)}
                  className="mt-2 rounded-full border border-ink px-4 py-1.5 text-sm font-semibold text-ink hover:bg-white focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-50"
                >
                  {t('refundAgain')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="order-audit" className="flex flex-col gap-2">
        <h2 id="order-audit" className="text-xl font-bold text-ink">
          {t('audit')}
        </h2>
        {order.audit.length === 0 ? <p className="text-muted">{t('none')}</p> : null}
        <ol className="flex flex-col gap-2">
          {order.audit.map((entry) => (
            <li key={entry.id} className="rounded-xl bg-surface p-3 text-ink">
              <span className="font-semibold">
                {t.has(`actions.${entry.action}` as Key) ? t(`actions.${entry.action}` as Key) : entry.action}
              </span>
              <span className="block text-sm text-muted">
                {entry.by ?? '—'}, {when(entry.at)}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
