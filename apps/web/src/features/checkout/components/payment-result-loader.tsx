'use client';
// Brings the payment result's body in lazily (browser only): the order is the visitor's own (read with their
// session, or with the status key of the bank's return address), so the page itself is a shell without personal
// data.
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { ResultPage } from './payment-result-view';

function Loading() {
  const t = useTranslations('PaymentResult');
  return (
    <p role="status" className="rounded-2xl border border-line p-4 text-muted md:p-6">
      {t('loading')}
    </p>
  );
}

const PaymentResultView = dynamic(() => import('./payment-result-view'), { ssr: false, loading: Loading });

export function PaymentResultLoader({
  page,
  order,
  statusKey,
}: {
  page: ResultPage;
  order: number;
  statusKey: string | null;
}) {
  return <PaymentResultView page={page} order={order} statusKey={statusKey} />;
}
