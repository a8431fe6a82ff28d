'use client';
// Cancels a session (POST /manage/events/{id}/cancel): asks for the reason (the buyers' mail quotes it) and whether
// to tell the buyers, then shows what happened — paid orders refunded through their providers (requested, done,
// waiting for the bank, refused: the box office sees and resends those), holds released. Cancelling twice does
// nothing more, and says so.
import { type TEventCancelled, ZEventCancel } from '@afisha/contracts/manage/event-ops';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { inputClass } from '@/components/ui/form-field';
import { cancelEvent } from '../api/events.api';
import { ConfirmDialog } from '../kit/confirm-dialog';

export function CancelDialog({
  eventId,
  title,
  when,
  onClose,
  onCancelled,
}: {
  eventId: number;
  title: string;
  when: string;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const t = useTranslations('ManageSessions.cancel');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const reasonId = useId();
  const errorId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<TEventCancelled | null>(null);

  const confirm = async () => {
    setError(null);
    const body = { reason };
    if (!ZEventCancel.safeParse(body).success) {
      setError(t('reasonRequired'));
      return false;
    }
    const answer = await cancelEvent(locale, eventId, body);
    if (answer.ok && answer.data) {
      setResult(answer.data);
      void queryClient.invalidateQueries({ queryKey: ['manage', 'events'] });
      onCancelled();
      return false;
    }
    const detail = !answer.ok
      ? (answer.body as { reason?: string[]; detail?: string } | undefined)
      : undefined;
    setError(detail?.reason?.[0] ?? detail?.detail ?? t('failed'));
    return false;
  };

  if (result) {
    const { refunds } = result;
    return (
      <Dialog
        open
        onOpenChange={(open) => (open ? undefined : onClose())}
        title={t('doneTitle')}
        closeLabel={t('close')}
        className="max-w-lg"
      >
        <div role="status" className="flex flex-col gap-3">
          {result.already_cancelled ? <p className="font-semibold">{t('already')}</p> : null}
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
            <dt>{t('orders')}</dt>
            <dd className="text-right font-semibold">{result.orders}</dd>
            <dt>{t('refundsRequested')}</dt>
            <dd className="text-right font-semibold">{refunds.requested}</dd>
            <dt>{t('refundsSucceeded')}</dt>
            <dd className="text-right font-semibold">{refunds.succeeded}</dd>
            <dt>{t('refundsPending')}</dt>
            <dd className="text-right font-semibold">{refunds.pending}</dd>
            <dt>{t('refundsRefused')}</dt>
            <dd className={`text-right font-semibold ${refunds.refused > 0 ? 'text-brand-dark' : ''}`}>
              {refunds.refused}
            </dd>
            <dt>{t('alreadyRefunded')}</dt>
            <dd className="text-right font-semibold">{refunds.already_refunded}</dd>
            <dt>{t('holdsReleased')}</dt>
            <dd className="text-right font-semibold">{result.holds_released}</dd>
          </dl>
          {refunds.refused > 0 ? <p className="text-brand-dark">{t('refusedHint')}</p> : null}
        </div>
      </Dialog>
    );
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('title')}
      description={t('description', { title, when })}
      confirmLabel={t('confirm')}
      dismissLabel={t('keep')}
      onConfirm={confirm}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={reasonId} className="text-sm font-semibold">
          {t('reason')}
        </label>
        <textarea
          id={reasonId}
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={inputClass}
        />
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-brand-dark">
            {error}
          </p>
        ) : null}
      </div>
      <p className="text-sm text-muted">{t('notify')}</p>
    </ConfirmDialog>
  );
}
