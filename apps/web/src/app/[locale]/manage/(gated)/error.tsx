'use client';
// An unexpected error while rendering a back-office page: its frame (sections, bar) stays, the page offers a retry.
// The same texts as the storefront's (site)/error.tsx, without its page column (the frame has one).
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Notice, primaryActionClass } from '@/components/ui/notice';

// retry() re-fetches the server content of the segment (Next 16.3), unlike reset() which only re-renders.
type ErrorPageProps = { error: Error & { digest?: string }; retry: () => void };

export default function ManageErrorPage({ error, retry }: ErrorPageProps) {
  const t = useTranslations('Error');
  useEffect(() => {
    // The digest ties this browser report to the server log line of the same failure.
    console.error(error.digest ?? error);
  }, [error]);
  return (
    <>
      <title>{t('metaTitle')}</title>
      <Notice
        role="alert"
        title={t('title')}
        text={t('text')}
        action={
          <button type="button" className={primaryActionClass} onClick={() => retry()}>
            {t('retry')}
          </button>
        }
      />
    </>
  );
}
