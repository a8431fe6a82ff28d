'use client';
// Copies a session to another date and time in one dialog (POST /manage/events/{id}/copy): the next day at the same
// time is proposed, as "tomorrow's session of a running show" is the everyday case. The copy starts as a draft
// unless the clerk picks another status. A copy that would overlap another session of the hall is refused by the API
// (409, naming them): the dialog lists them and asks for a tick before making it anyway.
import { ZSessionOverlap } from '@afisha/contracts/manage/events';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '@/components/ui/dialog';
import { FormField, submitButtonClass } from '@/components/ui/form-field';
import { useRouter } from '@/i18n/navigation';
import { showSuccessToast } from '@/lib/toasts';
import { copyEvent } from '../api/events.api';
import { useManageResolver } from '../kit/manage-form';
import { useLocalWhen } from '../kit/use-local-when';
import { addDays } from '../kit/venue-time';
import type { CalendarSession } from './calendar-layout';
import { OverlapList } from './overlap-list';
import { ZCopyForm } from './session-form-values';

export function CopyDialog({
  session,
  onClose,
  onCopied,
}: {
  session: CalendarSession;
  onClose: () => void;
  onCopied: () => void;
}) {
  const t = useTranslations('ManageSessions.copy');
  const localWhen = useLocalWhen();
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [overlaps, setOverlaps] = useState<ReturnType<typeof ZSessionOverlap.parse>['overlaps'] | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Which of the two buttons sent the form: the second opens the copy afterwards.
  const openAfter = useRef(false);
  const form = useForm({
    resolver: useManageResolver(ZCopyForm),
    defaultValues: {
      date: addDays(session.starts_at.slice(0, 10), 1),
      time: session.starts_at.slice(11, 16),
      status: 'draft' as const,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await copyEvent(locale, session.id, {
      starts_at: `${values.date}T${values.time}`,
      status: values.status,
      ...(confirmed ? { confirm_overlaps: true } : {}),
    });
    if (result.ok && result.data) {
      void queryClient.invalidateQueries({ queryKey: ['manage', 'events'] });
      void showSuccessToast(t('done'));
      onCopied();
      onClose();
      if (openAfter.current) router.push(`/manage/sessions/${result.data.id}`);
      return;
    }
    const overlap = result.ok ? null : ZSessionOverlap.safeParse(result.body);
    if (overlap?.success) {
      setOverlaps(overlap.data.overlaps);
      return;
    }
    const body = result.ok ? undefined : (result.body as Record<string, unknown> | undefined);
    const startsAt = Array.isArray(body?.starts_at) ? String(body.starts_at[0]) : null;
    if (startsAt) form.setError('date', { type: 'server', message: startsAt });
    else setFailure(typeof body?.detail === 'string' ? body.detail : t('failed'));
  });
  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('title')}
      description={t('description', {
        title: session.performance.title,
        when: localWhen(session.starts_at),
      })}
      closeLabel={t('close')}
      className="max-w-lg"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid grid-cols-2 gap-3">
          <FormField label={t('date')} error={errors.date?.message}>
            <input type="date" {...form.register('date')} />
          </FormField>
          <FormField label={t('time')} error={errors.time?.message}>
            <input type="time" step={300} {...form.register('time')} />
          </FormField>
        </div>
        <FormField label={t('status')} error={errors.status?.message}>
          <select {...form.register('status')}>
            {(['draft', 'announced', 'on_sale', 'paused'] as const).map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </select>
        </FormField>
        {overlaps ? (
          <div role="alert" className="flex flex-col gap-2 rounded-xl bg-amber-50 p-3 text-ink">
            <OverlapList overlaps={overlaps} />
            <label className="flex items-center gap-2 font-semibold">
              <input
                type="checkbox"
                checked={confirmed}
                onChange={(event) => setConfirmed(event.target.checked)}
                className="size-5"
              />
              {t('confirmOverlaps')}
            </label>
          </div>
        ) : null}
        {failure ? (
          <p role="alert" className="text-brand-dark">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            disabled={isSubmitting || (overlaps !== null && !confirmed)}
            onClick={() => {
              openAfter.current = false;
            }}
            className={submitButtonClass}
          >
            {isSubmitting ? t('copying') : t('submit')}
          </button>
          <button
            type="submit"
            disabled={isSubmitting || (overlaps !== null && !confirmed)}
            onClick={() => {
              openAfter.current = true;
            }}
            className="rounded-full border border-line px-5 py-2.5 font-semibold hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60"
          >
            {t('submitAndOpen')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
