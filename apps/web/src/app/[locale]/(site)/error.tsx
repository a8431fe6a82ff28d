'use client';
// The translated fallback for an unexpected error while rendering a page: the shell stays, the page offers a retry.
// Expected failures (the API being down) are handled by the pages themselves and never reach this boundary.
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Container } from '@/components/ui/container';
import { Notice, primaryActionClass } from '@/components/ui/notice';

// retry() re-fetches the server content of the segment (Next 16.3), unlike reset() which only re-renders.
type ErrorPageProps = { error: Error & { digest?: string }; retry: () => void };

export default function ErrorPage({ error, retry }: ErrorPageProps) {
  const t = useTranslations('Error');
  useEffect(() => {
    // The digest ties this browser report to the server log line of the same failure.
    console.error(error.digest ?? error);
  }, [error]);

  return (
    <Container>
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
    </Container>
  );
}
