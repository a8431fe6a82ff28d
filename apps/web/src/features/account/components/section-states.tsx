'use client';
// The states every account list shares: loading, a failed read (with a way to try again; a finished session leads
// to sign-in), and an empty list with a way onwards.
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { primaryActionClass } from '@/components/ui/notice';
import { Link, usePathname } from '@/i18n/navigation';
import { signInPath } from '@/lib/return-path';
import { AccountReadError } from '../api/account.api';

export function ReadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useTranslations('Account');
  const pathname = usePathname();
  if (error instanceof AccountReadError && error.status === 401) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-surface p-6 text-ink">
        <p>{t('sessionOver')}</p>
        <Link href={signInPath(pathname)} className={primaryActionClass}>
          {t('signIn')}
        </Link>
      </div>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-surface p-6 text-ink">
      <p>{t('readFailed')}</p>
      <button type="button" onClick={onRetry} className={primaryActionClass}>
        {t('retry')}
      </button>
    </div>
  );
}

export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl bg-surface p-8 text-center text-ink">
      <p className="text-lg text-pretty">{text}</p>
      {action}
    </div>
  );
}
