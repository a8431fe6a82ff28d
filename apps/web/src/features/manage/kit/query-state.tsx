'use client';
// What a back-office page shows while its read is on the way or after it failed: a polite "loading", or the
// failure said plainly (not found, no access, no connection) with a way to try again.
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ManageReadError } from '../api/manage-api';

export function LoadingState({ label }: { label?: string }) {
  const t = useTranslations('Manage.state');
  return (
    <div role="status" className="flex items-center gap-3 py-8 text-muted">
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-line border-t-brand"
      />
      {label ?? t('loading')}
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useTranslations('Manage.state');
  const status = error instanceof ManageReadError ? error.status : undefined;
  const text = status === 404 ? t('notFound') : status === 403 ? t('forbidden') : t('failed');
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-surface p-5 text-ink">
      <p>{text}</p>
      {onRetry && status !== 404 && status !== 403 ? (
        <button
          type="button"
          onClick={onRetry}
          className="rounded-full border border-line bg-white px-4 py-2 font-semibold hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {t('retry')}
        </button>
      ) : null}
    </div>
  );
}

/** Loading or error of a query that has no data yet. */
export function QueryState({ query }: { query: Pick<UseQueryResult, 'error' | 'refetch' | 'isError'> }) {
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <LoadingState />;
}
