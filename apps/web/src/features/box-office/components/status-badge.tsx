// A coloured label for an order's, a ticket's or a refund's state, in the page's language.
import { useTranslations } from 'next-intl';

const TONES: Record<string, string> = {
  paid: 'bg-green-100 text-green-900',
  valid: 'bg-green-100 text-green-900',
  succeeded: 'bg-green-100 text-green-900',
  used: 'bg-slate-200 text-slate-900',
  pending: 'bg-amber-100 text-amber-900',
  partially_refunded: 'bg-amber-100 text-amber-900',
  refunded: 'bg-red-100 text-red-900',
  failed: 'bg-red-100 text-red-900',
};

type Key = Parameters<ReturnType<typeof useTranslations<'BoxOffice'>>>[0];

/** `of`: whose state it is; a refund's words differ ("waiting for the bank", not "waiting for payment"). */
export function StatusBadge({ status, of = 'order' }: { status: string; of?: 'order' | 'refund' }) {
  const t = useTranslations('BoxOffice');
  const key = `${of === 'refund' ? 'refundStatus' : 'status'}.${status}` as Key;
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${TONES[status] ?? 'bg-surface text-ink'}`}
    >
      {t.has(key) ? t(key) : status}
    </span>
  );
}
