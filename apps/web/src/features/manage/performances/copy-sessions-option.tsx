'use client';
// The duplicate of a performance (/manage/performances/new?copy=ID) can take the original's sessions along (issue 30):
// which upcoming ones (all ticked at first) and how far they move — a number of days, or to the start of a season —
// with a preview of every copy from the API (POST /manage/performances/{id}/copy_sessions, `preview: true`): its new
// date, a note when its hall's plan changed since, or why it cannot be copied. The copies are made once the new
// performance is (copySessionsAfterCreate), as drafts with their prices; never their sales, holds or tickets.
import type { TCopySessions } from '@afisha/contracts/manage/copy-sessions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { inputClass } from '@/components/ui/form-field';
import { showFormErrorToast, showSuccessToast } from '@/lib/toasts';
import { copyPerformanceSessions, listEvents } from '../api/events.api';
import { inLocale } from '../kit/localized';
import { useLocalWhen } from '../kit/use-local-when';

export type CopySessionsChoice = {
  on: boolean;
  /** Sessions left out (all are in at first). */
  skipped: ReadonlySet<number>;
  mode: 'days' | 'season';
  days: string;
  season: string;
};

export const NO_SESSIONS_COPIED: CopySessionsChoice = {
  on: false,
  skipped: new Set(),
  mode: 'days',
  days: '7',
  season: '',
};

/** The API's shift of a choice, or null while it is incomplete (no season date, not a whole number of days). */
export function shiftOf(choice: CopySessionsChoice): TCopySessions['shift'] | null {
  if (choice.mode === 'season')
    return /^\d{4}-\d{2}-\d{2}$/.test(choice.season) ? { season_start: choice.season } : null;
  return /^[-+]?\d{1,4}$/.test(choice.days.trim()) ? { days: Number(choice.days.trim()) } : null;
}

function useUpcoming(venueId: number, performanceId: number, on: boolean) {
  const locale = useLocale();
  const today = new Date().toISOString().slice(0, 10);
  return useQuery({
    queryKey: ['manage', 'events', 'copy-choice', performanceId, locale],
    queryFn: () =>
      listEvents(locale, {
        venue: String(venueId),
        performance: String(performanceId),
        date_from: today,
        ordering: 'starts_at',
        limit: 500,
        offset: 0,
      }),
    enabled: on,
    select: (page) => page.results.filter((session) => session.status !== 'cancelled'),
  });
}

