'use client';
// `/account/history`: the performances the customer opened lately (the last 50, latest first), as cards, 12 a page.
import { useTranslations } from 'next-intl';
import { fetchHistory } from '../api/account.api';
import { PerformanceCardPages } from './performance-card-pages';

export function HistoryList() {
  const t = useTranslations('Account');
  return (
    <PerformanceCardPages
      section="history"
      read={fetchHistory}
      pathname="/account/history"
      emptyText={t('history.empty')}
    />
  );
}
