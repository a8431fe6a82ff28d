'use client';
// Asks before an action that cannot be taken back in one click (archive, revoke a role): Radix AlertDialog, so focus
// is trapped, Escape cancels and the cancel button has the first focus. While the action runs, both buttons wait.
import { useTranslations } from 'next-intl';
import { AlertDialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  confirmLabel: string;
  /**
   * The button that closes the dialog doing nothing (Manage.confirm.cancel, "Cancel", by default): another where
   * "Cancel" would sit beside a confirm that cancels something ("Keep the session" beside "Cancel the session").
   */
  dismissLabel?: string;
  /** Runs on confirm; the dialog closes after it unless it returns false (e.g. the API refused: shown inside). */
  onConfirm(): Promise<boolean | undefined> | boolean | undefined;
  tone?: 'danger' | 'default';
  /** More content: what the refusal said, a reason field. */
  children?: ReactNode;
};

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  dismissLabel,
  onConfirm,
  tone = 'danger',
  children,
}: ConfirmDialogProps) {
  const t = useTranslations('Manage.confirm');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      const close = await onConfirm();
      if (close !== false) onOpenChange(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <AlertDialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 text-ink shadow-2xl"
        >
          <AlertDialog.Title className="text-xl font-bold">{title}</AlertDialog.Title>
          {description ? (
            <AlertDialog.Description className="text-muted">{description}</AlertDialog.Description>
          ) : null}
          {children}
          <div className="flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel
              disabled={busy}
              className="rounded-full border border-line px-5 py-2 font-semibold hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              {dismissLabel ?? t('cancel')}
            </AlertDialog.Cancel>
            <button
              type="button"
              disabled={busy}
              onClick={() => void confirm()}
              className={`rounded-full px-5 py-2 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60 ${tone === 'danger' ? 'bg-brand hover:bg-brand-dark' : 'bg-ink'}`}
            >
              {busy ? t('working') : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
