'use client';
// "Archive" of a back-office record (DELETE: the record leaves the site, its history stays), asked in a dialog; a
// 409 in_use is shown in the dialog, naming what still uses the record, and the record stays.
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { showFormErrorToast, showSuccessToast } from '@/lib/toasts';
import { ConfirmDialog } from './confirm-dialog';
import { InUseMessage } from './in-use-message';
import { manageSecondaryClass } from './page-header';
import { runRecordAction } from './record-action';
import { refusalText } from './record-lifecycle';
import type { ManageRefusal } from './server-errors';

export function ArchiveButton({
  path,
  name,
  version,
  onArchived,
}: {
  /** The record's path under /manage (`/venues/12`). */
  path: string;
  /** The record's name, for the question. */
  name: string;
  version?: number;
  onArchived?(): void;
}) {
  const t = useTranslations('Manage.archive');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<Extract<ManageRefusal, { kind: 'in_use' }> | null>(null);
  const archive = async () => {
    const outcome = await runRecordAction('DELETE', path, null, { locale, version });
    if (outcome.ok) {
      void showSuccessToast(t('done'));
      onArchived?.();
      return true;
    }
    if (outcome.refusal.kind === 'in_use') {
      setRefusal(outcome.refusal);
      return false;
    }
    void showFormErrorToast(refusalText(outcome.refusal) ?? t('failed'));
    return true;
  };
  return (
    <>
      <button
        type="button"
        className={manageSecondaryClass}
        onClick={() => {
          setRefusal(null);
          setOpen(true);
        }}
      >
        {t('button')}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('title', { name })}
        description={t('text')}
        confirmLabel={t('confirm')}
        onConfirm={archive}
      >
        {refusal ? (
          <div role="alert" className="rounded-xl border border-brand/40 bg-brand/5 p-3">
            <InUseMessage detail={refusal.detail} usedBy={refusal.usedBy} usedCount={refusal.usedCount} />
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
