'use client';
// "Restore" of an archived back-office record (POST …/restore: back on the site as it was before its archive), beside
// archive-button.tsx and sharing its request (record-action.ts), shown in the archived notice (archived-notice.tsx).
// Restoring loses nothing, so it is not asked in a dialog. A refusal — the venue still archived, someone else's change
// meanwhile — is said in the notice in the editor's language (the API's sentence), the button keeping the focus and
// described by it; a stale version offers to load the record again. On success a toast says so and the editor takes
// the record as the API answered it.
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { Parser } from '@/lib/api-client';
import { showSuccessToast } from '@/lib/toasts';
import { manageActionClass } from './page-header';
import { runRecordAction } from './record-action';
import { refusalText } from './record-lifecycle';

export function RestoreButton<T>({
  path,
  version,
  parser,
  onRestored,
  onReload,
}: {
  /** The record's path under /manage (`/performances/12`). */
  path: string;
  version: number;
  parser: Parser<T>;
  onRestored(record: T | undefined): void;
  /** Reads the record again (offered when it changed meanwhile). */
  onReload?(): void;
}) {
  const t = useTranslations('Manage');
  const locale = useLocale();
  const messageId = useId();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ text: string; stale: boolean } | null>(null);
  const restore = async () => {
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    const outcome = await runRecordAction('POST', `${path}/restore`, parser, { locale, version });
    setBusy(false);
    if (outcome.ok) {
      void showSuccessToast(t('restore.done'));
      onRestored(outcome.record);
      return;
    }
    setRefusal({
      text: refusalText(outcome.refusal) ?? t('restore.failed'),
      stale: outcome.refusal.kind === 'version_conflict',
    });
  };
  // Two grid items of the notice (archived-notice.tsx): the button beside its text, the refusal on a row of its own.
  return (
    <>
      {/* aria-disabled, not disabled, while it works: a disabled button would drop the keyboard's focus. */}
      <button
        type="button"
        onClick={() => void restore()}
        aria-disabled={busy || undefined}
        aria-describedby={refusal ? messageId : undefined}
        className={`${manageActionClass} justify-self-start aria-disabled:opacity-60 md:justify-self-end`}
      >
        {busy ? t('restore.working') : t('restore.button')}
      </button>
      {refusal ? (
        <div
          id={messageId}
          role="alert"
          className="flex flex-col items-start gap-2 border-t border-amber-300 pt-3 text-ink md:col-span-2"
        >
          <p className="font-semibold">{refusal.text}</p>
          {refusal.stale && onReload ? (
            <button
              type="button"
              onClick={onReload}
              className="rounded-full bg-ink px-4 py-2 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              {t('form.reload')}
            </button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