export function CopySessionsOption({
  source,
  choice,
  onChange,
}: {
  source: { id: number; venue: number };
  choice: CopySessionsChoice;
  onChange(choice: CopySessionsChoice): void;
}) {
  const t = useTranslations('Manage.copySessions');
  const locale = useLocale();
  const localWhen = useLocalWhen('medium');
  const id = useId();
  const upcoming = useUpcoming(source.venue, source.id, choice.on);
  const chosen = (upcoming.data ?? []).filter((session) => !choice.skipped.has(session.id)).map((s) => s.id);
  const shift = shiftOf(choice);
  const preview = useQuery({
    queryKey: ['manage', 'copy-sessions-preview', source.id, chosen.join(','), shift, locale],
    queryFn: async () => {
      const answer = await copyPerformanceSessions(locale, source.id, {
        events: chosen,
        shift: shift as TCopySessions['shift'],
        preview: true,
      });
      if (!answer.ok || !answer.data) throw new Error('preview failed');
      return answer.data;
    },
    enabled: choice.on && chosen.length > 0 && shift !== null,
    placeholderData: keepPreviousData,
  });
  const byId = new Map((preview.data?.sessions ?? []).map((each) => [each.source, each]));
  const set = (patch: Partial<CopySessionsChoice>) => onChange({ ...choice, ...patch });

  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl border border-line p-4">
      <legend className="px-1 text-lg font-bold text-ink">{t('title')}</legend>
      <label className="flex items-center gap-2 font-semibold text-ink">
        <input
          type="checkbox"
          className="size-4"
          checked={choice.on}
          onChange={(event) => set({ on: event.target.checked })}
        />
        {t('also')}
      </label>
      {choice.on ? (
        <>
          <p className="text-sm text-muted">{t('hint')}</p>
          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center gap-3">
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-mode`}
                  checked={choice.mode === 'days'}
                  onChange={() => set({ mode: 'days' })}
                />
                {t('byDays')}
              </label>
              <div className="w-24">
                <input
                  aria-label={t('days')}
                  inputMode="numeric"
                  className={inputClass}
                  value={choice.days}
                  disabled={choice.mode !== 'days'}
                  onChange={(event) => set({ days: event.target.value })}
                />
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-mode`}
                  checked={choice.mode === 'season'}
                  onChange={() => set({ mode: 'season' })}
                />
                {t('bySeason')}
              </label>
              <div className="w-48">
                <input
                  type="date"
                  aria-label={t('season')}
                  className={inputClass}
                  value={choice.season}
                  disabled={choice.mode !== 'season'}
                  onChange={(event) => set({ season: event.target.value })}
                />
              </div>
            </div>
          </div>
          {shift === null ? (
            <p role="alert" className="text-sm text-brand-dark">
              {choice.mode === 'days' ? t('daysInvalid') : t('seasonRequired')}
            </p>
          ) : null}
          {upcoming.data && upcoming.data.length === 0 ? <p className="text-muted">{t('none')}</p> : null}
          {upcoming.data && upcoming.data.length > 0 ? (
            <ul className="flex flex-col gap-1" aria-label={t('sessions')}>
              {upcoming.data.map((session) => {
                const copy = byId.get(session.id);
                const on = !choice.skipped.has(session.id);
                return (
                  <li key={session.id} className="flex flex-wrap items-baseline gap-x-2 text-sm">
                    <label className="flex items-center gap-2">
                      <input
                        type="checkbox"
                        className="size-4"
                        checked={on}
                        onChange={(event) => {
                          const skipped = new Set(choice.skipped);
                          if (event.target.checked) skipped.delete(session.id);
                          else skipped.add(session.id);
                          set({ skipped });
                        }}
                      />
                      {localWhen(session.starts_at)} · {inLocale(session.hall.title, locale)}
                    </label>
                    {on && copy ? (
                      <span className={copy.refusal ? 'text-brand-dark' : 'text-ink'}>
                        {copy.refusal ? `— ${copy.detail}` : `→ ${localWhen(copy.starts_at)}`}
                        {!copy.refusal && copy.detail ? (
                          <span className="block text-amber-900">{copy.detail}</span>
                        ) : null}
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          ) : null}
          {preview.data ? (
            <p role="status" className="text-sm font-semibold text-ink">
              {t('willCopy', { count: preview.data.count })}
            </p>
          ) : null}
        </>
      ) : null}
    </fieldset>
  );
}

/**
 * Once the duplicate is made: its sessions copied as the choice says. A refusal (a session that changed meanwhile)
 * leaves the new performance as made and says why in a toast.
 */
export async function copySessionsAfterCreate(
  locale: string,
  source: { id: number; venue: number },
  target: number,
  choice: CopySessionsChoice,
  texts: { done(count: number): string; failed(detail: string): string },
): Promise<void> {
  const shift = shiftOf(choice);
  if (!choice.on || shift === null) return;
  const upcoming = await listEvents(locale, {
    venue: String(source.venue),
    performance: String(source.id),
    date_from: new Date().toISOString().slice(0, 10),
    ordering: 'starts_at',
    limit: 500,
    offset: 0,
  }).catch(() => null);
  const events = (upcoming?.results ?? [])
    .filter((session) => session.status !== 'cancelled' && !choice.skipped.has(session.id))
    .map((session) => session.id);
  if (events.length === 0) return;
  const answer = await copyPerformanceSessions(locale, source.id, { to: target, events, shift });
  if (answer.ok && answer.data) {
    void showSuccessToast(texts.done(answer.data.count));
    return;
  }
  const body = answer.ok ? undefined : (answer.body as { detail?: unknown } | undefined);
  void showFormErrorToast(texts.failed(typeof body?.detail === 'string' ? body.detail : ''));
}
