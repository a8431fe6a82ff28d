'use client';
// Where the draft is: saved, about to be, being saved, refused by a newer save elsewhere (reload to see it; this
// browser keeps the manager's copy), not sent (the connection; it retries), or too big to send (with the limits).
import { PLAN_LIMITS } from '@afisha/contracts/manage/plans';
import { useTranslations } from 'next-intl';
import type { SaveStatus } from './state/use-autosave.ts';

export function SaveStatusLine({ status }: { status: SaveStatus }) {
  const t = useTranslations('ManageDesigner.save');
  const problem = status.kind === 'conflict' || status.kind === 'failed' || status.kind === 'too_big';
  const text =
    status.kind === 'too_big'
      ? t('too_big', {
          seats: status.seats,
          zones: status.zones,
          maxSeats: PLAN_LIMITS.seats,
          maxZones: PLAN_LIMITS.zones,
        })
      : status.kind === 'failed'
        ? (status.detail ?? t('failed'))
        : t(status.kind);
  return (
    <p
      role={problem ? 'alert' : 'status'}
      data-save={status.kind}
      className={`max-w-md text-sm ${problem ? 'font-semibold text-brand-dark' : 'text-muted'}`}
    >
      {text}
    </p>
  );
}
